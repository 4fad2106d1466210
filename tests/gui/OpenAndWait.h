// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "MainWindow.h"
#include "WindowControllers.h"
#include "controllers/FileController.h"

#include <QSignalSpy>
#include <QTest>

namespace mwb::test {

/// Opens `path` in `window` and waits (20 s at most) until it is on screen as an archive.
inline bool openArchiveAndWait(gui::MainWindow &window, const QString &path)
{
    QSignalSpy changed(&window, &gui::MainWindow::archiveChanged);
    mwb::test::controller<mwb::gui::FileController>(window)->openFile(path);
    return QTest::qWaitFor(
               [&changed] {
                   return !changed.isEmpty();
               },
               20000)
        && window.archive();
}

} // namespace mwb::test
