// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/io/WorkerPool.h"

#include <QThread>

namespace mwb::io {

namespace {

QThreadPool &sharedPool()
{
    static QThreadPool pool;
    return pool;
}

} // namespace

int threadCap()
{
    return sharedPool().maxThreadCount();
}

void setThreadCap(int threads)
{
    sharedPool().setMaxThreadCount(threads > 0 ? threads : QThread::idealThreadCount());
}

QThreadPool &workerPool()
{
    return sharedPool();
}

} // namespace mwb::io
