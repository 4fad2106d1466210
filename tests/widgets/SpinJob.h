// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPromise>
#include <QThread>

namespace mwb::test {

/// A job body that reports progress 1 of 10 and then spins until it is canceled.
inline void spinUntilCanceled(QPromise<void> &promise)
{
    promise.setProgressRange(0, 10);
    promise.setProgressValue(1);
    while (!promise.isCanceled())
        QThread::msleep(5);
}

} // namespace mwb::test
