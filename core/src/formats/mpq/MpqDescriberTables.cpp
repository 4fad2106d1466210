// SPDX-License-Identifier: GPL-3.0-or-later
#include "MpqDescriberTables.h"

#include "MpqFormat.h"
#include "StructureReader.h"
#include "mwb/formats/mpq/MpqArchive.h"

namespace mwb::formats::mpq {

namespace {

constexpr qint64 kRowSize = 16;

/// Position of row `row` of a table stored 1:1 at `tablePos`, or -1 (compressed table, or a row past the end of
/// the file that Storm zero-fills).
qint64 rowPosition(qint64 tablePos, int row, qint64 fileSize)
{
    const qint64 at = tablePos + qint64(row) * kRowSize;
    return tablePos >= 0 && at + kRowSize <= fileSize ? at : -1;
}

/// A field at `relative` bytes into a row at `row` (-1: values only, no bytes of their own).
StructureNode rowField(
    const QString &name, const QString &value, const char *type, qint64 row, qint64 relative, qint64 size)
{
    return StructureNode::field(
        name, value, QLatin1StringView(type), row >= 0 ? row + relative : -1, row >= 0 ? size : 0);
}

QString blockIndexText(quint32 index)
{
    if (index == format::HashEntryFree)
        return DescribedTables::tr("FREE");
    if (index == format::HashEntryDeleted)
        return DescribedTables::tr("DELETED");
    return QString::number(index);
}

} // namespace

QString mpqFlagNames(quint32 flags)
{
    return detail::flagNames(flags,
        {{format::FileImplode, "IMPLODE"}, {format::FileCompress, "COMPRESS"}, {format::FileEncrypted, "ENCRYPTED"},
            {format::FileFixKey, "FIX_KEY"}, {format::FilePatch, "PATCH_FILE"}, {format::FileSingleUnit, "SINGLE_UNIT"},
            {format::FileDeleteMarker, "DELETE_MARKER"}, {format::FileSectorCrc, "SECTOR_CRC"},
            {format::FileSignature, "SIGNATURE"}, {format::FileExists, "EXISTS"}});
}

Result<std::shared_ptr<const DescribedTables>> DescribedTables::load(
    const MpqArchive &archive, const ByteSource &source, Names names)
{
    auto located = HeaderLocator::locate(source);
    if (!located)
        return located.error();
    auto tables = std::make_shared<DescribedTables>();
    tables->located = located.value();
    tables->fileSize = source.size();
    const MpqHeaderInfo &info = archive.header();
    if (info.usesHetBet || info.hashTableEntries == 0)
        return std::shared_ptr<const DescribedTables>(std::move(tables));
    auto loaded = HashTable::load(source, tables->located);
    if (!loaded)
        return loaded.error();
    tables->table.emplace(std::move(loaded).value());
    const LocatedHeader &l = tables->located;
    if (l.hashTableBytes >= qint64(info.hashTableEntries) * kRowSize)
        tables->hashPos = HeaderLocator::fileOffset(info, static_cast<quint64>(info.hashTableOffset));
    if (l.blockTableBytes >= qint64(tables->blocks().size()) * kRowSize)
        tables->blockPos = HeaderLocator::fileOffset(info, static_cast<quint64>(info.blockTableOffset));
    if (info.hiBlockTableOffset != 0)
        tables->hiBlockPos = info.archiveOffset + info.hiBlockTableOffset;
    if (names == Names::Yes)
        tables->loadNames(archive);
    return std::shared_ptr<const DescribedTables>(std::move(tables));
}

void DescribedTables::loadNames(const MpqArchive &archive)
{
    // One buffer for every name: 100k QStrings would cost 100k allocations for rows that are mostly never shown.
    std::vector<const MpqEntry *> byBlock(blocks().size(), nullptr);
    qsizetype total = 0;
    for (const MpqEntry &e : archive.entries()) {
        if (e.blockIndex < byBlock.size() && !byBlock[e.blockIndex]) {
            byBlock[e.blockIndex] = &e;
            total += e.rawName.size();
        }
    }
    nameBytes.reserve(total);
    nameEnds.reserve(byBlock.size());
    for (const MpqEntry *e : byBlock) {
        if (e)
            nameBytes.append(e->rawName);
        nameEnds.push_back(nameBytes.size());
    }
}

const std::vector<HashSlot> &DescribedTables::slots() const
{
    static const std::vector<HashSlot> none;
    return table ? table->slots() : none;
}

const std::vector<BlockRecord> &DescribedTables::blocks() const
{
    static const std::vector<BlockRecord> none;
    return table ? table->blocks() : none;
}

QString DescribedTables::blockName(quint32 block) const
{
    if (block >= nameEnds.size())
        return {};
    const qsizetype begin = block == 0 ? 0 : nameEnds[block - 1];
    return QString::fromUtf8(QByteArrayView(nameBytes).sliced(begin, nameEnds[block] - begin));
}

StructureNode DescribedTables::slotNode(int slot, const QString &name) const
{
    const HashSlot &s = slots()[static_cast<std::size_t>(slot)];
    const qint64 at = rowPosition(hashPos, slot, fileSize);
    StructureNode node = StructureNode::group(name, at, at >= 0 ? kRowSize : 0);
    const quint32 block = s.blockIndex & format::BlockIndexMask;
    if (s.blockIndex == format::HashEntryFree || s.blockIndex == format::HashEntryDeleted)
        node.value = blockIndexText(s.blockIndex);
    else
        node.value = blockName(block);
    node.type = QStringLiteral("hash slot");
    node.children.push_back(rowField(tr("Name hash A"), detail::hexText(s.nameA), "u32", at, 0, 4));
    node.children.push_back(rowField(tr("Name hash B"), detail::hexText(s.nameB), "u32", at, 4, 4));
    node.children.push_back(rowField(tr("Locale"), detail::hexText(s.locale, 4), "u16", at, 8, 2));
    node.children.push_back(rowField(tr("Platform"), QString::number(s.platform), "u8", at, 10, 1));
    node.children.push_back(rowField(tr("Block index"), blockIndexText(s.blockIndex), "u32", at, 12, 4));
    return node;
}

StructureNode DescribedTables::blockNode(int block, const QString &name) const
{
    const BlockRecord &b = blocks()[static_cast<std::size_t>(block)];
    const qint64 at = rowPosition(blockPos, block, fileSize);
    StructureNode node = StructureNode::group(name, at, at >= 0 ? kRowSize : 0);
    node.value = blockName(static_cast<quint32>(block));
    node.type = QStringLiteral("block entry");
    const qint64 absolute = HeaderLocator::fileOffset(located.info, b.offset);
    node.children.push_back(rowField(tr("File position"),
        tr("%1 (absolute %2)").arg(quint32(b.offset)).arg(detail::hexText(quint64(absolute))), "u32", at, 0, 4));
    node.children.push_back(rowField(tr("Compressed size"), QString::number(b.compressedSize), "u32", at, 4, 4));
    node.children.push_back(rowField(tr("File size"), QString::number(b.fileSize), "u32", at, 8, 4));
    QString flags = detail::hexText(b.flags);
    if (b.flags != 0)
        flags += QStringLiteral(" (") + mpqFlagNames(b.flags) + QLatin1Char(')');
    node.children.push_back(rowField(tr("Flags"), flags, "u32", at, 12, 4));
    return node;
}

} // namespace mwb::formats::mpq
