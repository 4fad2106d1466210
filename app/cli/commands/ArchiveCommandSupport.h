// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CommandLine.h"
#include "mwb/core/Archive.h"

#include <QJsonObject>

#include <functional>

namespace mwb::cli {

/// The one implementation of listing, extracting and verifying an opened Archive, for the top-level commands
/// (`mwb-cli list|extract|verify FILE`) and the format groups' spellings that do the same (`mpq extract`, …).
/// Each takes the parsed command line of the calling command; FILE is its first positional argument.
class ArchiveCommandSupport
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::ArchiveCommands)
public:
    /// Extra JSON fields of one entry (by its id), for a format group's own list.
    using RowExtras = std::function<void(int entry, QJsonObject &row)>;
    /// Extra text after one entry's line (by its id).
    using LineExtras = std::function<QString(int entry)>;

    /// The one wildcard rule (mwb::PathPatterns), for the --help of every command that takes patterns.
    [[nodiscard]] static QString patternHelp();

    /// Adds --json.
    static void addJsonOption(CommandLine &cli);
    [[nodiscard]] static bool json(CommandLine &cli);

    /// Every entry: path (in the archive's own spelling, Archive::nativePath()), size, packed size and the columns
    /// the format has (type, compression, CRC-32, flags, locale, source layer); with --json an array of objects
    /// (`extras` adds fields; `lineExtras` adds text to a line). Returns the exit code.
    static int list(const Archive &archive, CommandLine &cli, const RowExtras &extras = {},
        const LineExtras &lineExtras = {});
    /// list() of index inputs with the EntryIndex::Column bits `columns`, for a group that opens its own way; paths
    /// are spelled with `separator`.
    static int list(const std::vector<EntryIndex::Input> &inputs, unsigned columns, CommandLine &cli,
        const RowExtras &extras = {}, const LineExtras &lineExtras = {}, QChar separator = QLatin1Char('/'));

    /// Adds -o/--output DIR, --keep-going, --overwrite and the optional PATTERN arguments (after FILE).
    static void addExtractOptions(CommandLine &cli);
    /// Whether --overwrite was given.
    [[nodiscard]] static bool overwrite(CommandLine &cli);
    /// Extracts the entries matching the patterns (mwb::PathPatterns; all without patterns) below DIR through
    /// ops::extractEntries(): AllOrNothing, or KeepGoing with --keep-going; files that exist already are refused
    /// (naming them) unless --overwrite. Failed entries are printed; the exit code is that of the first failure.
    static int extract(const Archive &archive, CommandLine &cli);
    /// extract() with the patterns given (for commands whose positional arguments are not FILE PATTERN…).
    static int extract(const Archive &archive, CommandLine &cli, const QStringList &patterns);

    /// Prints an extraction's error, with the hint about --overwrite when files existed in `targetDir`; returns the
    /// exit code.
    static int failExtraction(const Error &error, const QString &targetDir);

    /// Adds --json and --strict.
    static void addVerifyOptions(CommandLine &cli);
    /// Archive::verify(): problems, warnings and facts printed (--json: {problems, warnings: [{code, path,
    /// message}], …}). Exit 0 when the file is accepted, 1 when there are problems (or, with --strict, warnings).
    static int verify(const Archive &archive, CommandLine &cli);
};

} // namespace mwb::cli
