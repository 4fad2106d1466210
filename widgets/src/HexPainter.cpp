// SPDX-License-Identifier: GPL-3.0-or-later
#include "HexPainter.h"

#include "HexHighlights.h"
#include "HexLayout.h"

#include <QPainter>

#include <algorithm>
#include <array>

namespace mwb::widgets::detail {

namespace {

constexpr int kHighlightAlphaPercent = 45;

const std::array<QString, 256> &hexPairs()
{
    static const std::array<QString, 256> pairs = [] {
        std::array<QString, 256> out;
        for (int i = 0; i < 256; ++i)
            out[static_cast<std::size_t>(i)] = QStringLiteral("%1").arg(i, 2, 16, QLatin1Char('0')).toUpper();
        return out;
    }();
    return pairs;
}

bool isPrintable(uchar byte)
{
    return byte >= 0x20 && byte < 0x7F;
}

} // namespace

HexPainter::HexPainter(QPainter &painter, const QPalette &palette, const HexFrame &frame)
    : m_painter(painter)
    , m_palette(palette)
    , m_frame(frame)
    , m_layout(*frame.layout)
    , m_dim(palette.color(QPalette::PlaceholderText))
{ }

QString HexPainter::offsetText(qint64 offset, int digits)
{
    return QStringLiteral("%1").arg(offset, digits, 16, QLatin1Char('0')).toUpper();
}

QColor HexPainter::highlightFill(const QColor &color)
{
    QColor fill = color;
    fill.setAlpha(color.alpha() * kHighlightAlphaPercent / 100);
    return fill;
}

QColor HexPainter::markedFill()
{
    return {255, 176, 32, 80};
}

QColor HexPainter::markedOutline()
{
    return {230, 126, 0};
}

int HexPainter::rowY(qint64 row) const
{
    return m_layout.headerHeight() + static_cast<int>(row - m_frame.firstRow) * m_layout.lineHeight();
}

bool HexPainter::isSelected(qint64 offset) const
{
    return offset >= m_frame.selectionBegin && offset < m_frame.selectionEnd;
}

void HexPainter::paint()
{
    m_painter.translate(-m_frame.scrollX, 0);
    paintChrome();
    const qint64 windowBegin = m_frame.firstRow * m_layout.bytesPerRow();
    const qint64 windowEnd
        = std::min(m_frame.dataSize, windowBegin + qint64(m_frame.rowCount) * m_layout.bytesPerRow());
    m_frame.highlights->forEachOverlapping(windowBegin, windowEnd, [this](const HexRange &range) {
        fillRange(range.offset, range.end(), highlightFill(range.color));
    });
    fillRange(m_frame.markedBegin, m_frame.markedEnd, markedFill());
    const QPalette::ColorGroup group = m_frame.focused ? QPalette::Active : QPalette::Inactive;
    fillRange(m_frame.selectionBegin, m_frame.selectionEnd, m_palette.color(group, QPalette::Highlight));
    paintBytes();
    outlineRange(m_frame.markedBegin, m_frame.markedEnd, markedOutline(), &HexLayout::hexSpan);
    outlineRange(m_frame.markedBegin, m_frame.markedEnd, markedOutline(), &HexLayout::textSpan);
    paintCursor();
}

void HexPainter::paintChrome()
{
    const int left = m_frame.scrollX;
    const int width = std::max(m_layout.totalWidth(), m_frame.viewport.width() + left);
    const int height = m_frame.viewport.height();
    const int w = m_layout.charWidth();
    const QColor band = m_palette.color(QPalette::AlternateBase);
    m_painter.fillRect(QRect(0, 0, width, m_layout.headerHeight()), band);
    m_painter.fillRect(QRect(0, 0, m_layout.hexX() - w, height), band);
    m_painter.setPen(m_palette.color(QPalette::Mid));
    m_painter.drawLine(0, m_layout.headerHeight() - 1, width, m_layout.headerHeight() - 1);
    m_painter.drawLine(m_layout.hexX() - w, 0, m_layout.hexX() - w, height);
    const int textSeparator = m_layout.textX() - 3 * w / 2;
    m_painter.drawLine(textSeparator, 0, textSeparator, height);

    const bool cursorOnByte = m_frame.cursor >= 0 && m_frame.cursor < m_frame.dataSize;
    const int cursorColumn = cursorOnByte ? static_cast<int>(m_frame.cursor % m_layout.bytesPerRow()) : -1;
    const int baseline = (m_layout.headerHeight() - m_layout.lineHeight()) / 2 + m_layout.ascent();
    for (int column = 0; column < m_layout.bytesPerRow(); ++column) {
        m_painter.setPen(column == cursorColumn ? m_palette.color(QPalette::Text) : m_dim);
        m_painter.drawText(m_layout.hexCellX(column), baseline, hexPairs()[static_cast<std::size_t>(column & 0xFF)]);
        m_painter.drawText(m_layout.textCellX(column), baseline, QString(QChar(u"0123456789ABCDEF"[column % 16])));
    }

    const qint64 cursorRow = cursorOnByte ? m_frame.cursor / m_layout.bytesPerRow() : -1;
    for (int i = 0; i < m_frame.rowCount; ++i) {
        const qint64 row = m_frame.firstRow + i;
        m_painter.setPen(row == cursorRow ? m_palette.color(QPalette::Text) : m_dim);
        m_painter.drawText(m_layout.offsetX(), rowY(row) + m_layout.ascent(),
            offsetText(row * m_layout.bytesPerRow(), m_layout.offsetDigits()));
    }
}

void HexPainter::forEachSegment(qint64 begin, qint64 end, const SegmentVisitor &visit) const
{
    const int perRow = m_layout.bytesPerRow();
    const qint64 lastRow = m_frame.firstRow + m_frame.rowCount - 1;
    begin = std::max(begin, m_frame.firstRow * perRow);
    end = std::min({end, (lastRow + 1) * perRow, m_frame.dataSize});
    for (qint64 offset = begin; offset < end;) {
        const qint64 row = offset / perRow;
        const qint64 rowEnd = std::min(end, (row + 1) * perRow);
        visit(row, rowY(row), static_cast<int>(offset - row * perRow), static_cast<int>(rowEnd - 1 - row * perRow));
        offset = rowEnd;
    }
}

void HexPainter::fillRange(qint64 begin, qint64 end, const QColor &color)
{
    forEachSegment(begin, end, [this, &color](qint64, int y, int first, int last) {
        m_painter.fillRect(m_layout.hexSpan(first, last, y), color);
        m_painter.fillRect(m_layout.textSpan(first, last, y), color);
    });
}

void HexPainter::outlineRange(qint64 begin, qint64 end, const QColor &color, SpanFunction span)
{
    if (begin >= end)
        return;
    const int perRow = m_layout.bytesPerRow();
    const qint64 firstRow = begin / perRow;
    const qint64 lastRow = (end - 1) / perRow;
    m_painter.save();
    m_painter.setPen(QPen(color, 2));
    m_painter.setBrush(Qt::NoBrush);
    forEachSegment(begin, end, [&](qint64 row, int y, int first, int last) {
        const QRect box = (m_layout.*span)(first, last, y);
        const auto leftOf = [&](int column) {
            return (m_layout.*span)(column, column, y).left();
        };
        const auto rightOf = [&](int column) {
            return (m_layout.*span)(column, column, y).right() + 1;
        };
        m_painter.drawLine(box.left(), box.top(), box.left(), box.bottom() + 1);
        m_painter.drawLine(box.right() + 1, box.top(), box.right() + 1, box.bottom() + 1);
        // Top edge where the row above is not part of the range (it covers [prevFirst, perRow - 1]).
        const int prevFirst = row == firstRow ? perRow : (row - 1 == firstRow ? static_cast<int>(begin % perRow) : 0);
        if (prevFirst > first)
            m_painter.drawLine(
                box.left(), box.top(), prevFirst <= last ? leftOf(prevFirst) : box.right() + 1, box.top());
        // Bottom edge where the row below is not part of the range (it covers [0, nextLast]).
        const int nextLast
            = row == lastRow ? -1 : (row + 1 == lastRow ? static_cast<int>((end - 1) % perRow) : perRow - 1);
        if (nextLast < last)
            m_painter.drawLine(nextLast >= first ? rightOf(nextLast) : box.left(), box.bottom() + 1, box.right() + 1,
                box.bottom() + 1);
    });
    m_painter.restore();
}

void HexPainter::paintBytes()
{
    const QColor text = m_palette.color(QPalette::Text);
    const QColor selectedText
        = m_palette.color(m_frame.focused ? QPalette::Active : QPalette::Inactive, QPalette::HighlightedText);
    const int perRow = m_layout.bytesPerRow();
    const qint64 windowBegin = m_frame.firstRow * perRow;
    forEachSegment(windowBegin, m_frame.dataSize, [&](qint64 row, int y, int first, int last) {
        const int baseline = y + m_layout.ascent();
        for (int column = first; column <= last; ++column) {
            const qint64 offset = row * perRow + column;
            const qint64 index = offset - windowBegin;
            const bool selected = isSelected(offset);
            if (index >= m_frame.bytes.size()) {
                m_painter.setPen(selected ? selectedText : m_dim);
                m_painter.drawText(m_layout.hexCellX(column), baseline, QStringLiteral("??"));
                continue;
            }
            const auto byte = static_cast<uchar>(m_frame.bytes[static_cast<qsizetype>(index)]);
            m_painter.setPen(selected ? selectedText : (byte == 0 ? m_dim : text));
            m_painter.drawText(m_layout.hexCellX(column), baseline, hexPairs()[byte]);
            const bool printable = isPrintable(byte);
            m_painter.setPen(selected ? selectedText : (printable ? text : m_dim));
            m_painter.drawText(m_layout.textCellX(column), baseline,
                printable ? QString(QLatin1Char(static_cast<char>(byte))) : QStringLiteral("."));
        }
    });
}

void HexPainter::paintCursor()
{
    if (m_frame.cursor < 0 || m_frame.cursor >= m_frame.dataSize)
        return;
    const int perRow = m_layout.bytesPerRow();
    const qint64 row = m_frame.cursor / perRow;
    if (row < m_frame.firstRow || row >= m_frame.firstRow + m_frame.rowCount)
        return;
    const int column = static_cast<int>(m_frame.cursor % perRow);
    const int y = rowY(row);
    QPen pen(m_frame.focused ? m_palette.color(QPalette::Text) : m_palette.color(QPalette::Mid), 1);
    if (!m_frame.focused)
        pen.setStyle(Qt::DotLine);
    m_painter.save();
    m_painter.setPen(pen);
    m_painter.setBrush(Qt::NoBrush);
    const int pad = m_layout.charWidth() / 4;
    m_painter.drawRect(m_layout.hexCell(column, y).adjusted(-pad - 1, 0, pad, -1));
    m_painter.drawRect(m_layout.textCell(column, y).adjusted(0, 0, -1, -1));
    m_painter.restore();
}

} // namespace mwb::widgets::detail
