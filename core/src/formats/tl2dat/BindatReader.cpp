// SPDX-License-Identifier: GPL-3.0-or-later
#include "StructureReader.h"
#include "mwb/formats/tl2dat/Bindat.h"

#include <QCoreApplication>
#include <QSet>
#include <QtEndian>

namespace mwb::formats::tl2dat {

namespace {

/// Smallest encodings, used to refuse counts the remaining bytes cannot hold before allocating for them.
constexpr qint64 kMinStringEntry = 6; // u32 id + u16 length
constexpr qint64 kMinProperty = 12; // key + type + 4-byte value
constexpr qint64 kMinNode = 12; // name + property count + child count

class BindatReader
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2dat::BindatReader)
public:
    BindatReader(QByteArrayView bytes, const QString &path)
        : m_bytes(bytes)
        , m_path(path)
    { }

    BindatReadResult read()
    {
        BindatReadResult result;
        if (m_bytes.size() > BindatFile::kMaxFileSize) {
            fail(ErrorCode::LimitExceeded,
                tr("The file is %1 bytes, more than the %2 bytes a compiled DAT may have")
                    .arg(m_bytes.size())
                    .arg(BindatFile::kMaxFileSize),
                -1);
            result.error = m_error;
            return result;
        }
        if (readHeader() && readStrings(result.file))
            readTree(result.file);
        result.error = m_error;
        return result;
    }

private:
    bool fail(ErrorCode code, const QString &message, qint64 offset)
    {
        if (!m_error)
            m_error = Error{code, message, m_path, offset};
        return false;
    }

    /// What was being read when the bytes ran out (messages are built only on failure).
    enum class Part { Header, String, Node, Property };
    /// Which count did not fit.
    enum class Count { Strings, Properties, Children };

    bool need(qint64 n, Part part)
    {
        if (m_bytes.size() - m_pos >= n)
            return true;
        QString message;
        switch (part) {
        case Part::Header:
            message = tr("The data ends inside the header");
            break;
        case Part::String:
            message = tr("The data ends inside a string-table entry");
            break;
        case Part::Node:
            message = tr("The data ends inside a node");
            break;
        case Part::Property:
            message = tr("The data ends inside a property");
            break;
        }
        return fail(ErrorCode::Truncated, message, m_pos);
    }

    bool u32(quint32 &value, Part part)
    {
        if (!need(4, part))
            return false;
        value = qFromLittleEndian<quint32>(m_bytes.data() + m_pos);
        m_pos += 4;
        return true;
    }

    /// Refuses a count whose smallest encoding does not fit in the bytes left; `at` is the count's offset.
    bool countFits(quint32 count, qint64 minSize, qint64 at, Count what)
    {
        const qint64 left = m_bytes.size() - m_pos;
        if (qint64(count) * minSize <= left)
            return true;
        QString message;
        switch (what) {
        case Count::Strings:
            message = tr("The string count %1 cannot fit in the %2 bytes that remain");
            break;
        case Count::Properties:
            message = tr("The property count %1 cannot fit in the %2 bytes that remain");
            break;
        case Count::Children:
            message = tr("The child count %1 cannot fit in the %2 bytes that remain");
            break;
        }
        return fail(ErrorCode::Corrupt, message.arg(count).arg(left), at);
    }

    bool readHeader()
    {
        quint32 version = 0;
        if (!u32(version, Part::Header))
            return false;
        if (version == 1)
            return fail(ErrorCode::Unsupported,
                tr("Version 1 is Torchlight 1's compiled DAT (names stored in the file); only version 2 is read"), 0);
        if (version != BindatFile::kVersion)
            return fail(
                ErrorCode::BadMagic, tr("Not a compiled Torchlight 2 DAT (version %1, expected 2)").arg(version), 0);
        return true;
    }

    bool readStrings(BindatFile &file)
    {
        const qint64 countOffset = m_pos;
        quint32 count = 0;
        if (!u32(count, Part::Header) || !countFits(count, kMinStringEntry, countOffset, Count::Strings))
            return false;
        file.strings.reserve(count);
        for (quint32 i = 0; i < count; ++i) {
            BindatString entry;
            entry.offset = m_pos;
            quint32 id = 0;
            if (!u32(id, Part::String) || !need(2, Part::String))
                return false;
            const quint16 units = qFromLittleEndian<quint16>(m_bytes.data() + m_pos);
            m_pos += 2;
            if (!need(2 * qint64(units), Part::String))
                return false;
            entry.id = id;
            entry.text = QString(units, Qt::Uninitialized);
            qFromLittleEndian<quint16>(m_bytes.data() + m_pos, units, entry.text.data());
            m_pos += 2 * qint64(units);
            if (m_ids.contains(id))
                return fail(
                    ErrorCode::Corrupt, tr("String id %1 appears twice").arg(detail::hexText(id, 8)), entry.offset);
            m_ids.insert(id);
            file.strings.push_back(std::move(entry));
        }
        return true;
    }

    /// The tree follows the table; a file without strings may carry an extra u32 ("first_id") before it.
    void readTree(BindatFile &file)
    {
        const qint64 treeStart = m_pos;
        if (readRoot(file.root) || !file.strings.empty() || m_bytes.size() - treeStart < 4 + kMinNode)
            return;
        BindatReader shifted(m_bytes, m_path);
        shifted.m_pos = treeStart + 4;
        BindatNode root;
        if (!shifted.readRoot(root))
            return;
        file.root = std::move(root);
        file.emptyTableFirstId = qFromLittleEndian<quint32>(m_bytes.data() + treeStart);
        m_error.reset();
    }

    bool readRoot(BindatNode &root)
    {
        if (!readNode(root, 1))
            return false;
        if (m_pos != m_bytes.size())
            return fail(ErrorCode::Corrupt, tr("%1 bytes follow the root node").arg(m_bytes.size() - m_pos), m_pos);
        return true;
    }

    bool readProperty(BindatProperty &property)
    {
        property.offset = m_pos;
        quint32 code = 0;
        if (!u32(property.keyHash, Part::Property))
            return false;
        const qint64 typeOffset = m_pos;
        if (!u32(code, Part::Property))
            return false;
        const auto type = datTypeFromCode(code);
        if (!type)
            return fail(ErrorCode::Corrupt, tr("Unknown property type code %1").arg(code), typeOffset);
        property.type = *type;
        const qint64 valueOffset = m_pos;
        if (!need(datValueSize(*type), Part::Property))
            return false;
        property.value = datValueSize(*type) == 8 ? qFromLittleEndian<quint64>(m_bytes.data() + m_pos)
                                                  : qFromLittleEndian<quint32>(m_bytes.data() + m_pos);
        m_pos += datValueSize(*type);
        if (isStringType(*type) && property.value != kEmptyStringId && !m_ids.contains(quint32(property.value))) {
            return fail(ErrorCode::Corrupt,
                tr("String id %1 is not in the string table").arg(detail::hexText(property.value, 8)), valueOffset);
        }
        return true;
    }

    /// Reads one node; on failure the node keeps what was read and its size covers the bytes read.
    bool readNode(BindatNode &node, int depth)
    {
        node.offset = m_pos;
        const bool ok = readNodeBody(node, depth);
        node.size = m_pos - node.offset;
        return ok;
    }

    bool readNodeBody(BindatNode &node, int depth)
    {
        if (depth > BindatFile::kMaxDepth)
            return fail(
                ErrorCode::LimitExceeded, tr("Nodes nest deeper than %1 levels").arg(BindatFile::kMaxDepth), m_pos);
        quint32 propertyCount = 0;
        if (!u32(node.nameHash, Part::Node))
            return false;
        const qint64 propertyCountOffset = m_pos;
        if (!u32(propertyCount, Part::Node)
            || !countFits(propertyCount, kMinProperty, propertyCountOffset, Count::Properties))
            return false;
        node.properties.reserve(propertyCount);
        for (quint32 i = 0; i < propertyCount; ++i) {
            node.properties.emplace_back();
            if (!readProperty(node.properties.back())) {
                node.properties.pop_back(); // a partial result keeps whole properties only
                return false;
            }
        }
        node.childCountOffset = m_pos;
        quint32 childCount = 0;
        if (!u32(childCount, Part::Node) || !countFits(childCount, kMinNode, node.childCountOffset, Count::Children))
            return false;
        node.children.reserve(childCount);
        for (quint32 i = 0; i < childCount; ++i) {
            node.children.emplace_back();
            if (!readNode(node.children.back(), depth + 1))
                return false;
        }
        return true;
    }

    QByteArrayView m_bytes;
    QString m_path;
    qint64 m_pos = 0;
    QSet<quint32> m_ids;
    std::optional<Error> m_error;
};

} // namespace

bool BindatFile::hasSignature(QByteArrayView bytes)
{
    return bytes.size() >= 8 && qFromLittleEndian<quint32>(bytes.data()) == kVersion;
}

BindatReadResult readBindatPartial(QByteArrayView bytes, const QString &pathForErrors)
{
    return BindatReader(bytes, pathForErrors).read();
}

Result<BindatFile> readBindat(QByteArrayView bytes, const QString &pathForErrors)
{
    BindatReadResult result = readBindatPartial(bytes, pathForErrors);
    if (result.error)
        return *result.error;
    return std::move(result.file);
}

} // namespace mwb::formats::tl2dat
