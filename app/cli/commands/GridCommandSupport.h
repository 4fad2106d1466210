// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CommandLine.h"
#include "mwb/formats/grid/CellGrid.h"
#include "mwb/formats/grid/HeatmapBaker.h"

#include <QCommandLineOption>
#include <QJsonObject>

namespace mwb::cli {

/// What `map png` and `mpp png` share: their options, the layer parsing and the PNG export.
class GridCommandSupport
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::GridCommandSupport)
public:
    /// Adds -o/--output, --scale and --layers to `cli`.
    static void addPngOptions(CommandLine &cli);

    /// Bakes `grid` with the layers named on the command line and writes the PNG; returns the exit code.
    static int writePng(CommandLine &cli, const formats::grid::CellGrid &grid);

    /// Prints `info` as JSON, or as "key: value" lines (nested objects and arrays compact).
    static void printInfo(const QJsonObject &info, bool json);
};

} // namespace mwb::cli
