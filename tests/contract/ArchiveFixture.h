// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QMap>
#include <QString>
#include <QStringList>

namespace mwb::test {

/// Files of a test archive: '/'-path below the archive's root → content.
using ArchiveFiles = QMap<QString, QByteArray>;

/// What the archive contract suite needs from one format: a way to build an archive and to damage it. Adding a
/// format to the suite is one subclass of this and one line in tst_archivecontract.cpp.
class ArchiveFixture
{
public:
    virtual ~ArchiveFixture() = default;

    /// The FormatRegistry id the built archives must open as.
    [[nodiscard]] virtual QString formatId() const = 0;
    /// A file name for an archive of this format ("contract.MOD").
    [[nodiscard]] virtual QString fileName() const = 0;
    /// Writes an archive holding `files` to `path`; false on failure.
    [[nodiscard]] virtual bool build(const QString &path, const ArchiveFiles &files) const = 0;
    /// Writes an archive holding `files` and one more entry whose path escapes the extraction folder
    /// ("../EVIL.TXT" or the like); false on failure.
    [[nodiscard]] virtual bool buildEscaping(const QString &path, const ArchiveFiles &files) const = 0;
    /// Changes one stored byte of `file` (a key of `files`, which the archive at `path` was built from) so that
    /// reading the entry fails its check; false when the byte cannot be found.
    [[nodiscard]] virtual bool corrupt(const QString &path, const QString &file, const ArchiveFiles &files) const = 0;
    /// The archive path of a file given to build() (a format may keep files below a root folder).
    [[nodiscard]] virtual QString entryPath(const QString &file) const { return file; }
    /// Entries the format adds by itself ("(listfile)"), left out when contents are compared.
    [[nodiscard]] virtual QStringList ownEntries() const { return {}; }
};

} // namespace mwb::test
