// SPDX-License-Identifier: GPL-3.0-or-later
#include "Crypto.h"
#include "MpqDescriberTables.h"
#include "MpqFormat.h"
#include "MpqStructureDescriber.h"
#include "StructureReader.h"
#include "mwb/formats/mpq/MpqArchive.h"

namespace mwb::formats::mpq {

namespace {

QString fileKeyText(const MpqEntry &e)
{
    if (!e.isEncrypted())
        return DescribedTables::tr("not encrypted");
    return e.fileKey ? detail::hexText(*e.fileKey) : DescribedTables::tr("unknown (unnamed entry)");
}

StructureNode entryNode(const MpqEntry &e, qint64 dataAt)
{
    StructureNode node = StructureNode::group(DescribedTables::tr("Entry"));
    node.children.push_back(detail::computedField(DescribedTables::tr("Name"), e.name()));
    node.children.push_back(detail::computedField(DescribedTables::tr("Name found by"),
        e.recoveredName    ? DescribedTables::tr("recovered by scanning the archive (both name hashes match)")
            : e.pseudoName ? DescribedTables::tr("nothing: no listfile or scan names it")
                           : DescribedTables::tr("a listfile or the archive's own names")));
    node.children.push_back(detail::computedField(DescribedTables::tr("Locale"), detail::hexText(e.locale, 4)));
    node.children.push_back(detail::computedField(DescribedTables::tr("Platform"), QString::number(e.platform)));
    node.children.push_back(detail::computedField(DescribedTables::tr("Hash slot"), QString::number(e.hashIndex)));
    node.children.push_back(detail::computedField(DescribedTables::tr("Block index"), QString::number(e.blockIndex)));
    node.children.push_back(detail::computedField(DescribedTables::tr("Flags"), mpqFlagNames(e.flags)));
    node.children.push_back(detail::computedField(DescribedTables::tr("File key"), fileKeyText(e)));
    node.children.push_back(
        detail::computedField(DescribedTables::tr("Data position"), detail::hexText(quint64(dataAt))));
    return node;
}

/// Every hash-table slot that points at the entry's block (one per locale/platform, or aliases).
StructureNode slotsNode(const DescribedTables &t, const MpqEntry &e)
{
    StructureNode node = StructureNode::group(DescribedTables::tr("Hash table slots"));
    for (std::size_t i = 0; i < t.slots().size(); ++i) {
        const quint32 index = t.slots()[i].blockIndex;
        if (index != format::HashEntryFree && index != format::HashEntryDeleted
            && (index & format::BlockIndexMask) == e.blockIndex)
            node.children.push_back(t.slotNode(static_cast<int>(i), DescribedTables::tr("[%1]").arg(i)));
    }
    return node;
}

/// The sector offset table of a compressed multi-sector entry (decrypted with key - 1 when encrypted).
StructureNode sectorTableNode(const ByteSource &source, const MpqHeaderInfo &h, const MpqEntry &e, qint64 dataAt)
{
    const qint64 sectors = (qint64(e.fileSize) - 1) / h.sectorSize + 1;
    const qint64 words = sectors + 1 + ((e.flags & format::FileSectorCrc) ? 1 : 0);
    StructureNode node = StructureNode::group(DescribedTables::tr("Sector offset table"), dataAt, words * 4);
    if (words * 4 > e.compressedSize) {
        node.value = DescribedTables::tr("%1 sectors need a %2-byte table, more than the %3 stored bytes")
                         .arg(sectors)
                         .arg(words * 4)
                         .arg(e.compressedSize);
        return node;
    }
    auto read = source.read(dataAt, words * 4);
    if (!read) {
        node.value = read.error().message;
        return node;
    }
    QByteArray table = std::move(read).value();
    if (e.isEncrypted() && e.fileKey)
        Crypto::decrypt(table.data(), table.size(), *e.fileKey - 1);
    const bool readable = !e.isEncrypted() || e.fileKey;
    node.value = readable ? DescribedTables::tr("%1 sectors, data ends at %2")
                                .arg(sectors)
                                .arg(format::le32(table.constData() + sectors * 4))
                          : DescribedTables::tr("%1 sectors, encrypted with an unknown key").arg(sectors);
    node.lazyCount = static_cast<int>(words);
    node.makeChild = [table, dataAt](int row) {
        return StructureNode::field(DescribedTables::tr("[%1]").arg(row),
            QString::number(format::le32(table.constData() + 4 * row)), QStringLiteral("u32"), dataAt + 4 * qint64(row),
            4);
    };
    return node;
}

/// The methods a sector's leading mask byte names, e.g. "zlib" or "ADPCM (mono) + Huffman".
QString compressionMaskText(quint8 mask)
{
    if (mask == format::CompressionLzma)
        return QStringLiteral("LZMA");
    static constexpr struct
    {
        quint8 bit;
        const char *name;
    } kMethods[] = {{format::CompressionAdpcmMono, "ADPCM (mono)"}, {format::CompressionAdpcmStereo, "ADPCM (stereo)"},
        {format::CompressionSparse, "sparse"}, {format::CompressionBzip2, "bzip2"},
        {format::CompressionPkware, "PKWARE implode"}, {format::CompressionZlib, "zlib"},
        {format::CompressionHuffman, "Huffman"}};
    QStringList names;
    for (const auto &method : kMethods) {
        if (mask & method.bit)
            names << QString::fromLatin1(method.name);
    }
    return names.isEmpty() ? detail::hexText(mask, 2) : names.join(QStringLiteral(" + "));
}

/// How the entry's first sector is compressed, read from its mask byte (decrypted when the key is known).
QString compressionMethodText(const ByteSource &source, const MpqHeaderInfo &h, const MpqEntry &e, qint64 dataAt)
{
    if (e.flags & format::FileImplode)
        return QStringLiteral("PKWARE implode");
    if (!(e.flags & format::FileCompress) || e.fileSize == 0)
        return DescribedTables::tr("stored");
    if (e.isEncrypted() && !e.fileKey)
        return DescribedTables::tr("unknown (encrypted with an unknown key)");
    qint64 first = dataAt;
    qint64 firstSize = e.compressedSize;
    const qint64 plainSize
        = (e.flags & format::FileSingleUnit) ? qint64(e.fileSize) : qMin<qint64>(e.fileSize, h.sectorSize);
    if (!(e.flags & format::FileSingleUnit)) {
        auto offsets = source.read(dataAt, 8);
        if (!offsets)
            return offsets.error().message;
        QByteArray table = std::move(offsets).value();
        if (e.isEncrypted())
            Crypto::decrypt(table.data(), table.size(), *e.fileKey - 1);
        first = dataAt + format::le32(table.constData());
        firstSize = qint64(format::le32(table.constData() + 4)) - format::le32(table.constData());
    }
    if (firstSize >= plainSize)
        return DescribedTables::tr("stored (the first sector did not shrink)");
    auto head = source.read(first, 4);
    if (!head)
        return head.error().message;
    QByteArray mask = std::move(head).value();
    if (e.isEncrypted())
        Crypto::decrypt(mask.data(), mask.size(), *e.fileKey);
    return compressionMaskText(static_cast<quint8>(mask.at(0)));
}

StructureNode dataNode(const ByteSource &source, const MpqHeaderInfo &h, const MpqEntry &e, qint64 dataAt)
{
    StructureNode node = StructureNode::group(DescribedTables::tr("Data"), dataAt, e.compressedSize);
    node.value = DescribedTables::tr("%1 bytes stored for %2").arg(e.compressedSize).arg(e.fileSize);
    node.children.push_back(
        detail::computedField(DescribedTables::tr("Compression method"), compressionMethodText(source, h, e, dataAt)));
    const bool sectored = !(e.flags & format::FileSingleUnit) && (e.flags & format::FileCompressMask) && e.fileSize > 0;
    if (sectored)
        node.children.push_back(sectorTableNode(source, h, e, dataAt));
    return node;
}

} // namespace

StructureNode describeMpqEntry(const MpqArchive &archive, const ByteSource &source, int entry)
{
    if (entry < 0 || entry >= static_cast<int>(archive.entries().size()))
        return {};
    const MpqHeaderInfo &h = archive.header();
    const MpqEntry &e = archive.entries()[static_cast<std::size_t>(entry)];
    const qint64 dataAt = HeaderLocator::fileOffset(h, static_cast<quint64>(e.offset));
    StructureNode root = StructureNode::group(e.name());
    root.children.push_back(entryNode(e, dataAt));
    auto tables = DescribedTables::load(archive, source, DescribedTables::Names::No);
    if (!tables) {
        root.children.push_back(detail::computedField(DescribedTables::tr("Tables"), tables.error().message));
    } else if (!(*tables)->blocks().empty() && e.blockIndex < (*tables)->blocks().size()) {
        const DescribedTables &t = **tables;
        root.children.push_back(slotsNode(t, e));
        root.children.push_back(t.blockNode(static_cast<int>(e.blockIndex), DescribedTables::tr("Block table entry")));
        if (t.hiBlockPos >= 0) {
            root.children.push_back(StructureNode::field(DescribedTables::tr("Hi-block table entry"),
                QString::number(t.blocks()[e.blockIndex].offset >> 32), QStringLiteral("u16"),
                t.hiBlockPos + 2 * qint64(e.blockIndex), 2));
        }
    } else {
        root.children.push_back(detail::computedField(DescribedTables::tr("BET index"), QString::number(e.blockIndex)));
    }
    root.children.push_back(dataNode(source, h, e, dataAt));
    return root;
}

} // namespace mwb::formats::mpq
