// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"

#include <QCoreApplication>
#include <QFile>
#include <QString>

#include <memory>

namespace mwb::io {

/// An atomic in-place change of a file whose format finds its content through a small header (MPQ): new bytes are
/// appended after the end, then commitHeader() syncs them (fdatasync) and overwrites the header with one write (the
/// commit point: before it the old header still points at untouched old content). The header write itself is left
/// to the kernel's write-back, like the rename of an AtomicFile: a power loss right after a commit may undo it, never
/// half apply it. Until accept()
/// the change can be undone: rollback() puts the old header bytes back and cuts the file to its original size, so it
/// is byte for byte what it was; destroying an InPlaceAppend that was neither accepted nor rolled back does the same.
class InPlaceAppend
{
    Q_DECLARE_TR_FUNCTIONS(mwb::io::InPlaceAppend)
public:
    /// Opens `path` for reading and writing, positioned at its end. Io when it cannot be opened for writing or is
    /// not a regular file.
    [[nodiscard]] static Result<InPlaceAppend> open(const QString &path);

    InPlaceAppend(InPlaceAppend &&other) noexcept;
    InPlaceAppend &operator=(InPlaceAppend &&other) = delete;
    InPlaceAppend(const InPlaceAppend &) = delete;
    InPlaceAppend &operator=(const InPlaceAppend &) = delete;
    ~InPlaceAppend();

    /// The file; write the new bytes at its end.
    [[nodiscard]] QFile &device() { return *m_file; }
    [[nodiscard]] qint64 originalSize() const { return m_originalSize; }
    /// Syncs the appended bytes, then replaces the header bytes at `offset` (within the original size) with `header`;
    /// returns the file's size. Rolls back on failure.
    [[nodiscard]] Result<qint64> commitHeader(qint64 offset, const QByteArray &header);
    /// Undoes everything: the old header bytes, the original size. Io when the file cannot be restored.
    Result<void> rollback();
    /// The change stands; the file is closed.
    void accept();

private:
    explicit InPlaceAppend(std::unique_ptr<QFile> file);
    [[nodiscard]] Error failure(const QString &why) const;
    [[nodiscard]] Result<void> writeAt(qint64 offset, const QByteArray &bytes);
    [[nodiscard]] Result<void> sync();

    std::unique_ptr<QFile> m_file;
    qint64 m_originalSize = 0;
    qint64 m_headerOffset = -1; ///< where the header was replaced; -1 before commitHeader()
    QByteArray m_oldHeader;
};

} // namespace mwb::io
