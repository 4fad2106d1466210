// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/HexView.h"

#include "HexHighlights.h"
#include "HexLayout.h"
#include "HexPainter.h"
#include "HexShortcuts.h"
#include "mwb/widgets/HexDataSource.h"
#include "mwb/widgets/HexFormat.h"

#include <QAction>
#include <QClipboard>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QHelpEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>

#include <cmath>

namespace mwb::widgets {

using detail::HexFrame;
using detail::HexHighlights;
using detail::HexLayout;
using detail::HexPainter;

namespace {

constexpr int kMaxBytesPerRow = 64;
constexpr qint64 kMaxScrollSteps = qint64(1) << 30; ///< scroll bar positions; more rows are mapped proportionally

int scrollMaximum(qint64 maxTopRow)
{
    return static_cast<int>(std::min(maxTopRow, kMaxScrollSteps));
}

int scrollValueForRow(qint64 row, qint64 maxTopRow)
{
    if (maxTopRow <= kMaxScrollSteps)
        return static_cast<int>(row);
    const double fraction = static_cast<double>(row) / static_cast<double>(maxTopRow);
    return static_cast<int>(std::llround(fraction * static_cast<double>(kMaxScrollSteps)));
}

qint64 rowForScrollValue(int value, qint64 maxTopRow)
{
    if (maxTopRow <= kMaxScrollSteps)
        return value;
    if (value >= kMaxScrollSteps)
        return maxTopRow;
    const double fraction = static_cast<double>(value) / static_cast<double>(kMaxScrollSteps);
    return std::llround(fraction * static_cast<double>(maxTopRow));
}

} // namespace

HexView::HexView(QWidget *parent)
    : QAbstractScrollArea(parent)
    , m_layout(std::make_unique<HexLayout>())
    , m_highlights(std::make_unique<HexHighlights>())
{
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setCursor(Qt::IBeamCursor);
    createActions();
    relayout();
}

HexView::~HexView() = default;

QSize HexView::sizeHint() const
{
    const int frame = 2 * frameWidth();
    return {m_layout->totalWidth() + verticalScrollBar()->sizeHint().width() + frame,
        m_layout->headerHeight() + kPreferredRows * m_layout->lineHeight() + frame};
}

void HexView::createActions()
{
    const auto add = [this](const QString &text, const QKeySequence &shortcut, auto slot) {
        auto *action = new QAction(text, this);
        action->setShortcut(shortcut);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, slot);
        addAction(action);
        return action;
    };
    m_copyHex = add(tr("Copy as Hex"), QKeySequence::Copy, [this] {
        copySelection(HexCopyFormat::Hex);
    });
    m_copyCArray = add(tr("Copy as C Array"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), [this] {
        copySelection(HexCopyFormat::CArray);
    });
    m_copyBase64 = add(tr("Copy as Base64"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B), [this] {
        copySelection(HexCopyFormat::Base64);
    });
    m_selectAll = add(tr("Select All"), QKeySequence::SelectAll, [this] {
        setCursorAndAnchor(m_size, 0);
    });
    updateActions();
}

void HexView::setDataSource(std::shared_ptr<const HexDataSource> source)
{
    m_source = std::move(source);
    m_size = m_source ? m_source->size() : 0;
    m_topRow = 0;
    m_windowOffset = -1;
    m_markedOffset = 0;
    m_markedLength = 0;
    m_highlights->set({});
    m_reportedLength = -1; // always report the reset selection
    relayout();
    setCursorAndAnchor(0, 0);
}

void HexView::setBytesPerRow(int bytes)
{
    const int clamped = std::clamp(bytes, 1, kMaxBytesPerRow);
    if (clamped == m_layout->bytesPerRow())
        return;
    m_windowOffset = -1;
    m_layout->update(fontMetrics(), clamped, m_size);
    relayout();
    const qint64 row = std::min(m_cursor, lastByte()) / clamped;
    scrollRowsIntoView(row, row, Placement::WithContext);
}

int HexView::bytesPerRow() const
{
    return m_layout->bytesPerRow();
}

void HexView::setHighlights(std::vector<HexRange> ranges)
{
    m_highlights->set(std::move(ranges));
    viewport()->update();
}

const std::vector<HexRange> &HexView::highlights() const
{
    return m_highlights->ranges();
}

void HexView::setMarkedRange(qint64 offset, qint64 length)
{
    if (length <= 0 || offset < 0 || offset >= m_size) {
        m_markedOffset = 0;
        m_markedLength = 0;
    } else {
        m_markedOffset = offset;
        m_markedLength = std::min(length, m_size - offset);
        ensureVisible(m_markedOffset, m_markedLength);
    }
    viewport()->update();
}

void HexView::goTo(qint64 offset)
{
    const qint64 target = std::clamp<qint64>(offset, 0, lastByte());
    setCursorAndAnchor(target, target);
    ensureVisible(target);
}

void HexView::setSelection(qint64 offset, qint64 length)
{
    const qint64 begin = std::clamp<qint64>(offset, 0, m_size);
    const qint64 end = std::clamp<qint64>(begin + std::max<qint64>(length, 0), begin, m_size);
    setCursorAndAnchor(end, begin);
    ensureVisible(begin, std::max<qint64>(end - begin, 1));
}

QByteArray HexView::selectedBytes() const
{
    const qint64 length = selectionLength();
    if (!m_source || length == 0 || length > kMaxCopyBytes)
        return {};
    return m_source->read(selectionStart(), length);
}

QString HexView::selectionText(HexCopyFormat format) const
{
    const QByteArray bytes = selectedBytes();
    if (bytes.isEmpty())
        return {};
    switch (format) {
    case HexCopyFormat::Hex:
        return hexformat::toHex(bytes);
    case HexCopyFormat::CArray:
        return hexformat::toCArray(bytes);
    case HexCopyFormat::Base64:
        return hexformat::toBase64(bytes);
    }
    return {};
}

bool HexView::copySelection(HexCopyFormat format)
{
    const QString text = selectionText(format);
    if (text.isEmpty())
        return false;
    QGuiApplication::clipboard()->setText(text);
    return true;
}

QAction *HexView::copyAction(HexCopyFormat format) const
{
    switch (format) {
    case HexCopyFormat::Hex:
        return m_copyHex;
    case HexCopyFormat::CArray:
        return m_copyCArray;
    case HexCopyFormat::Base64:
        return m_copyBase64;
    }
    return nullptr;
}

void HexView::ensureVisible(qint64 offset, qint64 length)
{
    if (m_size == 0)
        return;
    const qint64 first = std::clamp<qint64>(offset, 0, lastByte());
    const qint64 last = std::clamp<qint64>(first + std::max<qint64>(length, 1) - 1, first, lastByte());
    scrollRowsIntoView(first / bytesPerRow(), last / bytesPerRow(), Placement::WithContext);
}

int HexView::visibleRowCount() const
{
    return std::max(1, (viewport()->height() - m_layout->headerHeight()) / m_layout->lineHeight());
}

qint64 HexView::rowCount() const
{
    return (m_size + bytesPerRow() - 1) / bytesPerRow();
}

bool HexView::isOffsetVisible(qint64 offset) const
{
    if (offset < 0 || offset >= m_size)
        return false;
    const qint64 row = offset / bytesPerRow();
    return row >= m_topRow && row < m_topRow + visibleRowCount();
}

QRect HexView::byteRect(qint64 offset) const
{
    if (!isOffsetVisible(offset))
        return {};
    const qint64 row = offset / bytesPerRow();
    const QRect rect = m_layout->hexCell(static_cast<int>(offset % bytesPerRow()), rowTop(row))
                           .translated(-horizontalScrollBar()->value(), 0);
    return rect.intersects(viewport()->rect()) ? rect : QRect();
}

QRect HexView::textRect(qint64 offset) const
{
    if (!isOffsetVisible(offset))
        return {};
    const qint64 row = offset / bytesPerRow();
    const QRect rect = m_layout->textCell(static_cast<int>(offset % bytesPerRow()), rowTop(row))
                           .translated(-horizontalScrollBar()->value(), 0);
    return rect.intersects(viewport()->rect()) ? rect : QRect();
}

qint64 HexView::offsetAt(QPoint position) const
{
    if (position.y() < m_layout->headerHeight())
        return -1;
    const qint64 row = m_topRow + (position.y() - m_layout->headerHeight()) / m_layout->lineHeight();
    const int column = m_layout->columnAt(position.x() + horizontalScrollBar()->value());
    if (column < 0)
        return -1;
    const qint64 offset = row * bytesPerRow() + column;
    return offset < m_size ? offset : -1;
}

QString HexView::offsetText(qint64 offset) const
{
    return HexPainter::offsetText(offset, m_layout->offsetDigits());
}

qint64 HexView::offsetNear(QPoint position) const
{
    const int dy = position.y() - m_layout->headerHeight();
    const qint64 rowsDown = dy < 0 ? -1 : dy / m_layout->lineHeight();
    const qint64 row = std::clamp<qint64>(m_topRow + rowsDown, 0, std::max<qint64>(rowCount() - 1, 0));
    const int column = m_layout->nearestColumn(position.x() + horizontalScrollBar()->value());
    return std::min(row * bytesPerRow() + column, lastByte());
}

int HexView::rowTop(qint64 row) const
{
    return m_layout->headerHeight() + static_cast<int>(row - m_topRow) * m_layout->lineHeight();
}

qint64 HexView::lastByte() const
{
    return std::max<qint64>(m_size - 1, 0);
}

qint64 HexView::maxTopRow() const
{
    return std::max<qint64>(rowCount() - visibleRowCount(), 0);
}

void HexView::relayout()
{
    m_layout->update(fontMetrics(), m_layout->bytesPerRow(), m_size);
    updateScrollBars();
    viewport()->update();
}

void HexView::updateScrollBars()
{
    const qint64 maxTop = maxTopRow();
    m_topRow = std::clamp<qint64>(m_topRow, 0, maxTop);
    m_syncingScrollBar = true;
    QScrollBar *vertical = verticalScrollBar();
    vertical->setRange(0, scrollMaximum(maxTop));
    vertical->setSingleStep(1);
    vertical->setPageStep(
        std::max(1, scrollValueForRow(visibleRowCount(), std::max<qint64>(maxTop, visibleRowCount()))));
    vertical->setValue(scrollValueForRow(m_topRow, maxTop));
    QScrollBar *horizontal = horizontalScrollBar();
    horizontal->setRange(0, std::max(0, m_layout->totalWidth() - viewport()->width()));
    horizontal->setSingleStep(m_layout->charWidth());
    horizontal->setPageStep(viewport()->width());
    m_syncingScrollBar = false;
}

void HexView::setTopRow(qint64 row)
{
    const qint64 clamped = std::clamp<qint64>(row, 0, maxTopRow());
    if (clamped == m_topRow)
        return;
    m_topRow = clamped;
    m_syncingScrollBar = true;
    verticalScrollBar()->setValue(scrollValueForRow(m_topRow, maxTopRow()));
    m_syncingScrollBar = false;
    viewport()->update();
}

void HexView::scrollContentsBy(int /*dx*/, int dy)
{
    if (dy != 0 && !m_syncingScrollBar)
        m_topRow = rowForScrollValue(verticalScrollBar()->value(), maxTopRow());
    viewport()->update();
}

void HexView::scrollRowsIntoView(qint64 firstRow, qint64 lastRow, Placement placement)
{
    const int visible = visibleRowCount();
    if (firstRow >= m_topRow && lastRow < m_topRow + visible)
        return;
    const qint64 span = lastRow - firstRow + 1;
    if (placement == Placement::WithContext)
        setTopRow(span >= visible ? firstRow : firstRow - (visible - span) / 3);
    else
        setTopRow(firstRow < m_topRow || span >= visible ? firstRow : lastRow - visible + 1);
}

void HexView::setCursorAndAnchor(qint64 cursor, qint64 anchor)
{
    const bool cursorChanged = cursor != m_cursor;
    m_cursor = cursor;
    m_anchor = anchor;
    viewport()->update();
    if (cursorChanged)
        Q_EMIT cursorMoved(m_cursor);
    const qint64 length = selectionLength();
    const qint64 start = length == 0 ? m_cursor : selectionStart();
    if (start == m_reportedStart && length == m_reportedLength)
        return;
    m_reportedStart = start;
    m_reportedLength = length;
    updateActions();
    Q_EMIT selectionChanged(start, length);
}

void HexView::updateActions()
{
    const qint64 length = selectionLength();
    const bool copyable = length > 0 && length <= kMaxCopyBytes;
    for (QAction *action : {m_copyHex, m_copyCArray, m_copyBase64})
        action->setEnabled(copyable);
    m_selectAll->setEnabled(m_size > 0);
}

void HexView::focusInEvent(QFocusEvent *event)
{
    QAbstractScrollArea::focusInEvent(event);
    viewport()->update();
}

void HexView::focusOutEvent(QFocusEvent *event)
{
    QAbstractScrollArea::focusOutEvent(event);
    viewport()->update();
}

void HexView::changeEvent(QEvent *event)
{
    QAbstractScrollArea::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        relayout();
}

bool HexView::viewportEvent(QEvent *event)
{
    if (event->type() != QEvent::ToolTip)
        return QAbstractScrollArea::viewportEvent(event);
    const auto *help = static_cast<QHelpEvent *>(event);
    const qint64 offset = offsetAt(help->pos());
    const HexRange *range = offset >= 0 ? m_highlights->innermostAt(offset) : nullptr;
    if (range && !range->toolTip.isEmpty())
        QToolTip::showText(help->globalPos(), range->toolTip, viewport());
    else
        QToolTip::hideText();
    return true;
}

void HexView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
}

const QByteArray &HexView::visibleBytes(int rows) const
{
    const qint64 begin = m_topRow * bytesPerRow();
    const qint64 length = std::clamp<qint64>(qint64(rows) * bytesPerRow(), 0, m_size - begin);
    if (begin != m_windowOffset || length != m_windowLength) {
        m_window = m_source && length > 0 ? m_source->read(begin, length) : QByteArray();
        m_windowOffset = begin;
        m_windowLength = length;
    }
    return m_window;
}

bool HexView::event(QEvent *event)
{
    return detail::handleOwnShortcut(event, actions()) || QAbstractScrollArea::event(event);
}

void HexView::paintEvent(QPaintEvent * /*event*/)
{
    QPainter painter(viewport());
    painter.setFont(font());
    const qint64 rowsLeft = rowCount() - m_topRow;
    const int rows = static_cast<int>(std::min<qint64>(visibleRowCount() + 1, rowsLeft));
    HexFrame frame;
    frame.layout = m_layout.get();
    frame.highlights = m_highlights.get();
    frame.bytes = visibleBytes(rows);
    frame.firstRow = m_topRow;
    frame.rowCount = rows;
    frame.dataSize = m_size;
    frame.selectionBegin = selectionStart();
    frame.selectionEnd = selectionStart() + selectionLength();
    frame.markedBegin = m_markedOffset;
    frame.markedEnd = m_markedOffset + m_markedLength;
    frame.cursor = m_size > 0 ? m_cursor : -1;
    frame.focused = hasFocus();
    frame.scrollX = horizontalScrollBar()->value();
    frame.viewport = viewport()->rect();
    HexPainter(painter, palette(), frame).paint();
}

} // namespace mwb::widgets
