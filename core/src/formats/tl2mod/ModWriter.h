// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ModFolderWrite.h"
#include "mwb/core/ArchiveWriter.h"
#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2mod/ModPacker.h"

#include <QCoreApplication>
#include <QSet>

#include <memory>
#include <optional>

namespace mwb::formats::tl2mod {

/// The ArchiveWriter of Torchlight 2 .MOD files, the one way a .MOD is written (edits, `mod pack`, `mod merge`): a
/// commit rewrites the file without unpacking it.
///
/// Untouched entries (kept, renamed, copied) keep their stored block bytes: header and payload are copied as they
/// are, without inflating or deflating them, and runs of blocks that follow each other in the base file go over in
/// one kernel copy (io::RangeCopier). They keep their place in the data section's order, and new or replaced entries
/// follow them, made as the packer makes its blocks (DataSectionWriter: type code from the extension, zlib level 6
/// unless shouldCompress() stores them, a text .DAT/.TEMPLATE compiled to BINDAT when AddOptions::compileSources,
/// at most a bounded window of entries in memory). Then the manifest is laid out as GUTS writes it (layoutManifest:
/// upper-case names, type-7 records for every folder), and the header is written back as it was except for its
/// offsets, with the PAK header's maxCompressedBlockSize and rolling hash recomputed. Records keep their CRC-32,
/// size, type and FILETIME; a new entry gets its source file's time (the time of the commit for bytes). Data-less
/// records (REMOVE_FILES markers) stay data-less and get GUTS's 4 zero bytes each at the end of the data section.
///
/// A new mod (create()) starts empty with a header of its own; a mod folder recorded on it (setModFolder()) is
/// written as packModFolder() describes.
class ModWriter final : public ArchiveWriter
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2mod::ModWriter)
public:
    /// `mod` is the parsed form of `base` (entry ids are its record indices).
    ModWriter(std::shared_ptr<const Archive> base, std::shared_ptr<const ModArchive> mod);
    /// A writer for a new, empty mod with `header` (title, versions, REMOVE_FILES…; the offsets are the writer's).
    [[nodiscard]] static Result<std::unique_ptr<ModWriter>> create(const ModHeader &header);

    /// Records a mod folder laid out by planModFolder() as the whole content of a new mod (a writer from create()
    /// with no other edits; a commit refuses the two together).
    void setModFolder(ModFolderPlan folder) { m_folder = std::move(folder); }
    /// What the last commit of a mod folder wrote (PackReport without outputPath and outputBytes).
    [[nodiscard]] const PackReport &folderReport() const { return m_folderReport; }

    /// Paths are stored '/'-separated and ASCII upper case, below MEDIA/: "media\\units\\x.dat" becomes
    /// "MEDIA/UNITS/X.DAT". A ".." part is UnsafePath; any other path that does not name something below MEDIA/
    /// (outside it, absolute, empty or "." parts, a trailing '/') is InvalidInput.
    [[nodiscard]] Result<QString> normalizePath(const QString &path) const override;
    /// A text .DAT/.TEMPLATE compiled to BINDAT when `options` ask for it, as a commit stores it.
    [[nodiscard]] Result<QByteArray> storedBytes(
        const QString &path, const EntrySource &source, const AddOptions &options) const override;
    /// The RAW indexes, regenerated from the planned DATs as `mod pack` does, when the edits touch a DAT or layout
    /// and the regenerated index differs from the one the base archive's sources give (a RAW kind whose sources
    /// are gone is removed); see updateRawIndexes().
    [[nodiscard]] Result<QStringList> updateDerivedEntries(Progress &progress) override;
    /// The record the last commit's manifest gave the entry (two records of one path stay apart).
    [[nodiscard]] std::optional<int> writtenEntry(
        const Archive &written, const EntryLookup &lookup, std::size_t index) const override;
    /// The same record (path, size, CRC-32, type, file time) as in the base archive, and at both ends of each run of
    /// blocks the commit copied in one piece, the same block header (sizes) where the record points.
    [[nodiscard]] EntryCheck checkUntouched(const Archive &written, int entry, std::size_t index) const override;
    /// The records of every block the last commit made (compiled DATs, regenerated RAWs, a whole mod folder), with
    /// where their blocks went.
    [[nodiscard]] std::vector<StoredDigest> storedDigests() const override { return m_digests; }
    /// A block the last commit wrote is checked in place, without inflating it: the record (size, CRC-32), the
    /// block where it was written (offset, sizes) and the CRC-32 of its stored bytes as written.
    [[nodiscard]] EntryCheck checkStored(const Archive &written, int entry, const StoredDigest &digest) const override;

protected:
    [[nodiscard]] Result<CommitReport> writeArchive(QFile &out, Progress &progress) override;

private:
    [[nodiscard]] Result<CommitReport> writeEdits(QFile &out, Progress &progress);
    [[nodiscard]] Result<CommitReport> writeFolder(QFile &out, Progress &progress);
    [[nodiscard]] const ModHeader &header() const;
    void keepDigests(const ManifestPlan &plan, const std::vector<DataSectionWriter::WrittenBlock> &blocks);

    std::shared_ptr<const ModArchive> m_mod;
    std::optional<ModHeader> m_newHeader; ///< the header of a mod made by create()
    std::optional<ModFolderPlan> m_folder;
    PackReport m_folderReport;
    std::vector<StoredDigest> m_digests;
    std::vector<int> m_writtenRecords; ///< planned index → its record in the last commit's manifest
    QSet<std::size_t> m_runEnds; ///< planned indices at either end of a run of blocks the last commit copied
};

} // namespace mwb::formats::tl2mod
