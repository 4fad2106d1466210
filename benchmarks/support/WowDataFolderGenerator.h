// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace mwb::bench {

/// The archive names a generated WoW 3.3.5a Data folder uses (the stock names plus custom patches), in the order
/// they are written.
[[nodiscard]] const QStringList &wowArchiveNames();

/// Writes a WoW Data folder at `data` with `archives` MPQs (at most wowArchiveNames().size()) and `entries` entries
/// in all, through our MpqWriter: half of each archive's names are shared by every archive (so they shadow one
/// another), half its own. False on any write error.
[[nodiscard]] bool generateWowDataFolder(const QString &data, int archives, int entries);

} // namespace mwb::bench
