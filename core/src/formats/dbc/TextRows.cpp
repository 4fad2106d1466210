// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/dbc/TextRows.h"

namespace mwb::formats::dbc {

void TextRows::setSource(const QByteArray &source)
{
    m_source = source;
}

void TextRows::beginRow(qint64 offset, int line)
{
    m_rowStart = m_cells.size();
    m_rowOffsets.push_back(offset);
    m_rowLines.push_back(line);
}

void TextRows::addCopiedCell(QByteArrayView utf8)
{
    m_cells.push_back({quint32(m_arena.size()) | kInArena, quint32(utf8.size())});
    m_arena.append(utf8.data(), utf8.size());
}

void TextRows::addNull()
{
    m_cells.push_back({0, kNull});
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
