// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/HexScanner.h"

#include "mwb/widgets/HexDataSource.h"

#include <QByteArrayView>

#include <algorithm>
#include <cstring>

namespace mwb::widgets {

namespace {

/// The pattern byte memchr() looks for: the first one that is not a typical filler (0x00, 0xFF, space), so long
/// runs of padding are skipped at memchr speed.
qsizetype anchorIndex(QByteArrayView pattern)
{
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const auto byte = static_cast<uchar>(pattern[i]);
        if (byte != 0x00 && byte != 0xFF && byte != 0x20)
            return i;
    }
    return 0;
}

/// The first match of `pattern` in `haystack` that starts before `starts`, or -1. Candidates come from memchr() on
/// the anchor byte (fast on typical data); when the anchor byte is so common that candidates keep failing, the rest
/// of the chunk is handed to QByteArrayView::indexOf, which has no such worst case.
qsizetype findBefore(QByteArrayView haystack, QByteArrayView pattern, qsizetype anchor, qsizetype starts)
{
    const qsizetype limit = std::min(starts, haystack.size() - pattern.size() + 1);
    const qsizetype maxFalseHits = 16 + limit / 32;
    const char *data = haystack.data();
    qsizetype falseHits = 0;
    for (qsizetype position = 0; position < limit;) {
        const void *hit
            = std::memchr(data + position + anchor, pattern[anchor], static_cast<std::size_t>(limit - position));
        if (!hit)
            return -1;
        const qsizetype candidate = static_cast<const char *>(hit) - data - anchor;
        if (std::memcmp(data + candidate, pattern.data(), static_cast<std::size_t>(pattern.size())) == 0)
            return candidate;
        position = candidate + 1;
        if (++falseHits > maxFalseHits) {
            const qsizetype index = haystack.indexOf(pattern, position);
            return index >= 0 && index < limit ? index : -1;
        }
    }
    return -1;
}

} // namespace

HexScanner::HexScanner(
    std::shared_ptr<const HexDataSource> source, QByteArray pattern, qint64 from, bool wrap, qint64 chunkSize)
    : m_source(std::move(source))
    , m_pattern(std::move(pattern))
    , m_chunkSize(std::max<qint64>(chunkSize, 1))
    , m_anchor(anchorIndex(m_pattern))
{
    const qint64 size = m_source ? m_source->size() : 0;
    const qint64 lastStart = size - m_pattern.size(); // the last position where the whole pattern fits
    if (m_pattern.isEmpty() || lastStart < 0) {
        m_status = Status::NotFound;
        return;
    }
    const qint64 start = std::clamp<qint64>(from, 0, lastStart + 1);
    m_segments[m_segmentCount++] = {start, lastStart + 1};
    if (wrap && start > 0)
        m_segments[m_segmentCount++] = {0, start};
    for (int i = 0; i < m_segmentCount; ++i)
        m_total += m_segments[i].end - m_segments[i].begin;
    m_position = m_segments[0].begin;
}

HexScanner::Status HexScanner::step()
{
    if (m_status != Status::Running)
        return m_status;
    const Segment &segment = m_segments[m_segment];
    const qint64 starts = std::min(m_chunkSize, segment.end - m_position);
    if (starts > 0) {
        const QByteArray chunk = m_source->read(m_position, starts + m_pattern.size() - 1);
        const qsizetype index = findBefore(chunk, m_pattern, m_anchor, static_cast<qsizetype>(starts));
        if (index >= 0) {
            m_match = m_position + index;
            m_scanned += index + 1;
            m_status = Status::Found;
            return m_status;
        }
        m_position += starts;
        m_scanned += starts;
    }
    if (m_position >= segment.end) {
        if (++m_segment >= m_segmentCount) {
            m_segment = m_segmentCount - 1;
            m_status = Status::NotFound;
        } else {
            m_position = m_segments[m_segment].begin;
        }
    }
    return m_status;
}

HexScanner::Status HexScanner::run()
{
    while (step() == Status::Running) { }
    return m_status;
}

} // namespace mwb::widgets
