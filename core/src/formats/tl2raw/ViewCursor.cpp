// SPDX-License-Identifier: GPL-3.0-or-later
#include "ViewCursor.h"

#include <QCoreApplication>

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
