// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

#include <memory>
#include <utility>

namespace mwb {
class ByteSource;
}

namespace mwb::widgets {

/// The bytes a hex view shows: a 64-bit size and random-access reads. Not a QObject and not tied to a thread:
/// implementations must allow concurrent read() calls from any thread (a search may run on a worker while the
/// view paints). The view only ever asks for the rows it shows and the search for one chunk at a time, so a
/// source never has to hold its whole content in memory.
class HexDataSource
{
public:
    virtual ~HexDataSource() = default;

    /// Total size in bytes.
    [[nodiscard]] virtual qint64 size() const = 0;

    /// Up to `length` bytes from `offset`: fewer when the range runs past the end, none when `offset` is outside
    /// [0, size()) or the underlying storage fails (a view shows such bytes as unreadable).
    [[nodiscard]] virtual QByteArray read(qint64 offset, qint64 length) const = 0;

    /// The part of [offset, offset + length) that lies inside [0, size()) as {offset, length}; length 0 if none.
    [[nodiscard]] std::pair<qint64, qint64> clamp(qint64 offset, qint64 length) const;
};

/// A HexDataSource over a ByteSource (typically a memory-mapped file): reads copy only the requested range, so a
/// multi-gigabyte file scrolls without being loaded. Shares ownership of the ByteSource.
class ByteSourceHexData final : public HexDataSource
{
public:
    explicit ByteSourceHexData(std::shared_ptr<const ByteSource> source);

    /// The bytes it shows (an archive's own source, shared with it, for an archive's structure).
    [[nodiscard]] const ByteSource &source() const { return *m_source; }
    [[nodiscard]] qint64 size() const override;
    [[nodiscard]] QByteArray read(qint64 offset, qint64 length) const override;

private:
    std::shared_ptr<const ByteSource> m_source;
};

/// A HexDataSource over bytes held in memory (e.g. an archive entry's uncompressed content); implicitly shared,
/// not copied.
class BufferHexData final : public HexDataSource
{
public:
    explicit BufferHexData(QByteArray bytes);

    [[nodiscard]] qint64 size() const override;
    [[nodiscard]] QByteArray read(qint64 offset, qint64 length) const override;

private:
    QByteArray m_bytes;
};

} // namespace mwb::widgets
