// SPDX-License-Identifier: GPL-3.0-or-later
// The WoW icon workflow in the window, on a generated patch MPQ: a BLP entry opens as an image, a DBC entry
// (double-clicked in the tree) as a table full size whose selected row marks its record in the hex dock; Export
// Images… and Export Spell Icons… run as jobs and write the PNGs (cancel and failure are tested on the job itself:
// tests/export).
#include "DefaultBackend.h"
#include "MainWindow.h"
#include "MessagePresenter.h"
#include "DocumentWaits.h"
#include "TestFiles.h"
#include "WowFixtures.h"
#include "controllers/ImageExportController.h"
#include "controllers/InspectorController.h"
#include "mwb/widgets/ArchiveView.h"
#include "documents/EntryDocument.h"
#include "mwb/widgets/DbcTableView.h"
#include "mwb/widgets/HexInspector.h"
#include "mwb/widgets/HexView.h"
#include "mwb/widgets/ImageCanvas.h"
#include "mwb/widgets/ImagePage.h"
#include "mwb/widgets/ImageViewer.h"
#include "mwb/widgets/TablePage.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace mwb;
using gui::ImageExportController;
using gui::InspectorController;
using gui::MainWindow;

class TestWowWorkflow : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;
    std::unique_ptr<MainWindow> m_window;
    InspectorController *m_inspector = nullptr;
    ImageExportController *m_export = nullptr;
    QString m_mpq;
    gui::ArchiveDocument *m_archive = nullptr;

    QAction *archiveMenuAction(const QString &text) const
    {
        for (QAction *menu : m_window->menuBar()->actions()) {
            if (!menu->menu())
                continue;
            for (QAction *action : menu->menu()->actions()) {
                if (action->text() == text)
                    return action;
            }
        }
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        const QString mpq = m_tmp.filePath(QStringLiteral("patch-zhCN-Y.MPQ"));
        m_mpq = mpq;
        QCOMPARE(test::writeMpq(mpq,
                     {{QStringLiteral("DBFilesClient\\SpellIcon.dbc"),
                          test::spellIconDbc({{4, "Interface\\Icons\\Fire"}, {5, "Interface\\Icons\\Missing"},
                              {6, "Interface\\Icons\\Frost"}})},
                         {QStringLiteral("Interface\\Icons\\Fire.blp"), test::patternBlp(8, 8, 30)},
                         {QStringLiteral("Interface\\Icons\\Frost.blp"), test::patternBlp(8, 8, 60)}}),
            QString());
        m_window = std::make_unique<MainWindow>(gui::defaultBackend());
        m_window->messages()->setInteractive(false);
        m_window->resize(1400, 900);
        m_window->show();
        m_inspector = m_window->findChild<InspectorController *>();
        m_export = m_window->findChild<ImageExportController *>();
        QVERIFY(m_inspector && m_export);
        m_archive = test::openArchiveAndWait(*m_window, mpq);
        QVERIFY(m_archive);
    }

    void blpEntryOpensWithItsPixels()
    {
        auto *entry = test::openAndWait<gui::EntryDocument>(*m_window, m_mpq + QStringLiteral("::Interface/Icons/Fire.blp"));
        QVERIFY(entry);
        auto *page = qobject_cast<widgets::ImagePage *>(entry->page());
        QVERIFY(page);
        QCOMPARE(page->viewer()->canvas()->image().size(), QSize(8, 8));
        QCOMPARE(page->viewer()->canvas()->image().pixelColor(2, 3), QColor(32, 48, 30, 255));
        QVERIFY(m_window->documents().close(entry));
    }

    void doubleClickedTableOpensFullSizeAndItsRowMarksItsRecord()
    {
        QVERIFY(m_archive->archiveView()->selectPath(QStringLiteral("DBFilesClient/SpellIcon.dbc")));
        QVERIFY(test::doubleClickCurrentRow(*m_archive));
        QVERIFY(QTest::qWaitFor([this] { return test::currentAs<gui::EntryDocument>(*m_window); }, 10000));
        auto *entry = test::currentAs<gui::EntryDocument>(*m_window);
        auto *page = qobject_cast<widgets::TablePage *>(entry->page());
        QVERIFY(page);
        QVERIFY(page->width() > m_window->width() / 2); // the table has the central area, not a side dock
        QVERIFY(QTest::qWaitFor([this] { return !m_inspector->isLoading() && m_inspector->shown().contentRow == 0; }));
        QTableView *table = page->tableView()->tableView();
        table->setCurrentIndex(page->tableView()->proxy()->index(2, 0));
        QCOMPARE(m_inspector->hex()->view()->markedOffset(), qint64(20 + 2 * 8));
        QCOMPARE(m_inspector->hex()->view()->markedLength(), qint64(8));
        QVERIFY(m_window->documents().close(entry));
    }

    void exportImagesWritesPngs()
    {
        m_window->documents().show(m_archive);
        QAction *action = archiveMenuAction(QStringLiteral("Export &Images…"));
        QVERIFY(action && action->isEnabled()); // the DBC entry is selected
        const QString out = m_tmp.filePath(QStringLiteral("images"));
        QSignalSpy exported(m_export, &ImageExportController::exported);
        m_export->exportImages({}, out); // nothing given: the whole archive
        QVERIFY(QTest::qWaitFor([&exported] { return !exported.isEmpty(); }, 20000));
        QCOMPARE(exported.front().at(0).toInt(), 2);
        QVERIFY(QFileInfo::exists(out + QStringLiteral("/Interface/Icons/Fire.png")));
        QVERIFY(QFileInfo::exists(out + QStringLiteral("/Interface/Icons/Frost.png")));
    }

    void exportSpellIconsReportsTheMissing()
    {
        QAction *action = archiveMenuAction(QStringLiteral("Export &Spell Icons…"));
        QVERIFY(action && action->isEnabled());
        const QString out = m_tmp.filePath(QStringLiteral("spells"));
        QSignalSpy exported(m_export, &ImageExportController::exported);
        QSignalSpy presented(m_window->messages(), &gui::MessagePresenter::presented);
        m_export->exportSpellIcons(out);
        QVERIFY(QTest::qWaitFor([&exported] { return !exported.isEmpty(); }, 20000));
        QCOMPARE(exported.front().at(0).toInt(), 2);
        QCOMPARE(exported.front().at(1).toInt(), 1);
        QVERIFY(QFileInfo::exists(out + QStringLiteral("/4_Fire.png")));
        QVERIFY(QFileInfo::exists(out + QStringLiteral("/6_Frost.png")));
        QVERIFY(test::readFile(out + QStringLiteral("/spell-icons.csv")).contains("5,Interface\\Icons\\Missing,missing,"));
        QCOMPARE(presented.size(), 1);
        QVERIFY(presented.front().at(0).value<gui::UserMessage>().text.contains(QStringLiteral("spell-icons.csv")));
    }
};

QTEST_MAIN(TestWowWorkflow)
#include "tst_wowworkflow.moc"
