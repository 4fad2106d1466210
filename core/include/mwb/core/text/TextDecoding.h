// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace mwb::text {

/// Text recovered from bytes of unknown encoding.
struct DecodedText
{
    QString text;
    QString encoding; ///< "UTF-8", "UTF-8 (BOM)", "UTF-16LE (BOM)", "UTF-16BE (BOM)", "UTF-16LE", "Latin-1"
    bool truncated = false; ///< only the first `limit` bytes were decoded
};

/// True when `bytes` look like text: a Unicode byte-order mark, UTF-16LE without a BOM (mostly NUL high bytes), or
/// bytes without NUL and with at most 1 % other control characters. Looks at the first 4 KiB only.
[[nodiscard]] bool looksLikeText(const QByteArray &bytes);

/// Decodes with BOM detection (UTF-8, UTF-16LE, UTF-16BE), then UTF-16LE by its NUL pattern, then UTF-8 when
/// valid, else Latin-1. Decodes at most `limit` bytes (cut at a character boundary).
[[nodiscard]] DecodedText decodeText(const QByteArray &bytes, qsizetype limit);

/// `text` as UTF-16 code units as stored (lone surrogates too), big- or little-endian, optionally after a byte-order
/// mark: the inverse of decodeText() for text read as UTF-16.
[[nodiscard]] QByteArray utf16Bytes(const QString &text, bool bigEndian, bool bom);

} // namespace mwb::text
