// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/widgets/HexRange.h"

#include <QAbstractScrollArea>
#include <QByteArray>

#include <algorithm>
#include <memory>
#include <vector>

class QAction;

namespace mwb::widgets {

class HexDataSource;
namespace detail {
class HexHighlights;
class HexLayout;
} // namespace detail

/// Clipboard formats of HexView::copySelection (see hexformat:: for the exact text).
enum class HexCopyFormat {
    Hex, ///< "00 01 FF"
    CArray, ///< "{ 0x00, 0x01, 0xFF }"
    Base64, ///< "AAH/"
};

/// A read-only hex view of a HexDataSource: rows of [offset | hex bytes | printable ASCII], painted only for the
/// visible rows (one read of those rows per scroll position), in the system fixed font, with coloured highlight
/// ranges, one marked range (the current structure, amber outline), a cursor and a selection.
///
/// Offsets are 64-bit everywhere. Scrolling: the view keeps its top row as a qint64. While the number of scroll
/// positions fits the scroll bar (2^30 rows, i.e. 16 GiB at 16 bytes per row) one scroll bar step is one row;
/// beyond that the scroll bar range is mapped proportionally onto the rows (the ends stay exact) and keyboard,
/// wheel and go-to still move row by row.
///
/// Selection model: the cursor sits on a byte; the selection is the half-open range between the anchor and the
/// cursor (Shift+arrows, Shift+click, drag). A plain click or move collapses it (length 0). A drag from byte a to
/// byte b selects both ends. Keys: arrows, PgUp/PgDn, Home/End (row), Ctrl+Home/Ctrl+End (data), with Shift to
/// select; Ctrl+A selects all; Ctrl+C, Ctrl+Shift+C, Ctrl+Shift+B copy as hex, C array, base64 (also in the
/// context menu). While the view has focus these keys win over window-wide shortcuts with the same keys.
/// GUI thread only.
class HexView : public QAbstractScrollArea
{
    Q_OBJECT
public:
    /// Copying is refused (actions disabled) for selections above this size.
    static constexpr qint64 kMaxCopyBytes = qint64(16) << 20;
    static constexpr int kPreferredRows = 12;

    explicit HexView(QWidget *parent = nullptr);
    ~HexView() override;

    /// Shows `source` (shared; null shows nothing) from the top, with the cursor on byte 0, no selection, no
    /// highlights and no marked range.
    void setDataSource(std::shared_ptr<const HexDataSource> source);
    [[nodiscard]] const std::shared_ptr<const HexDataSource> &dataSource() const { return m_source; }
    [[nodiscard]] qint64 dataSize() const { return m_size; }

    /// Bytes per row (1–64, default 16).
    void setBytesPerRow(int bytes);
    [[nodiscard]] int bytesPerRow() const;

    /// Replaces the highlighted ranges (any number; overlapping allowed, later offsets drawn on top). The tool tip
    /// of the shortest range under the pointer is shown.
    void setHighlights(std::vector<HexRange> ranges);
    [[nodiscard]] const std::vector<HexRange> &highlights() const;

    /// Marks [offset, offset + length) as the current structure: drawn with an amber outline and scrolled into
    /// view. A length <= 0 clears the mark. The cursor and selection do not change.
    void setMarkedRange(qint64 offset, qint64 length);
    [[nodiscard]] qint64 markedOffset() const { return m_markedOffset; }
    [[nodiscard]] qint64 markedLength() const { return m_markedLength; }

    /// Moves the cursor to `offset` (clamped to the data), collapses the selection and scrolls the row into view
    /// with some context above it.
    void goTo(qint64 offset);
    /// Selects [offset, offset + length) (clamped), puts the cursor at its end and scrolls it into view.
    void setSelection(qint64 offset, qint64 length);
    [[nodiscard]] qint64 cursorOffset() const { return m_cursor; }
    [[nodiscard]] qint64 selectionStart() const { return std::min(m_anchor, m_cursor); }
    [[nodiscard]] qint64 selectionLength() const
    {
        return m_anchor > m_cursor ? m_anchor - m_cursor : m_cursor - m_anchor;
    }
    /// The selected bytes; empty when nothing is selected or the selection exceeds kMaxCopyBytes.
    [[nodiscard]] QByteArray selectedBytes() const;
    /// The selection as text in `format`; empty as for selectedBytes().
    [[nodiscard]] QString selectionText(HexCopyFormat format) const;
    /// Puts selectionText(format) on the clipboard; false (clipboard untouched) when there is nothing to copy.
    bool copySelection(HexCopyFormat format);
    [[nodiscard]] QAction *copyAction(HexCopyFormat format) const;

    /// Scrolls (vertically) so [offset, offset + length) is visible, if it is not already: the range is placed
    /// about a third down the page, or at the top when it is taller than the page.
    void ensureVisible(qint64 offset, qint64 length = 1);
    /// The first row shown and the number of rows that fit completely.
    [[nodiscard]] qint64 topRow() const { return m_topRow; }
    [[nodiscard]] int visibleRowCount() const;
    [[nodiscard]] qint64 rowCount() const;
    /// True when the byte's row is completely visible.
    [[nodiscard]] bool isOffsetVisible(qint64 offset) const;

    /// The hex digits of byte `offset` in viewport coordinates; null when the byte is not on screen.
    [[nodiscard]] QRect byteRect(qint64 offset) const;
    /// The character of byte `offset` in the text column, in viewport coordinates; null when not on screen.
    [[nodiscard]] QRect textRect(qint64 offset) const;
    /// The byte under a viewport position (hex or text column), or -1.
    [[nodiscard]] qint64 offsetAt(QPoint position) const;
    /// `offset` as the offset column shows it (upper-case hex, at least 8 digits, as many as the data size needs).
    [[nodiscard]] QString offsetText(qint64 offset) const;

Q_SIGNALS:
    /// The selection changed: its start and length (length 0 when collapsed; start is then the cursor).
    void selectionChanged(qint64 offset, qint64 length);
    void cursorMoved(qint64 offset);
    /// The user clicked byte `offset` (plain left click, not Shift+click or a drag's later bytes).
    void byteClicked(qint64 offset);

protected:
    /// Room for a full row of bytes and kPreferredRows rows, so a dock gives the view a useful default size.
    [[nodiscard]] QSize sizeHint() const override;

    bool event(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void changeEvent(QEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    enum class Placement { Minimal, WithContext };

    void createActions();
    void relayout();
    void updateScrollBars();
    void setTopRow(qint64 row);
    void scrollRowsIntoView(qint64 firstRow, qint64 lastRow, Placement placement);
    void scrollColumnIntoView(int column);
    void setCursorAndAnchor(qint64 cursor, qint64 anchor);
    void moveCursor(qint64 target, bool extend);
    void dragTo(QPoint position);
    void updateActions();
    [[nodiscard]] qint64 maxTopRow() const;
    [[nodiscard]] qint64 lastByte() const;
    [[nodiscard]] qint64 offsetNear(QPoint position) const;
    [[nodiscard]] int rowTop(qint64 row) const;
    [[nodiscard]] const QByteArray &visibleBytes(int rows) const;

    std::shared_ptr<const HexDataSource> m_source;
    std::unique_ptr<detail::HexLayout> m_layout;
    std::unique_ptr<detail::HexHighlights> m_highlights;
    qint64 m_size = 0;
    qint64 m_topRow = 0;
    qint64 m_cursor = 0;
    qint64 m_anchor = 0;
    qint64 m_dragOrigin = -1; ///< byte where the current drag started, -1 when not dragging
    qint64 m_markedOffset = 0;
    qint64 m_markedLength = 0;
    qint64 m_reportedStart = 0;
    qint64 m_reportedLength = 0;
    mutable QByteArray m_window; ///< bytes of the rows last painted (the view's read cache)
    mutable qint64 m_windowOffset = -1;
    mutable qint64 m_windowLength = 0;
    int m_wheelDelta = 0; ///< wheel angle not yet turned into whole rows (touchpads send small steps)
    bool m_syncingScrollBar = false;
    QAction *m_copyHex = nullptr;
    QAction *m_copyCArray = nullptr;
    QAction *m_copyBase64 = nullptr;
    QAction *m_selectAll = nullptr;
};

} // namespace mwb::widgets
