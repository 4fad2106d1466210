// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2dat/DatCompiler.h"

#include "mwb/formats/tl2dat/DatValues.h"
#include "mwb/formats/tl2dat/RgHash.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>

namespace mwb::formats::tl2dat {

namespace {

constexpr qsizetype kMaxStringUnits = 0xFFFF;

class DatCompiler
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2dat::DatCompiler)
public:
    explicit DatCompiler(const QString &path)
        : m_path(path)
    { }

    Result<BindatFile> compile(const DatDocument &document)
    {
        BindatFile file;
        if (!compileNode(document.root, file.root, 1))
            return *m_error;
        file.strings = std::move(m_strings);
        return file;
    }

private:
    bool fail(ErrorCode code, const QString &message, qint64 offset)
    {
        m_error = Error{code, message, m_path, offset};
        return false;
    }

    bool compileNode(const DatNode &source, BindatNode &node, int depth)
    {
        if (depth > DatDocument::kMaxDepth)
            return fail(ErrorCode::LimitExceeded, tr("Blocks nest deeper than %1 levels").arg(DatDocument::kMaxDepth),
                source.sourceOffset);
        node.nameHash = datNameHash(source.tag);
        node.properties.reserve(source.properties.size());
        for (const DatProperty &property : source.properties) {
            node.properties.emplace_back();
            if (!compileProperty(property, node.properties.back()))
                return false;
        }
        node.children.resize(source.children.size());
        for (std::size_t i = 0; i < source.children.size(); ++i) {
            if (!compileNode(source.children[i], node.children[i], depth + 1))
                return false;
        }
        return true;
    }

    bool compileProperty(const DatProperty &source, BindatProperty &property)
    {
        const auto type = datTypeFromName(source.type);
        if (!type) {
            return fail(ErrorCode::InvalidInput, tr("Unknown type <%1> of property %2").arg(source.type, source.key),
                source.sourceOffset);
        }
        property.keyHash = datNameHash(source.key);
        property.type = *type;
        if (isStringType(*type))
            return stringId(source, property.value);
        const auto value = parseDatValue(*type, source.value);
        if (!value) {
            return fail(ErrorCode::InvalidInput,
                tr("<%1>%2: \"%3\" is not a valid %1 value").arg(source.type, source.key, source.value.left(64)),
                source.sourceOffset);
        }
        property.value = *value;
        return true;
    }

    bool stringId(const DatProperty &source, quint64 &id)
    {
        if (source.value.isEmpty()) {
            id = kEmptyStringId;
            return true;
        }
        if (source.value.size() > kMaxStringUnits) {
            return fail(ErrorCode::InvalidInput,
                tr("<%1>%2: the text has %3 UTF-16 code units, more than the 65535 a compiled DAT can store")
                    .arg(source.type, source.key)
                    .arg(source.value.size()),
                source.sourceOffset);
        }
        auto it = m_ids.constFind(source.value);
        if (it == m_ids.constEnd()) {
            it = m_ids.insert(source.value, quint32(m_strings.size() + 1));
            m_strings.push_back(BindatString{it.value(), source.value, -1});
        }
        id = it.value();
        return true;
    }

    QString m_path;
    QHash<QString, quint32> m_ids;
    std::vector<BindatString> m_strings;
    std::optional<Error> m_error;
};

bool isUpperHexDigit(QChar c)
{
    return (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || (c >= QLatin1Char('A') && c <= QLatin1Char('F'));
}

} // namespace

quint32 datNameHash(QStringView name)
{
    if (name.size() == 10 && name.startsWith(QLatin1String("0x"))
        && std::all_of(name.begin() + 2, name.end(), isUpperHexDigit))
        return name.sliced(2).toUInt(nullptr, 16);
    return rgHash(name);
}

Result<BindatFile> compileDat(const DatDocument &document, const QString &pathForErrors)
{
    return DatCompiler(pathForErrors).compile(document);
}

Result<QByteArray> compileDatText(const QByteArray &textBytes, const QString &path)
{
    if (textBytes.size() > kMaxDatTextSize) {
        return Error{ErrorCode::LimitExceeded,
            DatCompiler::tr("The text is %1 bytes, more than the %2 bytes a DAT may have")
                .arg(textBytes.size())
                .arg(kMaxDatTextSize),
            path, -1};
    }
    auto document = DatDocument::parse(textBytes, path);
    if (!document)
        return document.error();
    auto file = compileDat(*document, path);
    if (!file)
        return file.error();
    return writeBindat(*file);
}

} // namespace mwb::formats::tl2dat
