// SPDX-License-Identifier: GPL-3.0-or-later
#include "ByteCursor.h"

#include <QCoreApplication>
#include <QtEndian>

#include <algorithm>

namespace mwb::formats::tl2mod {

namespace {
class CursorText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2mod::ModArchive)
};

constexpr qint64 kWindowSize = 64 * 1024;
} // namespace

ByteCursor::ByteCursor(const ByteSource &source, qint64 begin, qint64 end, ErrorCode overrunCode)
    : m_source(source)
    , m_mapped(source.view(0, source.size()))
    , m_pos(begin)
    , m_end(std::min(end, source.size()))
    , m_overrunCode(overrunCode)
{ }

void ByteCursor::fail(ErrorCode code, const QString &message, qint64 offset)
{
    if (m_failed)
        return;
    m_failed = true;
    m_error = Error{code, message, m_source.path(), offset};
}

const char *ByteCursor::take(qint64 n)
{
    if (m_failed)
        return nullptr;
    if (n > m_end - m_pos) {
        fail(m_overrunCode,
            CursorText::tr("Needed %1 bytes at offset %2, but the structure ends at offset %3")
                .arg(n)
                .arg(m_pos)
                .arg(m_end),
            m_pos);
        return nullptr;
    }
    const qint64 at = m_pos;
    m_pos += n;
    if (!m_mapped.isEmpty())
        return m_mapped.data() + at;
    if (at < m_windowStart || at + n > m_windowStart + m_window.size()) {
        auto chunk = m_source.read(at, std::min(std::max(n, kWindowSize), m_end - at));
        if (!chunk) {
            m_failed = true;
            m_error = chunk.error();
            return nullptr;
        }
        m_window = std::move(chunk).value();
        m_windowStart = at;
    }
    return m_window.constData() + (at - m_windowStart);
}

quint8 ByteCursor::u8()
{
    const char *p = take(1);
    return p ? static_cast<quint8>(*p) : 0;
}

quint16 ByteCursor::u16()
{
    const char *p = take(2);
    return p ? qFromLittleEndian<quint16>(p) : 0;
}

quint32 ByteCursor::u32()
{
    const char *p = take(4);
    return p ? qFromLittleEndian<quint32>(p) : 0;
}

quint64 ByteCursor::u64()
{
    const char *p = take(8);
    return p ? qFromLittleEndian<quint64>(p) : 0;
}

QString ByteCursor::shortString()
{
    const quint16 units = u16();
    const char *p = take(2 * qint64(units));
    if (!p)
        return {};
    QString text(units, Qt::Uninitialized);
    qFromLittleEndian<quint16>(p, units, text.data());
    return text;
}

} // namespace mwb::formats::tl2mod
