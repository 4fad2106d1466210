// SPDX-License-Identifier: GPL-3.0-or-later
// File › Compare With…: the open archive against another archive or a folder, the tree of changes and the
// drill-down of one entry, with the real codecs.
#include "DefaultBackend.h"
#include "DiffFixtures.h"
#include "MainWindow.h"
#include "WindowControllers.h"
#include "MessagePresenter.h"
#include "DocumentWaits.h"
#include "controllers/CompareController.h"
#include "dialogs/CompareDialog.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QTreeWidget>

using mwb::gui::CompareDialog;
using mwb::gui::MainWindow;
using mwb::test::Files;

namespace {

QByteArray dat(int hp)
{
    return QStringLiteral("[UNIT]\r\n<INTEGER>HP:%1\r\n[/UNIT]\r\n").arg(hp).toUtf8();
}

/// The entry item named `name` below the folders `folders`, or null.
QTreeWidgetItem *findItem(QTreeWidget *tree, const QStringList &folders, const QString &name)
{
    QTreeWidgetItem *parent = tree->invisibleRootItem();
    for (const QString &step : folders + QStringList{name}) {
        QTreeWidgetItem *next = nullptr;
        for (int i = 0; i < parent->childCount() && !next; ++i) {
            if (parent->child(i)->text(0) == step)
                next = parent->child(i);
        }
        if (!next)
            return nullptr;
        parent = next;
    }
    return parent;
}

} // namespace

class TestCompare : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;
    QString m_before;
    QString m_afterFolder;

    CompareDialog *compare(MainWindow &window, const QString &with)
    {
        QSignalSpy compared(mwb::test::controller<mwb::gui::CompareController>(window), &mwb::gui::CompareController::compared);
        mwb::test::controller<mwb::gui::CompareController>(window)->compareWith(with);
        if (!QTest::qWaitFor(
                [&compared] {
                    return !compared.isEmpty();
                },
                20000))
            return nullptr;
        return window.findChild<CompareDialog *>();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        m_before = m_tmp.filePath(QStringLiteral("BEFORE.MOD"));
        m_afterFolder = m_tmp.filePath(QStringLiteral("after"));
        QVERIFY(mwb::test::writeMod(m_before,
            {{QStringLiteral("MEDIA/UNITS/BOB.DAT"), dat(5)}, {QStringLiteral("MEDIA/GONE.TXT"), "gone"},
                {QStringLiteral("MEDIA/SAME.TXT"), "same"}}));
        QVERIFY(mwb::test::writeFolder(m_afterFolder,
            {{QStringLiteral("MEDIA/UNITS/BOB.DAT"), dat(9)}, {QStringLiteral("MEDIA/NEW.TXT"), "new"},
                {QStringLiteral("MEDIA/SAME.TXT"), "same"}}));
    }

    void treeOfChangesAndDrillDown()
    {
        MainWindow window(mwb::gui::defaultBackend());
        window.messages()->setInteractive(false);
        QVERIFY(mwb::test::openArchiveAndWait(window, m_before));
        CompareDialog *dialog = compare(window, m_afterFolder);
        QVERIFY(dialog);
        QCOMPARE(dialog->result().count(mwb::diff::ChangeKind::Added), 1);
        QCOMPARE(dialog->result().count(mwb::diff::ChangeKind::Removed), 1);
        QCOMPARE(dialog->result().count(mwb::diff::ChangeKind::Changed), 1);
        QCOMPARE(dialog->result().unchanged, 1);
        QTreeWidget *tree = dialog->changesTree();
        QTreeWidgetItem *media = findItem(tree, {}, QStringLiteral("MEDIA"));
        QVERIFY(media);
        QCOMPARE(media->text(1), QStringLiteral("3 change(s)"));
        QTreeWidgetItem *added = findItem(tree, {QStringLiteral("MEDIA")}, QStringLiteral("NEW.TXT"));
        QTreeWidgetItem *removed = findItem(tree, {QStringLiteral("MEDIA")}, QStringLiteral("GONE.TXT"));
        QVERIFY(added && removed);
        QVERIFY(added->foreground(0).color().green() > added->foreground(0).color().red());
        QVERIFY(removed->foreground(0).color().red() > removed->foreground(0).color().green());
        QVERIFY(!findItem(tree, {QStringLiteral("MEDIA")}, QStringLiteral("SAME.TXT")));

        QSignalSpy shown(dialog, &CompareDialog::contentShown);
        QVERIFY(!dialog->selectPath(QStringLiteral("MEDIA/SAME.TXT")));
        QVERIFY(dialog->selectPath(QStringLiteral("MEDIA/UNITS/BOB.DAT")));
        QVERIFY(QTest::qWaitFor(
            [&shown] {
                return !shown.isEmpty();
            },
            10000));
        QTreeWidget *content = dialog->contentTree();
        QCOMPARE(content->topLevelItemCount(), 1);
        QCOMPARE(content->topLevelItem(0)->text(0), QStringLiteral("UNIT/HP"));
        QCOMPARE(content->topLevelItem(0)->text(1), QStringLiteral("5"));
        QCOMPARE(content->topLevelItem(0)->text(2), QStringLiteral("9"));
        dialog->close();
    }

    void missingOtherSideIsReported()
    {
        MainWindow window(mwb::gui::defaultBackend());
        window.messages()->setInteractive(false);
        QVERIFY(mwb::test::openArchiveAndWait(window, m_before));
        QSignalSpy presented(window.messages(), &mwb::gui::MessagePresenter::presented);
        mwb::test::controller<mwb::gui::CompareController>(window)->compareWith(m_tmp.filePath(QStringLiteral("nowhere.MOD")));
        QVERIFY(QTest::qWaitFor(
            [&presented] {
                return !presented.isEmpty();
            },
            10000));
    }
};

QTEST_MAIN(TestCompare)
#include "tst_compare.moc"
