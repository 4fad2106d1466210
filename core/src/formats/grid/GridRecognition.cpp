// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/grid/GridRecognition.h"

#include "mwb/formats/mir2map/MapDetector.h"
#include "mwb/formats/tl2mpp/MppFile.h"

namespace mwb::formats::grid {

using tl2mpp::MppFile;

GridRecognition recogniseGrid(QByteArrayView bytes)
{
    const MppFile::HeaderFit mpp = MppFile::headerFit(bytes);
    if (mpp == MppFile::HeaderFit::Exact)
        return {GridFormat::Tl2Mpp, std::nullopt};
    auto detection = mir2map::MapDetector::detect(bytes);
    if (detection.type)
        return {GridFormat::MirMap, std::nullopt};
    return {mpp == MppFile::HeaderFit::SizeOnly ? GridFormat::Tl2Mpp : GridFormat::None, std::move(detection.error)};
}

} // namespace mwb::formats::grid
