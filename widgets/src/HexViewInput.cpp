// SPDX-License-Identifier: GPL-3.0-or-later
// HexView's keyboard and mouse handling: cursor moves, selection by keys, clicks and drags, wheel scrolling.
#include "HexLayout.h"
#include "mwb/widgets/HexView.h"

#include <QAction>
#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>

namespace mwb::widgets {

namespace {

constexpr int kWheelRowsPerNotch = 3;
constexpr int kWheelNotch = 120;

} // namespace

void HexView::moveCursor(qint64 target, bool extend)
{
    if (extend) {
        setCursorAndAnchor(std::clamp<qint64>(target, 0, m_size), m_anchor);
    } else {
        const qint64 cursor = std::clamp<qint64>(target, 0, lastByte());
        setCursorAndAnchor(cursor, cursor);
    }
    const qint64 shown = std::min(m_cursor, lastByte());
    scrollRowsIntoView(shown / bytesPerRow(), shown / bytesPerRow(), Placement::Minimal);
    scrollColumnIntoView(static_cast<int>(shown % bytesPerRow()));
}

void HexView::scrollColumnIntoView(int column)
{
    QScrollBar *bar = horizontalScrollBar();
    const int margin = m_layout->charWidth();
    const int left = column == 0 ? 0 : m_layout->hexCellX(column) - margin; // row start: show the offsets too
    const int right = m_layout->hexCellX(column) + 2 * m_layout->charWidth() + margin;
    if (left < bar->value())
        bar->setValue(left);
    else if (right > bar->value() + viewport()->width())
        bar->setValue(right - viewport()->width());
}

void HexView::keyPressEvent(QKeyEvent *event)
{
    if (m_size == 0) {
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    const bool extend = event->modifiers().testFlag(Qt::ShiftModifier);
    const bool wholeData = event->modifiers().testFlag(Qt::ControlModifier);
    const qint64 perRow = bytesPerRow();
    const qint64 page = qint64(visibleRowCount()) * perRow;
    const qint64 rowStart = m_cursor - m_cursor % perRow;
    qint64 target = m_cursor;
    switch (event->key()) {
    case Qt::Key_Left:
        target = m_cursor - 1;
        break;
    case Qt::Key_Right:
        target = m_cursor + 1;
        break;
    case Qt::Key_Up:
        target = m_cursor - perRow;
        break;
    case Qt::Key_Down:
        target = m_cursor + perRow;
        break;
    case Qt::Key_PageUp:
        setTopRow(m_topRow - visibleRowCount());
        target = m_cursor - page;
        break;
    case Qt::Key_PageDown:
        setTopRow(m_topRow + visibleRowCount());
        target = m_cursor + page;
        break;
    case Qt::Key_Home:
        target = wholeData ? 0 : rowStart;
        break;
    case Qt::Key_End:
        if (wholeData)
            target = extend ? m_size : m_size - 1;
        else
            target = std::min(rowStart + perRow - (extend ? 0 : 1), extend ? m_size : m_size - 1);
        break;
    default:
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    if ((target < 0 || target > lastByte()) && (event->key() == Qt::Key_Up || event->key() == Qt::Key_Down))
        target = m_cursor; // no row above the first or below the last: stay in the column
    moveCursor(target, extend);
    event->accept();
}

void HexView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || m_size == 0) {
        QAbstractScrollArea::mousePressEvent(event);
        return;
    }
    setFocus(Qt::MouseFocusReason);
    const qint64 offset = offsetAt(event->position().toPoint());
    if (offset < 0)
        return;
    if (event->modifiers().testFlag(Qt::ShiftModifier)) {
        m_dragOrigin = std::min(m_anchor, lastByte());
        dragTo(event->position().toPoint());
        return;
    }
    m_dragOrigin = offset;
    setCursorAndAnchor(offset, offset);
    Q_EMIT byteClicked(offset);
}

void HexView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_dragOrigin < 0 || !event->buttons().testFlag(Qt::LeftButton))
        return;
    const QPoint position = event->position().toPoint();
    if (position.y() < m_layout->headerHeight())
        setTopRow(m_topRow - 1);
    else if (position.y() >= viewport()->height())
        setTopRow(m_topRow + 1);
    dragTo(position);
}

void HexView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QAbstractScrollArea::mouseReleaseEvent(event);
        return;
    }
    m_dragOrigin = -1;
    event->accept();
}

void HexView::dragTo(QPoint position)
{
    const qint64 offset = offsetNear(position);
    if (offset == m_dragOrigin && selectionLength() == 0)
        return; // a click that has not left its byte yet
    if (offset >= m_dragOrigin)
        setCursorAndAnchor(offset + 1, m_dragOrigin);
    else
        setCursorAndAnchor(offset, m_dragOrigin + 1);
}

void HexView::wheelEvent(QWheelEvent *event)
{
    const int delta = event->angleDelta().y();
    if (delta == 0) {
        QAbstractScrollArea::wheelEvent(event);
        return;
    }
    m_wheelDelta += delta;
    const int rows = m_wheelDelta * kWheelRowsPerNotch / kWheelNotch;
    m_wheelDelta -= rows * kWheelNotch / kWheelRowsPerNotch;
    setTopRow(m_topRow - rows);
    event->accept();
}

void HexView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    menu.addActions({m_copyHex, m_copyCArray, m_copyBase64});
    menu.addSeparator();
    menu.addAction(m_selectAll);
    menu.exec(event->globalPos());
}

} // namespace mwb::widgets
