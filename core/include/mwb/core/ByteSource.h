// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <memory>

namespace mwb {

/// Random-access, read-only bytes of one file or buffer, with 64-bit offsets. Every codec reads through this.
/// Implementations are thread-safe for concurrent read() calls (workers decompress entries in parallel).
class ByteSource
{
public:
    virtual ~ByteSource() = default;

    /// Total size in bytes.
    [[nodiscard]] virtual qint64 size() const = 0;

    /// Path shown in errors (the file name, or a label for in-memory data).
    [[nodiscard]] virtual QString path() const = 0;

    /// Reads exactly `length` bytes at `offset`. A range that is not fully inside the source is an error
    /// (Truncated) carrying `offset`; the caller never gets a short read. For a mapped file the copy is read from the
    /// file, not the mapping, so scattered small reads do not make the pages around them resident: use view() for
    /// zero-copy access, read() for a few bytes here and there.
    [[nodiscard]] Result<QByteArray> read(qint64 offset, qint64 length) const;
    /// As read(), into `into`, resized to `length`: its capacity is reused, so a loop of reads allocates once.
    [[nodiscard]] Result<void> read(qint64 offset, qint64 length, QByteArray &into) const;

    /// A zero-copy view of the range when the source is memory-backed (mapped file or buffer), else empty.
    /// The view stays valid as long as the source lives. If another program truncates a mapped file, the bytes
    /// past its new end read as zeros (never SIGBUS) and checkIntact() fails from then on.
    [[nodiscard]] virtual QByteArrayView view(qint64 offset, qint64 length) const;

    /// An Io error once the file was found shorter than when it was opened (a truncated mapping was touched):
    /// whatever was computed from view() bytes since is void. Operations that read through views (extraction,
    /// entry reads, verification) ask this before they hand out a result. read() reports the same itself.
    [[nodiscard]] virtual Result<void> checkIntact() const;

    /// Opens a file, memory-mapped where the platform allows it (see io::MappedRegions), otherwise read through a
    /// locked QFile.
    [[nodiscard]] static Result<std::unique_ptr<ByteSource>> openFile(const QString &path);

    /// Wraps an in-memory buffer (shared, not copied).
    [[nodiscard]] static std::unique_ptr<ByteSource> fromBytes(QByteArray bytes, QString label = {});

protected:
    /// Reads into `out`, which has room for `length` bytes; the range was already checked.
    [[nodiscard]] virtual Result<void> readInto(qint64 offset, qint64 length, char *out) const = 0;
};

/// `result`, unless `source` changed under it (ByteSource::checkIntact()): then that Io error.
template <typename T>
[[nodiscard]] Result<T> unlessChanged(const ByteSource &source, Result<T> result)
{
    if (auto intact = source.checkIntact(); !intact)
        return intact.error();
    return result;
}

} // namespace mwb
