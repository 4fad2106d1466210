// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ByteSource.h"
#include "mwb/core/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <memory>

namespace mwb::formats::grid {

/// The bytes of a file. For a memory-mapped file `bytes` is a zero-copy view (QByteArray::fromRawData) that stays
/// valid while `owner` lives; writing through bytes.data() detaches into a private copy first.
struct FileBytes
{
    QByteArray bytes;
    std::shared_ptr<const ByteSource> owner; ///< keeps the mapping alive; null when `bytes` owns its data
};

/// Whole-file reads and atomic writes for the small grid formats (.map, .MPP), which are parsed from memory.
class GridFileIo
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::grid::GridFileIo)
public:
    /// Maps (or, where mapping fails, reads) the whole file; files above `maxBytes` are refused with LimitExceeded
    /// before anything is allocated.
    [[nodiscard]] static Result<FileBytes> readAll(const QString &path, qint64 maxBytes);

    /// Writes `bytes` through QSaveFile: the target is replaced only once everything was written and flushed.
    [[nodiscard]] static Result<void> writeAtomically(const QString &path, const QByteArray &bytes);
};

} // namespace mwb::formats::grid
