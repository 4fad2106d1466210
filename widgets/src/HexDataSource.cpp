// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/HexDataSource.h"

#include "mwb/core/ByteSource.h"

#include <algorithm>

namespace mwb::widgets {

std::pair<qint64, qint64> HexDataSource::clamp(qint64 offset, qint64 length) const
{
    const qint64 total = size();
    if (offset < 0 || offset >= total || length <= 0)
        return {offset, 0};
    return {offset, std::min(length, total - offset)};
}

ByteSourceHexData::ByteSourceHexData(std::shared_ptr<const ByteSource> source)
    : m_source(std::move(source))
{ }

qint64 ByteSourceHexData::size() const
{
    return m_source ? m_source->size() : 0;
}

QByteArray ByteSourceHexData::read(qint64 offset, qint64 length) const
{
    const auto [start, count] = clamp(offset, length);
    if (count == 0)
        return {};
    auto bytes = m_source->read(start, count);
    return bytes ? std::move(bytes).value() : QByteArray();
}

BufferHexData::BufferHexData(QByteArray bytes)
    : m_bytes(std::move(bytes))
{ }

qint64 BufferHexData::size() const
{
    return m_bytes.size();
}

QByteArray BufferHexData::read(qint64 offset, qint64 length) const
{
    const auto [start, count] = clamp(offset, length);
    if (count == 0)
        return {};
    return m_bytes.mid(static_cast<qsizetype>(start), static_cast<qsizetype>(count));
}

} // namespace mwb::widgets
