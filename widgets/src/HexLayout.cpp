// SPDX-License-Identifier: GPL-3.0-or-later
#include "HexLayout.h"

#include <QFontMetrics>

#include <algorithm>
#include <bit>

namespace mwb::widgets::detail {

namespace {

constexpr int kMinOffsetDigits = 8;

int hexDigits(qint64 value)
{
    const int bits = 64 - std::countl_zero(static_cast<quint64>(std::max<qint64>(value, 1)));
    return (bits + 3) / 4;
}

} // namespace

void HexLayout::update(const QFontMetrics &metrics, int bytesPerRow, qint64 dataSize)
{
    m_charWidth = std::max(1, metrics.horizontalAdvance(QLatin1Char('0')));
    m_lineHeight = metrics.height() + 3;
    m_ascent = metrics.ascent() + 1;
    m_headerHeight = m_lineHeight + 4;
    m_bytesPerRow = bytesPerRow;
    m_offsetDigits = std::max(kMinOffsetDigits, hexDigits(dataSize - 1));
    const int w = m_charWidth;
    m_offsetX = w;
    m_hexX = m_offsetX + (m_offsetDigits + 2) * w;
    const int hexWidth = hexCellX(bytesPerRow - 1) + 2 * w - m_hexX;
    m_textX = m_hexX + hexWidth + 3 * w;
    m_totalWidth = m_textX + (bytesPerRow + 1) * w;
}

int HexLayout::hexCellX(int column) const
{
    return m_hexX + column * 3 * m_charWidth + (column / kGroupSize) * m_charWidth;
}

int HexLayout::textCellX(int column) const
{
    return m_textX + column * m_charWidth;
}

QRect HexLayout::hexCell(int column, int y) const
{
    return {hexCellX(column), y, 2 * m_charWidth, m_lineHeight};
}

QRect HexLayout::textCell(int column, int y) const
{
    return {textCellX(column), y, m_charWidth, m_lineHeight};
}

QRect HexLayout::hexSpan(int first, int last, int y) const
{
    const int half = m_charWidth / 2;
    const int left = hexCellX(first) - half;
    const int right = hexCellX(last) + 2 * m_charWidth + half;
    return {left, y, right - left, m_lineHeight};
}

QRect HexLayout::textSpan(int first, int last, int y) const
{
    return {textCellX(first), y, (last - first + 1) * m_charWidth, m_lineHeight};
}

int HexLayout::hexColumnAt(int x) const
{
    for (int column = 0; column < m_bytesPerRow; ++column) {
        const int right = column + 1 < m_bytesPerRow ? (hexCellX(column) + 2 * m_charWidth + hexCellX(column + 1)) / 2
                                                     : hexCellX(column) + 2 * m_charWidth + m_charWidth / 2;
        if (x < right)
            return column;
    }
    return m_bytesPerRow - 1;
}

int HexLayout::columnAt(int x) const
{
    const int half = m_charWidth / 2;
    if (x >= m_hexX - half && x < hexCellX(m_bytesPerRow - 1) + 2 * m_charWidth + half)
        return hexColumnAt(x);
    if (x >= m_textX && x < m_textX + m_bytesPerRow * m_charWidth)
        return (x - m_textX) / m_charWidth;
    return -1;
}

int HexLayout::nearestColumn(int x) const
{
    if (x >= m_textX - m_charWidth)
        return std::clamp((x - m_textX) / m_charWidth, 0, m_bytesPerRow - 1);
    return x < m_hexX ? 0 : hexColumnAt(x);
}

} // namespace mwb::widgets::detail
