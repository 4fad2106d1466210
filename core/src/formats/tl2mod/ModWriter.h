// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ArchiveWriter.h"
#include "mwb/formats/tl2mod/ModArchive.h"

#include <QCoreApplication>

#include <memory>

namespace mwb::formats::tl2mod {

/// The ArchiveWriter of Torchlight 2 .MOD files: a commit rewrites the file without unpacking it.
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
class ModWriter final : public ArchiveWriter
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2mod::ModWriter)
public:
    /// `mod` is the parsed form of `base` (entry ids are its record indices).
    ModWriter(std::shared_ptr<const Archive> base, std::shared_ptr<const ModArchive> mod);

    /// Paths are stored '/'-separated and ASCII upper case, below MEDIA/: "media\\units\\x.dat" becomes
    /// "MEDIA/UNITS/X.DAT". A ".." part is UnsafePath; any other path that does not name something below MEDIA/
    /// (outside it, absolute, empty or "." parts, a trailing '/') is InvalidInput.
    [[nodiscard]] Result<QString> normalizePath(const QString &path) const override;

protected:
    [[nodiscard]] Result<CommitReport> writeArchive(QFile &out, Progress &progress) override;

private:
    std::shared_ptr<const ModArchive> m_mod;
};

} // namespace mwb::formats::tl2mod
