// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Backend.h"
#include "GameArchive.h"

#include <QString>

#include <functional>

class QMainWindow;

namespace mwb {
class JobQueue;
} // namespace mwb

namespace mwb::gui {

class DocumentManager;
class MessagePresenter;

/// What the controllers and documents may use of the window, and nothing more: the codecs, the job queue, the one
/// way to tell the user something, the status line, the documents, the game's archive, and the window itself as the
/// parent of dialogs, menus and docks. No document state lives here (that is the DocumentManager's). GUI thread only.
class Workbench
{
public:
    Workbench(QMainWindow &window, Backend backend, JobQueue &jobs, MessagePresenter &messages,
        std::function<void(const QString &)> showStatus);

    [[nodiscard]] QMainWindow &window() const { return m_window; }
    [[nodiscard]] const Backend &backend() const { return m_backend; }
    [[nodiscard]] JobQueue &jobs() const { return m_jobs; }
    [[nodiscard]] MessagePresenter &messages() const { return m_messages; }
    [[nodiscard]] DocumentManager &documents() const { return *m_documents; }
    /// The game's own archive (the "Torchlight 2 game folder" setting), where views look for the game's files.
    [[nodiscard]] GameArchive &game() const { return m_game; }
    /// Shows the outcome of a finished action in the status bar for a few seconds.
    void showStatus(const QString &text) const { m_showStatus(text); }

    /// Set once by the window, right after it made the manager.
    void setDocuments(DocumentManager &documents) { m_documents = &documents; }

private:
    QMainWindow &m_window;
    Backend m_backend;
    JobQueue &m_jobs;
    MessagePresenter &m_messages;
    std::function<void(const QString &)> m_showStatus;
    DocumentManager *m_documents = nullptr;
    mutable GameArchive m_game; ///< the window's setting, not document state
};

} // namespace mwb::gui
