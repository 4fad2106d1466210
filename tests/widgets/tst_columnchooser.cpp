// SPDX-License-Identifier: GPL-3.0-or-later
// ColumnChooser: the columns hidden by default, the user's choice remembered for the next view, the first column
// never hidden.
#include "mwb/widgets/ColumnChooser.h"

#include <QApplication>
#include <QHeaderView>
#include <QMenu>
#include <QSettings>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QTreeView>

#include <memory>

using mwb::widgets::ColumnChooser;

namespace {

const QString kKey = QStringLiteral("test/hiddenColumns");

std::unique_ptr<QTreeView> viewWithChooser(QStandardItemModel &model, std::initializer_list<int> hiddenByDefault)
{
    auto view = std::make_unique<QTreeView>();
    view->setModel(&model);
    new ColumnChooser(*view->header(), kKey, hiddenByDefault);
    return view;
}

/// Opens the header's context menu and toggles the entry named `title`.
void toggleFromTheMenu(QTreeView &view, const QString &title)
{
    QTimer::singleShot(0, [&view, title] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        QVERIFY(menu);
        for (QAction *action : menu->actions()) {
            if (action->text() == title)
                action->trigger();
        }
        menu->close();
    });
    Q_EMIT view.header()->customContextMenuRequested(QPoint(5, 5));
}

} // namespace

class TestColumnChooser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().remove(kKey);
        m_model.setHorizontalHeaderLabels({QStringLiteral("Name"), QStringLiteral("Value"), QStringLiteral("Type")});
    }

    void defaultsHideUntilTheUserChooses()
    {
        auto view = viewWithChooser(m_model, {0, 2});
        QVERIFY(!view->header()->isSectionHidden(0)); // the first column always shows
        QVERIFY(!view->header()->isSectionHidden(1));
        QVERIFY(view->header()->isSectionHidden(2));
    }

    void theMenuTogglesAndTheChoiceIsRemembered()
    {
        auto view = viewWithChooser(m_model, {2});
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        toggleFromTheMenu(*view, QStringLiteral("Type"));
        QVERIFY(!view->header()->isSectionHidden(2));
        toggleFromTheMenu(*view, QStringLiteral("Value"));
        QVERIFY(view->header()->isSectionHidden(1));

        auto next = viewWithChooser(m_model, {2});
        QVERIFY(next->header()->isSectionHidden(1));
        QVERIFY(!next->header()->isSectionHidden(2));
    }

private:
    QStandardItemModel m_model;
};

QTEST_MAIN(TestColumnChooser)
#include "tst_columnchooser.moc"
