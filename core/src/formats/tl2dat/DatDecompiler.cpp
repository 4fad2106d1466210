// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2dat/DatDecompiler.h"

#include "StructureReader.h"
#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2dat/DatValues.h"

#include <QCoreApplication>
#include <QHash>

namespace mwb::formats::tl2dat {

namespace {

bool safeInText(const QString &name, bool isTag)
{
    if (name.contains(QLatin1Char('\n')) || name.contains(QLatin1Char('\r')))
        return false;
    return isTag ? !name.startsWith(QLatin1Char('/')) : !name.contains(QLatin1Char(':'));
}

class DatDecompiler
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2dat::DatDecompiler)
public:
    DatDecompiler(const BindatFile &file, const NameDictionary &names, const QString &path)
        : m_names(names)
        , m_path(path)
    {
        m_strings.reserve(qsizetype(file.strings.size()));
        for (const BindatString &entry : file.strings)
            m_strings.insert(entry.id, &entry);
    }

    Result<DatDocument> decompile(const BindatNode &root)
    {
        DatDocument document;
        if (!decompileNode(root, document.root, 1))
            return *m_error;
        return document;
    }

private:
    bool fail(ErrorCode code, const QString &message, qint64 offset)
    {
        m_error = Error{code, message, m_path, offset};
        return false;
    }

    bool decompileNode(const BindatNode &node, DatNode &out, int depth)
    {
        if (depth > BindatFile::kMaxDepth)
            return fail(ErrorCode::LimitExceeded, tr("Nodes nest deeper than %1 levels").arg(BindatFile::kMaxDepth),
                node.offset);
        out.tag = datNameText(node.nameHash, m_names, true);
        out.properties.reserve(node.properties.size());
        for (const BindatProperty &property : node.properties) {
            QString value;
            if (!valueText(property, value))
                return false;
            out.add(datTypeName(property.type), datNameText(property.keyHash, m_names, false), value);
        }
        out.children.resize(node.children.size());
        for (std::size_t i = 0; i < node.children.size(); ++i) {
            if (!decompileNode(node.children[i], out.children[i], depth + 1))
                return false;
        }
        return true;
    }

    bool valueText(const BindatProperty &property, QString &value)
    {
        if (!isStringType(property.type)) {
            value = formatDatValue(property.type, property.value);
            return true;
        }
        if (property.value == kEmptyStringId)
            return true;
        const BindatString *entry = m_strings.value(quint32(property.value));
        if (!entry) {
            return fail(ErrorCode::Corrupt,
                tr("String id %1 is not in the string table").arg(detail::hexText(property.value, 8)), property.offset);
        }
        if (entry->text.contains(QLatin1Char('\n'))) {
            return fail(ErrorCode::Unsupported,
                tr("String %1 holds a line break, which a text DAT cannot express").arg(detail::hexText(entry->id, 8)),
                entry->offset);
        }
        value = entry->text;
        return true;
    }

    const NameDictionary &m_names;
    QString m_path;
    QHash<quint32, const BindatString *> m_strings;
    std::optional<Error> m_error;
};

} // namespace

QString datNameText(quint32 hash, const NameDictionary &names, bool isTag)
{
    const QString *name = names.name(hash);
    if (name && safeInText(*name, isTag) && datNameHash(*name) == hash)
        return *name;
    return detail::hexText(hash, 8);
}

Result<DatDocument> decompileDat(const BindatFile &file, const NameDictionary &names, const QString &pathForErrors)
{
    return DatDecompiler(file, names, pathForErrors).decompile(file.root);
}

Result<DatDocument> decompileBindat(QByteArrayView bytes, const NameDictionary &names, const QString &pathForErrors)
{
    auto file = readBindat(bytes, pathForErrors);
    if (!file)
        return file.error();
    return decompileDat(*file, names, pathForErrors);
}

} // namespace mwb::formats::tl2dat
