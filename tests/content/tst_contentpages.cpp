// SPDX-License-Identifier: GPL-3.0-or-later
// The pages that show content in the central area: DAT syntax colouring, the text page (the document's text, its
// editable state, compile errors on their line, the editor's undo and redo handed to the owner), images and
// textures (every mip level, alpha on and off, zoom), WoW tables (column names, numeric sorting, filter, the
// client's locale slot, a record's bytes), grids (heatmap and cell properties) and bytes with the reason.
#include "DatEditFixtures.h"
#include "MapFixtures.h"
#include "WowFixtures.h"
#include "mwb/core/content/ContentRegistry.h"
#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/widgets/DatHighlighter.h"
#include "mwb/widgets/DbcTableModel.h"
#include "mwb/widgets/DbcTableView.h"
#include "mwb/widgets/GridPage.h"
#include "mwb/widgets/HexPage.h"
#include "mwb/widgets/ImageCanvas.h"
#include "mwb/widgets/ImagePage.h"
#include "mwb/widgets/ImageViewer.h"
#include "mwb/widgets/PropertyModel.h"
#include "mwb/widgets/TablePage.h"
#include "mwb/widgets/TextPage.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPlainTextDocumentLayout>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTreeView>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

using namespace mwb;
using namespace mwb::widgets;
using mwb::test::sampleDatText;

Q_DECLARE_METATYPE(std::vector<mwb::widgets::DatSpan>)

namespace {

/// The page of `bytes` named `path`, prepared as the window prepares it.
std::unique_ptr<ContentPage> pageFor(const QString &path, const QByteArray &bytes)
{
    return std::unique_ptr<ContentPage>(createContentPage(prepareContent(content::parse(path, bytes))));
}

/// The token a highlighted character got, found by its foreground colour (every token has its own); -1: none.
int tokenAt(const QTextBlock &block, int position)
{
    for (const QTextLayout::FormatRange &range : block.layout()->formats()) {
        if (position < range.start || position >= range.start + range.length)
            continue;
        for (int t = 0; t <= int(DatToken::Invalid); ++t) {
            if (DatHighlighter::formatFor(DatToken(t)).foreground() == range.format.foreground())
                return t;
        }
    }
    return -1;
}

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

/// A text document as the window's text documents are made.
std::unique_ptr<QTextDocument> textDocument(const QString &text)
{
    auto document = std::make_unique<QTextDocument>();
    document->setDocumentLayout(new QPlainTextDocumentLayout(document.get()));
    document->setPlainText(text);
    document->setModified(false); // as a document's text starts (setPlainText() counts as an edit)
    return document;
}

} // namespace

class TestContentPages : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void lineSpans_data()
    {
        using T = DatToken;
        QTest::addColumn<QString>("line");
        QTest::addColumn<std::vector<DatSpan>>("spans");
        QTest::newRow("open tag") << QStringLiteral("[UNIT]")
                                  << std::vector<DatSpan>{{0, 1, T::Tag}, {1, 4, T::Tag}, {5, 1, T::Tag}};
        QTest::newRow("close tag") << QStringLiteral("\t[/EFFECT]")
                                   << std::vector<DatSpan>{{1, 2, T::Tag}, {3, 6, T::Tag}, {9, 1, T::Tag}};
        QTest::newRow("hash tag") << QStringLiteral("[0x0A1B2C3D]")
                                  << std::vector<DatSpan>{{0, 1, T::Tag}, {1, 10, T::UnknownName}, {11, 1, T::Tag}};
        QTest::newRow("string") << QStringLiteral("\t<STRING>NAME:Health: Flask")
                                << std::vector<DatSpan>{
                                       {1, 8, T::Type}, {9, 4, T::Key}, {13, 1, T::Separator}, {14, 13, T::Text}};
        QTest::newRow("integer") << QStringLiteral("\t<INTEGER>LEVEL:6")
                                 << std::vector<DatSpan>{
                                        {1, 9, T::Type}, {10, 5, T::Key}, {15, 1, T::Separator}, {16, 1, T::Number}};
        QTest::newRow("float") << QStringLiteral("<FLOAT>MIN:-2.5e-3")
                               << std::vector<DatSpan>{
                                      {0, 7, T::Type}, {7, 3, T::Key}, {10, 1, T::Separator}, {11, 7, T::Number}};
        QTest::newRow("bool") << QStringLiteral("<bool>X:TRUE")
                              << std::vector<DatSpan>{
                                     {0, 6, T::Type}, {6, 1, T::Key}, {7, 1, T::Separator}, {8, 4, T::Bool}};
        QTest::newRow("hash key") << QStringLiteral("<UNSIGNED INT>0xDEADBEEF:8")
                                  << std::vector<DatSpan>{{0, 14, T::Type}, {14, 10, T::UnknownName},
                                         {24, 1, T::Separator}, {25, 1, T::Number}};
        QTest::newRow("lower-case hex is a name") << QStringLiteral(
            "<STRING>0xdeadbeef:") << std::vector<DatSpan>{{0, 8, T::Type}, {8, 10, T::Key}, {18, 1, T::Separator}};
        QTest::newRow("bad value") << QStringLiteral("<INTEGER>LEVEL:six")
                                   << std::vector<DatSpan>{
                                          {0, 9, T::Type}, {9, 5, T::Key}, {14, 1, T::Separator}, {15, 3, T::Invalid}};
        QTest::newRow("unknown type") << QStringLiteral("<WORD>KEY:x")
                                      << std::vector<DatSpan>{{0, 6, T::Invalid}, {6, 3, T::Key}, {9, 1, T::Separator},
                                             {10, 1, T::Text}};
        QTest::newRow("no colon") << QStringLiteral("  <STRING>NAME") << std::vector<DatSpan>{{2, 12, T::Invalid}};
        QTest::newRow("stray text") << QStringLiteral("hello [X]") << std::vector<DatSpan>{{0, 9, T::Invalid}};
        QTest::newRow("blank") << QStringLiteral(" \t ") << std::vector<DatSpan>{};
    }

    void lineSpans()
    {
        QFETCH(QString, line);
        QFETCH(std::vector<DatSpan>, spans);
        QCOMPARE(datLineSpans(line), spans);
    }

    void highlighterFormatsTheDocument()
    {
        QTextDocument document(sampleDatText());
        DatHighlighter highlighter;
        highlighter.setDocument(&document);
        highlighter.rehighlight();
        const QTextBlock unit = document.findBlockByNumber(0); // [UNIT]
        QCOMPARE(tokenAt(unit, 2), int(DatToken::Tag));
        QCOMPARE(DatHighlighter::formatFor(DatToken::Tag).fontWeight(), int(QFont::Bold));
        const QTextBlock level = document.findBlockByNumber(3); // \t<INTEGER>LEVEL:6
        QCOMPARE(tokenAt(level, 0), -1); // indentation
        QCOMPARE(tokenAt(level, 1), int(DatToken::Type));
        QCOMPARE(tokenAt(level, 12), int(DatToken::Key));
        QCOMPARE(tokenAt(level, 15), int(DatToken::Separator));
        QCOMPARE(tokenAt(level, 16), int(DatToken::Number));
        QCOMPARE(tokenAt(document.findBlockByNumber(1), 15), int(DatToken::Text)); // NAME:Health Flask
        QCOMPARE(tokenAt(document.findBlockByNumber(5), 25), int(DatToken::Bool)); // MERCHANTINFINITE:true
        QCOMPARE(tokenAt(document.findBlockByNumber(7), 12), int(DatToken::UnknownName)); // 0xDEADBEEF
        QVERIFY(DatHighlighter::formatFor(DatToken::UnknownName).fontItalic());
        QCOMPARE(DatHighlighter::formatFor(DatToken::Invalid).underlineStyle(), QTextCharFormat::WaveUnderline);
    }

    void textPageShowsTheDocumentsTextAndState()
    {
        const auto page = pageFor(QStringLiteral("MEDIA/UNITS/A.DAT"), sampleDatText().toUtf8());
        auto *text = qobject_cast<TextPage *>(page.get());
        QVERIFY(text);
        const auto document = textDocument(sampleDatText());
        text->setTextDocument(document.get());
        QCOMPARE(text->textEdit()->document(), document.get());
        QCOMPARE(text->highlighter()->document(), document.get()); // a DAT is coloured
        QVERIFY(text->textEdit()->isReadOnly()); // until its owner says it may be edited
        const QString reason = QStringLiteral("The archive is a stack");
        text->setEditable(false, reason);
        QCOMPARE(text->textEdit()->toolTip(), reason);
        QVERIFY(text->stateLabel()->text().contains(reason));
        text->setEditable(true, {}, QStringLiteral("Ctrl+S saves the file"));
        QVERIFY(!text->textEdit()->isReadOnly());
        QCOMPARE(text->stateLabel()->text(), QStringLiteral("Editable · Ctrl+S saves the file"));
        document->find(QStringLiteral("LEVEL:6")).insertText(QStringLiteral("LEVEL:9"));
        QVERIFY(text->stateLabel()->text().startsWith(QLatin1String("Edited, not saved")));
        QVERIFY(text->captionView()->text().startsWith(QStringLiteral("A.DAT · UTF-8")));
    }

    void textPageMarksTheFailingLine()
    {
        const auto page = pageFor(QStringLiteral("A.DAT"), sampleDatText().toUtf8());
        auto *text = qobject_cast<TextPage *>(page.get());
        const auto document = textDocument(sampleDatText());
        text->setTextDocument(document.get());
        text->showError(4, QStringLiteral("bad value"));
        QCOMPARE(text->errorLine(), 4);
        QCOMPARE(text->textEdit()->textCursor().blockNumber(), 3);
        QCOMPARE(text->errorText(), QStringLiteral("Line 4: bad value"));
        QCOMPARE(text->textEdit()->extraSelections().size(), 1);
        text->clearError();
        QVERIFY(text->errorText().isEmpty());
        QVERIFY(text->textEdit()->extraSelections().isEmpty());
    }

    void textPageHandsUndoToItsOwner()
    {
        const auto page = pageFor(QStringLiteral("NOTES.TXT"), "notes");
        auto *text = qobject_cast<TextPage *>(page.get());
        const auto document = textDocument(QStringLiteral("notes"));
        text->setTextDocument(document.get());
        text->setEditable(true);
        QCOMPARE(text->highlighter()->document(), nullptr); // plain text is never coloured
        QSignalSpy undo(text, &TextPage::undoRequested);
        QSignalSpy redo(text, &TextPage::redoRequested);
        QTest::keyClick(text->textEdit(), Qt::Key_X);
        QTest::keyClick(text->textEdit(), Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(text->textEdit(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(undo.size(), 1);
        QCOMPARE(redo.size(), 1);
        QCOMPARE(document->toPlainText(), QStringLiteral("xnotes")); // the editor did not undo on its own
    }

    void longDatTextIsNotColoured()
    {
        const auto page = pageFor(QStringLiteral("A.DAT"), sampleDatText().toUtf8());
        auto *text = qobject_cast<TextPage *>(page.get());
        QStringList lines(TextPage::kMaxHighlightedLines + 1, QStringLiteral("\t<INTEGER>A:1"));
        const auto document = textDocument(lines.join(QLatin1Char('\n')));
        text->setTextDocument(document.get());
        QCOMPARE(text->highlighter()->document(), nullptr);
    }

    void blpShowsEveryMipLevelWithAlphaOnAndOff()
    {
        const auto page = pageFor(QStringLiteral("Interface/Icons/X.blp"), test::patternBlp(8, 4));
        auto *image = qobject_cast<ImagePage *>(page.get());
        QVERIFY(image);
        QVERIFY2(image->captionView()->text().contains(QStringLiteral("BLP2 palettized")),
            qPrintable(image->captionView()->text()));
        ImageViewer *viewer = image->viewer();
        const QImage shown = viewer->canvas()->image().convertToFormat(QImage::Format_RGBA8888);
        QCOMPARE(shown.size(), QSize(8, 4));
        QCOMPARE(shown.pixelColor(3, 2), QColor(48, 32, 200, 0)); // x odd: transparent
        QCOMPARE(shown.pixelColor(2, 1), QColor(32, 16, 200, 255));
        QVERIFY(viewer->levelChooser()->isEnabled());
        QCOMPARE(viewer->levelChooser()->count(), 4);
        viewer->showLevel(1);
        QCOMPARE(viewer->canvas()->image().size(), QSize(4, 2));
        viewer->showLevel(0);
        viewer->setAlphaShown(false);
        const QImage opaque = viewer->canvas()->image().convertToFormat(QImage::Format_RGBA8888);
        QCOMPARE(opaque.pixelColor(3, 2), QColor(48, 32, 200, 255)); // the colour under the transparent pixel
        viewer->setAlphaShown(true);
        QCOMPARE(viewer->canvas()->image().pixelColor(3, 2).alpha(), 0);
    }

    void imagesZoomToFixedFactors()
    {
        const auto page = pageFor(QStringLiteral("x.blp"), test::patternBlp(8, 4));
        page->resize(400, 300);
        page->show();
        ImageViewer *viewer = qobject_cast<ImagePage *>(page.get())->viewer();
        viewer->setZoom(4);
        QCOMPARE(viewer->canvas()->zoom(), 4.0);
        QTRY_COMPARE(viewer->canvas()->imageRect().size(), QSize(32, 16));
        viewer->setZoom(0); // fit: 8 × 4 grows by whole factors, up to 8
        QTRY_COMPARE(viewer->canvas()->imageRect().size(), QSize(64, 32));
    }

    void singleLevelBlpHasNoLevelChoice()
    {
        const auto page = pageFor(QStringLiteral("x.blp"), test::patternBlp(4, 4, 10, false));
        ImageViewer *viewer = qobject_cast<ImagePage *>(page.get())->viewer();
        QCOMPARE(viewer->levelCount(), 1);
        QVERIFY(!viewer->levelChooser()->isEnabled());
    }

    void corruptTextureShowsItsBytesSayingWhy()
    {
        QByteArray blp = test::patternBlp(8, 4);
        blp.truncate(40);
        const auto page = pageFor(QStringLiteral("x.blp"), blp);
        QVERIFY(qobject_cast<HexPage *>(page.get()));
        QVERIFY(page->captionView()->text().contains(QLatin1String("shown as bytes")));
    }

    void tableShowsRecordsWithColumnNames()
    {
        const QByteArray dbc = test::spellIconDbc({{12, "Interface\\Icons\\Spell_Fire_Fireball"},
            {1, "Interface\\Icons\\Trade_Engineering"}, {133, "Interface\\Icons\\Ability_Ambush"}});
        const auto page = pageFor(QStringLiteral("DBFilesClient/SpellIcon.dbc"), dbc);
        auto *table = qobject_cast<TablePage *>(page.get());
        QVERIFY(table);
        DbcTableView *view = table->tableView();
        QAbstractItemModelTester tester(view->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
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

    void tableRowSelectionReportsTheRecordBytes()
    {
        const auto page = pageFor(QStringLiteral("SpellIcon.dbc"), test::spellIconDbc({{5, "a"}, {6, "b"}, {7, "c"}}));
        auto *table = qobject_cast<TablePage *>(page.get());
        QSignalSpy selected(table, &ContentPage::bytesSelected);
        table->tableView()->tableView()->setCurrentIndex(proxyIndex(*table->tableView(), 2, 1));
        QCOMPARE(selected.size(), 1);
        QCOMPARE(selected.front().at(0).toLongLong(), 20 + 2 * 8);
        QCOMPARE(selected.front().at(1).toLongLong(), 8);
    }

    void tableShowsTheClientsLocaleSlot()
    {
        const auto page = pageFor(QStringLiteral("Languages.dbc"), languagesDbc(4, {"通用语", "兽人语"})); // a zhCN client
        QVERIFY2(page->captionView()->text().contains(QStringLiteral("zhCN")), qPrintable(page->captionView()->text()));
        DbcTableView *view = qobject_cast<TablePage *>(page.get())->tableView();
        QAbstractItemModelTester tester(view->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(view->model()->table()->clientLocale(), 4);
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

    void emptyTableModelKeepsTheModelRules()
    {
        DbcTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        model.setTable(nullptr);
        QCOMPARE(model.columnCount(), 0);
    }

    void gridPageShowsTheHeatmapAndTheHoveredCell()
    {
        const auto page = pageFor(QStringLiteral("LEVEL.MPP"), test::makeMpp(12, 9));
        auto *grid = qobject_cast<GridPage *>(page.get());
        QVERIFY(grid);
        QAbstractItemModelTester tester(grid->properties(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(grid->properties()->groups().front().title, QStringLiteral("Cell"));
        QVERIFY(grid->properties()->groups().size() >= 2);
        grid->showCell(2, 3);
        QCOMPARE(grid->properties()->value(GridPage::kCellGroup, QStringLiteral("Position")), QStringLiteral("(2, 3)"));
        QSignalSpy selected(grid, &ContentPage::bytesSelected);
        const QModelIndex cell = grid->properties()->index(0, 0);
        const int rows = grid->properties()->rowCount(cell);
        for (int row = 0; row < rows; ++row) {
            const QModelIndex index = grid->properties()->index(row, 0, cell);
            if (index.data(PropertyModel::OffsetRole).toLongLong() >= 0) {
                grid->propertyView()->setCurrentIndex(index);
                break;
            }
        }
        QCOMPARE(selected.size(), 1);
        QCOMPARE(selected.front().at(0).toLongLong(), qint64(24 + 3 * 12 + 2)); // header + row 3 + column 2
    }
};

QTEST_MAIN(TestContentPages)
#include "tst_contentpages.moc"
