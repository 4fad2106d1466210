// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ByteSource.h"
#include "mwb/formats/mpq/MpqTypes.h"

#include <QCoreApplication>

namespace mwb::formats::mpq {

/// The header plus the on-disk sizes of the classic tables (smaller than entries * 16 when compressed).
struct LocatedHeader
{
    MpqHeaderInfo info;
    qint64 hashTableBytes = 0;
    qint64 blockTableBytes = 0;
};

/// Finds the MPQ header (512-byte steps, MPQ\x1B user data, HM3W War3 prefix) and repairs it like Storm does.
class HeaderLocator
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::mpq::HeaderLocator)
public:
    /// BadMagic when no acceptable header lies in the first 128 MiB.
    [[nodiscard]] static Result<LocatedHeader> locate(const ByteSource &source);
    /// Absolute file position of an archive-relative offset; v1 archives wrap at 32 bits as Storm does.
    [[nodiscard]] static qint64 fileOffset(const MpqHeaderInfo &info, quint64 relative);
};

} // namespace mwb::formats::mpq
