// SPDX-License-Identifier: GPL-3.0-or-later
#include "RepackJob.h"

#include "FileController.h"
#include "MainWindow.h"
#include "MessagePresenter.h"
#include "ProgressJob.h"
#include "mwb/widgets/ArchiveView.h"

#include <QFileInfo>
#include <QLocale>

namespace mwb::gui {

namespace {

/// Selects `entry` once the archive at `path` is on screen again.
void selectAfterReopen(MainWindow &window, const QString &path, const QString &entry)
{
    QObject::connect(
        &window, &MainWindow::archiveChanged, &window,
        [&window, path, entry] {
            if (window.archive() && window.archive()->path() == path)
                window.archiveView()->selectPath(entry);
        },
        Qt::SingleShotConnection);
}

} // namespace

void RepackJob::start(MainWindow &window, QObject *context, RepackRequest request, Finished finished)
{
    auto future = submitProgressJob<PackOutcome>(window.jobs(), request.title,
        [repack = window.backend().repack, path = request.archivePath, changes = std::move(request.changes)](
            Progress &progress) {
            return repack(path, changes, progress);
        });
    future.then(context,
        [&window, path = request.archivePath, select = request.selectAfterReopen, finished = std::move(finished)](
            const Result<PackOutcome> &result) {
            if (finished)
                finished(result);
            if (!result) {
                window.messages()->showError(result.error());
                return;
            }
            window.showStatus(tr("Saved %1 (%n file(s), %2)", nullptr, result->files)
                                  .arg(QFileInfo(path).fileName(), QLocale().formattedDataSize(result->outputBytes)));
            if (!window.archive() || window.archive()->path() != path)
                return;
            if (!select.isEmpty())
                selectAfterReopen(window, path, select);
            window.fileController()->openFile(path);
        });
}

} // namespace mwb::gui
