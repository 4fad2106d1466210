// SPDX-License-Identifier: GPL-3.0-or-later
#include "ByteCursor.h"

#include <QCoreApplication>

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

} // namespace mwb::formats::tl2mod
