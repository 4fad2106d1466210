// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QRect>

class QFontMetrics;

namespace mwb::widgets::detail {

/// Pixel geometry of a hex view in content coordinates (before horizontal scrolling), for one font, row width and
/// data size: a header line, then rows of [offset | hex bytes | text]. The hex column puts an extra gap after
/// every 8 bytes.
class HexLayout
{
public:
    static constexpr int kGroupSize = 8;

    void update(const QFontMetrics &metrics, int bytesPerRow, qint64 dataSize);

    [[nodiscard]] int charWidth() const { return m_charWidth; }
    [[nodiscard]] int lineHeight() const { return m_lineHeight; }
    [[nodiscard]] int ascent() const { return m_ascent; }
    [[nodiscard]] int headerHeight() const { return m_headerHeight; }
    [[nodiscard]] int bytesPerRow() const { return m_bytesPerRow; }
    [[nodiscard]] int offsetDigits() const { return m_offsetDigits; }
    [[nodiscard]] int offsetX() const { return m_offsetX; }
    [[nodiscard]] int hexX() const { return m_hexX; }
    [[nodiscard]] int textX() const { return m_textX; }
    [[nodiscard]] int totalWidth() const { return m_totalWidth; }

    /// Left edge of the two digits of the byte in `column`.
    [[nodiscard]] int hexCellX(int column) const;
    /// Left edge of the character of the byte in `column`.
    [[nodiscard]] int textCellX(int column) const;
    /// The two digits of `column` on the line starting at `y`.
    [[nodiscard]] QRect hexCell(int column, int y) const;
    [[nodiscard]] QRect textCell(int column, int y) const;
    /// Columns [first, last] on one line, in the hex column, including the half gaps around them so adjacent
    /// spans join seamlessly.
    [[nodiscard]] QRect hexSpan(int first, int last, int y) const;
    [[nodiscard]] QRect textSpan(int first, int last, int y) const;
    /// The byte column under `x` in the hex or the text column, else -1.
    [[nodiscard]] int columnAt(int x) const;
    /// The nearest byte column to `x` anywhere on the line (for drags that leave the columns).
    [[nodiscard]] int nearestColumn(int x) const;

private:
    [[nodiscard]] int hexColumnAt(int x) const;

    int m_charWidth = 8;
    int m_lineHeight = 16;
    int m_ascent = 12;
    int m_headerHeight = 20;
    int m_bytesPerRow = 16;
    int m_offsetDigits = 8;
    int m_offsetX = 0;
    int m_hexX = 0;
    int m_textX = 0;
    int m_totalWidth = 0;
};

} // namespace mwb::widgets::detail
