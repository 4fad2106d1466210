// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QMap>
#include <QStringList>

namespace mwb::bench {

/// The archive names of a generated WoW 3.3.5a Data folder, lowest priority first: the stock names, then custom
/// patches (patch-4…9, patch-A).
[[nodiscard]] const QStringList &wowBenchArchives();

/// Writes a WoW Data folder of `archives` MPQs (<= wowBenchArchives().size(), named from it) with `entries` entries
/// in all: half of each archive's names are shared by every archive (World\Shared\Dir<i % 200>\File<i>.blp, so they
/// shadow one another), half its own. `extra` maps an archive name to further files it holds. False on a failed
/// write.
[[nodiscard]] bool generateWowDataFolder(
    const QString &data, int archives, int entries, const QMap<QString, QMap<QString, QByteArray>> &extra = {});

/// A SpellIcon.dbc of 3.3.5a's layout (ID, TextureFilename) with a row per path, IDs from 1.
[[nodiscard]] QByteArray spellIconTable(const QStringList &paths);

} // namespace mwb::bench
