// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"
#include "mwb/formats/mpq/MpqWriter.h"

#include <QByteArray>
#include <QCoreApplication>

namespace mwb::formats::mpq {

/// A file's stored form before encryption (encryption needs the final position when FIX_KEY is set).
struct StoredFile
{
    QByteArray bytes; ///< sector offset table + sectors (+ sector checksums), or the single unit
    quint32 flags = 0; ///< block-table flags, EXISTS included
    quint32 fileSize = 0;
    quint32 crc32 = 0; ///< of the file's content
    QByteArray md5; ///< of the file's content
};

/// Turns content into stored MPQ files and moves stored files between encryption keys.
class EntryCodec
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::mpq::EntryCodec)
public:
    /// Compresses `data` into sectors of `sectorSize` (or one unit) with `options`; not yet encrypted.
    [[nodiscard]] static StoredFile encode(QByteArrayView data, const MpqFileOptions &options, quint32 sectorSize);
    /// Encrypts (or, with `decrypt`, decrypts) a stored file in place: the sector offset table with key - 1, each
    /// sector with key + its index, a single unit with key. Corrupt when the offset table does not fit the bytes.
    [[nodiscard]] static Result<void> cipher(QByteArray &bytes, quint32 flags, quint32 fileSize, quint32 sectorSize,
        quint32 key, bool decrypt);
};

} // namespace mwb::formats::mpq
