// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Backend.h"

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
/// way to tell the user something, the status line, the documents, and the window itself as the parent of dialogs,
/// menus and docks. No document state lives here (that is the DocumentManager's). GUI thread only.
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
};

} // namespace mwb::gui
