// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Progress.h"

#include <QElapsedTimer>
#include <QMutex>

namespace mwb::cli {

/// Progress on stderr for long CLI jobs: a percentage line redrawn at most every 200 ms, only when stderr is a
/// terminal or MWB_PROGRESS=1. Ctrl+C cancels the job cooperatively (the job then cleans up its temporaries).
class ConsoleProgress final : public Progress
{
public:
    explicit ConsoleProgress(QString label);
    ~ConsoleProgress() override;

    void setTotal(qint64 total) override;
    void setDone(qint64 done) override;
    void setText(const QString &text) override;
    bool isCanceled() const override;

private:
    void redraw(bool force);

    QString m_label;
    QString m_text;
    qint64 m_total = 0;
    qint64 m_done = 0;
    bool m_enabled = false;
    bool m_drawn = false;
    QElapsedTimer m_sinceDraw;
    QMutex m_mutex;
};

} // namespace mwb::cli
