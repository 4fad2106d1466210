// SPDX-License-Identifier: GPL-3.0-or-later
// The layout page: the plan beside the text editor puts a level's objects at their ground positions and a UI
// layout's windows at their rectangles; a click on a marker selects it (signal, properties, its lines in the text);
// the text cursor selects the object it is in; edits are planned again (a broken edit keeps the last plan and says
// where it broke); the level's pathing grid goes under the plan, and a missing one is named; room pieces are
// looked up once (a companion task) and drawn as their footprints with their names.
#include "EditorTyping.h"
#include "LayoutPlanFixtures.h"
#include "MapFixtures.h"
#include "RoomPieceFixtures.h"
#include "mwb/core/content/ContentRegistry.h"
#include "mwb/widgets/ContentPage.h"
#include "mwb/widgets/LayoutPage.h"
#include "mwb/widgets/LayoutPlanView.h"
#include "mwb/widgets/PropertyModel.h"

#include <QAbstractItemModelTester>
#include <QGraphicsItem>
#include <QLabel>
#include <QPlainTextDocumentLayout>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>

using namespace mwb;
using widgets::LayoutPage;
using widgets::LayoutPlanView;

namespace {

/// A page for `text` named `path`, shown at the default window size, with the text in its editor.
struct ShownPage
{
    ShownPage(const QString &path, const QString &text)
        : document(text)
    {
        document.setDocumentLayout(new QPlainTextDocumentLayout(&document));
        page.reset(qobject_cast<LayoutPage *>(
            widgets::createContentPage(widgets::prepareContent(content::parse(path, text.toUtf8())), nullptr)));
        if (!page)
            return;
        page->setTextDocument(&document);
        page->resize(1280, 800);
        page->show();
        static_cast<void>(QTest::qWaitForWindowExposed(page.get()));
    }

    QTextDocument document;
    std::unique_ptr<LayoutPage> page;
};

/// The 1-based line of the text cursor of `page`'s editor, and of the start of its selection.
int cursorLine(const LayoutPage &page)
{
    return page.textEdit()->textCursor().blockNumber() + 1;
}

int selectionStartLine(const LayoutPage &page)
{
    const QTextCursor cursor = page.textEdit()->textCursor();
    return page.textEdit()->document()->findBlock(cursor.selectionStart()).blockNumber() + 1;
}

} // namespace

class TestLayoutPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void levelObjectsStandAtTheirGroundPositions()
    {
        ShownPage shown(QStringLiteral("A/TOWN.LAYOUT"), test::planLevelText());
        QVERIFY(shown.page);
        LayoutPlanView *view = shown.page->planView();
        QVERIFY(shown.page->planPanel()->isVisible());
        QCOMPARE(view->plan().items.size(), std::size(test::kPlanLevelPositions));
        for (std::size_t i = 0; i < std::size(test::kPlanLevelPositions); ++i)
            QCOMPARE(view->itemAt(int(i))->scenePos(), test::kPlanLevelPositions[i]);
        QVERIFY(view->itemAt(4) == nullptr);
        QCOMPARE(view->legendRows(),
            QStringList({QStringLiteral("Room piece (1)"), QStringLiteral("Monster or spawner (2)"),
                QStringLiteral("Light (1)")}));
        QVERIFY(shown.page->planState()->text().startsWith(QStringLiteral("Level plan · 4 object(s)")));
        // Fitted: every marker is inside the view.
        for (std::size_t i = 0; i < std::size(test::kPlanLevelPositions); ++i)
            QVERIFY(view->viewport()->rect().contains(view->mapFromScene(test::kPlanLevelPositions[i])));
    }

    void clickSelectsTheObjectAndItsLines()
    {
        ShownPage shown(QStringLiteral("A/TOWN.LAYOUT"), test::planLevelText());
        QVERIFY(shown.page);
        LayoutPlanView *view = shown.page->planView();
        QAbstractItemModelTester tester(shown.page->properties());
        QSignalSpy selected(view, &LayoutPlanView::itemSelected);
        const QPoint boss = view->mapFromScene(test::kPlanLevelPositions[2]);
        QCOMPARE(view->indexAt(boss), 2);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, boss);
        QCOMPARE(selected.size(), 1);
        QCOMPARE(selected.front().front().toInt(), 2);
        QCOMPARE(view->selected(), 2);
        QCOMPARE(shown.page->properties()->value(0, QStringLiteral("Name")), QStringLiteral("Boss"));
        const auto *object = view->plan().items[2].object;
        QCOMPARE(selectionStartLine(*shown.page), object->sourceLine);
        QCOMPARE(cursorLine(*shown.page), object->sourceLine);
        QVERIFY(shown.page->textEdit()->textCursor().selectedText().contains(QLatin1String("NAME:Boss")));
        // A click on empty ground selects nothing new.
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, QPoint(view->viewport()->width() - 2, 2));
        QCOMPARE(selected.size(), 1);
    }

    void theTextCursorSelectsTheInnermostObject()
    {
        ShownPage shown(QStringLiteral("A/TOWN.LAYOUT"), test::planLevelText());
        QVERIFY(shown.page);
        QPlainTextEdit *editor = shown.page->textEdit();
        const auto moveTo = [&](const QString &line) {
            const QTextBlock block = shown.document.findBlockByNumber(test::planLevelLineOf(line) - 1);
            editor->setTextCursor(QTextCursor(block));
        };
        moveTo(QStringLiteral("<STRING>NAME:Hall"));
        QCOMPARE(shown.page->planView()->selected(), 0);
        moveTo(QStringLiteral("<FLOAT>POSITIONY:5")); // the Light inside the Hall
        QCOMPARE(shown.page->planView()->selected(), 1);
        QCOMPARE(shown.page->properties()->value(0, QStringLiteral("Descriptor")), QStringLiteral("Light"));
    }

    void editsArePlannedAgainAndABrokenOneKeepsThePlan()
    {
        ShownPage shown(QStringLiteral("A/TOWN.LAYOUT"), test::planLevelText());
        QVERIFY(shown.page);
        LayoutPlanView *view = shown.page->planView();
        QVERIFY(mwb::test::typeOver(shown.document, QStringLiteral("POSITIONX:-5"), QStringLiteral("POSITIONX:-50")));
        QVERIFY(QTest::qWaitFor(
            [&] {
                return view->plan().items[2].position == QPointF(-50, 7);
            },
            3000));
        QCOMPARE(view->itemAt(2)->scenePos(), QPointF(-50, 7));
        QVERIFY(mwb::test::typeOver(shown.document, QStringLiteral("[/PROPERTIES]"), QStringLiteral("[/PROPERTY]")));
        shown.page->replanNow();
        QCOMPARE(view->plan().items[2].position, QPointF(-50, 7));
        const int broken = test::planLevelLineOf(QStringLiteral("[/PROPERTIES]"));
        QVERIFY2(shown.page->planState()->text().contains(QStringLiteral("before the last edit: line %1").arg(broken)),
            qPrintable(shown.page->planState()->text()));
    }

    void thePathingGridLiesUnderTheLevel()
    {
        ShownPage shown(QStringLiteral("A/TOWN.LAYOUT"), test::planLevelText());
        QVERIFY(shown.page);
        LayoutPlanView *view = shown.page->planView();
        shown.page->showCompanion(QStringLiteral("A/TOWN.MPP"),
            Error{ErrorCode::Io, QStringLiteral("not there"), QStringLiteral("A/TOWN.MPP")});
        QVERIFY(!view->hasGround());
        QVERIFY(shown.page->planState()->text().contains(QLatin1String("no pathing grid (not there)")));
        shown.page->showCompanion(QStringLiteral("A/TOWN.MPP"), test::makeMpp(12, 9));
        QVERIFY(view->hasGround());
        QVERIFY2(shown.page->planState()->text().contains(QStringLiteral("walkability from TOWN.MPP (12 × 9 cells)")),
            qPrintable(shown.page->planState()->text()));
        QVERIFY(view->legendRows().size() > 3);
        shown.page->showCompanion(QStringLiteral("A/TOWN.MPP"), QByteArray("short"));
        QVERIFY(shown.page->planState()->text().contains(QLatin1String("TOWN.MPP is no pathing grid")));
    }

    void uiWindowsAreAWireframe()
    {
        ShownPage shown(QStringLiteral("MEDIA/UI/DIALOG.LAYOUT"), test::planUiText());
        QVERIFY(shown.page);
        LayoutPlanView *view = shown.page->planView();
        QCOMPARE(view->plan().items.size(), std::size(test::kPlanUiRects));
        for (std::size_t i = 0; i < std::size(test::kPlanUiRects); ++i) {
            const QRectF drawn = view->itemAt(int(i))->sceneBoundingRect();
            QVERIFY(drawn.contains(test::kPlanUiRects[i]));
            QVERIFY(test::kPlanUiRects[i].adjusted(-2, -2, 2, 2).contains(drawn));
        }
        QVERIFY(shown.page->planState()->text().startsWith(QStringLiteral("UI wireframe · 2 window(s)")));
        // The button is on top of its frame: a click in it selects the button.
        QCOMPARE(view->indexAt(view->mapFromScene(test::kPlanUiRects[1].center())), 1);
        QCOMPARE(view->indexAt(view->mapFromScene(test::kPlanUiRects[0].topLeft() + QPointF(20, 20))), 0);
    }

    void textThatPlacesNothingHasNoPlan()
    {
        ShownPage shown(
            QStringLiteral("A/EMPTY.LAYOUT"), QStringLiteral("[Layout]\n\t[OBJECTS]\n\t[/OBJECTS]\n[/Layout]\n"));
        QVERIFY(shown.page);
        QVERIFY(!shown.page->planPanel()->isVisible());
    }

    void roomPiecesAreDrawnAsTheirFootprints()
    {
        ShownPage shown(QStringLiteral("MEDIA/LAYOUTS/TEST.LAYOUT"), test::roomPieceLevelText());
        QVERIFY(shown.page);
        QSignalSpy wanted(shown.page.get(), &widgets::ContentPage::companionTaskWanted);
        shown.page->companionTasksAccepted();
        QCOMPARE(wanted.size(), 1);
        QHash<QString, QByteArray> files{
            {QStringLiteral("MEDIA/ROOMPIECES.RAW"),
                test::roomPiecesRaw({{QStringLiteral("MEDIA/LEVELSETS/TEST.DAT"),
                                         {test::kHallGuid, test::kCorridorGuid, test::kLostGuid}},
                    {QStringLiteral("MEDIA/LEVELSETS/GONE.DAT"), {test::kGoneGuid}}})},
            {QStringLiteral("MEDIA/LEVELSETS/TEST.DAT"), test::levelSetText()},
            {QStringLiteral("MEDIA/LEVELSETS/TEST/HALL.MESH"), test::meshBytes(test::kHallBounds)},
            {QStringLiteral("MEDIA/LEVELSETS/TEST/CORRIDOR.MESH"), test::meshBytes(test::kCorridorBounds)}};
        content::CompanionSources sources;
        sources.lookups.push_back([&files](const QString &path) -> Result<std::optional<QByteArray>> {
            const auto found = files.constFind(path);
            return found == files.constEnd() ? std::optional<QByteArray>() : std::optional(*found);
        });
        const auto task = wanted.front().at(1).value<widgets::CompanionTask>();
        const std::function<void()> show = task(sources);
        QVERIFY(show);
        show();

        LayoutPlanView *view = shown.page->planView();
        QCOMPARE(view->plan().items[0].label, QStringLiteral("Hall"));
        const QRectF hall = view->itemAt(0)->sceneBoundingRect();
        QCOMPARE(hall, QRectF(QPointF(9, 16), QPointF(13, 22)));
        QCOMPARE(view->itemAt(1)->sceneBoundingRect(), QRectF(QPointF(80, 105), QPointF(90, 107)));
        QVERIFY(view->itemAt(0)->toolTip().contains(QLatin1String("MEDIA/LEVELSETS/TEST.DAT")));
        // The pieces without a mesh stay markers, named by the piece or by its level set.
        QCOMPARE(view->plan().items[2].label, QStringLiteral("Lost"));
        QVERIFY(view->itemAt(2)->flags() & QGraphicsItem::ItemIgnoresTransformations);
        QCOMPARE(view->plan().items[3].label, QStringLiteral("GONE"));
        QVERIFY(shown.page->planState()->text().contains(
            QLatin1String("room pieces: 4 of 4 in a level set, 3 named by it, 2 drawn as their footprint")));
        // A click inside the footprint selects the piece, and its properties name the level set and mesh.
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(QPointF(12, 17)));
        QCOMPARE(view->selected(), 0);
        QVERIFY(shown.page->properties()->value(0, QStringLiteral("Room piece")).contains(QLatin1String("HALL.MESH")));
        // Replanning keeps what was found and asks for nothing again.
        shown.page->replanNow();
        QCOMPARE(view->itemAt(0)->sceneBoundingRect(), hall);
        QCOMPARE(wanted.size(), 1);
    }
};

QTEST_MAIN(TestLayoutPage)
#include "tst_layoutpage.moc"
