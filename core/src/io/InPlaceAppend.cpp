// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/io/InPlaceAppend.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace mwb::io {

namespace {

QString systemError()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}

} // namespace

InPlaceAppend::InPlaceAppend(std::unique_ptr<QFile> file)
    : m_file(std::move(file))
    , m_originalSize(m_file->size())
{ }

InPlaceAppend::InPlaceAppend(InPlaceAppend &&other) noexcept = default;

InPlaceAppend::~InPlaceAppend()
{
    static_cast<void>(rollback());
}

Result<InPlaceAppend> InPlaceAppend::open(const QString &path)
{
    auto file = std::make_unique<QFile>(path);
    // Unbuffered: a failed write leaves nothing behind in a buffer that closing the file would write after rollback().
    if (!file->open(QIODevice::ReadWrite | QIODevice::Unbuffered))
        return Error{ErrorCode::Io, tr("Cannot open %1 for writing: %2").arg(path, file->errorString()), path};
    struct stat info{};
    if (::fstat(file->handle(), &info) != 0 || !S_ISREG(info.st_mode))
        return Error{ErrorCode::Io, tr("%1 is not a regular file").arg(path), path};
    if (!file->seek(file->size()))
        return Error{ErrorCode::Io, tr("Cannot open %1 for writing: %2").arg(path, file->errorString()), path};
    return InPlaceAppend(std::move(file));
}

Error InPlaceAppend::failure(const QString &why) const
{
    return Error{ErrorCode::Io, tr("Cannot write %1: %2").arg(m_file->fileName(), why), m_file->fileName()};
}

Result<void> InPlaceAppend::writeAt(qint64 offset, const QByteArray &bytes)
{
    const ssize_t n = ::pwrite(m_file->handle(), bytes.constData(), static_cast<size_t>(bytes.size()), offset);
    if (n != bytes.size())
        return failure(n < 0 ? systemError() : tr("short write"));
    return {};
}

Result<void> InPlaceAppend::sync()
{
    if (::fdatasync(m_file->handle()) != 0)
        return failure(systemError());
    return {};
}

Result<qint64> InPlaceAppend::commitHeader(qint64 offset, const QByteArray &header)
{
    const auto undo = [this](Error error) {
        static_cast<void>(rollback());
        return error;
    };
    if (auto ok = sync(); !ok)
        return undo(ok.error());
    QByteArray old(header.size(), Qt::Uninitialized);
    if (offset + header.size() > m_originalSize
        || ::pread(m_file->handle(), old.data(), static_cast<size_t>(old.size()), offset) != old.size())
        return undo(failure(tr("the header at offset %1 cannot be read").arg(offset)));
    m_oldHeader = std::move(old);
    m_headerOffset = offset;
    // Not synced here: the appended bytes are durable, so whenever the kernel writes this header it points at
    // complete tables; until then a power loss keeps the old header (the save is lost, never half applied), as the
    // unsynced rename of a rewrite does (AtomicFile). rollback() syncs what it restores.
    if (auto ok = writeAt(offset, header); !ok)
        return undo(ok.error());
    return m_file->size();
}

Result<void> InPlaceAppend::rollback()
{
    if (!m_file)
        return {};
    Result<void> result;
    if (m_headerOffset >= 0)
        result = writeAt(m_headerOffset, m_oldHeader);
    if (::ftruncate(m_file->handle(), m_originalSize) != 0 && result)
        result = failure(systemError());
    if (auto ok = sync(); !ok && result)
        result = ok.error();
    m_file.reset();
    return result;
}

void InPlaceAppend::accept()
{
    m_file.reset();
}

} // namespace mwb::io
