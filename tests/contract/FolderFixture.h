// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ArchiveFixture.h"
#include "mwb/core/FolderArchive.h"

#include <QDir>

namespace mwb::test {

/// A folder on disk as an Archive (FolderArchive, what `diff` and stacks compare with): every file an entry. A
/// folder cannot hold a path that escapes it and stores no checksum, so those two rows do not apply.
class FolderFixture final : public ArchiveFixture
{
public:
    QString formatId() const override { return QStringLiteral("folder"); }
    QString fileName() const override { return QStringLiteral("contract-folder"); }
    bool inRegistry() const override { return false; }
    bool holdsEscapingPaths() const override { return false; }
    bool detectsDamage() const override { return false; }
    bool hasByteSource() const override { return false; }

    bool build(const QString &path, const ArchiveFiles &files) const override
    {
        bool ok = QDir().mkpath(path);
        for (auto it = files.begin(); ok && it != files.end(); ++it)
            ok = writeFile(path + QLatin1Char('/') + it.key(), it.value());
        return ok;
    }
    Result<std::unique_ptr<Archive>> open(const QString &path) const override { return openArchiveOrFolder(path); }
    bool buildEscaping(const QString &, const ArchiveFiles &) const override { return false; }
    bool corrupt(const QString &, const QString &, const ArchiveFiles &) const override { return false; }
    bool truncate(const QString &path, const QString &file) const override
    {
        return QFile::resize(path + QLatin1Char('/') + file, 4096);
    }
};

} // namespace mwb::test
