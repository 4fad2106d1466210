// SPDX-License-Identifier: GPL-3.0-or-later
// Keyboard shortcuts of the main window: every menu command has one, no two window-wide commands share one, and
// a pane reuses a window-wide key only for its own standard command (Copy, Find… act on the focused pane).
#include "DefaultBackend.h"
#include "MainWindow.h"
#include "MessagePresenter.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using mwb::gui::MainWindow;

namespace {

bool isWindowWide(const QAction *action)
{
    return action->shortcutContext() == Qt::WindowShortcut || action->shortcutContext() == Qt::ApplicationShortcut;
}

/// The keys a focused pane may take over from the window for its own version of the command.
bool isStandardPaneKey(const QKeySequence &key)
{
    for (const auto standard :
        {QKeySequence::Copy, QKeySequence::Find, QKeySequence::FindNext, QKeySequence::SelectAll, QKeySequence::Save}) {
        if (QKeySequence::keyBindings(standard).contains(key))
            return true;
    }
    return false;
}

/// Every command reachable from `menu`, submenus included; separators, submenus and the per-file entries of
/// "Open Recent" (numbered, they carry their file path as data) are left out.
void collectCommands(const QMenu *menu, QList<QAction *> &commands)
{
    for (QAction *action : menu->actions()) {
        if (action->isSeparator() || action->data().isValid())
            continue;
        if (action->menu())
            collectCommands(action->menu(), commands);
        else
            commands << action;
    }
}

} // namespace

class TestShortcuts : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<MainWindow> m_window;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        m_window = std::make_unique<MainWindow>(mwb::gui::defaultBackend());
        m_window->messages()->setInteractive(false);
    }

    void everyMenuCommandHasAShortcut()
    {
        QList<QAction *> commands;
        QStringList menus;
        for (QAction *top : m_window->menuBar()->actions()) {
            menus << top->text();
            if (top->menu())
                collectCommands(top->menu(), commands);
        }
        QCOMPARE(menus, (QStringList{QStringLiteral("&File"), QStringLiteral("&Edit"), QStringLiteral("&Archive"),
                            QStringLiteral("&Mod"), QStringLiteral("&WoW"), QStringLiteral("&View"),
                            QStringLiteral("&Jobs")}));
        QVERIFY(commands.size() > 15);
        for (const QAction *action : std::as_const(commands))
            QVERIFY2(!action->shortcut().isEmpty(), qPrintable(action->text()));
    }

    void windowWideShortcutsAreUnique()
    {
        QHash<QKeySequence, QString> owners;
        for (const QAction *action : m_window->findChildren<QAction *>()) {
            if (!isWindowWide(action))
                continue;
            for (const QKeySequence &key : action->shortcuts()) {
                const QString previous = owners.value(key);
                QVERIFY2(previous.isEmpty(),
                    qPrintable(QStringLiteral("%1: %2 and %3").arg(key.toString(), previous, action->text())));
                owners.insert(key, action->text());
            }
        }
    }

    void paneShortcutsOnlyShadowStandardKeys()
    {
        QSet<QKeySequence> windowKeys;
        const auto actions = m_window->findChildren<QAction *>();
        for (const QAction *action : actions) {
            if (isWindowWide(action))
                windowKeys.unite(QSet<QKeySequence>(action->shortcuts().cbegin(), action->shortcuts().cend()));
        }
        int paneActions = 0;
        for (const QAction *action : actions) {
            if (isWindowWide(action))
                continue;
            ++paneActions;
            for (const QKeySequence &key : action->shortcuts()) {
                QVERIFY2(!windowKeys.contains(key) || isStandardPaneKey(key),
                    qPrintable(QStringLiteral("%1 (%2) shadows a window command").arg(action->text(), key.toString())));
            }
        }
        QVERIFY(paneActions >= 4); // the hex view's copy and select actions at least
    }
};

QTEST_MAIN(TestShortcuts)
#include "tst_shortcuts.moc"
