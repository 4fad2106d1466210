// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ByteSource.h"
#include "mwb/core/EntryIndex.h"
#include "mwb/core/Result.h"
#include "mwb/formats/tl2mod/ModStructures.h"

#include <QIODevice>

#include <memory>
#include <vector>

namespace mwb::formats::tl2mod {

/// A Torchlight 2 .MOD opened for reading: header, PAK header and manifest parsed once at open(); entry bytes
/// read on demand. Immutable after open(), so concurrent readEntry() calls from worker threads are safe.
///
/// The game's own archive (PAKS/DATA.PAK beside its manifest DATA.PAK.MAN) is the same thing in two files: the .PAK
/// is a .MOD's data section on its own and the .MAN a .MOD's manifest (issue 28 §5). openPak() reads the pair; its
/// header() is empty but for the section offsets (0 and the PAK's size), and source() is the .PAK.
class ModArchive
{
public:
    /// Hard caps applied while parsing (hostile files never make us allocate beyond these). A block declaring
    /// more than kMaxEntrySize bytes is LimitExceeded; a compressed block declaring more than deflate can
    /// produce from its compressed size is Corrupt; more than kMaxRecords records is LimitExceeded.
    static constexpr qint64 kMaxEntrySize = qint64(1) << 31; ///< 2 GiB per entry
    static constexpr quint32 kMaxRecords = 4'000'000;

    /// Parses header, PAK header and manifest. Errors carry the byte offset: Truncated (file ends inside the
    /// header, or off_data/off_man point past the end), BadMagic (container version is not 4), Corrupt
    /// (inconsistent offsets, counts that cannot fit in the remaining bytes), Unsupported (manifest version
    /// above 2), LimitExceeded (more than kMaxRecords records). Blocks are checked later, per entry.
    [[nodiscard]] static Result<std::unique_ptr<ModArchive>> open(const QString &path);
    [[nodiscard]] static Result<std::unique_ptr<ModArchive>> open(std::unique_ptr<ByteSource> source);

    /// Opens a game archive pair from either of its files: "X.PAK.MAN" finds "X.PAK" beside it, "X.PAK" finds
    /// "X.PAK.MAN" (the suffix in either case). Io when the other file is missing; otherwise the errors of open()
    /// with offsets in the file they concern (Truncated for a .PAK shorter than its 8-byte header, LimitExceeded
    /// for one beyond the 4 GiB its offsets address).
    [[nodiscard]] static Result<std::unique_ptr<ModArchive>> openPak(const QString &path);
    /// openPak() of a pair already opened: `manifest` is the .PAK.MAN, `pak` the .PAK.
    [[nodiscard]] static Result<std::unique_ptr<ModArchive>> openPak(
        std::unique_ptr<ByteSource> manifest, std::unique_ptr<ByteSource> pak);

    /// The .PAK.MAN of a game archive pair; null for a .MOD (whose manifest is in source()).
    [[nodiscard]] const ByteSource *manifestSource() const { return m_manifestSource.get(); }
    /// True for a game archive pair (openPak()).
    [[nodiscard]] bool isPak() const { return m_manifestSource != nullptr; }
    /// The uncompressed size of a record as stored: the manifest's size in a .MOD; in a game archive the block
    /// header's, since public research reads the .PAK.MAN size as the source file's (TL2Lib rgpak.pas), which a
    /// compiled DAT or LAYOUT does not share. 0 for data-less records; the manifest's size when the block is
    /// unreadable.
    [[nodiscard]] quint32 storedSize(int record) const;

    [[nodiscard]] const ModHeader &header() const { return m_header; }
    [[nodiscard]] const PakHeader &pakHeader() const { return m_pak; }
    [[nodiscard]] const ManifestInfo &manifest() const { return m_manifest; }
    /// Records in manifest order, type-7 directory records and data-less records included. Two records may
    /// share one path (both are kept).
    [[nodiscard]] const std::vector<ModRecord> &records() const { return m_records; }
    [[nodiscard]] const ByteSource &source() const { return *m_source; }
    [[nodiscard]] QString path() const { return m_source->path(); }

    /// Size in bytes of the data section (manifestOffset - dataOffset), the N of the rolling hash.
    [[nodiscard]] qint64 dataSectionSize() const;

    /// The block header of a record with data; errors when it lies outside the data section.
    [[nodiscard]] Result<BlockInfo> block(int record) const;

    /// Uncompressed bytes of a record (empty for data-less records). Inflates with the declared size as a hard
    /// cap and checks the size and the record's CRC-32 (ChecksumMismatch on a mismatch). In a game archive the
    /// block's size rules and the CRC-32 is checked when the manifest's size agrees with it (otherwise both describe
    /// the source file, see storedSize()).
    [[nodiscard]] Result<QByteArray> readEntry(int record) const;

    /// Writes the uncompressed bytes of a record to `out` with the same checks as readEntry(); stored blocks are
    /// streamed from the source in chunks, so even the largest entries never sit in memory whole. On a CRC mismatch the bytes
    /// have already been written: the caller discards them (extraction writes to a staging folder).
    [[nodiscard]] Result<void> copyEntryTo(int record, QIODevice &out) const;

    /// Recomputes the rolling hash over the data section (what the game checks).
    [[nodiscard]] Result<quint32> computeRollingHash() const;

    /// Entries for the tree view: every record except type-7 directory records (directories come from paths).
    [[nodiscard]] std::vector<EntryIndex::Input> indexInputs() const;

private:
    /// How block() reads the 8-byte header: from the file (a reader reads the block next anyway), or through the
    /// mapping when every header is read in one pass (indexInputs(): a page fault per page, not a syscall per record).
    enum class HeaderRead { File, Mapping };
    [[nodiscard]] Result<BlockInfo> block(int record, HeaderRead how) const;
    /// How indexInputs() reads the headers: through the mapping unless that would make much of the archive resident.
    [[nodiscard]] HeaderRead indexHeaderRead() const;

    ModArchive() = default;

    /// readEntry() into `out`, whose capacity is reused.
    [[nodiscard]] Result<void> readEntryInto(int record, QByteArray &out) const;

    std::unique_ptr<ByteSource> m_source;
    std::unique_ptr<ByteSource> m_manifestSource; ///< the .PAK.MAN of a game archive; null for a .MOD
    ModHeader m_header;
    PakHeader m_pak;
    ManifestInfo m_manifest;
    std::vector<ModRecord> m_records;

    friend class ModArchiveParser;
};

} // namespace mwb::formats::tl2mod
