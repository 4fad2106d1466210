// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Backend.h"
#include "mwb/core/JobQueue.h"

#include <QList>
#include <QMainWindow>

#include <memory>

class QLabel;
class QStackedWidget;

namespace mwb::gui {

class Document;
class DocumentManager;
class MessagePresenter;
class ViewController;
class Workbench;

/// The workbench window, kept thin: it owns the job queue, the message presenter, the Workbench (what controllers
/// may use) and the DocumentManager (every open document, each in a tab of the central area), the status line, and
/// one controller per area (File, Edit, Archive, View, Jobs, the inspector docks…). It holds no document state and
/// hands out no controller: controllers get the Workbench and what they add to; tests and the screenshot driver
/// find a controller as a child QObject of the window. The title names the current document, with `*` while it has
/// unsaved changes; closing the window asks once about every unsaved document, then cancels running jobs and waits
/// for them. GUI thread only.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(Backend backend, QWidget *parent = nullptr);
    ~MainWindow() override;

    [[nodiscard]] Workbench &workbench() const { return *m_workbench; }
    [[nodiscard]] DocumentManager &documents() const { return *m_documents; }
    [[nodiscard]] MessagePresenter *messages() const { return m_messages; }
    [[nodiscard]] JobQueue &jobs() { return m_jobs; }
    /// Shows the outcome of a finished action in the status bar for a few seconds.
    void showStatus(const QString &text);
    /// Opens what the command line names: one file, ARCHIVE::ENTRY or folder (DocumentManager::open()), or several
    /// archives as a stack.
    void openFiles(const QStringList &files);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void onCurrentChanged(Document *document);
    /// The title, the summary and the central page, after what is current.
    void updateTexts();
    /// Creates one controller per area.
    void createControllers();

    JobQueue m_jobs{4};
    MessagePresenter *m_messages = nullptr;
    std::unique_ptr<Workbench> m_workbench;
    DocumentManager *m_documents = nullptr;
    QStackedWidget *m_central = nullptr;
    QLabel *m_placeholder = nullptr;
    QLabel *m_summary = nullptr;
    ViewController *m_layouts = nullptr;
    QList<QMetaObject::Connection> m_followed; ///< the current document's signals the title and status follow
};

} // namespace mwb::gui
