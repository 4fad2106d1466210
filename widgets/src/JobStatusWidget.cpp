// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/JobStatusWidget.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QToolButton>

namespace mwb {

JobStatusWidget::JobStatusWidget(JobQueue *queue, QWidget *parent)
    : QWidget(parent)
    , m_queue(queue)
    , m_title(new QLabel(this))
    , m_bar(new QProgressBar(this))
    , m_cancel(new QToolButton(this))
{
    m_bar->setFixedWidth(fontMetrics().horizontalAdvance(QLatin1Char('M')) * 12);
    m_bar->setMaximumHeight(fontMetrics().height() + 4);
    m_cancel->setText(tr("Cancel"));
    m_cancel->setAutoRaise(true);
    connect(m_cancel, &QToolButton::clicked, this, &JobStatusWidget::cancelCurrent);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);

    connect(m_queue, &JobQueue::jobStarted, this, &JobStatusWidget::onStarted);
    connect(m_queue, &JobQueue::jobProgress, this, &JobStatusWidget::onProgress);
    connect(m_queue, &JobQueue::jobFinished, this, [this](JobId id) {
        onFinished(id);
    });
    setVisible(false);
}

std::optional<JobId> JobStatusWidget::currentJob() const
{
    if (m_running.isEmpty())
        return std::nullopt;
    return m_running.constLast().id;
}

void JobStatusWidget::cancelCurrent()
{
    if (const auto id = currentJob())
        m_queue->cancel(*id);
}

void JobStatusWidget::onStarted(JobId id, const QString &title)
{
    m_running.append(Running{id, title, 0, 0});
    refresh();
}

void JobStatusWidget::onProgress(JobId id, int value, int maximum, const QString & /*text*/)
{
    for (Running &job : m_running) {
        if (job.id == id) {
            job.value = value;
            job.maximum = maximum;
        }
    }
    refresh();
}

void JobStatusWidget::onFinished(JobId id)
{
    m_running.removeIf([id](const Running &job) {
        return job.id == id;
    });
    refresh();
}

void JobStatusWidget::refresh()
{
    setVisible(!m_running.isEmpty());
    if (m_running.isEmpty())
        return;
    const Running &job = m_running.constLast();
    const auto others = static_cast<int>(m_running.size() - 1);
    m_title->setText(others > 0 ? tr("%1 (+%n more)", nullptr, others).arg(job.title) : job.title);
    m_bar->setRange(0, job.maximum);
    m_bar->setValue(job.value);
    m_cancel->setToolTip(tr("Cancel “%1”").arg(job.title));
}

} // namespace mwb
