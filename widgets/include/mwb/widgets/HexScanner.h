// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

#include <memory>

namespace mwb::widgets {

class HexDataSource;

/// Finds the first occurrence of a byte pattern in a HexDataSource, one bounded chunk per step(), so the whole
/// source is never loaded: each step reads at most chunkSize() + pattern length - 1 bytes, and consecutive
/// chunks overlap by pattern length - 1 bytes so a match that straddles a chunk boundary is found. The scan
/// covers match starts in [from, size) and then, when wrapping, [0, from). Plain object for one thread at a
/// time (HexSearch drives it on the GUI thread in time slices; a worker may drive its own).
class HexScanner
{
public:
    static constexpr qint64 kDefaultChunkSize = qint64(1) << 20;

    enum class Status {
        Running, ///< more chunks to scan
        Found, ///< matchOffset() is valid
        NotFound, ///< every position was scanned
    };

    HexScanner(std::shared_ptr<const HexDataSource> source, QByteArray pattern, qint64 from, bool wrap,
        qint64 chunkSize = kDefaultChunkSize);

    /// Scans the next chunk; returns the new status (further calls after Found/NotFound change nothing).
    Status step();
    /// Steps until the scan ends.
    Status run();

    [[nodiscard]] Status status() const { return m_status; }
    /// Offset of the match once status() is Found, else -1.
    [[nodiscard]] qint64 matchOffset() const { return m_match; }
    /// True when the match lies before the start offset (the scan wrapped around to the start).
    [[nodiscard]] bool wrapped() const { return m_segment > 0; }
    /// Match start positions examined so far, and in total.
    [[nodiscard]] qint64 scannedBytes() const { return m_scanned; }
    [[nodiscard]] qint64 totalBytes() const { return m_total; }
    [[nodiscard]] const QByteArray &pattern() const { return m_pattern; }

private:
    struct Segment
    {
        qint64 begin;
        qint64 end;
    };

    std::shared_ptr<const HexDataSource> m_source;
    QByteArray m_pattern;
    qint64 m_chunkSize;
    qsizetype m_anchor; ///< index of the pattern byte located with memchr()
    Segment m_segments[2] = {};
    int m_segmentCount = 0;
    int m_segment = 0;
    qint64 m_position = 0;
    qint64 m_scanned = 0;
    qint64 m_total = 0;
    qint64 m_match = -1;
    Status m_status = Status::Running;
};

} // namespace mwb::widgets
