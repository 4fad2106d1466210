// SPDX-License-Identifier: GPL-3.0-or-later
// The window's one default layout (the documents' tabs in the centre, Structure on the right, Hex and Jobs below),
// readable at the default sizes (the tree's names and the structure's values are not cut to a letter), Reset
// Layout, the layout remembered for the next window, and grids shown full size in their tab.
#include "DefaultBackend.h"
#include "DocumentWaits.h"
#include "MainWindow.h"
#include "MapFixtures.h"
#include "MessagePresenter.h"
#include "ModFixtures.h"
#include "WindowControllers.h"
#include "controllers/InspectorController.h"
#include "controllers/ViewController.h"
#include "documents/FileDocument.h"
#include "mwb/formats/tl2mod/ModPacker.h"
#include "mwb/widgets/ArchiveView.h"
#include "mwb/widgets/GridPage.h"
#include "mwb/widgets/HeatmapPanel.h"
#include "mwb/widgets/StructureModel.h"

#include <QAction>
#include <QDockWidget>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <memory>

using mwb::gui::MainWindow;

namespace {

QAction *viewAction(const MainWindow &window, const QString &text)
{
    for (QAction *top : window.menuBar()->actions()) {
        if (top->text() != QLatin1String("&View"))
            continue;
        for (QAction *action : top->menu()->actions()) {
            if (action->text() == text)
                return action;
        }
    }
    return nullptr;
}

/// Pixels a column needs to show "MEDIA/UNITS" names of about 24 characters, or a value like "0x0011A2B4 (1156788)".
int readableWidth(const QWidget &widget)
{
    return widget.fontMetrics().horizontalAdvance(QStringLiteral("M").repeated(16));
}

} // namespace

class TestLayouts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_map = m_dir.filePath(QStringLiteral("level.map"));
        QVERIFY(
            mwb::test::tl2::writeFile(m_map, mwb::test::makeMap(mwb::formats::mir2map::MapType::Wemade, 60, 40).bytes));
        const QString folder = m_dir.filePath(QStringLiteral("SmallMod"));
        QVERIFY(mwb::test::tl2::makeSmallModFolder(folder));
        mwb::SilentProgress progress;
        const auto packed
            = mwb::formats::tl2mod::packModFolder(folder, m_dir.filePath(QStringLiteral("SMALL.MOD")), {}, progress);
        QVERIFY(packed);
        m_mod = packed->outputPath;
    }

    void init() { QSettings().clear(); }

    void cleanup() { m_window.reset(); }

    void theDefaultLayoutIsReadable_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280 × 800 (the default)") << QSize(1280, 800);
        QTest::newRow("1600 × 1000") << QSize(1600, 1000);
    }

    void theDefaultLayoutIsReadable()
    {
        QFETCH(QSize, size);
        newWindow(size);
        mwb::gui::ArchiveDocument *archive = mwb::test::openArchiveAndWait(*m_window, m_mod);
        QVERIFY(archive);
        auto *inspector = mwb::test::controller<mwb::gui::InspectorController>(*m_window);
        QVERIFY(QTest::qWaitFor([&] { return !inspector->isLoading() && inspector->structure()->rowCount() > 0; }));
        QTest::qWait(50); // the layout settles

        QCOMPARE(m_window->dockWidgetArea(dock("structureDock")), Qt::RightDockWidgetArea);
        QCOMPARE(m_window->dockWidgetArea(dock("hexDock")), Qt::BottomDockWidgetArea);
        QCOMPARE(m_window->dockWidgetArea(dock("jobsDock")), Qt::BottomDockWidgetArea);
        QVERIFY(!m_window->findChild<QDockWidget *>(QStringLiteral("previewDock")));
        QWidget *tabs = m_window->documents().tabs();
        QVERIFY(tabs->width() >= size.width() / 2);
        QVERIFY(tabs->height() >= size.height() / 2);

        QTreeView *tree = archive->archiveView()->treeView();
        QVERIFY2(tree->columnWidth(0) >= readableWidth(*tree), qPrintable(QString::number(tree->columnWidth(0))));
        QTreeView *structure = inspector->structureView();
        const int value = structure->header()->sectionSize(mwb::StructureModel::ValueColumn);
        QVERIFY2(value >= readableWidth(*structure) / 2, qPrintable(QString::number(value)));
        QVERIFY(structure->header()->sectionSize(mwb::StructureModel::NameColumn) >= readableWidth(*structure) / 2);
    }

    void resetLayoutRestoresTheDefault()
    {
        newWindow(QSize(1280, 800));
        QTest::qWait(20);
        const int defaultWidth = dock("structureDock")->width();
        m_window->resizeDocks({dock("structureDock")}, {100}, Qt::Horizontal);
        dock("hexDock")->hide();
        QTest::qWait(20);
        QVERIFY(qAbs(dock("structureDock")->width() - defaultWidth) > 50);
        QAction *reset = viewAction(*m_window, QStringLiteral("&Reset Layout"));
        QVERIFY(reset);
        reset->trigger();
        QTest::qWait(20);
        QVERIFY(dock("hexDock")->isVisible());
        QVERIFY2(qAbs(dock("structureDock")->width() - defaultWidth) <= 8,
            qPrintable(QStringLiteral("%1, default %2").arg(dock("structureDock")->width()).arg(defaultWidth)));
    }

    void theLayoutIsRememberedForTheNextWindow()
    {
        newWindow(QSize(1280, 800));
        QTest::qWait(20);
        const int defaultWidth = dock("structureDock")->width();
        m_window->resizeDocks({dock("structureDock")}, {defaultWidth + 200}, Qt::Horizontal);
        QTest::qWait(20);
        const int changed = dock("structureDock")->width();
        QVERIFY(qAbs(changed - defaultWidth) > 100);
        mwb::test::controller<mwb::gui::ViewController>(*m_window)->saveLayout();
        QVERIFY(QSettings().contains(QStringLiteral("layouts/v%1/window").arg(mwb::gui::ViewController::kLayoutVersion)));

        newWindow(QSize(1280, 800));
        QTest::qWait(20);
        QVERIFY2(qAbs(dock("structureDock")->width() - changed) <= 8, qPrintable(QString::number(changed)));

        // A layout saved by another version is ignored.
        QSettings().setValue(QStringLiteral("layouts/v%1/window").arg(mwb::gui::ViewController::kLayoutVersion),
            m_window->saveState(mwb::gui::ViewController::kLayoutVersion - 1));
        QSettings().remove(QStringLiteral("window/geometry"));
        newWindow(QSize(1280, 800));
        QTest::qWait(20);
        QVERIFY(qAbs(dock("structureDock")->width() - defaultWidth) <= 8);
    }

    void aGridOpensFullSizeInItsTab()
    {
        newWindow(QSize(1280, 800));
        auto *map = mwb::test::openAndWait<mwb::gui::FileDocument>(*m_window, m_map);
        QVERIFY(map);
        auto *grid = qobject_cast<mwb::widgets::GridPage *>(map->page());
        QVERIFY(grid);
        QTest::qWait(20);
        QVERIFY(grid->panel()->isVisible());
        QVERIFY(grid->panel()->width() >= m_window->documents().tabs()->width() / 2); // the heatmap is the large part
        QVERIFY(grid->propertyView()->isVisible());
    }

private:
    /// A window as the application opens it, with the saved settings.
    void newWindow(QSize size)
    {
        m_window.reset(); // saves nothing: only closeEvent saves
        m_window = std::make_unique<MainWindow>(mwb::gui::defaultBackend());
        m_window->messages()->setInteractive(false);
        if (!QSettings().contains(QStringLiteral("window/geometry")))
            m_window->resize(size);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        mwb::test::controller<mwb::gui::ViewController>(*m_window)->restoreLayout(); // the sizes follow the window's
    }

    [[nodiscard]] QDockWidget *dock(const char *name) const
    {
        auto *found = m_window->findChild<QDockWidget *>(QLatin1String(name));
        Q_ASSERT(found);
        return found;
    }

    QTemporaryDir m_dir;
    QString m_map;
    QString m_mod;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestLayouts)
#include "tst_layouts.moc"
