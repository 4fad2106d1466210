// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/HexSearch.h"

#include "mwb/widgets/HexScanner.h"

#include <QElapsedTimer>
#include <QTimer>

namespace mwb::widgets {

HexSearch::HexSearch(QObject *parent)
    : QObject(parent)
    , m_timer(new QTimer(this))
    , m_chunkSize(HexScanner::kDefaultChunkSize)
{
    m_timer->setInterval(0);
    connect(m_timer, &QTimer::timeout, this, &HexSearch::runSlice);
}

HexSearch::~HexSearch() = default;

void HexSearch::start(std::shared_ptr<const HexDataSource> source, QByteArray pattern, qint64 from, bool wrap)
{
    ++m_generation;
    m_scanner = std::make_unique<HexScanner>(std::move(source), std::move(pattern), from, wrap, m_chunkSize);
    m_timer->start();
}

void HexSearch::cancel()
{
    if (!isRunning())
        return;
    m_timer->stop();
    m_scanner.reset();
    ++m_generation;
    Q_EMIT canceled();
}

bool HexSearch::isRunning() const
{
    return m_scanner != nullptr;
}

void HexSearch::runSlice()
{
    QElapsedTimer clock;
    clock.start();
    HexScanner::Status status = m_scanner->status();
    while (status == HexScanner::Status::Running && !clock.hasExpired(m_sliceBudget))
        status = m_scanner->step();
    const quint64 generation = m_generation;
    Q_EMIT progressed(m_scanner->scannedBytes(), m_scanner->totalBytes());
    if (m_generation != generation || status == HexScanner::Status::Running)
        return; // still scanning, or a slot connected to progressed() canceled or restarted the search
    m_timer->stop();
    const std::unique_ptr<HexScanner> done = std::move(m_scanner);
    if (status == HexScanner::Status::Found)
        Q_EMIT found(done->matchOffset(), done->pattern().size(), done->wrapped());
    else
        Q_EMIT notFound();
}

} // namespace mwb::widgets
