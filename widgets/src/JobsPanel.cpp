// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/JobsPanel.h"

#include "mwb/widgets/ErrorText.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QProgressBar>
#include <QPushButton>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace mwb {

JobsPanel::JobsPanel(JobQueue *queue, QWidget *parent)
    : QWidget(parent)
    , m_queue(queue)
    , m_list(new QTreeWidget(this))
    , m_clear(new QPushButton(tr("Clear finished"), this))
    , m_ticker(new QTimer(this))
{
    m_list->setColumnCount(5);
    m_list->setHeaderLabels({tr("Job"), tr("Progress"), tr("Elapsed"), tr("Result"), QString()});
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setSelectionMode(QAbstractItemView::NoSelection);
    QHeaderView *header = m_list->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(TitleColumn, QHeaderView::Interactive);
    header->setSectionResizeMode(ResultColumn, QHeaderView::Stretch);
    header->resizeSection(TitleColumn, fontMetrics().horizontalAdvance(QLatin1Char('M')) * 14);
    header->resizeSection(ProgressColumn, fontMetrics().horizontalAdvance(QLatin1Char('M')) * 6);
    header->resizeSection(ElapsedColumn, fontMetrics().horizontalAdvance(QStringLiteral("00:00:00")) + 24);
    header->resizeSection(CancelColumn, fontMetrics().horizontalAdvance(tr("Cancel")) + 32);

    m_clear->setEnabled(false);
    connect(m_clear, &QPushButton::clicked, this, &JobsPanel::clearFinished);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_clear);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);

    m_ticker->setInterval(500);
    connect(m_ticker, &QTimer::timeout, this, &JobsPanel::refreshElapsed);
    connect(m_queue, &JobQueue::jobStarted, this, &JobsPanel::onStarted);
    connect(m_queue, &JobQueue::jobProgress, this, &JobsPanel::onProgress);
    connect(m_queue, &JobQueue::jobFinished, this, &JobsPanel::onFinished);
}

int JobsPanel::jobCount() const
{
    return m_list->topLevelItemCount();
}

void JobsPanel::onStarted(JobId id, const QString &title)
{
    Row row;
    row.item = new QTreeWidgetItem(m_list, {title, QString(), formatElapsed(0), tr("Running…")});
    row.item->setToolTip(TitleColumn, title);
    row.item->setTextAlignment(ElapsedColumn, Qt::AlignRight | Qt::AlignVCenter);
    row.bar = new QProgressBar(m_list);
    row.bar->setRange(0, 0); // busy until the first progress report
    row.bar->setTextVisible(false);
    row.bar->setObjectName(QStringLiteral("jobProgress%1").arg(id));
    m_list->setItemWidget(row.item, ProgressColumn, row.bar);
    auto *cancel = new QToolButton(m_list);
    cancel->setText(tr("Cancel"));
    cancel->setToolTip(tr("Cancel “%1”").arg(title));
    cancel->setObjectName(QStringLiteral("cancelJob%1").arg(id));
    connect(cancel, &QToolButton::clicked, this, [this, id] {
        m_queue->cancel(id);
    });
    m_list->setItemWidget(row.item, CancelColumn, cancel);
    row.clock.start();
    m_rows.insert(id, row);
    m_list->scrollToItem(row.item);
    m_ticker->start();
}

void JobsPanel::onProgress(JobId id, int value, int maximum, const QString &text)
{
    const auto it = m_rows.find(id);
    if (it == m_rows.end() || !it->running)
        return;
    it->bar->setRange(0, maximum);
    it->bar->setValue(value);
    if (!text.isEmpty())
        it->item->setText(ResultColumn, text);
}

void JobsPanel::onFinished(JobId id, bool canceled, const std::optional<Error> &error, qint64 elapsedMs)
{
    const auto it = m_rows.find(id);
    if (it == m_rows.end())
        return;
    it->running = false;
    QTreeWidgetItem *item = it->item;
    m_list->removeItemWidget(item, CancelColumn);
    if (it->bar->maximum() == 0)
        it->bar->setRange(0, 1);
    if (!canceled && !error)
        it->bar->setValue(it->bar->maximum());
    item->setText(ElapsedColumn, formatElapsed(elapsedMs));
    if (canceled) {
        item->setText(ResultColumn, tr("Canceled"));
        item->setIcon(ResultColumn, style()->standardIcon(QStyle::SP_MessageBoxWarning));
    } else if (error) {
        item->setText(ResultColumn, errorSummary(*error));
        item->setToolTip(ResultColumn, errorDetails(*error));
        item->setIcon(ResultColumn, style()->standardIcon(QStyle::SP_MessageBoxCritical));
    } else {
        item->setText(ResultColumn, tr("Done"));
        item->setIcon(ResultColumn, style()->standardIcon(QStyle::SP_DialogApplyButton));
    }
    m_clear->setEnabled(true);
    if (std::none_of(m_rows.cbegin(), m_rows.cend(), [](const Row &row) {
            return row.running;
        }))
        m_ticker->stop();
}

void JobsPanel::clearFinished()
{
    for (auto it = m_rows.begin(); it != m_rows.end();) {
        if (it->running) {
            ++it;
            continue;
        }
        delete it->item; // also deletes its item widgets
        it = m_rows.erase(it);
    }
    m_clear->setEnabled(false);
}

void JobsPanel::refreshElapsed()
{
    for (const Row &row : std::as_const(m_rows)) {
        if (row.running)
            row.item->setText(ElapsedColumn, formatElapsed(row.clock.elapsed()));
    }
}

QString JobsPanel::formatElapsed(qint64 ms)
{
    const qint64 seconds = ms / 1000;
    if (seconds < 60)
        return tr("%1 s").arg(QString::number(static_cast<double>(ms) / 1000.0, 'f', 1));
    return QStringLiteral("%1:%2:%3")
        .arg(seconds / 3600, 2, 10, QLatin1Char('0'))
        .arg((seconds / 60) % 60, 2, 10, QLatin1Char('0'))
        .arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

} // namespace mwb
