// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Archive.h"

#include <QCoreApplication>
#include <QStringList>

namespace mwb {

/// A folder on disk seen as a read-only archive: every regular file below it is an entry, its path relative to the
/// folder with '/' separators (hidden files included; symbolic links to folders are not followed). It exists so
/// that what works on two archives (diff) also works on two folders or on an archive and a folder. Not a registry
/// format: a folder has no bytes to recognise; openArchiveOrFolder() picks it for directories. Paths compare case
/// sensitively (a Linux file system); no checksums are stored, so readers that need one read the files.
class FolderArchive final : public Archive
{
    Q_DECLARE_TR_FUNCTIONS(mwb::FolderArchive)
public:
    /// Lists the files below `folder` (Io when it is not a readable folder).
    [[nodiscard]] static Result<std::unique_ptr<FolderArchive>> open(const QString &folder);

    [[nodiscard]] QString path() const override { return m_root; }
    [[nodiscard]] QString formatId() const override { return QStringLiteral("folder"); }
    [[nodiscard]] QString formatName() const override;
    [[nodiscard]] Capabilities capabilities() const override { return Capability::Read | Capability::Extract; }
    /// A folder is browsed, not edited as one: its files open and save on their own.
    [[nodiscard]] QString writeRefusal() const override;
    /// An empty source: a folder has no bytes of its own.
    [[nodiscard]] const ByteSource &source() const override { return *m_source; }
    [[nodiscard]] unsigned indexColumns() const override { return 0; }
    /// The file's bytes; LimitExceeded for a file too large for one buffer, Io when it cannot be read or its size
    /// changed since the folder was listed (another program truncated or rewrote it).
    [[nodiscard]] Result<QByteArray> readEntry(int entry) const override;
    [[nodiscard]] Result<ExtractSummary> extract(
        const std::vector<int> &entries, const QString &targetDir, Progress &progress) const override;

protected:
    [[nodiscard]] std::vector<EntryIndex::Input> buildIndexInputs() const override;

private:
    FolderArchive(QString root, QStringList files, std::vector<qint64> sizes);
    [[nodiscard]] Error changed(const QString &file) const;

    QString m_root;
    QStringList m_files; ///< relative, '/'-separated, sorted
    std::vector<qint64> m_sizes;
    std::unique_ptr<ByteSource> m_source;
};

/// A folder as a FolderArchive, anything else through openArchive().
[[nodiscard]] Result<std::unique_ptr<Archive>> openArchiveOrFolder(
    const QString &path, const OpenOptions &options = {});

} // namespace mwb
