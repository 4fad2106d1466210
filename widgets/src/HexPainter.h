// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>
#include <QPalette>
#include <QRect>

#include <functional>

class QPainter;

namespace mwb::widgets::detail {

class HexHighlights;
class HexLayout;

/// Everything one paint of a hex view shows. Byte ranges are half-open [begin, end).
struct HexFrame
{
    const HexLayout *layout = nullptr;
    const HexHighlights *highlights = nullptr;
    QByteArrayView bytes; ///< the bytes of the drawn rows, from firstRow * bytesPerRow on (may be short)
    qint64 firstRow = 0;
    int rowCount = 0; ///< rows to draw (the last may be cut by the viewport)
    qint64 dataSize = 0;
    qint64 selectionBegin = 0;
    qint64 selectionEnd = 0;
    qint64 markedBegin = 0;
    qint64 markedEnd = 0;
    qint64 cursor = -1; ///< framed (and its row and column labels emphasised) only when it is on a byte
    bool focused = false;
    int scrollX = 0;
    QRect viewport;
};

/// Paints a HexFrame: header, offsets, highlight fills, the marked range (amber fill and outline), the selection,
/// the bytes and the cursor. Stateless apart from the frame; GUI thread.
class HexPainter
{
public:
    HexPainter(QPainter &painter, const QPalette &palette, const HexFrame &frame);
    void paint();

    /// The offset as the offset column shows it: upper-case hex, zero-padded to `digits`.
    [[nodiscard]] static QString offsetText(qint64 offset, int digits);
    /// The fill drawn for a highlight of `color`.
    [[nodiscard]] static QColor highlightFill(const QColor &color);
    /// The colours of the marked range.
    [[nodiscard]] static QColor markedFill();
    [[nodiscard]] static QColor markedOutline();

private:
    using SpanFunction = QRect (HexLayout::*)(int first, int last, int y) const;
    using SegmentVisitor = std::function<void(qint64 row, int y, int first, int last)>;

    void paintChrome();
    void forEachSegment(qint64 begin, qint64 end, const SegmentVisitor &visit) const;
    void fillRange(qint64 begin, qint64 end, const QColor &color);
    void outlineRange(qint64 begin, qint64 end, const QColor &color, SpanFunction span);
    void paintBytes();
    void paintCursor();
    [[nodiscard]] int rowY(qint64 row) const;
    [[nodiscard]] bool isSelected(qint64 offset) const;

    QPainter &m_painter;
    const QPalette &m_palette;
    const HexFrame &m_frame;
    const HexLayout &m_layout;
    QColor m_dim;
};

} // namespace mwb::widgets::detail
