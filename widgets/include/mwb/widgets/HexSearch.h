// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QObject>

#include <memory>

class QTimer;

namespace mwb::widgets {

class HexDataSource;
class HexScanner;

/// Searches a HexDataSource for a byte pattern without freezing the GUI: the scan runs on the thread that owns
/// this object (the GUI thread) in slices of at most sliceBudget() milliseconds (by default 15 ms), one chunk
/// (HexScanner, 1 MiB by default) at a time, returning to the event loop between slices. A 1 GB file is thus
/// searched in about a second of wall time while the window keeps repainting and can cancel(). Results always
/// arrive asynchronously, after start() returned. Only one search runs at a time: start() replaces it.
class HexSearch : public QObject
{
    Q_OBJECT
public:
    explicit HexSearch(QObject *parent = nullptr);
    ~HexSearch() override;

    /// Bytes of match start positions scanned per chunk (tests use tiny chunks to exercise the boundaries).
    void setChunkSize(qint64 bytes) { m_chunkSize = bytes; }
    [[nodiscard]] qint64 chunkSize() const { return m_chunkSize; }
    /// Longest time one slice may scan before yielding to the event loop.
    void setSliceBudget(int milliseconds) { m_sliceBudget = milliseconds; }
    [[nodiscard]] int sliceBudget() const { return m_sliceBudget; }

    /// Looks for `pattern` from `from` to the end and, when `wrap`, then from the start up to `from`. Cancels a
    /// running search first (without emitting canceled()).
    void start(std::shared_ptr<const HexDataSource> source, QByteArray pattern, qint64 from, bool wrap = true);
    /// Stops the running search and emits canceled(); does nothing when idle.
    void cancel();
    [[nodiscard]] bool isRunning() const;

Q_SIGNALS:
    /// After each slice: match start positions scanned so far out of `total`.
    void progressed(qint64 scanned, qint64 total);
    /// The first match: `length` is the pattern's length; `wrapped` when it lies before the start offset.
    void found(qint64 offset, qint64 length, bool wrapped);
    void notFound();
    void canceled();

private:
    void runSlice();

    std::unique_ptr<HexScanner> m_scanner;
    QTimer *m_timer = nullptr;
    qint64 m_chunkSize;
    int m_sliceBudget = 15;
    quint64 m_generation = 0; ///< changes whenever a search starts or is canceled
};

} // namespace mwb::widgets
