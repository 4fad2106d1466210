// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Backend.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <vector>

class QObject;

namespace mwb::gui {

class MainWindow;

/// What RepackJob::start() saves.
struct RepackRequest
{
    QString archivePath; ///< the archive file to rewrite
    QString title; ///< the job's title in the Jobs panel
    std::vector<FileChange> changes;
    QString selectAfterReopen; ///< entry selected once the archive is reopened; empty: none
};

/// Saving into an archive file, shared by everything that writes into a mod (files dropped onto the tree, edited
/// DATs): one Backend::repack job, which is atomic (the file is untouched on failure or cancel), cancellable and
/// listed in the Jobs panel. When it ends, `finished` runs first (GUI thread, skipped when `context` is gone);
/// then a failure is shown through the window's MessagePresenter, or the status bar says what was saved and, when
/// the file is the open archive, the archive is reopened with `selectAfterReopen` selected.
class RepackJob
{
    Q_DECLARE_TR_FUNCTIONS(mwb::gui::RepackJob)
public:
    using Finished = std::function<void(const Result<PackOutcome> &result)>;

    /// Starts the job. GUI thread only; the window's backend must have `repack`.
    static void start(MainWindow &window, QObject *context, RepackRequest request, Finished finished = {});
};

} // namespace mwb::gui
