// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/dbc/DbcCell.h"

#include <QByteArray>

#include <cstring>

namespace mwb::formats::dbc {

/// Builds a byte buffer through a raw cursor: room for a whole row is reserved once, then written without checks
/// (the exports write millions of small pieces; QByteArray::append checks and may detach on each).
class ByteWriter
{
public:
    explicit ByteWriter(qsizetype capacity)
        : m_bytes(std::max<qsizetype>(capacity, 64), Qt::Uninitialized)
        , m_cursor(m_bytes.data())
        , m_end(m_cursor + m_bytes.size())
    { }

    /// Makes room for `bytes` more.
    void reserve(qsizetype bytes)
    {
        if (m_end - m_cursor < bytes) {
            const qsizetype used = m_cursor - m_bytes.data();
            m_bytes.resize(std::max(m_bytes.size() * 2, used + bytes));
            m_cursor = m_bytes.data() + used;
            m_end = m_bytes.data() + m_bytes.size();
        }
    }
    void put(char c) { *m_cursor++ = c; }
    void put(QByteArrayView bytes)
    {
        std::memcpy(m_cursor, bytes.data(), std::size_t(bytes.size()));
        m_cursor += bytes.size();
    }
    /// Writes a number cell (reserve kMaxNumberText first).
    void number(ColumnKind kind, quint64 raw) { m_cursor = writeNumber(m_cursor, kind, raw); }
    /// The bytes written.
    QByteArray take()
    {
        m_bytes.truncate(m_cursor - m_bytes.data());
        return std::move(m_bytes);
    }

private:
    QByteArray m_bytes;
    char *m_cursor;
    char *m_end;
};

} // namespace mwb::formats::dbc
