// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFileDevice>

namespace mwb::io {

/// Starts writing a growing output file to the disk early, in large requests, so that the final fsync (AtomicFile)
/// finds most of it written instead of starting on all of it then. A hint (Linux: sync_file_range with
/// SYNC_FILE_RANGE_WRITE, which neither waits nor flushes the disk's cache); its failure changes nothing, and on other
/// systems it does nothing.
class WriteBack
{
public:
    /// `from`: where the new bytes start (the end of a file that is appended to).
    explicit WriteBack(QFileDevice &out, qint64 from = 0)
        : m_out(out)
        , m_from(from)
    { }

    /// Call after bytes up to `end` reached the file (not only a QFile buffer): starts their write-back once 8 MiB
    /// have gathered since the last start.
    void advance(qint64 end);

private:
    QFileDevice &m_out;
    qint64 m_from; ///< bytes before this have had their write-back started
};

} // namespace mwb::io
