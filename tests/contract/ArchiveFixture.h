// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TestFiles.h"
#include "mwb/core/Archive.h"
#include "mwb/core/FormatRegistry.h"

#include <QByteArray>
#include <QFile>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>

namespace mwb::test {

/// Files of a test archive: '/'-path below the archive's root → content.
using ArchiveFiles = QMap<QString, QByteArray>;

/// What the archive contract suite needs from one Archive implementation: a way to build an archive, to open it and
/// to damage it. Adding an implementation to the suite is one subclass of this and one line in
/// tst_archivecontract.cpp.
class ArchiveFixture
{
public:
    virtual ~ArchiveFixture() = default;

    /// The Archive::formatId() the built archives must open as (a FormatRegistry id for registry formats).
    [[nodiscard]] virtual QString formatId() const = 0;
    /// A file name for an archive of this format ("contract.MOD").
    [[nodiscard]] virtual QString fileName() const = 0;
    /// Writes an archive holding `files` to `path`; false on failure.
    [[nodiscard]] virtual bool build(const QString &path, const ArchiveFiles &files) const = 0;
    /// Opens what build() wrote; by default through the format registry.
    [[nodiscard]] virtual Result<std::unique_ptr<Archive>> open(const QString &path) const { return openArchive(path); }
    /// Whether the format is a line of the FormatRegistry (stacks and folders are Archives made otherwise).
    [[nodiscard]] virtual bool inRegistry() const { return true; }

    /// Whether the format can hold an entry whose path escapes the extraction folder (a folder on disk cannot).
    [[nodiscard]] virtual bool holdsEscapingPaths() const { return true; }
    /// Writes an archive holding `files` and one more entry whose path escapes the extraction folder
    /// ("../EVIL.TXT" or the like); false on failure.
    [[nodiscard]] virtual bool buildEscaping(const QString &path, const ArchiveFiles &files) const = 0;
    /// Whether reading a damaged entry fails (the format stores a checksum or a stream that breaks; a folder on
    /// disk has neither).
    [[nodiscard]] virtual bool detectsDamage() const { return true; }
    /// Changes one stored byte of `file` (a key of `files`, which the archive at `path` was built from) so that
    /// reading the entry fails its check; false when the byte cannot be found.
    [[nodiscard]] virtual bool corrupt(const QString &path, const QString &file, const ArchiveFiles &files) const = 0;
    /// Cuts the bytes that hold `file` short, as another program truncating them while the archive is open would
    /// (by default the archive file to 4 KiB); false on failure.
    [[nodiscard]] virtual bool truncate(const QString &path, const QString & /*file*/) const
    {
        return QFile::resize(path, 4096);
    }
    /// Whether the archive has bytes of its own whose truncation ByteSource::checkIntact() reports.
    [[nodiscard]] virtual bool hasByteSource() const { return true; }

    /// The archive path of a file given to build() (a format may keep files below a root folder).
    [[nodiscard]] virtual QString entryPath(const QString &file) const { return file; }
    /// Entries the format adds by itself ("(listfile)"), left out when contents are compared.
    [[nodiscard]] virtual QStringList ownEntries() const { return {}; }
};

} // namespace mwb::test
