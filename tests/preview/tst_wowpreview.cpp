// SPDX-License-Identifier: GPL-3.0-or-later
// The BLP and WDBC previews on generated fixtures: the registry picks them, the image viewer shows the decoded
// pixels of each mip level with alpha on and off and zooms, the table shows the records with their 3.3.5a
// column names, sorts numerically, filters, shows the client's locale slot, and reports a row's record bytes.
#include "WowFixtures.h"
#include "mwb/widgets/DbcTableModel.h"
#include "mwb/widgets/DbcTableView.h"
#include "mwb/widgets/EntryPreview.h"
#include "mwb/widgets/ImageCanvas.h"
#include "mwb/widgets/ImageViewer.h"
#include "mwb/widgets/PreviewRegistry.h"

#include <QCheckBox>
#include <QComboBox>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTest>

using namespace mwb;
using namespace mwb::widgets;

namespace {

/// Languages.dbc (3.3.5a: ID, Name_lang as 16 slots + flags) with the names in slot `slot` only.
QByteArray languagesDbc(int slot, const QList<QByteArray> &names)
{
    QByteArray strings;
    std::vector<std::vector<quint32>> records;
    quint32 id = 1;
    for (const QByteArray &name : names) {
        std::vector<quint32> record(18, 0);
        record[0] = id++;
        record[std::size_t(1 + slot)] = test::addString(strings, name);
        record[17] = 0x00FF01FE;
        records.push_back(record);
    }
    return test::dbcFile(18, records, strings);
}

QModelIndex proxyIndex(const DbcTableView &view, int row, int column)
{
    return view.proxy()->index(row, column);
}

} // namespace

class TestWowPreview : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void blpShowsEveryMipLevelWithAlphaOnAndOff()
    {
        const QByteArray blp = test::patternBlp(8, 4);
        const PreviewContent content = PreviewContent::build(QStringLiteral("Interface/Icons/X.blp"), blp);
        QCOMPARE(content.kindName, QLatin1StringView("blp"));
        QCOMPARE(content.kind, PreviewKind::Image);
        QCOMPARE(content.mipLevels.size(), std::size_t(4)); // 8×4, 4×2, 2×1, 1×1
        QVERIFY2(content.details.contains(QStringLiteral("BLP2 palettized")), qPrintable(content.details));

        EntryPreview preview;
        preview.resize(400, 300);
        preview.showContent(content);
        QCOMPARE(preview.currentPage(), static_cast<QWidget *>(preview.imageView()));
        const QImage shown = preview.imageView()->image().convertToFormat(QImage::Format_RGBA8888);
        QCOMPARE(shown.size(), QSize(8, 4));
        QCOMPARE(shown.pixelColor(3, 2), QColor(48, 32, 200, 0)); // x odd: transparent
        QCOMPARE(shown.pixelColor(2, 1), QColor(32, 16, 200, 255));

        ImageViewer *viewer = preview.imageViewer();
        QVERIFY(viewer->levelChooser()->isEnabled());
        QCOMPARE(viewer->levelChooser()->count(), 4);
        viewer->showLevel(1);
        QCOMPARE(preview.imageView()->image().size(), QSize(4, 2));

        viewer->showLevel(0);
        viewer->setAlphaShown(false);
        const QImage opaque = preview.imageView()->image().convertToFormat(QImage::Format_RGBA8888);
        QCOMPARE(opaque.pixelColor(3, 2), QColor(48, 32, 200, 255)); // the colour under the transparent pixel
        viewer->setAlphaShown(true);
        QCOMPARE(preview.imageView()->image().pixelColor(3, 2).alpha(), 0);
    }

    void blpZoomsToFixedFactors()
    {
        EntryPreview preview;
        preview.resize(400, 300);
        preview.show();
        preview.showContent(PreviewContent::build(QStringLiteral("x.blp"), test::patternBlp(8, 4)));
        preview.imageViewer()->setZoom(4);
        QCOMPARE(preview.imageView()->zoom(), 4.0);
        QTRY_COMPARE(preview.imageView()->imageRect().size(), QSize(32, 16));
        preview.imageViewer()->setZoom(0); // fit: 8 × 4 grows by whole factors, up to 8
        QTRY_COMPARE(preview.imageView()->imageRect().size(), QSize(64, 32));
    }

    void singleLevelBlpHasNoLevelChoice()
    {
        const PreviewContent content = PreviewContent::build(QStringLiteral("x.blp"), test::patternBlp(4, 4, 10, false));
        QVERIFY(content.mipLevels.empty());
        EntryPreview preview;
        preview.showContent(content);
        QCOMPARE(preview.imageViewer()->levelCount(), 1);
        QVERIFY(!preview.imageViewer()->levelChooser()->isEnabled());
    }

    void corruptBlpFallsBackToHexSayingWhy()
    {
        QByteArray blp = test::patternBlp(8, 4);
        blp.truncate(40);
        const PreviewContent content = PreviewContent::build(QStringLiteral("x.blp"), blp);
        QCOMPARE(content.kindName, kHexKind);
        QVERIFY(!content.problem.isEmpty());
    }

    void dbcShowsRecordsWithColumnNames()
    {
        const QByteArray dbc = test::spellIconDbc({{12, "Interface\\Icons\\Spell_Fire_Fireball"},
            {1, "Interface\\Icons\\Trade_Engineering"}, {133, "Interface\\Icons\\Ability_Ambush"}});
        const PreviewContent content = PreviewContent::build(QStringLiteral("DBFilesClient/SpellIcon.dbc"), dbc);
        QCOMPARE(content.kind, PreviewKind::Table);
        QCOMPARE(content.kindName, QLatin1StringView("dbc"));
        EntryPreview preview;
        preview.showContent(content);
        DbcTableView *view = preview.tableView();
        QCOMPARE(preview.currentPage(), static_cast<QWidget *>(view));
        QCOMPARE(view->proxy()->rowCount(), 3);
        QCOMPARE(view->proxy()->columnCount(), 2);
        QCOMPARE(view->proxy()->headerData(0, Qt::Horizontal).toString(), QStringLiteral("ID"));
        QCOMPARE(view->proxy()->headerData(1, Qt::Horizontal).toString(), QStringLiteral("TextureFilename"));
        QCOMPARE(proxyIndex(*view, 0, 0).data().toString(), QStringLiteral("12"));
        QCOMPARE(proxyIndex(*view, 1, 1).data().toString(), QStringLiteral("Interface\\Icons\\Trade_Engineering"));

        view->tableView()->sortByColumn(0, Qt::AscendingOrder); // numeric: 1, 12, 133
        QCOMPARE(proxyIndex(*view, 0, 0).data().toString(), QStringLiteral("1"));
        QCOMPARE(proxyIndex(*view, 1, 0).data().toString(), QStringLiteral("12"));
        QCOMPARE(proxyIndex(*view, 2, 0).data().toString(), QStringLiteral("133"));

        view->setFilterText(QStringLiteral("fireball"));
        QCOMPARE(view->proxy()->rowCount(), 1);
        QCOMPARE(proxyIndex(*view, 0, 0).data().toString(), QStringLiteral("12"));
        view->setFilterText({});
        QCOMPARE(view->proxy()->rowCount(), 3);
    }

    void dbcRowSelectionReportsTheRecordBytes()
    {
        const QByteArray dbc = test::spellIconDbc({{5, "a"}, {6, "b"}, {7, "c"}});
        EntryPreview preview;
        preview.showContent(PreviewContent::build(QStringLiteral("SpellIcon.dbc"), dbc));
        QSignalSpy selected(&preview, &EntryPreview::recordSelected);
        preview.tableView()->tableView()->setCurrentIndex(proxyIndex(*preview.tableView(), 2, 1));
        QCOMPARE(selected.size(), 1);
        QCOMPARE(selected.front().at(0).toLongLong(), 20 + 2 * 8);
        QCOMPARE(selected.front().at(1).toLongLong(), 8);
    }

    void dbcShowsTheClientsLocaleSlot()
    {
        const QByteArray dbc = languagesDbc(4, {"通用语", "兽人语"}); // a zhCN client: slot 4
        const PreviewContent content = PreviewContent::build(QStringLiteral("Languages.dbc"), dbc);
        QVERIFY2(content.details.contains(QStringLiteral("zhCN")), qPrintable(content.details));
        EntryPreview preview;
        preview.showContent(content);
        DbcTableView *view = preview.tableView();
        QCOMPARE(view->model()->table()->clientLocale, 4);
        const int enUS = 1;
        const int zhCN = 1 + 4;
        QCOMPARE(view->model()->headerData(zhCN, Qt::Horizontal).toString(), QStringLiteral("Name_lang[zhCN]"));
        QVERIFY(view->tableView()->isColumnHidden(enUS));
        QVERIFY(!view->tableView()->isColumnHidden(zhCN));
        QVERIFY(view->tableView()->isColumnHidden(17)); // flags
        QCOMPARE(proxyIndex(*view, 1, zhCN).data().toString(), QStringLiteral("兽人语"));
        view->setAllLocalesShown(true);
        QVERIFY(!view->tableView()->isColumnHidden(enUS));
        QVERIFY(!view->tableView()->isColumnHidden(17));
    }
};

QTEST_MAIN(TestWowPreview)
#include "tst_wowpreview.moc"
