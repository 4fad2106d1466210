// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Error.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

class QWidget;

namespace mwb::gui {

/// One message for the user: an error, a warning, a result summary or a question (ask()).
struct UserMessage
{
    enum class Severity { Information, Warning, Critical, Question };
    Severity severity = Severity::Information;
    QString title;
    QString text;
    QString details; ///< long text behind "Show Details…", may be empty
};

/// The window's single way of telling the user something. Every message is emitted as presented(); in
/// interactive mode (the default) it is also shown in a modal QMessageBox. Tests and the --screenshot mode turn
/// interactivity off, which is the seam that keeps them free of modal boxes. GUI thread only.
class MessagePresenter : public QObject
{
    Q_OBJECT
public:
    explicit MessagePresenter(QWidget *dialogParent);

    /// Whether messages open a modal box (true) or are only emitted and logged (false).
    void setInteractive(bool interactive) { m_interactive = interactive; }
    [[nodiscard]] bool isInteractive() const { return m_interactive; }

    /// Shows `message`.
    void show(const UserMessage &message);
    /// Shows an error: errorCodeTitle() as title, the message, the file and "at byte offset 0x…".
    void showError(const Error &error);
    /// Asks a question with one button per entry of `choices` plus Cancel; returns the chosen index, -1 for Cancel.
    /// Emitted as presented() first. Non-interactive: returns setScriptedAnswer()'s value (0 unless set) without
    /// showing anything.
    [[nodiscard]] int ask(const QString &title, const QString &text, const QStringList &choices);
    /// The answer ask() gives when not interactive (tests).
    void setScriptedAnswer(int answer) { m_scriptedAnswer = answer; }

Q_SIGNALS:
    /// Emitted for every message, before any box opens.
    void presented(const mwb::gui::UserMessage &message);

private:
    QPointer<QWidget> m_dialogParent;
    bool m_interactive = true;
    int m_scriptedAnswer = 0;
};

} // namespace mwb::gui
