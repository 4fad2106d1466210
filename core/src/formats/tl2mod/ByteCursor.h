// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LittleEndianReader.h"
#include "mwb/core/ByteSource.h"

#include <QString>

namespace mwb::formats::tl2mod {

/// Little-endian reader over a range of a ByteSource that latches its first error: after a failed read every
/// further read returns 0/empty, and error() tells what failed where. Callers check ok() before they trust a
/// value for an allocation or a loop bound. Zero-copy when the source is memory-mapped.
class ByteCursor : public LittleEndianReader<ByteCursor>
{
public:
    /// Reads [begin, end) of `source`; reading past `end` fails with `overrunCode`.
    ByteCursor(const ByteSource &source, qint64 begin, qint64 end, ErrorCode overrunCode);

    [[nodiscard]] qint64 pos() const { return m_pos; }
    [[nodiscard]] qint64 remaining() const { return m_end - m_pos; }
    [[nodiscard]] bool ok() const { return !m_failed; }
    [[nodiscard]] const Error &error() const { return m_error; }

    /// Latches an error (the first one wins).
    void fail(ErrorCode code, const QString &message, qint64 offset);

private:
    friend class LittleEndianReader<ByteCursor>;
    /// Pointer to `n` readable bytes at the current position, or nullptr (error latched).
    const char *take(qint64 n);

    const ByteSource &m_source;
    QByteArrayView m_mapped;
    QByteArray m_window; ///< buffered bytes when the source is not memory-backed
    qint64 m_windowStart = 0;
    qint64 m_pos;
    qint64 m_end;
    ErrorCode m_overrunCode;
    bool m_failed = false;
    Error m_error;
};

} // namespace mwb::formats::tl2mod
