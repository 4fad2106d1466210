// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>


namespace mwb::formats::grid {

/// Whole-file reads and atomic writes for the small grid formats (.map, .MPP), which are parsed from memory.
class GridFileIo
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::grid::GridFileIo)
public:
    /// Reads the whole file; files above `maxBytes` are refused with LimitExceeded before anything is allocated.
    /// A copy, not a view of a mapping: the parsers keep the bytes, and another program may truncate the file.
    [[nodiscard]] static Result<QByteArray> readAll(const QString &path, qint64 maxBytes);

    /// Writes `bytes` through io::AtomicFile: the target is replaced only once everything was written and synced.
    [[nodiscard]] static Result<void> writeAtomically(const QString &path, const QByteArray &bytes);
};

} // namespace mwb::formats::grid
