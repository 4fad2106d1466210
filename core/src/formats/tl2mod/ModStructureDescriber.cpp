// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModStructureDescriber.h"

#include "StructureReader.h"
#include "mwb/formats/tl2mod/TypeCodes.h"

#include <algorithm>
#include <vector>

namespace mwb::formats::tl2mod {

using detail::StructureReader;

namespace {

class DescriberText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2mod::ModStructureDescriber)
};

constexpr auto Hex = StructureReader::Base::Hex;
constexpr qint64 kPakHeaderSize = 8;
constexpr qint64 kBlockHeaderSize = 8;

/// One directory block of the manifest: where it lies, its two header fields and its records.
struct DirectoryBlock
{
    qint64 offset = 0;
    qint64 end = 0;
    int firstRecord = 0;
    int recordCount = 0;
    StructureNode nameField;
    StructureNode countField;
};

/// Bytes [offset, offset + length) of the archive: a view when mapped, else a copy kept in `holder`; empty on error.
QByteArrayView bytesAt(const ModArchive &archive, qint64 offset, qint64 length, QByteArray &holder)
{
    if (const QByteArrayView view = archive.source().view(offset, length); view.size() == length)
        return view;
    auto read = archive.source().read(offset, length);
    holder = read ? std::move(read).value() : QByteArray();
    return holder;
}

qint64 recordSize(const ModRecord &record)
{
    return 4 + 1 + 2 + 2 * qint64(record.name.size()) + 4 + 4 + 8;
}

/// A manifest record, its field offsets computed from the position the parser kept (the layout is fixed apart
/// from the name's length).
StructureNode recordNode(const ModArchive &archive, int index, const QString &name)
{
    const ModRecord &r = archive.records()[static_cast<std::size_t>(index)];
    const qint64 at = r.recordOffset;
    const qint64 nameSize = 2 + 2 * qint64(r.name.size());
    StructureNode node = StructureNode::group(name, at, recordSize(r));
    node.value = r.path();
    node.type = QStringLiteral("record");
    const auto add = [&node](const QString &field, const QString &value, const char *type, qint64 offset, qint64 size) {
        node.children.push_back(StructureNode::field(field, value, QLatin1StringView(type), offset, size));
    };
    add(DescriberText::tr("CRC-32"), detail::hexText(r.crc32), "u32", at, 4);
    add(DescriberText::tr("Type"), QStringLiteral("%1 (%2)").arg(r.type).arg(typeCodeName(r.type)), "u8", at + 4, 1);
    add(DescriberText::tr("Name"), r.name, "ShortString", at + 5, nameSize);
    QString offset = QString::number(r.offset);
    if (r.hasData())
        offset += DescriberText::tr(" (absolute %1)")
                      .arg(detail::hexText(quint64(archive.header().dataOffset) + r.offset));
    add(DescriberText::tr("Offset"), offset, "u32", at + 5 + nameSize, 4);
    add(DescriberText::tr("Size"), QString::number(r.size), "u32", at + 9 + nameSize, 4);
    add(DescriberText::tr("File time"), detail::fileTimeText(r.fileTime), "u64", at + 13 + nameSize, 8);
    return node;
}

/// The data block of a record with data: [u32 uncompressed size][u32 compressed size] + payload.
StructureNode blockNode(const ModArchive &archive, int record, const QString &name)
{
    auto block = archive.block(record);
    if (!block)
        return detail::errorField(name, block.error());
    const BlockInfo &b = block.value();
    StructureNode node = StructureNode::group(name, b.headerOffset, kBlockHeaderSize + b.payloadSize());
    node.value = archive.records()[static_cast<std::size_t>(record)].path();
    node.children.push_back(StructureNode::field(DescriberText::tr("Uncompressed size"),
        QString::number(b.uncompressedSize), QStringLiteral("u32"), b.headerOffset, 4));
    node.children.push_back(StructureNode::field(DescriberText::tr("Compressed size"),
        b.isStored() ? DescriberText::tr("0 (stored)") : QString::number(b.compressedSize), QStringLiteral("u32"),
        b.headerOffset + 4, 4));
    node.children.push_back(StructureNode::field(DescriberText::tr("Payload"),
        b.isStored() ? DescriberText::tr("stored") : DescriberText::tr("zlib stream"), {}, b.payloadOffset(),
        b.payloadSize()));
    return node;
}

void readRequiredMods(StructureReader &r, StructureNode &header)
{
    StructureNode list = StructureNode::group(DescriberText::tr("Required mods"), r.offset());
    const quint16 count = r.u16(list, DescriberText::tr("Count"));
    for (int i = 0; i < count && r.ok(); ++i) {
        StructureNode mod = StructureNode::group(DescriberText::tr("[%1]").arg(i), r.offset());
        mod.value = r.utf16String(mod, DescriberText::tr("Name"));
        r.u64(mod, DescriberText::tr("Mod id"), Hex);
        r.u16(mod, DescriberText::tr("Version"));
        r.close(mod);
        list.children.push_back(std::move(mod));
    }
    r.close(list);
    header.children.push_back(std::move(list));
}

void readRemovedFiles(StructureReader &r, StructureNode &header)
{
    StructureNode list = StructureNode::group(DescriberText::tr("Removed files"), r.offset());
    const quint16 count = r.u16(list, DescriberText::tr("Count"));
    for (int i = 0; i < count && r.ok(); ++i)
        r.utf16String(list, DescriberText::tr("[%1]").arg(i));
    r.close(list);
    header.children.push_back(std::move(list));
}

StructureNode headerNode(const ModArchive &archive)
{
    const qint64 size = archive.header().dataOffset;
    StructureNode header = StructureNode::group(DescriberText::tr("Header"), 0, size);
    QByteArray holder;
    StructureReader r(bytesAt(archive, 0, size, holder));
    r.u16(header, DescriberText::tr("Container version"));
    r.u16(header, DescriberText::tr("Mod version"));
    const quint64 gameVersion = r.u64(header, DescriberText::tr("Game version"), Hex);
    r.annotate(header, formatGameVersion(gameVersion));
    if (r.ok()) {
        StructureNode &field = header.children.back();
        for (int word = 0; word < 4; ++word) {
            field.children.push_back(StructureNode::field(DescriberText::tr("Word %1").arg(word),
                QString::number((gameVersion >> (16 * word)) & 0xFFFF), QStringLiteral("u16"), field.offset + 2 * word,
                2));
        }
    }
    r.u32(header, DescriberText::tr("Data section offset"));
    r.u32(header, DescriberText::tr("Manifest offset"));
    r.utf16String(header, DescriberText::tr("Title"));
    r.utf16String(header, DescriberText::tr("Author"));
    r.utf16String(header, DescriberText::tr("Description"));
    r.utf16String(header, DescriberText::tr("Website"));
    r.utf16String(header, DescriberText::tr("Download URL"));
    r.u64(header, DescriberText::tr("Mod id"), Hex);
    r.u32(header, DescriberText::tr("Flags"), Hex);
    r.u64(header, DescriberText::tr("Required hash"), Hex);
    readRequiredMods(r, header);
    readRemovedFiles(r, header);
    if (r.ok() && r.remaining() > 0)
        r.raw(header, DescriberText::tr("Padding"), r.remaining());
    if (r.error())
        header.children.push_back(detail::errorField(DescriberText::tr("Error"), *r.error()));
    return header;
}

StructureNode dataSectionNode(const std::shared_ptr<const ModArchive> &archive)
{
    const qint64 start = archive->header().dataOffset;
    StructureNode section
        = StructureNode::group(DescriberText::tr("PAK data section"), start, archive->dataSectionSize());
    StructureNode pak = StructureNode::group(DescriberText::tr("PAK header"), start, kPakHeaderSize);
    pak.children.push_back(StructureNode::field(DescriberText::tr("Max compressed block size"),
        QString::number(archive->pakHeader().maxCompressedBlockSize), QStringLiteral("u32"), start, 4));
    pak.children.push_back(StructureNode::field(DescriberText::tr("Rolling hash"),
        detail::hexText(archive->pakHeader().rollingHash), QStringLiteral("u32"), start + 4, 4));
    section.children.push_back(std::move(pak));
    // Blocks in file order (records list them in manifest order; two records may share one block).
    std::vector<int> order;
    const auto &records = archive->records();
    for (std::size_t i = 0; i < records.size(); ++i) {
        if (records[i].hasData())
            order.push_back(static_cast<int>(i));
    }
    const auto offsetOf = [&records](int i) {
        return records[static_cast<std::size_t>(i)].offset;
    };
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return offsetOf(a) < offsetOf(b);
    });
    order.erase(std::unique(order.begin(), order.end(),
                    [&](int a, int b) {
                        return offsetOf(a) == offsetOf(b);
                    }),
        order.end());
    const auto blocks = std::make_shared<const std::vector<int>>(std::move(order));
    section.children.push_back(detail::lazyGroup(DescriberText::tr("Data blocks"), start + kPakHeaderSize,
        archive->dataSectionSize() - kPakHeaderSize, static_cast<int>(blocks->size()), [archive, blocks](int row) {
            return blockNode(*archive, (*blocks)[static_cast<std::size_t>(row)], DescriberText::tr("[%1]").arg(row));
        }));
    return section;
}

/// Walks the directory block headers; records are skipped using the positions the parser kept.
std::vector<DirectoryBlock> directoryBlocks(const ModArchive &archive, StructureReader &r, quint32 blockCount)
{
    std::vector<DirectoryBlock> blocks;
    const auto &records = archive.records();
    std::size_t next = 0;
    const qint64 base = r.offset() - r.pos();
    for (quint32 b = 0; b < blockCount && r.ok(); ++b) {
        DirectoryBlock block;
        block.offset = r.offset();
        StructureNode fields;
        r.utf16String(fields, DescriberText::tr("Directory"));
        const quint32 count = r.u32(fields, DescriberText::tr("Record count"));
        if (!r.ok() || count > records.size() - next)
            break;
        block.firstRecord = static_cast<int>(next);
        block.recordCount = static_cast<int>(count);
        next += count;
        block.end = count > 0 ? records[next - 1].recordOffset + recordSize(records[next - 1]) : r.offset();
        r.seek(block.end - base);
        block.nameField = std::move(fields.children[0]);
        block.countField = std::move(fields.children[1]);
        blocks.push_back(std::move(block));
    }
    return blocks;
}

StructureNode directoryBlockNode(const std::shared_ptr<const ModArchive> &archive, const DirectoryBlock &block, int row)
{
    StructureNode node
        = StructureNode::group(DescriberText::tr("[%1]").arg(row), block.offset, block.end - block.offset);
    node.value = block.nameField.value;
    node.children.push_back(block.nameField);
    node.children.push_back(block.countField);
    const qint64 recordsAt = block.countField.offset + 4;
    const int first = block.firstRecord;
    node.children.push_back(detail::lazyGroup(
        DescriberText::tr("Records"), recordsAt, block.end - recordsAt, block.recordCount, [archive, first](int i) {
            return recordNode(*archive, first + i, DescriberText::tr("[%1]").arg(i));
        }));
    return node;
}

StructureNode manifestNode(const std::shared_ptr<const ModArchive> &archive)
{
    const qint64 start = archive->header().manifestOffset;
    const qint64 size = archive->source().size() - start;
    StructureNode manifest = StructureNode::group(DescriberText::tr("Manifest"), start, size);
    QByteArray holder;
    StructureReader r(bytesAt(*archive, start, size, holder), start);
    const quint16 version = r.u16(manifest, DescriberText::tr("Version"));
    if (version >= 2)
        r.u32(manifest, DescriberText::tr("Hash"), Hex);
    r.utf16String(manifest, DescriberText::tr("Root"));
    r.u32(manifest, DescriberText::tr("File count"));
    const quint32 blockCount = r.u32(manifest, DescriberText::tr("Block count"));
    const qint64 blocksAt = r.offset();
    auto blocks = std::make_shared<const std::vector<DirectoryBlock>>(directoryBlocks(*archive, r, blockCount));
    const qint64 blocksEnd = blocks->empty() ? blocksAt : blocks->back().end;
    manifest.children.push_back(detail::lazyGroup(DescriberText::tr("Directory blocks"), blocksAt, blocksEnd - blocksAt,
        static_cast<int>(blocks->size()), [archive, blocks](int row) {
            return directoryBlockNode(archive, (*blocks)[static_cast<std::size_t>(row)], row);
        }));
    if (r.error())
        manifest.children.push_back(detail::errorField(DescriberText::tr("Error"), *r.error()));
    return manifest;
}

/// One record's nodes: its manifest record when the manifest lies in the archive's source, and its data block.
StructureNode entryNode(const ModArchive &archive, int record, bool withManifestRecord)
{
    if (record < 0 || record >= static_cast<int>(archive.records().size()))
        return {};
    const ModRecord &r = archive.records()[static_cast<std::size_t>(record)];
    StructureNode root = StructureNode::group(r.path());
    if (withManifestRecord)
        root.children.push_back(recordNode(archive, record, DescriberText::tr("Manifest record")));
    if (r.hasData())
        root.children.push_back(blockNode(archive, record, DescriberText::tr("Data block")));
    return root;
}

} // namespace

StructureNode describeModStructure(const std::shared_ptr<const ModArchive> &archive)
{
    StructureNode root = StructureNode::group(DescriberText::tr("Torchlight 2 mod"), 0, archive->source().size());
    root.children.push_back(headerNode(*archive));
    root.children.push_back(dataSectionNode(archive));
    root.children.push_back(manifestNode(archive));
    return root;
}

StructureNode describePakStructure(const std::shared_ptr<const ModArchive> &archive)
{
    StructureNode root
        = StructureNode::group(DescriberText::tr("Torchlight 2 game archive"), 0, archive->source().size());
    root.children.push_back(dataSectionNode(archive));
    return root;
}

StructureNode describePakEntry(const std::shared_ptr<const ModArchive> &archive, int record)
{
    return entryNode(*archive, record, false);
}

StructureNode describeModEntry(const std::shared_ptr<const ModArchive> &archive, int record)
{
    return entryNode(*archive, record, true);
}

} // namespace mwb::formats::tl2mod
