// SPDX-License-Identifier: GPL-3.0-or-later
// Torchlight 2 layouts as content: the registry row, a compiled layout shown decompiled and saved compiled, a text one
// kept in its encoding and line ends, edits compiled first (an error at its line, no bytes), the plan of a level
// (composed ground positions, categories) and of a UI layout (window rectangles), the .MPP named as a companion, and
// every real layout of the corpus (text and compiled) opened, planned and stored back byte for byte.
#include "DatEditFixtures.h"
#include "LayoutFixtures.h"
#include "LayoutPlanFixtures.h"
#include "SharedCorpus.h"
#include "mwb/core/content/ContentRegistry.h"
#include "mwb/formats/tl2layout/LayoutContent.h"
#include "mwb/formats/tl2layout/LayoutDecompiler.h"

#include <QDirIterator>
#include <QFile>
#include <QTest>

using namespace mwb;
using formats::tl2layout::LayoutContent;
using formats::tl2layout::LayoutPlan;
using formats::tl2layout::PlanCategory;
using test::utf16Le;
using test::withCrLf;

namespace {

std::shared_ptr<const content::Content> parsed(const QString &path, const QByteArray &bytes)
{
    return content::parse(path, bytes);
}

const LayoutContent &layoutOf(const std::shared_ptr<const content::Content> &content)
{
    return dynamic_cast<const LayoutContent &>(*content);
}

QString decompiled(const QByteArray &bytes)
{
    auto text = formats::tl2layout::decompileBinLayoutText(bytes, QStringLiteral("X.LAYOUT"));
    return text ? text->replace(QLatin1String("\r\n"), QLatin1String("\n")) : QString();
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestLayoutContent : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void registryRow_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("view");
        QTest::addColumn<bool>("layout");
        const QByteArray text = utf16Le(withCrLf(test::planLevelText()), true);
        const QByteArray compiled = test::uiFixture().bytes;
        QTest::newRow("text") << QStringLiteral("A/B.LAYOUT") << text << QStringLiteral("tl2layout")
                              << int(content::View::Plan) << true;
        QTest::newRow("compiled under the text name")
            << QStringLiteral("A/B.LAYOUT") << compiled << QStringLiteral("tl2layout") << int(content::View::Plan)
            << true;
        QTest::newRow("compiled beside the text") << QStringLiteral("B.LAYOUT.BINLAYOUT") << compiled
                                                  << QStringLiteral("tl2layout") << int(content::View::Plan) << true;
        QTest::newRow("CEGUI XML") << QStringLiteral("GUI.layout") << QByteArray("<?xml version=\"1.0\"?><GUILayout/>")
                                   << QStringLiteral("tl2layout") << int(content::View::Plan) << false;
        QTest::newRow("junk") << QStringLiteral("B.LAYOUT") << QByteArray(64, '\x01') << QStringLiteral("hex")
                              << int(content::View::Hex) << false;
        QByteArray cut = compiled;
        cut.chop(7);
        QTest::newRow("cut BINLAYOUT") << QStringLiteral("B.LAYOUT") << cut << QStringLiteral("tl2layout")
                                       << int(content::View::Hex) << false;
    }

    void registryRow()
    {
        QFETCH(QString, path);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, kind);
        QFETCH(int, view);
        QFETCH(bool, layout);
        const auto content = parsed(path, bytes);
        QCOMPARE(QLatin1String(content->kind().id), kind);
        QCOMPARE(int(content->view()), view);
        QCOMPARE(content->bytes(), bytes);
        if (kind == QLatin1String("tl2layout")) {
            QCOMPARE(layoutOf(content).isLayout(), layout);
            QCOMPARE(
                layoutOf(content).syntax(), layout ? content::TextSyntax::TaggedBlocks : content::TextSyntax::Plain);
            QCOMPARE(bool(content->problem()), view == int(content::View::Hex));
        }
    }

    void compiledLayoutIsShownDecompiledAndSavedCompiled_data() { test::addFixtureRows(); }

    void compiledLayoutIsShownDecompiledAndSavedCompiled()
    {
        QFETCH(test::LayoutFixture, fixture);
        const auto content = parsed(QStringLiteral("MEDIA/X.LAYOUT"), fixture.bytes);
        const LayoutContent &layout = layoutOf(content);
        QVERIFY(layout.isCompiled());
        QCOMPARE(layout.text(), decompiled(fixture.bytes));
        QVERIFY(layout.layout());
        QCOMPARE(layout.encode(layout.text()).value(), fixture.bytes);
        // The GUTS text of the same layout compiles to the same bytes (the editor may hold either).
        QCOMPARE(layout.encode(QString(fixture.text).replace(QLatin1String("\r\n"), QLatin1String("\n"))).value(),
            fixture.bytes);
        QVERIFY(!layout.structure().root.children.empty()); // the BINLAYOUT's structure tree
        QVERIFY(layout.structure().root.children.front().offset >= 0);
    }

    void textLayoutKeepsItsStorage_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        const QString text = test::planLevelText();
        QTest::newRow("UTF-16LE BOM CRLF (GUTS)") << utf16Le(withCrLf(text), true);
        QTest::newRow("UTF-8 LF") << text.toUtf8();
    }

    void textLayoutKeepsItsStorage()
    {
        QFETCH(QByteArray, bytes);
        const auto content = parsed(QStringLiteral("MEDIA/LAYOUTS/X/X.LAYOUT"), bytes);
        const LayoutContent &layout = layoutOf(content);
        QVERIFY(!layout.isCompiled());
        QCOMPARE(layout.text(), test::planLevelText());
        QCOMPARE(layout.encode(layout.text()).value(), bytes);
        const QString edited = QString(layout.text()).replace(QLatin1String("NAME:Boss"), QLatin1String("NAME:Chief"));
        const QByteArray saved = layout.encode(edited).value();
        QCOMPARE(saved.size(), bytes.size() + (bytes.startsWith("\xFF\xFE") ? 2 : 1));
        QCOMPARE(layoutOf(parsed(QStringLiteral("X.LAYOUT"), saved)).text(), edited);
    }

    void errorsPointAtTheirLineAndStoreNothing_data()
    {
        QTest::addColumn<QByteArray>("stored");
        QTest::newRow("compiled") << formats::tl2layout::compileLayoutText(test::planLevelText(), QString()).value();
        QTest::newRow("text") << utf16Le(withCrLf(test::planLevelText()), true);
    }

    void errorsPointAtTheirLineAndStoreNothing()
    {
        QFETCH(QByteArray, stored);
        const auto content = parsed(QStringLiteral("X.LAYOUT"), stored);
        const LayoutContent &layout = layoutOf(content);
        const QString bad = QStringLiteral("\t\t\t\t<FLOAT>POSITIONX:minus five");
        const QString broken = QString(layout.text()).replace(QStringLiteral("\t\t\t\t<FLOAT>POSITIONX:-5"), bad);
        QVERIFY(broken != layout.text());
        auto saved = layout.encode(broken);
        QVERIFY(!saved);
        QCOMPARE(layout.errorLine(broken, saved.error()), test::lineNumberOf(broken, bad));
        // Text stored broken opens without a plan, saying why.
        const auto stale = parsed(QStringLiteral("Y.LAYOUT"), broken.toUtf8());
        QVERIFY(!layoutOf(stale).layout());
        QVERIFY(layoutOf(stale).textError());
        QCOMPARE(layoutOf(stale).plan().kind, LayoutPlan::Kind::Empty);
        QCOMPARE(stale->view(), content::View::Plan); // still edited as text, to be fixed
    }

    void levelPlanComposesGroundPositions()
    {
        const auto content = parsed(QStringLiteral("MEDIA/LAYOUTS/TOWN/TOWN.LAYOUT"), test::planLevelText().toUtf8());
        const LayoutPlan &plan = layoutOf(content).plan();
        QCOMPARE(plan.kind, LayoutPlan::Kind::Level);
        QCOMPARE(plan.items.size(), std::size(test::kPlanLevelPositions));
        for (std::size_t i = 0; i < plan.items.size(); ++i) {
            const QPointF at = plan.items[i].position;
            const QPointF expected = test::kPlanLevelPositions[i];
            QVERIFY2(
                qFuzzyCompare(at.x() + 1000, expected.x() + 1000) && qFuzzyCompare(at.y() + 1000, expected.y() + 1000),
                qPrintable(QStringLiteral("item %1 at (%2, %3)").arg(i).arg(at.x()).arg(at.y())));
        }
        QCOMPARE(plan.items[0].category, PlanCategory::RoomPiece);
        QCOMPARE(plan.items[0].label, QStringLiteral("Hall"));
        QCOMPARE(plan.items[0].facing, QPointF(1, 0));
        QCOMPARE(plan.items[1].category, PlanCategory::Light);
        QCOMPARE(plan.items[1].depth, 1);
        QCOMPARE(plan.items[2].category, PlanCategory::Spawner);
        QVERIFY(plan.items[2].named);
        QVERIFY(!plan.items[3].named); // its descriptor's name, not worth writing on the plan
        QCOMPARE(plan.bounds, QRectF(QPointF(-5, 7), QPointF(101, 101)));
        QCOMPARE(plan.indexOf(plan.items[2].object), 2);
        // The pathing grid's box: the extent ±0.2 snapped out to tens, when it has the grid's size.
        QCOMPARE(formats::tl2layout::levelBoxOfSize(plan, {120, 110}), QRectF(-10, 0, 120, 110));
        QVERIFY(!formats::tl2layout::levelBoxOfSize(plan, {4.8, 3.6}));
        // The object's lines, and its properties by member name.
        const QString text = test::planLevelText();
        const auto *boss = plan.items[2].object;
        const int nameLine = test::lineNumberOf(text, QStringLiteral("\t\t\t\t<STRING>NAME:Boss"));
        QVERIFY(boss->sourceLine < nameLine && nameLine < boss->sourceEndLine);
        QStringList rows;
        for (const Property &row : formats::tl2layout::layoutObjectProperties(*boss))
            rows << row.name + QLatin1Char('=') + row.value;
        QVERIFY2(rows.contains(QStringLiteral("Descriptor=Unit Spawner")), qPrintable(rows.join(u'|')));
        QVERIFY2(rows.contains(QStringLiteral("Name=Boss")), qPrintable(rows.join(u'|')));
        QVERIFY2(rows.filter(QRegularExpression(QStringLiteral("^POSITION=-5.*1.*7"))).size() == 1,
            qPrintable(rows.join(u'|')));
    }

    void levelNamesItsPathingGridAsCompanion_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("mpp");
        QTest::newRow("text") << QStringLiteral("MEDIA/LAYOUTS/TOWN/TOWN.LAYOUT")
                              << QStringLiteral("MEDIA/LAYOUTS/TOWN/TOWN.MPP");
        QTest::newRow("compiled beside") << QStringLiteral("/mods/a/TOWN.layout.binlayout")
                                         << QStringLiteral("/mods/a/TOWN.MPP");
    }

    void levelNamesItsPathingGridAsCompanion()
    {
        QFETCH(QString, path);
        QFETCH(QString, mpp);
        QCOMPARE(parsed(path, test::planLevelText().toUtf8())->companions(), QStringList{mpp});
        QVERIFY(parsed(path, test::planUiText().toUtf8())->companions().isEmpty());
    }

    void uiPlanIsAWireframe()
    {
        const auto content = parsed(QStringLiteral("MEDIA/UI/X.LAYOUT"), test::planUiText().toUtf8());
        const LayoutPlan &plan = layoutOf(content).plan();
        QCOMPARE(plan.kind, LayoutPlan::Kind::Ui);
        QCOMPARE(plan.items.size(), std::size(test::kPlanUiRects));
        for (std::size_t i = 0; i < plan.items.size(); ++i) {
            QCOMPARE(plan.items[i].category, PlanCategory::Window);
            QCOMPARE(plan.items[i].rect, test::kPlanUiRects[i]);
        }
        QCOMPARE(plan.items[1].label, QStringLiteral("OK"));
        QVERIFY(!formats::tl2layout::levelBoxOfSize(plan, plan.bounds.size())); // no grid under a UI
    }

    /// Every real layout, text and compiled: opened as a layout with a plan of the right kind, stored back byte for
    /// byte (text stays text, a BINLAYOUT is compiled again from the decompiled text).
    void corpusLayoutsOpenPlanAndStoreBack()
    {
        MWB_REQUIRE_CORPUS(corpus, "tl2");
        int texts = 0;
        int compiled = 0;
        int levels = 0;
        QDirIterator files(corpus, {QStringLiteral("*.LAYOUT"), QStringLiteral("*.BINLAYOUT")}, QDir::Files,
            QDirIterator::Subdirectories);
        while (files.hasNext()) {
            const QString path = files.next();
            const QByteArray bytes = readAll(path);
            const auto content = parsed(path, bytes);
            QVERIFY2(!content->problem(), qPrintable(path));
            const LayoutContent &layout = layoutOf(content);
            QVERIFY2(layout.layout(), qPrintable(path));
            QCOMPARE(layout.encode(layout.text()).value(), bytes);
            const bool ui = layout.layout()->rootTag.compare(u"UI", Qt::CaseInsensitive) == 0;
            QCOMPARE(layout.plan().kind, ui ? LayoutPlan::Kind::Ui : LayoutPlan::Kind::Level);
            ++(layout.isCompiled() ? compiled : texts);
            levels += ui ? 0 : 1;
        }
        QVERIFY2(texts >= 25 && compiled >= 25 && levels >= 4,
            qPrintable(QStringLiteral("%1 text, %2 compiled, %3 level").arg(texts).arg(compiled).arg(levels)));
        // The city level places its room pieces around the origin of its pathing grid.
        const QString city = corpus + QStringLiteral("/PhanboiGames+CYBER_MOD/MEDIA/LAYOUTS/CITY05/CITY05.LAYOUT");
        const auto level = parsed(city, readAll(city));
        const LayoutPlan &plan = layoutOf(level).plan();
        const auto pieces
            = std::count_if(plan.items.begin(), plan.items.end(), [](const formats::tl2layout::PlanItem &item) {
                  return item.category == PlanCategory::RoomPiece;
              });
        QVERIFY2(pieces >= 10, qPrintable(QString::number(pieces)));
        QCOMPARE(level->companions(), QStringList{city.chopped(6) + QStringLiteral("MPP")});
        // Its .MPP is 50 × 50 cells: 20 × 20 units, the box of its room pieces snapped to tens.
        QCOMPARE(formats::tl2layout::levelBoxOfSize(plan, {20, 20}), QRectF(-20, 0, 20, 20));
    }
};

QTEST_MAIN(TestLayoutContent)
#include "tst_layoutcontent.moc"
