// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/mir2map/MapDetection.h"

#include <QByteArrayView>
#include <QCoreApplication>

namespace mwb::formats::mir2map {

/// Classifies the bytes of a .map file (specs/mir2.md §5): Crystal's byte tests as candidates, each confirmed by
/// the size formula, the Delphi CR LF test for 14/36-byte maps, sane dimensions, and a refusal (never a garbage
/// grid) for encrypted or unknown files. Stateless and reentrant.
class MapDetector
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::mir2map::MapDetector)
public:
    /// Largest accepted width or height (real maps are at most 1000; Delphi tools cap at 1000).
    static constexpr int kMaxDimension = 4096;
    /// The smallest possible map: a 1×1 Crystal map (8 + 26 bytes).
    static constexpr qint64 kMinimumFileSize = 34;

    /// Classifies `bytes`; never reads past the end. The result always explains itself (see MapDetection).
    [[nodiscard]] static MapDetection detect(QByteArrayView bytes);

    /// The type Crystal's own detection (server FindType after commit 85a0cc9d) would pick; for comparison only.
    [[nodiscard]] static int crystalType(QByteArrayView bytes);
};

} // namespace mwb::formats::mir2map
