// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LittleEndianReader.h"
#include "mwb/core/Error.h"

#include <QByteArrayView>
#include <QString>

#include <optional>

namespace mwb::formats::tl2raw {

/// Little-endian reader over bytes in memory (a RAW file, a BINLAYOUT) that latches its first error: a read past
/// the end fails with Truncated at the offset of that read, and every later read returns 0 / empty. Callers
/// check ok() before they trust a value as a loop bound or an allocation size.
class ViewCursor : public LittleEndianReader<ViewCursor>
{
public:
    ViewCursor(QByteArrayView bytes, QString pathForErrors);

    /// Skips `n` bytes (Truncated when fewer remain).
    void skip(qint64 n);

    [[nodiscard]] qint64 pos() const { return m_pos; }
    [[nodiscard]] qint64 size() const { return m_bytes.size(); }
    [[nodiscard]] qint64 remaining() const { return m_bytes.size() - m_pos; }
    [[nodiscard]] QByteArrayView bytes() const { return m_bytes; }
    [[nodiscard]] const QString &path() const { return m_path; }
    [[nodiscard]] bool ok() const { return !m_error; }
    [[nodiscard]] const std::optional<Error> &error() const { return m_error; }

    /// Latches an error (the first one wins).
    void fail(ErrorCode code, const QString &message, qint64 offset);

    /// Checks a count read at `countOffset`: above `cap` latches LimitExceeded, more than the remaining bytes can
    /// hold at `minimumItemSize` bytes each latches Corrupt. Returns ok().
    bool checkCount(qint64 count, qint64 cap, qint64 minimumItemSize, qint64 countOffset, const QString &what);

private:
    friend class LittleEndianReader<ViewCursor>;
    const char *take(qint64 n);

    QByteArrayView m_bytes;
    QString m_path;
    qint64 m_pos = 0;
    std::optional<Error> m_error;
};

} // namespace mwb::formats::tl2raw
