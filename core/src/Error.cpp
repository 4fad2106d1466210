// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/Error.h"

namespace mwb {

QString errorCodeName(ErrorCode code)
{
    switch (code) {
    case ErrorCode::Io:
        return QStringLiteral("io");
    case ErrorCode::Truncated:
        return QStringLiteral("truncated");
    case ErrorCode::BadMagic:
        return QStringLiteral("bad-magic");
    case ErrorCode::Corrupt:
        return QStringLiteral("corrupt");
    case ErrorCode::Unsupported:
        return QStringLiteral("unsupported");
    case ErrorCode::ChecksumMismatch:
        return QStringLiteral("checksum-mismatch");
    case ErrorCode::LimitExceeded:
        return QStringLiteral("limit-exceeded");
    case ErrorCode::UnsafePath:
        return QStringLiteral("unsafe-path");
    case ErrorCode::InvalidInput:
        return QStringLiteral("invalid-input");
    case ErrorCode::Canceled:
        return QStringLiteral("canceled");
    }
    return QStringLiteral("unknown");
}

QString errorCodeTitle(ErrorCode code)
{
    switch (code) {
    case ErrorCode::Io:
        return QCoreApplication::translate("mwb::Error", "Input/output error");
    case ErrorCode::Truncated:
        return QCoreApplication::translate("mwb::Error", "File is truncated");
    case ErrorCode::BadMagic:
        return QCoreApplication::translate("mwb::Error", "Not a file of this format");
    case ErrorCode::Corrupt:
        return QCoreApplication::translate("mwb::Error", "File is corrupt");
    case ErrorCode::Unsupported:
        return QCoreApplication::translate("mwb::Error", "Unsupported variant");
    case ErrorCode::ChecksumMismatch:
        return QCoreApplication::translate("mwb::Error", "Checksum mismatch");
    case ErrorCode::LimitExceeded:
        return QCoreApplication::translate("mwb::Error", "Safety limit exceeded");
    case ErrorCode::UnsafePath:
        return QCoreApplication::translate("mwb::Error", "Unsafe path");
    case ErrorCode::InvalidInput:
        return QCoreApplication::translate("mwb::Error", "Invalid input");
    case ErrorCode::Canceled:
        return QCoreApplication::translate("mwb::Error", "Canceled");
    }
    return QCoreApplication::translate("mwb::Error", "Unknown error");
}

QString Error::toString() const
{
    QString s = errorCodeName(code) + QStringLiteral(": ") + message;
    if (!path.isEmpty())
        s += QStringLiteral(" [") + path + QLatin1Char(']');
    if (offset >= 0)
        s += QStringLiteral(" @0x") + QString::number(offset, 16);
    return s;
}

} // namespace mwb
