// SPDX-License-Identifier: GPL-3.0-or-later
#include "ViewCursor.h"

#include <QCoreApplication>
#include <QtEndian>

#include <cstring>

namespace mwb::formats::tl2raw {

namespace {
class CursorText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2raw::ViewCursor)
};
} // namespace

ViewCursor::ViewCursor(QByteArrayView bytes, QString pathForErrors)
    : m_bytes(bytes)
    , m_path(std::move(pathForErrors))
{ }

void ViewCursor::fail(ErrorCode code, const QString &message, qint64 offset)
{
    if (!m_error)
        m_error = Error{code, message, m_path, offset};
}

const char *ViewCursor::take(qint64 n)
{
    if (m_error)
        return nullptr;
    if (n > remaining()) {
        fail(ErrorCode::Truncated,
            CursorText::tr("Needed %1 bytes at offset %2, but the data ends at offset %3")
                .arg(n)
                .arg(m_pos)
                .arg(m_bytes.size()),
            m_pos);
        return nullptr;
    }
    const char *p = m_bytes.data() + m_pos;
    m_pos += n;
    return p;
}

quint8 ViewCursor::u8()
{
    const char *p = take(1);
    return p ? static_cast<quint8>(*p) : 0;
}

quint16 ViewCursor::u16()
{
    const char *p = take(2);
    return p ? qFromLittleEndian<quint16>(p) : 0;
}

quint32 ViewCursor::u32()
{
    const char *p = take(4);
    return p ? qFromLittleEndian<quint32>(p) : 0;
}

quint64 ViewCursor::u64()
{
    const char *p = take(8);
    return p ? qFromLittleEndian<quint64>(p) : 0;
}

float ViewCursor::f32()
{
    const quint32 bits = u32();
    float value = 0;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

QString ViewCursor::shortString()
{
    const quint16 units = u16();
    const char *p = take(2 * qint64(units));
    if (!p)
        return {};
    QString text(units, Qt::Uninitialized);
    qFromLittleEndian<quint16>(p, units, text.data());
    return text;
}

void ViewCursor::skip(qint64 n)
{
    (void)take(n);
}

bool ViewCursor::checkCount(qint64 count, qint64 cap, qint64 minimumItemSize, qint64 countOffset, const QString &what)
{
    if (m_error)
        return false;
    if (count > cap) {
        fail(ErrorCode::LimitExceeded,
            CursorText::tr("%1: %2 items declared, beyond the limit of %3").arg(what).arg(count).arg(cap), countOffset);
    } else if (count * minimumItemSize > remaining()) {
        fail(ErrorCode::Corrupt,
            CursorText::tr("%1: %2 items of at least %3 bytes each cannot fit in the %4 bytes that remain")
                .arg(what)
                .arg(count)
                .arg(minimumItemSize)
                .arg(remaining()),
            countOffset);
    }
    return ok();
}

} // namespace mwb::formats::tl2raw
