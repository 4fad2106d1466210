// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCommandLineParser>
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

/// The command line of the benchmarks on a generated Data folder.
struct WowBenchOptions
{
    int reps = 5; ///< --reps N: runs per figure
    int entries = 200000; ///< --entries N: entries in all
    QString
        folder; ///< --folder DIR: generate the Data folder there (kept; reused when it exists), else in a temporary one
};

/// Adds --reps, --entries and --folder to `parser` (which may already hold a benchmark's own options), processes the
/// application's command line (exits on --help or an error) and returns the values.
[[nodiscard]] WowBenchOptions parseWowBenchOptions(QCommandLineParser &parser);

/// A SpellIcon.dbc of 3.3.5a's layout (ID, TextureFilename) with a row per path, IDs from 1.
[[nodiscard]] QByteArray spellIconTable(const QStringList &paths);

} // namespace mwb::bench
