// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"

#include <QCoreApplication>
#include <QFile>
#include <QString>

#include <memory>

namespace mwb::io {

/// A file that appears under its final name only when complete. The bytes go to a hidden temporary file beside the
/// target (same file system, so the final step is one rename); commit() flushes it to the disk (fsync), gives it the
/// target's permissions when the target exists, and renames it over the target. Until then the target (which may be
/// the very file a caller is reading from) is untouched, and destroying an uncommitted AtomicFile removes the
/// temporary file. Unlike QSaveFile, the device can be read back and seeked freely while it is written.
class AtomicFile
{
    Q_DECLARE_TR_FUNCTIONS(mwb::io::AtomicFile)
public:
    /// Creates the temporary file beside `targetPath`. Io when the folder is not writable; InvalidInput when the
    /// target is a folder.
    [[nodiscard]] static Result<AtomicFile> create(const QString &targetPath);

    AtomicFile(AtomicFile &&other) noexcept;
    AtomicFile &operator=(AtomicFile &&other) = delete;
    AtomicFile(const AtomicFile &) = delete;
    AtomicFile &operator=(const AtomicFile &) = delete;
    ~AtomicFile();

    /// The temporary file, open for reading and writing.
    [[nodiscard]] QFile &device() { return *m_file; }
    [[nodiscard]] const QString &targetPath() const { return m_target; }
    /// Flushes, syncs and renames the file into place; returns its size. On failure the temporary file is removed.
    [[nodiscard]] Result<qint64> commit();

private:
    AtomicFile(QString target, std::unique_ptr<QFile> file);
    void discard();

    QString m_target;
    std::unique_ptr<QFile> m_file;
};

/// Writes `bytes` as the whole file at `path` through an AtomicFile: the old file stays intact if anything fails.
/// Returns the size written.
[[nodiscard]] Result<qint64> writeFileAtomically(const QString &path, const QByteArray &bytes);

} // namespace mwb::io
