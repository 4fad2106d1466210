// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2dat/Bindat.h"

#include <QHash>
#include <QtEndian>

namespace mwb::formats::tl2dat {

namespace {

qsizetype treeSize(const BindatNode &node)
{
    qsizetype size = 12;
    for (const BindatProperty &property : node.properties)
        size += property.size();
    for (const BindatNode &child : node.children)
        size += treeSize(child);
    return size;
}

class ByteWriter
{
public:
    explicit ByteWriter(qsizetype size)
        : m_out(size, Qt::Uninitialized)
    { }

    void u16(quint16 v) { put(v); }
    void u32(quint32 v) { put(v); }
    void u64(quint64 v) { put(v); }
    void utf16(const QString &text)
    {
        qToLittleEndian<quint16>(text.utf16(), text.size(), m_out.data() + m_pos);
        m_pos += 2 * text.size();
    }
    [[nodiscard]] QByteArray take() { return std::move(m_out); }

private:
    template<typename T>
    void put(T v)
    {
        qToLittleEndian<T>(v, m_out.data() + m_pos);
        m_pos += qsizetype(sizeof(T));
    }

    QByteArray m_out;
    qsizetype m_pos = 0;
};

void writeNode(const BindatNode &node, ByteWriter &out)
{
    out.u32(node.nameHash);
    out.u32(quint32(node.properties.size()));
    for (const BindatProperty &property : node.properties) {
        out.u32(property.keyHash);
        out.u32(quint32(property.type));
        if (datValueSize(property.type) == 8)
            out.u64(property.value);
        else
            out.u32(quint32(property.value));
    }
    out.u32(quint32(node.children.size()));
    for (const BindatNode &child : node.children)
        writeNode(child, out);
}

/// Renumbers the string values of `node` (and below) through `ids`, appending new texts to `table`.
void renumber(BindatNode &node, const QHash<quint32, QString> &oldTexts, QHash<QString, quint32> &ids,
    std::vector<BindatString> &table)
{
    for (BindatProperty &property : node.properties) {
        if (!isStringType(property.type) || property.value == kEmptyStringId)
            continue;
        const QString text = oldTexts.value(quint32(property.value));
        if (text.isEmpty()) {
            property.value = kEmptyStringId;
            continue;
        }
        auto it = ids.constFind(text);
        if (it == ids.constEnd()) {
            it = ids.insert(text, quint32(table.size() + 1));
            table.push_back(BindatString{it.value(), text, -1});
        }
        property.value = it.value();
    }
    for (BindatNode &child : node.children)
        renumber(child, oldTexts, ids, table);
}

void clearOffsets(BindatNode &node)
{
    node.offset = -1;
    node.size = 0;
    node.childCountOffset = -1;
    for (BindatProperty &property : node.properties)
        property.offset = -1;
    for (BindatNode &child : node.children)
        clearOffsets(child);
}

} // namespace

QByteArray writeBindat(const BindatFile &file)
{
    qsizetype size = 8 + treeSize(file.root);
    for (const BindatString &entry : file.strings)
        size += 6 + 2 * entry.text.size();
    const bool firstIdField = file.strings.empty() && file.emptyTableFirstId.has_value();
    if (firstIdField)
        size += 4;
    ByteWriter out(size);
    out.u32(BindatFile::kVersion);
    out.u32(quint32(file.strings.size()));
    for (const BindatString &entry : file.strings) {
        out.u32(entry.id);
        out.u16(quint16(entry.text.size()));
        out.utf16(entry.text);
    }
    if (firstIdField)
        out.u32(*file.emptyTableFirstId);
    writeNode(file.root, out);
    return out.take();
}

BindatFile normalizeStringIds(const BindatFile &file)
{
    QHash<quint32, QString> oldTexts;
    oldTexts.reserve(qsizetype(file.strings.size()));
    for (const BindatString &entry : file.strings)
        oldTexts.insert(entry.id, entry.text);
    BindatFile normalized;
    normalized.root = file.root;
    clearOffsets(normalized.root);
    QHash<QString, quint32> ids;
    renumber(normalized.root, oldTexts, ids, normalized.strings);
    return normalized;
}

} // namespace mwb::formats::tl2dat
