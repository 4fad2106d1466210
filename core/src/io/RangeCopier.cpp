// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/io/RangeCopier.h"

#include <algorithm>
#include <cerrno>

#ifdef Q_OS_LINUX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace mwb::io {

namespace {

constexpr qint64 kChunk = 1024 * 1024;
constexpr qint64 kKernelChunk = 16 * 1024 * 1024; ///< per copy_file_range call

} // namespace

RangeCopier::RangeCopier(const ByteSource &source, QFileDevice &out)
    : m_source(source)
    , m_out(out)
    , m_writeBack(out)
{
    auto file = std::make_unique<QFile>(source.path());
    if (file->open(QIODevice::ReadOnly | QIODevice::Unbuffered) && file->size() == source.size())
        m_in = std::move(file);
}

RangeCopier::~RangeCopier() = default;

Error RangeCopier::writeError() const
{
    return Error{ErrorCode::Io, tr("Cannot write %1: %2").arg(m_out.fileName(), m_out.errorString()), m_out.fileName(),
        m_out.pos()};
}

qint64 RangeCopier::copyInKernel(qint64 offset, qint64 outOffset, qint64 length)
{
    qint64 done = 0;
#ifdef Q_OS_LINUX
    while (m_in && m_kernelCopy && done < length) {
        loff_t from = offset + done;
        loff_t to = outOffset + done;
        const ssize_t n = ::copy_file_range(m_in->handle(), &from, m_out.handle(), &to,
            static_cast<std::size_t>(std::min(kKernelChunk, length - done)), 0);
        if (n > 0) {
            done += n;
            m_writeBack.advance(outOffset + done);
        } else if (n < 0 && errno == EINTR) {
            continue;
        } else {
            m_kernelCopy = false; // EXDEV, ENOSYS, EOPNOTSUPP…, or a short source: read/write from here on
        }
    }
    m_kernelCopied += done;
#else
    Q_UNUSED(offset)
    Q_UNUSED(outOffset)
    Q_UNUSED(length)
    m_kernelCopy = false;
#endif
    return done;
}

Result<void> RangeCopier::copyThroughMemory(qint64 offset, qint64 length)
{
    QByteArray buffer;
    for (qint64 done = 0; done < length;) {
        const qint64 n = std::min(kChunk, length - done);
        if (m_in) {
            buffer.resize(static_cast<qsizetype>(n));
            if (!m_in->seek(offset + done) || m_in->read(buffer.data(), n) != n) {
                return Error{ErrorCode::Truncated,
                    tr("Cannot read %1 bytes at offset %2 of %3").arg(n).arg(offset + done).arg(m_in->fileName()),
                    m_in->fileName(), offset + done};
            }
        } else {
            auto read = m_source.read(offset + done, n);
            if (!read)
                return read.error();
            buffer = std::move(read).value();
        }
        if (m_out.write(buffer.constData(), n) != n)
            return writeError();
        done += n;
    }
    return {};
}

Result<void> RangeCopier::copy(qint64 offset, qint64 length)
{
    if (!m_out.flush())
        return writeError();
    const qint64 outOffset = m_out.pos();
    const qint64 copied = copyInKernel(offset, outOffset, length);
    if (!m_out.seek(outOffset + copied))
        return writeError();
    return copyThroughMemory(offset + copied, length - copied);
}

} // namespace mwb::io
