// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/dbc/TextRows.h"

namespace mwb::formats::dbc {

QByteArrayView TextRows::cell(int row, int column) const
{
    const Cell &c = m_cells[std::size_t(row) * std::size_t(columns.size()) + std::size_t(column)];
    return c.size == kNull ? QByteArrayView() : QByteArrayView(m_arena).sliced(c.offset, c.size);
}

bool TextRows::isNull(int row, int column) const
{
    return m_cells[std::size_t(row) * std::size_t(columns.size()) + std::size_t(column)].size == kNull;
}

void TextRows::beginRow(qint64 offset, int line)
{
    m_rowStart = m_cells.size();
    m_rowOffsets.push_back(offset);
    m_rowLines.push_back(line);
}

void TextRows::addCell(QByteArrayView utf8)
{
    m_cells.push_back({quint32(m_arena.size()), quint32(utf8.size())});
    m_arena.append(utf8);
}

void TextRows::addNull()
{
    m_cells.push_back({quint32(m_arena.size()), kNull});
}

int TextRows::cellsInRow() const
{
    return int(m_cells.size() - m_rowStart);
}

void TextRows::dropRow()
{
    m_cells.resize(m_rowStart);
    m_rowOffsets.pop_back();
    m_rowLines.pop_back();
}

void TextRows::reserve(qsizetype bytes, qsizetype cells)
{
    m_arena.reserve(bytes);
    m_cells.reserve(std::size_t(cells));
}

} // namespace mwb::formats::dbc
