// SPDX-License-Identifier: GPL-3.0-or-later
// Default layouts per content (archive, grid, standalone file), Reset Layout, and layouts remembered per content.
#include "DefaultBackend.h"
#include "MainWindow.h"
#include "WindowControllers.h"
#include "MapFixtures.h"
#include "MessagePresenter.h"
#include "ModFixtures.h"
#include "OpenAndWait.h"
#include "controllers/FileController.h"
#include "controllers/GridController.h"
#include "controllers/ViewController.h"
#include "mwb/formats/tl2mod/ModPacker.h"
#include "mwb/widgets/ArchiveView.h"
#include "mwb/widgets/HeatmapLegend.h"
#include "mwb/widgets/HeatmapPanel.h"
#include "mwb/widgets/HeatmapView.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using mwb::gui::ContentLayout;
using mwb::gui::GridController;
using mwb::gui::MainWindow;

namespace {

/// `widget`'s rectangle in `window` coordinates.
QRect geometryIn(const QWidget *widget, const QWidget &window)
{
    return QRect(widget->mapTo(&window, QPoint(0, 0)), widget->size());
}

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
        QVERIFY(mwb::test::tl2::writeFile(
            folder + QStringLiteral("/MEDIA/LAYOUTS/ARENA/ARENA.MPP"), mwb::test::makeMpp(12, 9)));
        mwb::SilentProgress progress;
        const auto packed
            = mwb::formats::tl2mod::packModFolder(folder, m_dir.filePath(QStringLiteral("SMALL.MOD")), {}, progress);
        QVERIFY(packed);
        m_mod = packed->outputPath;
    }

    void init()
    {
        QSettings().clear();
        newWindow();
    }

    void cleanup() { m_window.reset(); }

    void mapOpensWithTheHeatmapLargeAndTheLegendBeside()
    {
        openMap();
        QCOMPARE(mwb::test::controller<mwb::gui::ViewController>(*m_window)->content(), ContentLayout::Grid);
        QVERIFY(!m_window->archiveView()->isVisible()); // a grid is no archive: no empty tree
        const QRect view = geometryIn(heatmapView(), *m_window);
        QVERIFY2(view.width() >= m_window->width() * 2 / 5 && view.height() >= m_window->height() / 2,
            qPrintable(QStringLiteral("map view %1 × %2 in a 1200 × 800 window").arg(view.width()).arg(view.height())));
        // The heatmap dock is the largest dock on screen.
        const QDockWidget *heatmap = dock("heatmapDock");
        const int heatmapArea = heatmap->width() * heatmap->height();
        for (const QDockWidget *other : m_window->findChildren<QDockWidget *>()) {
            if (other != heatmap && other->isVisible())
                QVERIFY2(other->width() * other->height() < heatmapArea, qPrintable(other->objectName()));
        }
        const auto *legend = mwb::test::controller<mwb::gui::GridController>(*m_window)->panel()->legend();
        QVERIFY(legend->isVisible());
        QVERIFY(!legend->rows().empty());
        const QRect legendRect = geometryIn(legend, *m_window);
        QVERIFY(!legendRect.isEmpty());
        QVERIFY2(!legendRect.intersects(view), "the legend covers the map");
        QVERIFY(geometryIn(mwb::test::controller<mwb::gui::GridController>(*m_window)->panel(), *m_window).contains(legendRect));
        QVERIFY(legendRect.height() >= legend->heightForWidth(legendRect.width())); // no row is cut off
    }

    void resetLayoutRestoresTheGridLayout()
    {
        openMap();
        QDockWidget *heatmap = dock("heatmapDock");
        const QRect before = heatmap->geometry();
        m_window->addDockWidget(Qt::BottomDockWidgetArea, heatmap);
        m_window->resizeDocks({heatmap}, {120}, Qt::Vertical);
        dock("propertiesDock")->hide();
        QTest::qWait(20);
        QCOMPARE(m_window->dockWidgetArea(heatmap), Qt::BottomDockWidgetArea);
        QVERIFY(heatmap->height() < m_window->height() / 3);

        QAction *reset = viewAction(*m_window, QStringLiteral("&Reset Layout"));
        QVERIFY(reset);
        reset->trigger();
        QTest::qWait(20);
        QCOMPARE(m_window->dockWidgetArea(heatmap), Qt::LeftDockWidgetArea);
        QVERIFY(dock("propertiesDock")->isVisible());
        QVERIFY2(qAbs(heatmap->width() - before.width()) <= 8 && qAbs(heatmap->height() - before.height()) <= 8,
            qPrintable(QStringLiteral("%1 × %2 after the reset, %3 × %4 before")
                           .arg(heatmap->width())
                           .arg(heatmap->height())
                           .arg(before.width())
                           .arg(before.height())));
    }

    void archiveOpensWithTheTreeCentral()
    {
        openMap();
        QVERIFY(mwb::test::openArchiveAndWait(*m_window, m_mod));
        QTest::qWait(20);
        QCOMPARE(mwb::test::controller<mwb::gui::ViewController>(*m_window)->content(), ContentLayout::Archive);
        QVERIFY(m_window->archiveView()->isVisible());
        QVERIFY(m_window->archiveView()->width() >= m_window->width() / 2);
        QVERIFY(!dock("heatmapDock")->isVisible()); // the map belonged to what was open before
        QCOMPARE(m_window->dockWidgetArea(dock("structureDock")), Qt::RightDockWidgetArea);
        QVERIFY(dock("structureDock")->isVisible());

        // A grid entry: its heatmap joins the inspector tabs (in front), its properties go below; the tree stays.
        QSignalSpy shown(mwb::test::controller<mwb::gui::GridController>(*m_window), &GridController::gridShown);
        QVERIFY(m_window->archiveView()->selectPath(QStringLiteral("MEDIA/LAYOUTS/ARENA/ARENA.MPP")));
        QVERIFY(QTest::qWaitFor(
            [&shown] {
                return !shown.isEmpty();
            },
            10000));
        QTest::qWait(20);
        const auto gridEntryShown = [this] {
            QVERIFY(heatmapView()->isVisible());
            QVERIFY(m_window->tabifiedDockWidgets(dock("structureDock")).contains(dock("heatmapDock")));
            QVERIFY(dock("propertiesDock")->isVisible());
            QVERIFY(m_window->archiveView()->width() >= m_window->width() / 2);
        };
        gridEntryShown();
        if (QTest::currentTestFailed())
            return;
        QAction *reset = viewAction(*m_window, QStringLiteral("&Reset Layout"));
        QVERIFY(reset);
        dock("structureDock")->raise();
        reset->trigger();
        QTest::qWait(20);
        gridEntryShown();
    }

    void layoutsAreRememberedPerContent()
    {
        openMap();
        QDockWidget *heatmap = dock("heatmapDock");
        const int defaultWidth = heatmap->width();
        const int narrow = m_window->width() / 3;
        m_window->resizeDocks({heatmap, dock("propertiesDock")}, {narrow, m_window->width() - narrow}, Qt::Horizontal);
        QTest::qWait(20);
        QVERIFY(qAbs(heatmap->width() - defaultWidth) > 100);
        const int changed = heatmap->width();

        QVERIFY(mwb::test::openArchiveAndWait(*m_window, m_mod)); // stores the grid layout
        QVERIFY(QSettings().contains(QStringLiteral("layouts/v%1/grid").arg(mwb::gui::ViewController::kLayoutVersion)));
        openMap();
        QVERIFY2(qAbs(heatmap->width() - changed) <= 8,
            qPrintable(QStringLiteral("%1, saved %2").arg(heatmap->width()).arg(changed)));

        // A new window (the next session) opens maps with the saved layout as well.
        mwb::test::controller<mwb::gui::ViewController>(*m_window)->saveLayout();
        newWindow();
        openMap();
        QVERIFY2(qAbs(dock("heatmapDock")->width() - changed) <= 8, qPrintable(QString::number(changed)));

        // A layout saved by another version is ignored.
        QSettings settings;
        settings.setValue(QStringLiteral("layouts/v%1/grid").arg(mwb::gui::ViewController::kLayoutVersion),
            m_window->saveState(mwb::gui::ViewController::kLayoutVersion - 1));
        newWindow();
        openMap();
        QVERIFY(qAbs(dock("heatmapDock")->width() - defaultWidth) <= 8);
    }

private:
    /// A window as the application opens it, with the saved settings.
    void newWindow()
    {
        m_window.reset(); // saves nothing: only closeEvent saves
        m_window = std::make_unique<MainWindow>(mwb::gui::defaultBackend());
        m_window->messages()->setInteractive(false);
        m_window->resize(1200, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void openMap()
    {
        QSignalSpy shown(mwb::test::controller<mwb::gui::GridController>(*m_window), &GridController::gridShown);
        mwb::test::controller<mwb::gui::FileController>(*m_window)->openFile(m_map);
        QVERIFY(QTest::qWaitFor(
            [&shown] {
                return !shown.isEmpty();
            },
            10000));
        QTest::qWait(20); // the layout settles
    }

    [[nodiscard]] QDockWidget *dock(const char *name) const
    {
        auto *found = m_window->findChild<QDockWidget *>(QLatin1String(name));
        Q_ASSERT(found);
        return found;
    }

    [[nodiscard]] mwb::widgets::HeatmapView *heatmapView() const { return mwb::test::controller<mwb::gui::GridController>(*m_window)->panel()->view(); }

    QTemporaryDir m_dir;
    QString m_map;
    QString m_mod;
    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestLayouts)
#include "tst_layouts.moc"
