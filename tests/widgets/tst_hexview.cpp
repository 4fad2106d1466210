// SPDX-License-Identifier: GPL-3.0-or-later
#include "HexTestSources.h"
#include "mwb/core/ByteSource.h"
#include "mwb/widgets/HexView.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>

using mwb::test::CountingHexData;
using mwb::test::rampData;
using mwb::widgets::BufferHexData;
using mwb::widgets::ByteSourceHexData;
using mwb::widgets::HexCopyFormat;
using mwb::widgets::HexRange;
using mwb::widgets::HexView;

namespace {

/// A shown 760 × 300 view over `source`.
struct ViewFixture
{
    explicit ViewFixture(std::shared_ptr<const mwb::widgets::HexDataSource> source)
    {
        view.resize(760, 300);
        view.setDataSource(std::move(source));
        view.show();
        view.activateWindow();
        ready = QTest::qWaitForWindowActive(&view);
    }
    bool ready = false;
    HexView view;
};

void sendMouse(QWidget *target, QEvent::Type type, QPoint position, Qt::KeyboardModifiers modifiers = {})
{
    const Qt::MouseButton button = type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton;
    const Qt::MouseButtons buttons = type == QEvent::MouseButtonRelease ? Qt::NoButton : Qt::LeftButton;
    QMouseEvent event(type, position, target->mapToGlobal(position), button, buttons, modifiers);
    QApplication::sendEvent(target, &event);
}

/// A pixel of the gap just right of byte `offset`'s digits: covered by fills, never by glyphs.
QRgb gapPixel(const QImage &image, const HexView &view, qint64 offset)
{
    const QRect rect = view.byteRect(offset);
    return image.pixel(rect.right() + 2, rect.center().y());
}

} // namespace

class TestHexView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void goToScrollsTheRowIntoView();
    void keyboardMovesTheCursor();
    void shiftExtendsTheSelection();
    void clickEmitsByteClicked();
    void shiftClickAndDragSelect();
    void markedRangeScrollsIntoView();
    void copyFormats();
    void paintsOnlyVisibleRowsOnce();
    void highlightsAreDrawnWithToolTips();
    void offsetColumnWidensForLargeData();
    void sparseSixGigabyteFile();
};

void TestHexView::goToScrollsTheRowIntoView()
{
    ViewFixture fixture(rampData(1 << 20));
    HexView &view = fixture.view;
    QVERIFY(fixture.ready);
    QVERIFY(view.visibleRowCount() >= 8);
    QVERIFY(!view.isOffsetVisible(0x80000));
    QSignalSpy selection(&view, &HexView::selectionChanged);
    view.goTo(0x80000);
    QCOMPARE(view.cursorOffset(), 0x80000);
    QCOMPARE(view.selectionLength(), 0);
    QVERIFY(view.isOffsetVisible(0x80000));
    QVERIFY(view.topRow() < 0x8000); // context rows above the target
    QCOMPARE(selection.count(), 1);
    QCOMPARE(selection.last().at(0).toLongLong(), 0x80000);
    QCOMPARE(selection.last().at(1).toLongLong(), 0);
    view.goTo(qint64(1) << 40); // clamped to the last byte
    QCOMPARE(view.cursorOffset(), (1 << 20) - 1);
    QVERIFY(view.isOffsetVisible((1 << 20) - 1));
    QCOMPARE(view.verticalScrollBar()->value(), view.verticalScrollBar()->maximum());
}

void TestHexView::keyboardMovesTheCursor()
{
    ViewFixture fixture(rampData(4096));
    HexView &view = fixture.view;
    QVERIFY(fixture.ready);
    view.goTo(0x800);
    QTest::keyClick(&view, Qt::Key_Right);
    QCOMPARE(view.cursorOffset(), 0x801);
    QTest::keyClick(&view, Qt::Key_Down);
    QCOMPARE(view.cursorOffset(), 0x811);
    QTest::keyClick(&view, Qt::Key_Up);
    QTest::keyClick(&view, Qt::Key_Left);
    QCOMPARE(view.cursorOffset(), 0x800);
    QTest::keyClick(&view, Qt::Key_End);
    QCOMPARE(view.cursorOffset(), 0x80F);
    QTest::keyClick(&view, Qt::Key_Home);
    QCOMPARE(view.cursorOffset(), 0x800);
    QTest::keyClick(&view, Qt::Key_PageDown);
    QCOMPARE(view.cursorOffset(), 0x800 + qint64(view.visibleRowCount()) * 16);
    QVERIFY(view.isOffsetVisible(view.cursorOffset()));
    QTest::keyClick(&view, Qt::Key_PageUp);
    QCOMPARE(view.cursorOffset(), 0x800);
    QTest::keyClick(&view, Qt::Key_End, Qt::ControlModifier);
    QCOMPARE(view.cursorOffset(), 4095);
    QVERIFY(view.isOffsetVisible(4095));
    QTest::keyClick(&view, Qt::Key_Down); // no row below: stays
    QCOMPARE(view.cursorOffset(), 4095);
    QTest::keyClick(&view, Qt::Key_Home, Qt::ControlModifier);
    QCOMPARE(view.cursorOffset(), 0);
    QCOMPARE(view.topRow(), 0);
    QTest::keyClick(&view, Qt::Key_Left); // nothing before the first byte
    QCOMPARE(view.cursorOffset(), 0);
    QCOMPARE(view.selectionLength(), 0);
}

void TestHexView::shiftExtendsTheSelection()
{
    ViewFixture fixture(rampData(4096));
    HexView &view = fixture.view;
    QVERIFY(fixture.ready);
    view.goTo(0x10);
    QSignalSpy selection(&view, &HexView::selectionChanged);
    for (int i = 0; i < 3; ++i)
        QTest::keyClick(&view, Qt::Key_Right, Qt::ShiftModifier);
    QCOMPARE(view.selectionStart(), 0x10);
    QCOMPARE(view.selectionLength(), 3);
    QCOMPARE(selection.count(), 3);
    QCOMPARE(selection.last().at(0).toLongLong(), 0x10);
    QCOMPARE(selection.last().at(1).toLongLong(), 3);
    QTest::keyClick(&view, Qt::Key_Down, Qt::ShiftModifier);
    QCOMPARE(view.selectionLength(), 19);
    QTest::keyClick(&view, Qt::Key_End, Qt::ShiftModifier); // to the end of the row, inclusive
    QCOMPARE(view.selectionLength(), 0x30 - 0x10);
    QTest::keyClick(&view, Qt::Key_Home, Qt::ShiftModifier | Qt::ControlModifier); // backwards past the anchor
    QCOMPARE(view.selectionStart(), 0);
    QCOMPARE(view.selectionLength(), 0x10);
    QTest::keyClick(&view, Qt::Key_End, Qt::ShiftModifier | Qt::ControlModifier);
    QCOMPARE(view.selectionStart(), 0x10);
    QCOMPARE(view.selectionLength(), 4096 - 0x10);
    QTest::keyClick(&view, Qt::Key_Left); // a plain move collapses
    QCOMPARE(view.selectionLength(), 0);
    QCOMPARE(view.cursorOffset(), 4095);
}

void TestHexView::clickEmitsByteClicked()
{
    ViewFixture fixture(rampData(4096));
    HexView &view = fixture.view;
    QVERIFY(fixture.ready);
    view.goTo(0x400);
    QSignalSpy clicked(&view, &HexView::byteClicked);
    const qint64 target = view.topRow() * 16 + 3 * 16 + 5;
    const QPoint inHex = view.byteRect(target).center();
    QCOMPARE(view.offsetAt(inHex), target);
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, inHex);
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.last().at(0).toLongLong(), target);
    QCOMPARE(view.cursorOffset(), target);
    QCOMPARE(view.selectionLength(), 0);
    QVERIFY(view.hasFocus());
    const QPoint inText = view.textRect(target + 9).center();
    QCOMPARE(view.offsetAt(inText), target + 9);
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, inText);
    QCOMPARE(clicked.last().at(0).toLongLong(), target + 9);
    QCOMPARE(view.offsetAt(QPoint(2, inHex.y())), -1); // the offset column is not a byte
    QCOMPARE(view.offsetAt(QPoint(inHex.x(), 2)), -1); // nor is the header
}

void TestHexView::shiftClickAndDragSelect()
{
    ViewFixture fixture(rampData(4096));
    HexView &view = fixture.view;
    QVERIFY(fixture.ready);
    QSignalSpy clicked(&view, &HexView::byteClicked);
    QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, view.byteRect(0x20).center());
    QTest::mouseClick(view.viewport(), Qt::LeftButton, Qt::ShiftModifier, view.byteRect(0x2F).center());
    QCOMPARE(view.selectionStart(), 0x20);
    QCOMPARE(view.selectionLength(), 16);
    QCOMPARE(clicked.count(), 1); // Shift+click extends, it is not a click on a byte

    sendMouse(view.viewport(), QEvent::MouseButtonPress, view.byteRect(0x4A).center());
    sendMouse(view.viewport(), QEvent::MouseMove, view.byteRect(0x4A).center() + QPoint(1, 0));
    QCOMPARE(view.selectionLength(), 0); // still on the pressed byte
    sendMouse(view.viewport(), QEvent::MouseMove, view.textRect(0x53).center());
    sendMouse(view.viewport(), QEvent::MouseButtonRelease, view.textRect(0x53).center());
    QCOMPARE(view.selectionStart(), 0x4A);
    QCOMPARE(view.selectionLength(), 10); // both ends included
    sendMouse(view.viewport(), QEvent::MouseButtonPress, view.byteRect(0x4A).center());
    sendMouse(view.viewport(), QEvent::MouseMove, view.byteRect(0x41).center());
    sendMouse(view.viewport(), QEvent::MouseButtonRelease, view.byteRect(0x41).center());
    QCOMPARE(view.selectionStart(), 0x41);
    QCOMPARE(view.selectionLength(), 10); // backwards: still both ends
}

void TestHexView::markedRangeScrollsIntoView()
{
    ViewFixture fixture(rampData(1 << 16));
    HexView &view = fixture.view;
    QVERIFY(fixture.ready);
    QVERIFY(!view.isOffsetVisible(0x9000));
    view.setMarkedRange(0x9000, 0x30);
    QCOMPARE(view.markedOffset(), 0x9000);
    QCOMPARE(view.markedLength(), 0x30);
    QVERIFY(view.isOffsetVisible(0x9000));
    QVERIFY(view.isOffsetVisible(0x902F));
    QCOMPARE(view.cursorOffset(), 0); // the cursor stays
    const qint64 top = view.topRow();
    view.setMarkedRange(0x9010, 4); // already visible: no scrolling
    QCOMPARE(view.topRow(), top);
    view.setMarkedRange(0x100, 0x8000); // taller than the page: its start at the top
    QCOMPARE(view.topRow(), 0x10);
    view.setMarkedRange(0xFFF0, 0x100); // clipped to the data
    QCOMPARE(view.markedLength(), 0x10);
    view.setMarkedRange(0, 0);
    QCOMPARE(view.markedLength(), 0);
}

void TestHexView::copyFormats()
{
    ViewFixture fixture(std::make_shared<BufferHexData>(QByteArray("\x00\x01\xFF\x41", 4)));
    HexView &view = fixture.view;
    QVERIFY(fixture.ready);
    QVERIFY(!view.copyAction(HexCopyFormat::Hex)->isEnabled());
    QVERIFY(!view.copySelection(HexCopyFormat::Hex));
    view.setSelection(0, 3);
    QVERIFY(view.copyAction(HexCopyFormat::Hex)->isEnabled());
    QCOMPARE(view.selectedBytes(), QByteArray("\x00\x01\xFF", 3));
    QCOMPARE(view.selectionText(HexCopyFormat::Hex), QStringLiteral("00 01 FF"));
    QCOMPARE(view.selectionText(HexCopyFormat::CArray), QStringLiteral("{ 0x00, 0x01, 0xFF }"));
    QCOMPARE(view.selectionText(HexCopyFormat::Base64), QStringLiteral("AAH/"));
    QVERIFY(view.copySelection(HexCopyFormat::CArray));
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("{ 0x00, 0x01, 0xFF }"));
    view.copyAction(HexCopyFormat::Hex)->trigger();
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("00 01 FF"));
    view.copyAction(HexCopyFormat::Base64)->trigger();
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("AAH/"));
    QCOMPARE(view.copyAction(HexCopyFormat::Hex)->shortcut(), QKeySequence(QKeySequence::Copy));
    QTest::keyClick(&view, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("{ 0x00, 0x01, 0xFF }"));
    QTest::keyClick(&view, Qt::Key_A, Qt::ControlModifier);
    QCOMPARE(view.selectionLength(), 4);
    QTest::keyClick(&view, Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("00 01 FF 41"));
}

void TestHexView::paintsOnlyVisibleRowsOnce()
{
    const auto counting = std::make_shared<CountingHexData>(rampData(1 << 20));
    ViewFixture fixture(counting);
    HexView &view = fixture.view;
    QVERIFY(fixture.ready);
    view.goTo(0x40000);
    counting->reset();
    (void)view.viewport()->grab();
    QCOMPARE(counting->reads(), 1);
    QVERIFY(counting->bytesRead() <= (view.visibleRowCount() + 1) * 16);
    QCOMPARE(counting->lowestOffset(), view.topRow() * 16);
    QTest::keyClick(&view, Qt::Key_Right); // cursor moves, rows stay: served from the view's cache
    (void)view.viewport()->grab();
    QCOMPARE(counting->reads(), 1);
}

void TestHexView::highlightsAreDrawnWithToolTips()
{
    ViewFixture fixture(rampData(256));
    HexView &view = fixture.view;
    QVERIFY(fixture.ready);
    view.setHighlights({{0x20, 0x10, QColor(Qt::green), QStringLiteral("record")},
        {0x04, 4, QColor(Qt::red), QStringLiteral("magic")}, {0x24, 2, QColor(Qt::blue), QStringLiteral("flags")}});
    QCOMPARE(view.highlights().front().offset, 0x04); // sorted by offset
    view.setMarkedRange(0x40, 8);
    view.setSelection(0x60, 4);
    const QImage image = view.viewport()->grab().toImage();
    const QRgb plain = gapPixel(image, view, 0x10);
    QCOMPARE(QColor(plain), view.palette().color(QPalette::Base));
    QVERIFY(gapPixel(image, view, 0x04) != plain);
    QVERIFY(gapPixel(image, view, 0x21) != plain);
    QVERIFY(gapPixel(image, view, 0x24) != gapPixel(image, view, 0x21)); // the inner range on top
    QVERIFY(gapPixel(image, view, 0x41) != plain);
    const QPalette::ColorGroup group = view.hasFocus() ? QPalette::Active : QPalette::Inactive;
    QCOMPARE(QColor(gapPixel(image, view, 0x61)), view.palette().color(group, QPalette::Highlight)); // opaque

    QHelpEvent help(
        QEvent::ToolTip, view.byteRect(0x24).center(), view.viewport()->mapToGlobal(view.byteRect(0x24).center()));
    QApplication::sendEvent(view.viewport(), &help);
    QCOMPARE(QToolTip::text(), QStringLiteral("flags")); // the innermost range
    QToolTip::hideText();
}

void TestHexView::offsetColumnWidensForLargeData()
{
    ViewFixture fixture(rampData(256));
    QCOMPARE(fixture.view.offsetText(0xF0), QStringLiteral("000000F0"));
    const auto big = std::make_shared<mwb::test::ZerosWithMarker>(qint64(0x1234567890), QByteArray(), 0);
    fixture.view.setDataSource(big);
    QCOMPARE(fixture.view.offsetText(0x1234567880), QStringLiteral("1234567880"));
    QCOMPARE(fixture.view.offsetText(0), QStringLiteral("0000000000"));
}

void TestHexView::sparseSixGigabyteFile()
{
    constexpr qint64 size = qint64(6) << 30;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("sparse.bin"));
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        if (!file.resize(size))
            QSKIP("The temporary folder cannot hold a 6 GB sparse file");
        QVERIFY(file.seek(size - 4));
        QCOMPARE(file.write("TAIL", 4), 4);
    }
    auto opened = mwb::ByteSource::openFile(path);
    QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message));
    const auto counting = std::make_shared<CountingHexData>(
        std::make_shared<ByteSourceHexData>(std::shared_ptr<const mwb::ByteSource>(std::move(opened).value())));
    ViewFixture fixture(counting);
    HexView &view = fixture.view;
    QVERIFY(fixture.ready);
    QCOMPARE(view.dataSize(), size);
    QCOMPARE(view.rowCount(), size / 16);

    QTest::keyClick(&view, Qt::Key_End, Qt::ControlModifier);
    (void)view.viewport()->grab();
    QCOMPARE(view.cursorOffset(), size - 1);
    QVERIFY(view.isOffsetVisible(size - 1));
    QCOMPARE(view.verticalScrollBar()->value(), view.verticalScrollBar()->maximum());
    QCOMPARE(view.topRow() + view.visibleRowCount(), view.rowCount());
    QCOMPARE(view.offsetText(size - 16), QStringLiteral("17FFFFFF0"));
    view.setSelection(size - 4, 4);
    QCOMPARE(view.selectedBytes(), QByteArray("TAIL"));
    QVERIFY2(counting->bytesRead() < 64 * 1024,
        qPrintable(QStringLiteral("read %1 bytes of a 6 GB file").arg(counting->bytesRead())));

    // One byte per row: 6 Gi rows, more than a scroll bar can count, so its range is mapped onto the rows.
    view.setBytesPerRow(1);
    QScrollBar *bar = view.verticalScrollBar();
    QCOMPARE(bar->maximum(), 1 << 30);
    QVERIFY(view.isOffsetVisible(size - 1));
    QCOMPARE(bar->value(), bar->maximum());
    bar->setValue(bar->maximum() / 2);
    const qint64 middle = (view.rowCount() - view.visibleRowCount()) / 2;
    QVERIFY(qAbs(view.topRow() - middle) <= 8);
    QTest::keyClick(&view, Qt::Key_Home, Qt::ControlModifier);
    QCOMPARE(view.topRow(), 0);
    QCOMPARE(bar->value(), 0);
    QTest::keyClick(&view, Qt::Key_End, Qt::ControlModifier);
    QCOMPARE(view.topRow(), view.rowCount() - view.visibleRowCount());
    QTest::keyClick(&view, Qt::Key_Up);
    QCOMPARE(view.cursorOffset(), size - 2); // row by row, even where the scroll bar cannot resolve a row
    QVERIFY(counting->bytesRead() < 64 * 1024);
}

QTEST_MAIN(TestHexView)
#include "tst_hexview.moc"
