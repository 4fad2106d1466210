// SPDX-License-Identifier: GPL-3.0-or-later
#include "ConsoleProgress.h"

#include <QMutexLocker>

#include <atomic>
#include <csignal>
#include <cstdio>
#include <unistd.h>

namespace mwb::cli {

namespace {
std::atomic<bool> g_interrupted{false};

extern "C" void onInterrupt(int)
{
    g_interrupted.store(true);
}
} // namespace

ConsoleProgress::ConsoleProgress(QString label)
    : m_label(std::move(label))
    , m_enabled(isatty(STDERR_FILENO) || qEnvironmentVariableIntValue("MWB_PROGRESS") == 1)
{
    std::signal(SIGINT, onInterrupt);
    m_sinceDraw.start();
}

ConsoleProgress::~ConsoleProgress()
{
    std::signal(SIGINT, SIG_DFL);
    if (m_drawn)
        std::fputc('\n', stderr);
}

void ConsoleProgress::setTotal(qint64 total)
{
    const QMutexLocker lock(&m_mutex);
    m_total = total;
}

void ConsoleProgress::setDone(qint64 done)
{
    const QMutexLocker lock(&m_mutex);
    m_done = done;
    redraw(done >= m_total);
}

void ConsoleProgress::setText(const QString &text)
{
    const QMutexLocker lock(&m_mutex);
    m_text = text;
    redraw(false);
}

bool ConsoleProgress::isCanceled() const
{
    return g_interrupted.load();
}

void ConsoleProgress::redraw(bool force)
{
    if (!m_enabled || (!force && m_sinceDraw.elapsed() < 200))
        return;
    m_sinceDraw.restart();
    const int percent = m_total > 0 ? static_cast<int>(m_done * 100 / m_total) : 0;
    // "\x1b[K" clears the rest of the line: padding with spaces cannot, as CJK text is two columns per character.
    const QByteArray line
        = QStringLiteral("\r%1 %2% %3\x1b[K").arg(m_label).arg(percent, 3).arg(m_text.left(60)).toLocal8Bit();
    std::fputs(line.constData(), stderr);
    std::fflush(stderr);
    m_drawn = true;
}

} // namespace mwb::cli
