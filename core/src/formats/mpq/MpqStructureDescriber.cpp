// SPDX-License-Identifier: GPL-3.0-or-later
#include "MpqStructureDescriber.h"

#include "MpqDescriberTables.h"
#include "MpqFormat.h"
#include "StructureReader.h"
#include "mwb/formats/mpq/MpqArchive.h"

namespace mwb::formats::mpq {

using detail::StructureReader;

namespace {

constexpr auto Hex = StructureReader::Base::Hex;
constexpr qint64 kUserDataHeaderSize = 16;
constexpr qint64 kExtHeaderSize = 12;
constexpr quint32 kMaxShownBetFlags = 1024;

/// Bytes [offset, offset + length) of the file, cut at its end; empty when unreadable.
QByteArray readClipped(const ByteSource &source, qint64 offset, qint64 length)
{
    auto bytes = source.read(offset, qBound<qint64>(0, length, source.size() - offset));
    return bytes ? std::move(bytes).value() : QByteArray();
}

StructureNode userDataNode(const ByteSource &source, qint64 at)
{
    StructureNode node = StructureNode::group(DescribedTables::tr("User data header"), at, kUserDataHeaderSize);
    const QByteArray bytes = readClipped(source, at, kUserDataHeaderSize);
    StructureReader r(bytes, at);
    r.chars(node, DescribedTables::tr("Signature"), 4);
    r.u32(node, DescribedTables::tr("User data size"));
    r.u32(node, DescribedTables::tr("MPQ header offset"));
    const quint32 headerSize = r.u32(node, DescribedTables::tr("User data header size"));
    if (r.ok() && headerSize > 0 && at + kUserDataHeaderSize + headerSize <= source.size()) {
        node.children.push_back(
            StructureNode::field(DescribedTables::tr("User data header bytes"), {}, {}, at + kUserDataHeaderSize, headerSize));
        node.size += headerSize;
    }
    return node;
}

/// The header fields as stored, version by version, as far as the stored header size reaches.
void readStoredHeader(StructureReader &r, StructureNode &node, qint64 limit)
{
    r.chars(node, DescribedTables::tr("Signature"), 4);
    r.u32(node, DescribedTables::tr("Header size"));
    r.u32(node, DescribedTables::tr("Archive size (32-bit)"));
    const quint16 version = r.u16(node, DescribedTables::tr("Format version"));
    r.annotate(node, DescribedTables::tr("version %1").arg(version + 1));
    const quint16 shift = r.u16(node, DescribedTables::tr("Sector size shift"));
    r.annotate(node, DescribedTables::tr("sectors of %1 bytes").arg(qint64(512) << qMin<quint16>(shift, 31)));
    r.u32(node, DescribedTables::tr("Hash table offset"), Hex);
    r.u32(node, DescribedTables::tr("Block table offset"), Hex);
    r.u32(node, DescribedTables::tr("Hash table entries"));
    r.u32(node, DescribedTables::tr("Block table entries"));
    if (limit >= format::HeaderSizeV2) {
        r.u64(node, DescribedTables::tr("Hi-block table offset"), Hex);
        r.u16(node, DescribedTables::tr("Hash table offset (high 16 bits)"), Hex);
        r.u16(node, DescribedTables::tr("Block table offset (high 16 bits)"), Hex);
    }
    if (limit >= format::HeaderSizeV3) {
        r.u64(node, DescribedTables::tr("Archive size (64-bit)"));
        r.u64(node, DescribedTables::tr("BET table offset"), Hex);
        r.u64(node, DescribedTables::tr("HET table offset"), Hex);
    }
    if (limit >= format::HeaderSizeV4) {
        r.u64(node, DescribedTables::tr("Hash table size (stored)"));
        r.u64(node, DescribedTables::tr("Block table size (stored)"));
        r.u64(node, DescribedTables::tr("Hi-block table size (stored)"));
        r.u64(node, DescribedTables::tr("HET table size (stored)"));
        r.u64(node, DescribedTables::tr("BET table size (stored)"));
        r.u32(node, DescribedTables::tr("Raw chunk size"));
        r.raw(node, DescribedTables::tr("MD5 of the block table"), 16);
        r.raw(node, DescribedTables::tr("MD5 of the hash table"), 16);
        r.raw(node, DescribedTables::tr("MD5 of the hi-block table"), 16);
        r.raw(node, DescribedTables::tr("MD5 of the BET table"), 16);
        r.raw(node, DescribedTables::tr("MD5 of the HET table"), 16);
        r.raw(node, DescribedTables::tr("MD5 of the header"), 16);
    }
}

/// The values the reader uses after Storm's fix-ups (protected maps, junk fields), with no bytes of their own.
StructureNode usedValuesNode(const MpqHeaderInfo &h)
{
    StructureNode node = StructureNode::group(DescribedTables::tr("As read"));
    const auto add = [&node](const QString &name, const QString &value) {
        node.children.push_back(detail::computedField(name, value));
    };
    add(DescribedTables::tr("Format version"), QString::number(h.formatVersion));
    add(DescribedTables::tr("Header size"), QString::number(h.headerSize));
    add(DescribedTables::tr("Sector size"), QString::number(h.sectorSize));
    add(DescribedTables::tr("Archive size"), QString::number(h.archiveSize));
    add(DescribedTables::tr("Hash table entries"), QString::number(h.hashTableEntries));
    add(DescribedTables::tr("Block table entries"), QString::number(h.blockTableEntries));
    add(DescribedTables::tr("Warcraft III map (HM3W)"), detail::yesNoText(h.war3Map));
    add(DescribedTables::tr("Repaired (malformed header)"), detail::yesNoText(h.malformed));
    add(DescribedTables::tr("File table from HET/BET"), detail::yesNoText(h.usesHetBet));
    return node;
}

StructureNode headerNode(const ByteSource &source, const MpqHeaderInfo &h)
{
    const qint64 limit = qMin<qint64>(h.headerSizeField, format::HeaderSizeV4);
    const QByteArray bytes = readClipped(source, h.archiveOffset, qMax<qint64>(limit, format::HeaderSizeV1));
    StructureNode node = StructureNode::group(DescribedTables::tr("MPQ header"), h.archiveOffset);
    StructureReader r(bytes, h.archiveOffset);
    readStoredHeader(r, node, limit);
    r.close(node);
    node.children.push_back(usedValuesNode(h));
    return node;
}

StructureNode hashTableNode(const std::shared_ptr<const DescribedTables> &t, const MpqHeaderInfo &h)
{
    const qint64 at = HeaderLocator::fileOffset(h, static_cast<quint64>(h.hashTableOffset));
    StructureNode node = detail::lazyGroup(
        DescribedTables::tr("Hash table"), at, t->located.hashTableBytes, static_cast<int>(t->slots().size()), [t](int row) {
            return t->slotNode(row, DescribedTables::tr("[%1]").arg(row));
        });
    node.value
        = t->hashPos < 0 ? DescribedTables::tr("compressed: decrypted values only") : DescribedTables::tr("encrypted, shown decrypted");
    return node;
}

StructureNode blockTableNode(const std::shared_ptr<const DescribedTables> &t, const MpqHeaderInfo &h)
{
    const qint64 at = HeaderLocator::fileOffset(h, static_cast<quint64>(h.blockTableOffset));
    StructureNode node = detail::lazyGroup(
        DescribedTables::tr("Block table"), at, t->located.blockTableBytes, static_cast<int>(t->blocks().size()), [t](int row) {
            return t->blockNode(row, DescribedTables::tr("[%1]").arg(row));
        });
    node.value
        = t->blockPos < 0 ? DescribedTables::tr("compressed: decrypted values only") : DescribedTables::tr("encrypted, shown decrypted");
    return node;
}

StructureNode hiBlockTableNode(const std::shared_ptr<const DescribedTables> &t)
{
    const qint64 at = t->hiBlockPos;
    return detail::lazyGroup(DescribedTables::tr("Hi-block table"), at, 2 * qint64(t->blocks().size()),
        static_cast<int>(t->blocks().size()), [t, at](int row) {
            const quint64 high = t->blocks()[static_cast<std::size_t>(row)].offset >> 32;
            return StructureNode::field(
                DescribedTables::tr("[%1]").arg(row), QString::number(high), QStringLiteral("u16"), at + 2 * qint64(row), 2);
        });
}

/// The BET table's flag array, which follows its header; `count` is the header's last field.
void readBetFlags(StructureReader &d, StructureNode &decoded, quint32 count)
{
    for (quint32 i = 0; i < qMin(count, kMaxShownBetFlags) && d.ok(); ++i) {
        const quint32 flags = d.u32(decoded, DescribedTables::tr("Flags [%1]").arg(i), Hex);
        d.annotate(decoded, mpqFlagNames(flags));
    }
}

/// The plain 12-byte header of a HET or BET table, then its decrypted (and expanded) fields, the BET flag array
/// with `withFlags`. Fields of a compressed table have no bytes of their own in the file.
StructureNode extTableNode(const ByteSource &source, const MpqHeaderInfo &h, const QString &name, qint64 offset,
    qint64 size, quint32 key, const QStringList &fields, bool withFlags)
{
    const qint64 at = h.archiveOffset + offset;
    StructureNode node = StructureNode::group(name, at, size);
    const QByteArray head = readClipped(source, at, kExtHeaderSize);
    StructureReader r(head, at);
    r.chars(node, DescribedTables::tr("Signature"), 4);
    r.u32(node, DescribedTables::tr("Version"));
    const quint32 dataSize = r.u32(node, DescribedTables::tr("Data size"));
    if (!r.ok())
        return node;
    auto data = HashTable::loadTable(source, h, at + kExtHeaderSize, size - kExtHeaderSize, dataSize, key);
    if (!data) {
        node.children.push_back(detail::errorField(DescribedTables::tr("Table data"), data.error()));
        return node;
    }
    const bool packed = size - kExtHeaderSize < qint64(dataSize);
    StructureNode decoded = StructureNode::group(DescribedTables::tr("Decrypted header"));
    StructureReader d(data.value(), at + kExtHeaderSize);
    quint32 last = 0;
    for (const QString &field : fields)
        last = d.u32(decoded, field);
    if (withFlags)
        readBetFlags(d, decoded, last);
    if (packed) {
        for (StructureNode &field : decoded.children) {
            field.offset = -1;
            field.size = 0;
        }
    }
    node.children.push_back(std::move(decoded));
    return node;
}

StructureNode hetNode(const ByteSource &source, const MpqHeaderInfo &h)
{
    return extTableNode(source, h, DescribedTables::tr("HET table"), h.hetTableOffset, h.hetTableSize, format::HashTableKey,
        {DescribedTables::tr("Table size"), DescribedTables::tr("Used entries"), DescribedTables::tr("Total entries"), DescribedTables::tr("Name hash bits"),
            DescribedTables::tr("Index size (total bits)"), DescribedTables::tr("Index size (extra bits)"), DescribedTables::tr("Index size (bits)"),
            DescribedTables::tr("Index table size")},
        false);
}

StructureNode betNode(const ByteSource &source, const MpqHeaderInfo &h)
{
    return extTableNode(source, h, DescribedTables::tr("BET table"), h.betTableOffset, h.betTableSize, format::BlockTableKey,
        {DescribedTables::tr("Table size"), DescribedTables::tr("Entry count"), DescribedTables::tr("Unknown"), DescribedTables::tr("Entry size (bits)"),
            DescribedTables::tr("Bit index: file position"), DescribedTables::tr("Bit index: file size"),
            DescribedTables::tr("Bit index: compressed size"), DescribedTables::tr("Bit index: flag index"), DescribedTables::tr("Bit index: unknown"),
            DescribedTables::tr("Bit count: file position"), DescribedTables::tr("Bit count: file size"),
            DescribedTables::tr("Bit count: compressed size"), DescribedTables::tr("Bit count: flag index"), DescribedTables::tr("Bit count: unknown"),
            DescribedTables::tr("Name hash size (total bits)"), DescribedTables::tr("Name hash size (extra bits)"),
            DescribedTables::tr("Name hash size (bits)"), DescribedTables::tr("Name hash array size"), DescribedTables::tr("Flag count")},
        true);
}

StructureNode specialFilesNode(const MpqArchive &archive)
{
    StructureNode node = StructureNode::group(DescribedTables::tr("Special files"));
    for (const char *name : {"(listfile)", "(attributes)", "(signature)"}) {
        const std::optional<int> index = archive.findEntry(QLatin1StringView(name));
        if (!index)
            continue;
        const MpqEntry &e = archive.entries()[static_cast<std::size_t>(*index)];
        const qint64 at = HeaderLocator::fileOffset(archive.header(), static_cast<quint64>(e.offset));
        node.children.push_back(StructureNode::field(QLatin1StringView(name),
            DescribedTables::tr("%1 bytes, %2 stored").arg(e.fileSize).arg(e.compressedSize), {}, at, e.compressedSize));
    }
    return node;
}

StructureNode strongSignatureNode(const ByteSource &source, const MpqHeaderInfo &h)
{
    const qint64 at = h.archiveOffset + h.archiveSize;
    StructureNode node = StructureNode::group(DescribedTables::tr("Strong signature"), at, 4 + format::StrongSignatureSize);
    const QByteArray bytes = readClipped(source, at, 4 + format::StrongSignatureSize);
    StructureReader r(bytes, at);
    r.chars(node, DescribedTables::tr("Signature"), 4);
    r.raw(node, DescribedTables::tr("RSA signature"), format::StrongSignatureSize);
    return node;
}

} // namespace

StructureNode describeMpqStructure(const MpqArchive &archive, const ByteSource &source)
{
    const MpqHeaderInfo &h = archive.header();
    StructureNode root = StructureNode::group(archive.formatName(), 0, source.size());
    if (h.userDataOffset >= 0)
        root.children.push_back(userDataNode(source, h.userDataOffset));
    root.children.push_back(headerNode(source, h));
    auto tables = DescribedTables::load(archive, source, DescribedTables::Names::Yes);
    if (!tables) {
        root.children.push_back(detail::errorField(DescribedTables::tr("Tables"), tables.error()));
        return root;
    }
    const std::shared_ptr<const DescribedTables> t = tables.value();
    if (!t->slots().empty() || h.hashTableEntries != 0)
        root.children.push_back(hashTableNode(t, h));
    if (!t->blocks().empty())
        root.children.push_back(blockTableNode(t, h));
    if (t->hiBlockPos >= 0 && !t->blocks().empty())
        root.children.push_back(hiBlockTableNode(t));
    if (h.hetTableOffset != 0)
        root.children.push_back(hetNode(source, h));
    if (h.betTableOffset != 0)
        root.children.push_back(betNode(source, h));
    root.children.push_back(specialFilesNode(archive));
    if (archive.signature() == MpqSignature::Strong)
        root.children.push_back(strongSignatureNode(source, h));
    return root;
}

} // namespace mwb::formats::mpq
