// SPDX-License-Identifier: GPL-3.0-or-later
#include "HexTestSources.h"
#include "mwb/widgets/HexInspector.h"
#include "mwb/widgets/HexSearch.h"
#include "mwb/widgets/HexView.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QLineEdit>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>
#include <QVBoxLayout>

using mwb::widgets::BufferHexData;
using mwb::widgets::HexInspector;
using mwb::widgets::HexSearch;
using FindMode = mwb::widgets::HexInspector::FindMode;

namespace {

/// 16 KiB of 0xEE with "MPQ\x1A" at 0x1FFE and 0x3000 and "MZ" as UTF-16LE at 0x2105.
std::shared_ptr<BufferHexData> sampleData()
{
    QByteArray bytes(16 * 1024, '\xEE');
    const QByteArray mpq("MPQ\x1A", 4);
    bytes.replace(0x1FFE, mpq.size(), mpq);
    bytes.replace(0x3000, mpq.size(), mpq);
    bytes.replace(0x2105, 4, QByteArray("M\0Z\0", 4));
    return std::make_shared<BufferHexData>(bytes);
}

struct InspectorFixture
{
    InspectorFixture()
    {
        inspector.resize(820, 360);
        inspector.setDataSource(sampleData());
        inspector.search()->setChunkSize(16); // many chunk boundaries; 0x1FFE..0x2001 straddles one
        inspector.show();
    }
    HexInspector inspector;
};

} // namespace

class TestHexInspector : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void goToOffsetAcceptsHexAndDecimal();
    void findsHexBytesThenTheNextMatch();
    void findsUtf16Text();
    void rejectsInvalidPatterns();
    void statusShowsCursorSelectionAndValues();
    void ownKeysWinOverWindowShortcuts();
};

void TestHexInspector::initTestCase()
{
    QLocale::setDefault(QLocale::c());
}

void TestHexInspector::goToOffsetAcceptsHexAndDecimal()
{
    InspectorFixture fixture;
    auto *view = fixture.inspector.view();
    QVERIFY(fixture.inspector.goToOffset(QStringLiteral("0x3000")));
    QCOMPARE(view->cursorOffset(), 0x3000);
    QVERIFY(view->isOffsetVisible(0x3000));
    QVERIFY(fixture.inspector.goToOffset(QStringLiteral("100")));
    QCOMPARE(view->cursorOffset(), 100);
    QVERIFY(!fixture.inspector.goToOffset(QStringLiteral("0x4000"))); // == size: beyond the last byte
    QCOMPARE(view->cursorOffset(), 100);
    QVERIFY(fixture.inspector.messageText().contains(QStringLiteral("0x4000")));
    QVERIFY(!fixture.inspector.goToOffset(QStringLiteral("zz")));
    QCOMPARE(view->cursorOffset(), 100);
}

void TestHexInspector::findsHexBytesThenTheNextMatch()
{
    InspectorFixture fixture;
    auto *view = fixture.inspector.view();
    QSignalSpy found(fixture.inspector.search(), &HexSearch::found);
    QVERIFY(fixture.inspector.find(QStringLiteral("4D 50 51 1A"), FindMode::HexBytes));
    QVERIFY(found.wait());
    QCOMPARE(view->selectionStart(), 0x1FFE);
    QCOMPARE(view->selectionLength(), 4);
    QVERIFY(view->isOffsetVisible(0x1FFE));
    QCOMPARE(fixture.inspector.messageText(), QStringLiteral("Found at 0x1FFE"));
    QVERIFY(fixture.inspector.findNext());
    QVERIFY(found.wait());
    QCOMPARE(view->selectionStart(), 0x3000);
    QVERIFY(fixture.inspector.findNext());
    QVERIFY(found.wait());
    QCOMPARE(view->selectionStart(), 0x1FFE);
    QCOMPARE(found.last().at(2).toBool(), true);
    QVERIFY(fixture.inspector.messageText().contains(QStringLiteral("wrapped")));
}

void TestHexInspector::findsUtf16Text()
{
    InspectorFixture fixture;
    QSignalSpy found(fixture.inspector.search(), &HexSearch::found);
    QSignalSpy notFound(fixture.inspector.search(), &HexSearch::notFound);
    QVERIFY(fixture.inspector.find(QStringLiteral("MZ"), FindMode::Utf16LeText));
    QVERIFY(found.wait());
    QCOMPARE(fixture.inspector.view()->selectionStart(), 0x2105);
    QCOMPARE(fixture.inspector.view()->selectionLength(), 4);
    QVERIFY(fixture.inspector.find(QStringLiteral("MZ"), FindMode::Utf8Text)); // "M\0Z\0" is not "MZ"
    QVERIFY(notFound.wait());
    QCOMPARE(fixture.inspector.messageText(), QStringLiteral("Not found"));
}

void TestHexInspector::rejectsInvalidPatterns()
{
    InspectorFixture fixture;
    QVERIFY(!fixture.inspector.find(QStringLiteral("4D5"), FindMode::HexBytes));
    QVERIFY(!fixture.inspector.search()->isRunning());
    QVERIFY(!fixture.inspector.find(QString(), FindMode::Utf8Text));
    QCOMPARE(HexInspector::patternFor(QStringLiteral("é"), FindMode::Utf8Text), QByteArray("\xC3\xA9"));
    QCOMPARE(HexInspector::patternFor(QStringLiteral("é"), FindMode::Utf16LeText), QByteArray("\xE9\x00", 2));
}

void TestHexInspector::statusShowsCursorSelectionAndValues()
{
    InspectorFixture fixture;
    auto *view = fixture.inspector.view();
    view->goTo(0x1FFE);
    QCOMPARE(fixture.inspector.positionText(),
        QStringLiteral("Offset 0x1FFE (8190)   u8: 77   u16: 20557   u32: 441536589"));
    view->setSelection(0x1FFF, 2);
    QCOMPARE(fixture.inspector.positionText(),
        QStringLiteral("Offset 0x1FFF (8191)   Selected: 2 bytes   u8: 80   u16: 20816"));
    view->goTo(0x3FFF);
    QCOMPARE(fixture.inspector.positionText(), QStringLiteral("Offset 0x3FFF (16383)   u8: 238"));
    fixture.inspector.setDataSource({});
    QCOMPARE(fixture.inspector.positionText(), QStringLiteral("No data"));
}

void TestHexInspector::ownKeysWinOverWindowShortcuts()
{
    // A window with its own Ctrl+F and Ctrl+Shift+C (like the main window's filter and collapse actions).
    QWidget window;
    auto *inspector = new HexInspector(&window);
    auto *layout = new QVBoxLayout(&window);
    layout->addWidget(inspector);
    int windowActions = 0;
    for (const QKeySequence &key : {QKeySequence(QKeySequence::Find), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C)}) {
        auto *action = new QAction(&window);
        action->setShortcut(key);
        connect(action, &QAction::triggered, &window, [&windowActions] {
            ++windowActions;
        });
        window.addAction(action);
    }
    inspector->setDataSource(sampleData());
    window.resize(820, 360);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    auto *view = inspector->view();
    view->setFocus();
    view->setSelection(0x1FFE, 2);

    QTest::keyClick(view, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("{ 0x4D, 0x50 }"));
    QTest::keyClick(view, Qt::Key_F, Qt::ControlModifier);
    auto *findEdit = qobject_cast<QLineEdit *>(QApplication::focusWidget());
    QVERIFY(findEdit);
    QCOMPARE(findEdit->placeholderText(), QStringLiteral("Find bytes or text"));
    QCOMPARE(windowActions, 0);

    QTest::keyClicks(findEdit, QStringLiteral("1A"));
    QSignalSpy found(inspector->search(), &HexSearch::found);
    QTest::keyClick(findEdit, Qt::Key_Return);
    QVERIFY(found.wait());
    QCOMPARE(view->selectionStart(), 0x2001);
    view->setFocus();
    QTest::keyClick(view, Qt::Key_F3);
    QVERIFY(found.wait());
    QCOMPARE(view->selectionStart(), 0x3003);

    view->clearFocus();
    window.setFocus();
    QTest::keyClick(&window, Qt::Key_F, Qt::ControlModifier); // focus outside the inspector: the window's action
    QCOMPARE(windowActions, 1);
}

QTEST_MAIN(TestHexInspector)
#include "tst_hexinspector.moc"
