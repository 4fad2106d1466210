// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace mwb {

/// Machine-checkable failure categories. A small, closed set: codecs pick one, the CLI maps each to a stable
/// exit code (10 + value, see exitCodeFor()) and the GUI to a severity. Tests compare codes, never messages.
enum class ErrorCode {
    Io = 0, ///< open/read/write/rename failed at the OS level
    Truncated = 1, ///< input ended before a structure was complete
    BadMagic = 2, ///< signature does not match the format
    Corrupt = 3, ///< structure present but inconsistent (offsets, counts, streams)
    Unsupported = 4, ///< valid but a variant we do not handle (version, compression, encryption)
    ChecksumMismatch = 5, ///< a stored checksum or hash does not match the content
    LimitExceeded = 6, ///< a declared size or count is beyond a hard safety cap
    UnsafePath = 7, ///< an entry path would escape the target folder
    InvalidInput = 8, ///< the caller's input (a mod folder, an argument) is not acceptable
    Canceled = 9, ///< the job was canceled by the user
};

/// Value type describing one failure. Cheap to copy, safe to pass across threads.
struct Error
{
    ErrorCode code = ErrorCode::Io;
    QString message; ///< already translated, one sentence, no trailing period
    QString path; ///< file (and entry) the failure concerns, if known
    qint64 offset = -1; ///< byte offset where decoding failed, -1 if not applicable

    /// "code: message [path] @0xoffset" — for logs and the CLI's stderr.
    [[nodiscard]] QString toString() const;
};

/// Stable, untranslated name of a code ("truncated", "checksum-mismatch"…), used in JSON output.
[[nodiscard]] QString errorCodeName(ErrorCode code);

/// Translated short title of a code, for message boxes.
[[nodiscard]] QString errorCodeTitle(ErrorCode code);

/// The CLI exit code for an error: 10 + the code's value. 0 is success, 1 a failed check, 2 a usage error.
[[nodiscard]] constexpr int exitCodeFor(ErrorCode code)
{
    return 10 + static_cast<int>(code);
}

} // namespace mwb
