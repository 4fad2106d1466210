// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/grid/CellGrid.h"
#include "mwb/formats/grid/GridStats.h"
#include "mwb/formats/grid/RegionMap.h"
#include "mwb/widgets/PropertyModel.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

namespace mwb::gui {

/// A walkability grid ready for the heatmap and cell docks: the grid, its regions and statistics (computed on the
/// worker thread that built the document), the format's own explanation (statistics, detection) and a way to
/// describe one cell. Plain value; safe to move between threads, read-only afterwards.
struct GridDocument
{
    Q_DECLARE_TR_FUNCTIONS(mwb::gui::GridDocument)
public:
    /// Format-specific rows of one cell (image indices, raw bytes with their offsets, …). Called on the GUI thread.
    using CellDescriber = std::function<std::vector<Property>(int x, int y)>;

    QString label; ///< the file path, or "archive › entry path"
    QString formatName; ///< translated, e.g. "Legend of Mir 2 map (type 0)"
    std::shared_ptr<const formats::grid::CellGrid> grid;
    std::shared_ptr<const formats::grid::RegionMap> regions;
    formats::grid::GridStats stats;
    std::vector<PropertyGroup> info; ///< "Statistics" first, then format groups such as "Detection"
    CellDescriber describeCell;

    /// Labels the regions of `grid`, counts it and starts the "Statistics" group with the rows every format shares;
    /// the format appends its own rows and groups. Runs on the caller's (worker) thread.
    [[nodiscard]] static GridDocument make(QString label, QString formatName, formats::grid::CellGrid grid);

    /// Every row of cell (x, y): position, state, door, region (shared), then describeCell's rows.
    [[nodiscard]] std::vector<Property> cellProperties(int x, int y) const;

    /// Number formatting shared by the describers ("1 234").
    [[nodiscard]] static QString number(qint64 value);
    /// "count (percent %)".
    [[nodiscard]] static QString share(qint64 count, qint64 total);
    /// A translated "yes" or "no".
    [[nodiscard]] static QString yesNo(bool value);
};

} // namespace mwb::gui
