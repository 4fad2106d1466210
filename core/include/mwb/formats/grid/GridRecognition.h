// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Error.h"

#include <QByteArrayView>

#include <optional>

namespace mwb::formats::grid {

/// The walkability grid formats, none of which has a signature.
enum class GridFormat { None, MirMap, Tl2Mpp };

/// What recogniseGrid() made of some bytes.
struct GridRecognition
{
    GridFormat format = GridFormat::None;
    /// Why MapDetector refused the bytes as a Legend of Mir map (set whenever it did, even for an .MPP).
    std::optional<Error> mapRefusal;
};

/// Recognises grid content with the codecs' own recognisers: a TL2 .MPP whose size and extents match its header
/// exactly (MppFile::headerFit), else a Legend of Mir map (MapDetector), else a .MPP whose size alone matches.
/// Stateless and thread-safe.
[[nodiscard]] GridRecognition recogniseGrid(QByteArrayView bytes);

} // namespace mwb::formats::grid
