// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SignOption.h"
#include "mwb/core/Result.h"
#include "mwb/core/ops/EntryTarget.h"

#include <QByteArray>
#include <QString>

namespace mwb::cli {

/// The bytes a content command's FILE argument names: a file, or an entry of an archive of any format written
/// "ARCHIVE::ENTRY" ("::" nests; the entry found by the archive's own path rule), through ops::readTarget().
struct InputBytes
{
    QByteArray bytes;
    QString entryPath; ///< the file path, or the entry's path in its archive (its file name decides the content kind)
    QString label; ///< the argument as given, for output and errors
};

/// Reads `argument`; files and entries above `maxBytes` are LimitExceeded. An unknown entry is InvalidInput.
[[nodiscard]] Result<InputBytes> readInputBytes(const QString &argument, qint64 maxBytes);

/// Writes a command's output to a file (atomically), or into an archive's entry (ARCHIVE::ENTRY, "::" nests)
/// through its writer with the check after the commit (ops::writeTarget()), every archive signed as `sign` says
/// (SignOption::warn() for each). Returns what ops::writeTarget() wrote.
[[nodiscard]] Result<ops::TargetWrite> writeOutputBytes(
    const QString &target, const QByteArray &bytes, const SignChoice &sign);

/// The help line of a FILE argument that may name an entry.
[[nodiscard]] QString entryArgumentHelp(const QString &what);

} // namespace mwb::cli
