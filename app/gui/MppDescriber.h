// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GridDocument.h"
#include "mwb/formats/tl2mpp/MppFile.h"

#include <QCoreApplication>

#include <memory>

namespace mwb::gui {

/// Turns a Torchlight 2 .MPP pathing grid into a GridDocument: statistics with the header floats, and per-cell
/// rows (the raw byte, its meaning and its offset).
class MppDescriber
{
    Q_DECLARE_TR_FUNCTIONS(mwb::gui::MppDescriber)
public:
    /// The document of `mpp`; its cell describer keeps `mpp` alive. Runs on a worker thread.
    [[nodiscard]] static GridDocument describe(std::shared_ptr<const formats::tl2mpp::MppFile> mpp, const QString &label);
    /// The rows only a .MPP has for cell (x, z).
    [[nodiscard]] static std::vector<Property> cellRows(const formats::tl2mpp::MppFile &mpp, int x, int z);
};

} // namespace mwb::gui
