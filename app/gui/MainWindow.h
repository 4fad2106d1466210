// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Backend.h"
#include "mwb/core/Archive.h"
#include "mwb/core/EntryIndex.h"
#include "mwb/core/JobQueue.h"
#include "session/OpenedArchive.h"

#include <QMainWindow>

#include <memory>

class QLabel;

namespace mwb {
class ArchiveTreeModel;
class ArchiveView;
} // namespace mwb

namespace mwb::gui {

class ArchiveController;
class ArchiveSession;
class FileController;
class GridController;
class InspectorController;
class MessagePresenter;
class StackController;
class ViewController;

/// The workbench window, kept thin: it owns the job queue, the open archive's ArchiveSession (the document), the
/// archive tree model and its view (which show the session's planned tree, marks included), the status bar, and
/// hands the menus to one controller per area (File, Edit, Archive, View, Jobs) and the grid docks to the
/// GridController. It hands out no controller: controllers observe the session and the window's signals; what one
/// asks of another is a signal connected here (connectControllers()), and the few that add docks or menu entries to
/// another's get that one in their constructor. Tests and the screenshot driver find a controller as a child
/// QObject of the window. The title has a `*` while edits are unsaved;
/// closing the window with unsaved edits asks Save / Discard / Cancel; closing cancels running jobs and waits for
/// them. GUI thread only.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(Backend backend, QWidget *parent = nullptr);
    ~MainWindow() override;

    [[nodiscard]] const Backend &backend() const { return m_backend; }
    /// Shows the outcome of a finished action in the status bar for a few seconds.
    void showStatus(const QString &text);
    [[nodiscard]] JobQueue &jobs() { return m_jobs; }
    [[nodiscard]] ArchiveTreeModel *model() const { return m_model; }
    [[nodiscard]] ArchiveView *archiveView() const { return m_view; }
    [[nodiscard]] MessagePresenter *messages() const { return m_messages; }
    /// The open archive, its pending edits and selection.
    [[nodiscard]] ArchiveSession &session() const { return *m_session; }

    /// The open archive (null when none), shared read-only with jobs: the session's.
    [[nodiscard]] const std::shared_ptr<const Archive> &archive() const;
    /// Opens `archive` with its prebuilt `index` in the session (one model reset); both may be null to close.
    /// Closes a standalone file.
    void setArchive(OpenedArchive opened);
    /// The file open on its own, shown in the inspector docks (neither an archive nor a grid); empty when none.
    [[nodiscard]] const QString &standaloneFile() const { return m_standaloneFile; }
    /// Opens what the command line names: one file, or several archives (or a WoW Data folder) as a stack.
    void openFiles(const QStringList &files);
    /// Closes the archive and shows `path` as the standalone file: the tree's placeholder, the title and the
    /// summary name it. The inspector docks show its content (InspectorController).
    void showStandaloneFile(const QString &path);

Q_SIGNALS:
    /// An archive or a standalone file was opened, or it was closed (after the model was swapped).
    void archiveChanged();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void onArchiveReplaced();
    void onPlanChanged();
    /// The title, the summary and the tree's placeholder, after what is open.
    void updateTexts();
    /// Creates one controller per area and connects what one asks for to the one that does it.
    void createControllers();

    Backend m_backend;
    JobQueue m_jobs{2};
    ArchiveSession *m_session = nullptr;
    QString m_standaloneFile;
    ArchiveTreeModel *m_model = nullptr;
    ArchiveView *m_view = nullptr;
    QLabel *m_summary = nullptr;
    MessagePresenter *m_messages = nullptr;
    ViewController *m_layouts = nullptr;
    FileController *m_file = nullptr;
    StackController *m_stack = nullptr;
};

} // namespace mwb::gui
