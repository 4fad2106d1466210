// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2dat/NameDictionary.h"

#include "mwb/formats/tl2dat/RgHash.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>

/// The shipped names are a Qt resource of the core library (a static library: initialise it explicitly; the
/// macro declares its initialiser in the enclosing namespace, so this stays outside any namespace).
static void initNamesResource()
{
    Q_INIT_RESOURCE(mwb_tl2dat_names);
}

namespace mwb::formats::tl2dat {

namespace {

class NamesText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2dat::NameDictionary)
};

} // namespace

const NameDictionary &NameDictionary::builtin()
{
    static const NameDictionary dictionary = [] {
        initNamesResource();
        QFile file(QStringLiteral(":/mwb/tl2dat/tl2-names.txt"));
        return file.open(QIODevice::ReadOnly) ? fromText(file.readAll()) : NameDictionary();
    }();
    return dictionary;
}

NameDictionary NameDictionary::fromText(const QByteArray &utf8)
{
    NameDictionary dictionary;
    qsizetype start = 0;
    while (start < utf8.size()) {
        qsizetype end = utf8.indexOf('\n', start);
        if (end < 0)
            end = utf8.size();
        QByteArrayView line = QByteArrayView(utf8).sliced(start, end - start);
        if (line.endsWith('\r'))
            line.chop(1);
        if (!line.isEmpty() && !line.startsWith('#'))
            dictionary.add(QString::fromUtf8(line));
        start = end + 1;
    }
    return dictionary;
}

Result<NameDictionary> NameDictionary::load(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{ErrorCode::Io, NamesText::tr("Cannot read the names file: %1").arg(file.errorString()), path, -1};
    return fromText(file.readAll());
}

void NameDictionary::add(const QString &name)
{
    if (name.isEmpty() || name.startsWith(QLatin1Char('#')) || name.contains(QLatin1Char('\n'))
        || name.contains(QLatin1Char('\r')) || !QStringView(name).isValidUtf16())
        return;
    const quint32 hash = rgHash(name);
    if (!m_names.contains(hash))
        m_names.insert(hash, name);
}

void NameDictionary::merge(const NameDictionary &other)
{
    for (auto it = other.m_names.constBegin(); it != other.m_names.constEnd(); ++it) {
        if (!m_names.contains(it.key()))
            m_names.insert(it.key(), it.value());
    }
}

void NameDictionary::learn(const DatNode &node)
{
    add(node.tag);
    for (const DatProperty &property : node.properties)
        add(property.key);
    for (const DatNode &child : node.children)
        learn(child);
}

const QString *NameDictionary::name(quint32 hash) const
{
    static const QString empty;
    if (hash == 0)
        return &empty;
    const auto it = m_names.constFind(hash);
    return it == m_names.constEnd() ? nullptr : &it.value();
}

QStringList NameDictionary::names() const
{
    QStringList list(m_names.cbegin(), m_names.cend());
    std::sort(list.begin(), list.end());
    return list;
}

QByteArray NameDictionary::toText() const
{
    QByteArray out("# Torchlight 2 tag and key names, one per line (rg_hash is computed from each name)\n");
    for (const QString &name : names())
        out += name.toUtf8() + '\n';
    return out;
}

} // namespace mwb::formats::tl2dat
