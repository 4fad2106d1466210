// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"

#include <QByteArray>
#include <QString>

namespace mwb::cli {

/// The bytes a `raw show` / `layout show` argument names: a file, or an entry inside a .MOD written
/// "FILE.MOD::MEDIA/PATH" (the entry path matched case-insensitively).
struct InputBytes
{
    QByteArray bytes;
    QString entryPath; ///< the file path, or the entry's path inside the .MOD (its file name decides the RAW kind)
    QString label; ///< the argument as given, for output and errors
};

/// Reads `argument`; files above `maxBytes` are LimitExceeded. An unknown entry is InvalidInput.
[[nodiscard]] Result<InputBytes> readInputBytes(const QString &argument, qint64 maxBytes);

} // namespace mwb::cli
