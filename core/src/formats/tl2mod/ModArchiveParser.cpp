// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModArchiveParser.h"

#include "ByteCursor.h"

#include <QCoreApplication>

namespace mwb::formats::tl2mod {

namespace {

class ParserText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2mod::ModArchive)
};

constexpr quint16 kContainerVersion = 4;
constexpr quint16 kMaxManifestVersion = 2;
constexpr qint64 kFixedHeaderSize = 2 + 2 + 8 + 4 + 4;
constexpr qint64 kPakHeaderSize = 8;
// Smallest encodings, used to reject counts that cannot fit in the bytes that are left before reserving.
constexpr qint64 kMinRequiredModSize = 2 + 8 + 2;
constexpr qint64 kMinRemovedFileSize = 2;
constexpr qint64 kMinBlockSize = 2 + 4;
constexpr qint64 kMinRecordSize = 4 + 1 + 2 + 4 + 4 + 8;
// Manifest offsets are u32: a PAK beyond that cannot be addressed (and the data section size is a u32 here).
constexpr qint64 kMaxPakSize = 0xFFFFFFFFLL;

/// Latches a Corrupt error when `count` items of at least `minSize` bytes cannot fit in what is left.
bool countFits(ByteCursor &c, qint64 count, qint64 minSize, qint64 countOffset, const QString &what)
{
    if (c.ok() && count * minSize > c.remaining()) {
        c.fail(ErrorCode::Corrupt,
            ParserText::tr("The file declares %1 %2, which cannot fit in the %3 bytes that follow")
                .arg(count)
                .arg(what)
                .arg(c.remaining()),
            countOffset);
    }
    return c.ok();
}

Result<void> parseHeader(const ByteSource &source, ModHeader &h)
{
    const qint64 size = source.size();
    ByteCursor fixed(source, 0, size, ErrorCode::Truncated);
    h.version = fixed.u16();
    if (fixed.ok() && h.version != kContainerVersion) {
        return Error{ErrorCode::BadMagic,
            ParserText::tr("Not a Torchlight 2 mod: container version %1, expected %2")
                .arg(h.version)
                .arg(kContainerVersion),
            source.path(), 0};
    }
    h.modVersion = fixed.u16();
    h.gameVersion = fixed.u64();
    h.dataOffset = fixed.u32();
    h.manifestOffset = fixed.u32();
    if (!fixed.ok())
        return fixed.error();
    if (h.dataOffset > size || h.manifestOffset > size) {
        const bool dataPast = h.dataOffset > size;
        return Error{ErrorCode::Truncated,
            ParserText::tr("The header places the %1 at offset %2, past the end of the %3-byte file")
                .arg(dataPast ? ParserText::tr("data section") : ParserText::tr("manifest"))
                .arg(dataPast ? h.dataOffset : h.manifestOffset)
                .arg(size),
            source.path(), dataPast ? 12 : 16};
    }
    if (h.dataOffset < kFixedHeaderSize || qint64(h.manifestOffset) < qint64(h.dataOffset) + kPakHeaderSize) {
        return Error{ErrorCode::Corrupt,
            ParserText::tr("Inconsistent section offsets: data at %1, manifest at %2")
                .arg(h.dataOffset)
                .arg(h.manifestOffset),
            source.path(), 12};
    }
    // Everything else in the header must end before the data section starts.
    ByteCursor c(source, kFixedHeaderSize, h.dataOffset, ErrorCode::Corrupt);
    h.title = c.shortString();
    h.author = c.shortString();
    h.description = c.shortString();
    h.website = c.shortString();
    h.downloadUrl = c.shortString();
    h.modId = c.u64();
    h.flags = c.u32();
    h.requiredHash = c.u64();
    const qint64 requiredAt = c.pos();
    const quint16 required = c.u16();
    if (countFits(c, required, kMinRequiredModSize, requiredAt, ParserText::tr("required mods"))) {
        for (int i = 0; i < required && c.ok(); ++i) {
            RequiredMod mod;
            mod.name = c.shortString();
            mod.id = c.u64();
            mod.version = c.u16();
            h.requiredMods.append(mod);
        }
    }
    const qint64 removedAt = c.pos();
    const quint16 removed = c.u16();
    if (countFits(c, removed, kMinRemovedFileSize, removedAt, ParserText::tr("removed files"))) {
        for (int i = 0; i < removed && c.ok(); ++i)
            h.removedFiles.append(c.shortString());
    }
    if (!c.ok())
        return c.error();
    return {};
}

/// The manifest header fields up to the block count; latches errors in `c`.
Result<void> parseManifestHeader(ByteCursor &c, const ByteSource &source, ManifestInfo &m)
{
    const qint64 start = c.pos();
    m.version = c.u16();
    if (c.ok() && m.version > kMaxManifestVersion) {
        return Error{ErrorCode::Unsupported,
            ParserText::tr("Manifest version %1 is newer than the %2 the game reads")
                .arg(m.version)
                .arg(kMaxManifestVersion),
            source.path(), start};
    }
    if (m.version >= 2)
        m.hash = c.u32();
    m.root = c.shortString();
    m.fileCount = c.u32();
    const qint64 blocksAt = c.pos();
    m.blockCount = c.u32();
    if (!countFits(c, m.blockCount, kMinBlockSize, blocksAt, ParserText::tr("directory blocks")))
        return c.error();
    return {};
}

/// The manifest from `start` to the end of `source`: a .MOD's tail or a whole .PAK.MAN.
Result<void> parseManifest(const ByteSource &source, qint64 start, ManifestInfo &m, std::vector<ModRecord> &records)
{
    ByteCursor c(source, start, source.size(), ErrorCode::Truncated);
    if (auto header = parseManifestHeader(c, source, m); !header)
        return header;
    for (quint32 b = 0; b < m.blockCount && c.ok(); ++b) {
        const QString directory = c.shortString();
        const qint64 countAt = c.pos();
        const quint32 count = c.u32();
        // The cap before the fit: a count over it is LimitExceeded however few bytes follow.
        if (c.ok() && records.size() + count > ModArchive::kMaxRecords) {
            return Error{ErrorCode::LimitExceeded,
                ParserText::tr("The manifest holds more than %1 records").arg(ModArchive::kMaxRecords), source.path(),
                countAt};
        }
        if (!countFits(c, count, kMinRecordSize, countAt, ParserText::tr("records")))
            break;
        for (quint32 i = 0; i < count && c.ok(); ++i) {
            ModRecord r;
            r.directory = directory;
            r.block = static_cast<int>(b);
            r.recordOffset = c.pos();
            r.crc32 = c.u32();
            r.type = c.u8();
            r.name = c.shortString();
            r.offset = c.u32();
            r.size = c.u32();
            r.fileTime = c.u64();
            records.push_back(std::move(r));
        }
    }
    if (!c.ok())
        return c.error();
    return {};
}

} // namespace

Result<std::unique_ptr<ModArchive>> ModArchiveParser::parse(std::unique_ptr<ByteSource> source)
{
    std::unique_ptr<ModArchive> archive(new ModArchive());
    if (auto ok = parseHeader(*source, archive->m_header); !ok)
        return ok.error();
    ByteCursor pak(*source, archive->m_header.dataOffset, archive->m_header.manifestOffset, ErrorCode::Corrupt);
    archive->m_pak.maxCompressedBlockSize = pak.u32();
    archive->m_pak.rollingHash = pak.u32();
    if (!pak.ok())
        return pak.error();
    if (auto ok = parseManifest(*source, archive->m_header.manifestOffset, archive->m_manifest, archive->m_records);
        !ok)
        return ok.error();
    archive->m_source = std::move(source);
    return archive;
}

Result<std::unique_ptr<ModArchive>> ModArchiveParser::parsePak(
    std::unique_ptr<ByteSource> manifest, std::unique_ptr<ByteSource> pak)
{
    std::unique_ptr<ModArchive> archive(new ModArchive());
    // The PAK is a .MOD's data section on its own: offsets count from its first byte, its end is the section's end.
    if (pak->size() > kMaxPakSize) {
        return Error{ErrorCode::LimitExceeded,
            ParserText::tr("The PAK holds %1 bytes; its manifest can address at most %2")
                .arg(pak->size())
                .arg(kMaxPakSize),
            pak->path(), 0};
    }
    archive->m_header.dataOffset = 0;
    archive->m_header.manifestOffset = static_cast<quint32>(pak->size());
    ByteCursor header(*pak, 0, pak->size(), ErrorCode::Truncated);
    archive->m_pak.maxCompressedBlockSize = header.u32();
    archive->m_pak.rollingHash = header.u32();
    if (!header.ok())
        return header.error();
    if (auto ok = parseManifest(*manifest, 0, archive->m_manifest, archive->m_records); !ok)
        return ok.error();
    archive->m_source = std::move(pak);
    archive->m_manifestSource = std::move(manifest);
    return archive;
}

bool ModArchiveParser::looksLikeMod(const ByteSource &source)
{
    ModHeader header;
    return parseHeader(source, header).has_value();
}

bool ModArchiveParser::looksLikeManifest(const ByteSource &source)
{
    // Nothing but a manifest starts this way: a version the game reads, a folder-like root, counts that fit, then a
    // first directory block whose name and record count parse (a .MOD starts with version 4 and is not one).
    ByteCursor c(source, 0, source.size(), ErrorCode::Truncated);
    ManifestInfo m;
    if (!parseManifestHeader(c, source, m) || m.blockCount == 0 || !m.root.endsWith(QLatin1Char('/')))
        return false;
    [[maybe_unused]] const QString firstDirectory = c.shortString();
    const qint64 countAt = c.pos();
    const quint32 count = c.u32();
    return countFits(c, count, kMinRecordSize, countAt, QString());
}

} // namespace mwb::formats::tl2mod
