// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GridDocument.h"
#include "mwb/formats/mir2map/MapDetection.h"
#include "mwb/formats/mir2map/MapFile.h"

#include <QCoreApplication>

#include <memory>

namespace mwb::gui {

/// Turns a Legend of Mir .map into a GridDocument: statistics with the type, title and trailing bytes, the
/// detection explanation, and per-cell rows (images, area, door bytes, light, animation, record offset).
class MapDescriber
{
    Q_DECLARE_TR_FUNCTIONS(mwb::gui::MapDescriber)
public:
    /// The document of `map`; its cell describer keeps `map` alive. Runs on a worker thread.
    [[nodiscard]] static GridDocument describe(std::shared_ptr<const formats::mir2map::MapFile> map, const QString &label);
    /// "Detection": the chosen type, its signature and size formula, and why every other type was rejected.
    [[nodiscard]] static PropertyGroup detectionGroup(const formats::mir2map::MapDetection &detection);
    /// The rows only a .map has for cell (x, y), with the byte offsets of the record and of the door bytes.
    [[nodiscard]] static std::vector<Property> cellRows(const formats::mir2map::MapFile &map, int x, int y);
};

} // namespace mwb::gui
