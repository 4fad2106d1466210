// SPDX-License-Identifier: GPL-3.0-or-later
#include "MessagePresenter.h"

#include "mwb/widgets/ErrorText.h"

#include <QMessageBox>
#include <QPushButton>
#include <QWidget>

namespace mwb::gui {

namespace {
QMessageBox::Icon iconOf(UserMessage::Severity severity)
{
    switch (severity) {
    case UserMessage::Severity::Information:
        return QMessageBox::Information;
    case UserMessage::Severity::Warning:
        return QMessageBox::Warning;
    case UserMessage::Severity::Critical:
        return QMessageBox::Critical;
    case UserMessage::Severity::Question:
        return QMessageBox::Question;
    }
    return QMessageBox::NoIcon;
}
} // namespace

MessagePresenter::MessagePresenter(QWidget *dialogParent)
    : QObject(dialogParent)
    , m_dialogParent(dialogParent)
{ }

void MessagePresenter::show(const UserMessage &message)
{
    Q_EMIT presented(message);
    if (!m_interactive) {
        qWarning("%s: %s", qUtf8Printable(message.title), qUtf8Printable(message.text));
        return;
    }
    QMessageBox box(iconOf(message.severity), message.title, message.text, QMessageBox::Ok, m_dialogParent);
    box.setDetailedText(message.details);
    box.exec();
}

void MessagePresenter::showError(const Error &error)
{
    if (error.code == ErrorCode::Canceled)
        return; // the user asked for it; the jobs panel says "Canceled"
    show(UserMessage{UserMessage::Severity::Critical, errorCodeTitle(error.code), errorDetails(error), {}});
}

int MessagePresenter::ask(const QString &title, const QString &text, const QStringList &choices)
{
    Q_EMIT presented(UserMessage{UserMessage::Severity::Question, title, text, {}});
    if (!m_interactive)
        return m_scriptedAnswer;
    QMessageBox box(QMessageBox::Question, title, text, QMessageBox::Cancel, m_dialogParent);
    QList<QAbstractButton *> buttons;
    for (const QString &choice : choices)
        buttons.append(box.addButton(choice, QMessageBox::AcceptRole));
    if (!buttons.isEmpty())
        box.setDefaultButton(qobject_cast<QPushButton *>(buttons.constFirst()));
    box.exec();
    return int(buttons.indexOf(box.clickedButton()));
}

} // namespace mwb::gui
