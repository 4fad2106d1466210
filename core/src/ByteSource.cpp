// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/ByteSource.h"

#include "io/MappedRegions.h"

#include <QFile>
#include <QMutex>
#include <QMutexLocker>

#include <cerrno>
#include <cstring>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace mwb {

namespace {

class ByteSourceText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::ByteSource)
};

Error changedUnderUs(const QString &path, qint64 offset)
{
    return Error{ErrorCode::Io,
        ByteSourceText::tr("The file became shorter while it was open: another program changed it. Open it again"),
        path, offset};
}

/// A buffer held in memory: either a mapped file (guarded by io::MappedRegions) or a QByteArray.
class MemoryByteSource final : public ByteSource
{
public:
    MemoryByteSource(const uchar *data, qint64 size, QString path, QByteArray owner = {},
        std::unique_ptr<QFile> mappedFile = {}, int guardSlot = -1)
        : m_data(data)
        , m_size(size)
        , m_path(std::move(path))
        , m_owner(std::move(owner))
        , m_mappedFile(std::move(mappedFile))
        , m_guardSlot(guardSlot)
    { }

    ~MemoryByteSource() override
    {
        io::MappedRegions::unregisterRegion(m_guardSlot);
        if (m_mappedFile)
            m_mappedFile->unmap(const_cast<uchar *>(m_data));
    }

    Result<void> checkIntact() const override
    {
        if (io::MappedRegions::faulted(m_guardSlot))
            return changedUnderUs(m_path, -1);
        return {};
    }

    qint64 size() const override { return m_size; }
    QString path() const override { return m_path; }

    QByteArrayView view(qint64 offset, qint64 length) const override
    {
        if (offset < 0 || length < 0 || offset > m_size || length > m_size - offset)
            return {};
        return {reinterpret_cast<const char *>(m_data) + offset, length};
    }

protected:
    Result<void> readInto(qint64 offset, qint64 length, char *out) const override
    {
#ifdef Q_OS_UNIX
        // A copy out of a mapped file goes through the file: touching the mapping would map the pages around the
        // range into the process as well (the kernel's fault-around), so scattered small reads (e.g. every block
        // header of an archive) would make the whole file resident.
        if (m_mappedFile) {
            for (qint64 done = 0; done < length;) {
                const ssize_t n = ::pread(m_mappedFile->handle(), out + done, static_cast<std::size_t>(length - done),
                    static_cast<off_t>(offset + done));
                if (n < 0 && errno == EINTR)
                    continue;
                if (n == 0)
                    return changedUnderUs(m_path, offset + done);
                if (n < 0)
                    return Error{ErrorCode::Io, qt_error_string(errno), m_path, offset + done};
                done += n;
            }
            return {};
        }
#endif
        std::memcpy(out, m_data + offset, static_cast<std::size_t>(length));
        return {};
    }

private:
    const uchar *m_data;
    qint64 m_size;
    QString m_path;
    QByteArray m_owner;
    std::unique_ptr<QFile> m_mappedFile;
    int m_guardSlot; ///< io::MappedRegions slot of the mapping, -1 for a buffer
};

/// Fallback when mapping fails (special files, exotic file systems): positioned reads under a lock.
class FileByteSource final : public ByteSource
{
public:
    explicit FileByteSource(std::unique_ptr<QFile> file)
        : m_file(std::move(file))
        , m_size(m_file->size())
    { }

    qint64 size() const override { return m_size; }
    QString path() const override { return m_file->fileName(); }

protected:
    Result<void> readInto(qint64 offset, qint64 length, char *out) const override
    {
        const QMutexLocker lock(&m_mutex);
        if (!m_file->seek(offset))
            return Error{ErrorCode::Io, m_file->errorString(), path(), offset};
        if (const qint64 got = m_file->read(out, length); got != length)
            return got < 0 ? Error{ErrorCode::Io, m_file->errorString(), path(), offset}
                           : changedUnderUs(path(), offset + got);
        return {};
    }

private:
    std::unique_ptr<QFile> m_file;
    qint64 m_size;
    mutable QMutex m_mutex;
};

} // namespace

Result<QByteArray> ByteSource::read(qint64 offset, qint64 length) const
{
    QByteArray out;
    if (auto ok = read(offset, length, out); !ok)
        return ok.error();
    return out;
}

Result<void> ByteSource::read(qint64 offset, qint64 length, QByteArray &into) const
{
    if (offset < 0 || length < 0 || offset > size() || length > size() - offset) {
        return Error{ErrorCode::Truncated,
            ByteSourceText::tr("Needed %1 bytes at offset %2, but the file has only %3 bytes")
                .arg(length)
                .arg(offset)
                .arg(size()),
            path(), offset};
    }
    into.resize(static_cast<qsizetype>(length));
    if (length == 0)
        return {}; // an empty file has no data pointer to copy from
    return readInto(offset, length, into.data());
}

QByteArrayView ByteSource::view(qint64 /*offset*/, qint64 /*length*/) const
{
    return {};
}

Result<void> ByteSource::checkIntact() const
{
    return {};
}

Result<std::unique_ptr<ByteSource>> ByteSource::openFile(const QString &path)
{
    auto file = std::make_unique<QFile>(path);
    if (!file->open(QIODevice::ReadOnly))
        return Error{ErrorCode::Io, file->errorString(), path, -1};
    const qint64 size = file->size();
    if (size == 0)
        return std::unique_ptr<ByteSource>(std::make_unique<MemoryByteSource>(nullptr, 0, path));
    if (uchar *mapped = file->map(0, size)) {
        // A mapping nobody can guard against SIGBUS (all guard slots taken) is given up for positioned reads.
        if (const int slot = io::MappedRegions::registerRegion(mapped, size); slot >= 0) {
            return std::unique_ptr<ByteSource>(
                std::make_unique<MemoryByteSource>(mapped, size, path, QByteArray(), std::move(file), slot));
        }
        file->unmap(mapped);
    }
    return std::unique_ptr<ByteSource>(std::make_unique<FileByteSource>(std::move(file)));
}

std::unique_ptr<ByteSource> ByteSource::fromBytes(QByteArray bytes, QString label)
{
    const auto *data = reinterpret_cast<const uchar *>(bytes.constData());
    const qint64 size = bytes.size();
    return std::make_unique<MemoryByteSource>(data, size, std::move(label), std::move(bytes));
}

} // namespace mwb
