// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/io/WriteBack.h"

#ifdef Q_OS_LINUX
#include <fcntl.h>
#endif

namespace mwb::io {

namespace {

constexpr qint64 kChunk = 8 * 1024 * 1024;

} // namespace

void WriteBack::advance(qint64 end)
{
#ifdef Q_OS_LINUX
    // Many small ranges would make many small disk writes: gather them.
    if (end - m_from < kChunk)
        return;
    ::sync_file_range(m_out.handle(), m_from, end - m_from, SYNC_FILE_RANGE_WRITE);
    m_from = end;
#else
    Q_UNUSED(end)
#endif
}

} // namespace mwb::io
