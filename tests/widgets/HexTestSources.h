// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/widgets/HexDataSource.h"

#include <QMutex>
#include <QMutexLocker>

#include <algorithm>
#include <cstring>
#include <limits>
#include <memory>

namespace mwb::test {

/// Wraps a source and records what was read, to prove that views and searches read only what they need.
class CountingHexData final : public widgets::HexDataSource
{
public:
    explicit CountingHexData(std::shared_ptr<const widgets::HexDataSource> inner)
        : m_inner(std::move(inner))
    { }

    qint64 size() const override { return m_inner->size(); }
    QByteArray read(qint64 offset, qint64 length) const override
    {
        QByteArray bytes = m_inner->read(offset, length);
        const QMutexLocker lock(&m_mutex);
        ++m_reads;
        m_bytesRead += bytes.size();
        m_largestRead = std::max(m_largestRead, length);
        m_lowestOffset = std::min(m_lowestOffset, offset);
        return bytes;
    }

    qint64 reads() const
    {
        const QMutexLocker lock(&m_mutex);
        return m_reads;
    }
    qint64 bytesRead() const
    {
        const QMutexLocker lock(&m_mutex);
        return m_bytesRead;
    }
    qint64 largestRead() const
    {
        const QMutexLocker lock(&m_mutex);
        return m_largestRead;
    }
    qint64 lowestOffset() const
    {
        const QMutexLocker lock(&m_mutex);
        return m_lowestOffset;
    }
    void reset()
    {
        const QMutexLocker lock(&m_mutex);
        m_reads = m_bytesRead = m_largestRead = 0;
        m_lowestOffset = std::numeric_limits<qint64>::max();
    }

private:
    std::shared_ptr<const widgets::HexDataSource> m_inner;
    mutable QMutex m_mutex;
    mutable qint64 m_reads = 0;
    mutable qint64 m_bytesRead = 0;
    mutable qint64 m_largestRead = 0;
    mutable qint64 m_lowestOffset = std::numeric_limits<qint64>::max();
};

/// `size` zero bytes with `marker` written at `markerOffset`, generated on demand (nothing is allocated up front).
class ZerosWithMarker final : public widgets::HexDataSource
{
public:
    ZerosWithMarker(qint64 size, QByteArray marker, qint64 markerOffset)
        : m_size(size)
        , m_marker(std::move(marker))
        , m_markerOffset(markerOffset)
    { }

    qint64 size() const override { return m_size; }
    QByteArray read(qint64 offset, qint64 length) const override
    {
        const auto [start, count] = clamp(offset, length);
        QByteArray out(static_cast<qsizetype>(count), '\0');
        const qint64 from = std::max(start, m_markerOffset);
        const qint64 to = std::min(start + count, m_markerOffset + m_marker.size());
        if (from < to)
            std::memcpy(out.data() + (from - start), m_marker.constData() + (from - m_markerOffset),
                static_cast<std::size_t>(to - from));
        return out;
    }

private:
    qint64 m_size;
    QByteArray m_marker;
    qint64 m_markerOffset;
};

/// Bytes 0, 1, 2, …, 255, 0, 1, … (`size` of them), in memory.
inline std::shared_ptr<widgets::BufferHexData> rampData(qint64 size)
{
    QByteArray bytes(static_cast<qsizetype>(size), Qt::Uninitialized);
    for (qsizetype i = 0; i < bytes.size(); ++i)
        bytes[i] = static_cast<char>(i & 0xFF);
    return std::make_shared<widgets::BufferHexData>(bytes);
}

} // namespace mwb::test
