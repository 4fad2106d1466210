// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ByteSource.h"
#include "mwb/core/Result.h"
#include "mwb/core/io/WriteBack.h"

#include <QCoreApplication>
#include <QFile>

#include <memory>

namespace mwb::io {

/// Appends byte ranges of an archive's file to an output file without passing them through user memory where the
/// system allows it: on Linux the kernel copies them (copy_file_range, which also shares extents on file systems
/// that can); when that fails (EXDEV across file systems, ENOSYS, EOPNOTSUPP…) it falls back to reading and writing
/// in chunks for the rest of its life. The source's own file is opened for this when it is a file of the source's
/// size; any other source (bytes in memory) is read through the ByteSource. Reads never go through a memory mapping,
/// so copying a whole archive does not grow the process's resident memory by the archive's size. Single-threaded.
class RangeCopier
{
    Q_DECLARE_TR_FUNCTIONS(mwb::io::RangeCopier)
public:
    RangeCopier(const ByteSource &source, QFileDevice &out);
    ~RangeCopier();
    RangeCopier(const RangeCopier &) = delete;
    RangeCopier &operator=(const RangeCopier &) = delete;

    /// Copies [offset, offset + length) of the source to the output's position, which then moves past it. Io when
    /// reading or writing fails, Truncated when the source file is shorter than the range.
    [[nodiscard]] Result<void> copy(qint64 offset, qint64 length);
    /// Bytes copied by the kernel so far (the rest went through read/write).
    [[nodiscard]] qint64 kernelCopiedBytes() const { return m_kernelCopied; }

private:
    /// Copies what the kernel accepts of the range; returns how many bytes it copied.
    qint64 copyInKernel(qint64 offset, qint64 outOffset, qint64 length);
    [[nodiscard]] Result<void> copyThroughMemory(qint64 offset, qint64 length);
    [[nodiscard]] Error writeError() const;

    const ByteSource &m_source;
    QFileDevice &m_out;
    std::unique_ptr<QFile> m_in; ///< the source's file; null when the source is not a file
    bool m_kernelCopy = true;
    qint64 m_kernelCopied = 0;
    WriteBack m_writeBack; ///< started for the kernel's copies, so that the final fsync has little left
};

} // namespace mwb::io
