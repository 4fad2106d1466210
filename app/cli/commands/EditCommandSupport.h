// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CommandLine.h"
#include "SignOption.h"
#include "mwb/core/ArchiveWriter.h"
#include "mwb/core/Progress.h"
#include "mwb/core/ops/EditReport.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <functional>
#include <memory>
#include <optional>

namespace mwb::cli {

/// What the editing commands share, generic (`mwb-cli add|rm|mv|compact ARCHIVE …`) and format spellings alike
/// (`mod add`, `mpq rm`…): ARCHIVE (a file, or an archive inside another: ARCHIVE::ENTRY), -o OUT, --sign and --json; the
/// archive opened for editing through the registry (a group spelling accepts its format only); the commit with the
/// check (ops::commitChecked(), or ops::writeTarget() for an entry) and the one report of every verb (printReport()).
/// On any error the archive is left byte for byte as it was.
class EditCommand
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::EditCommands)
public:
    /// `verb` is the report's ("add"…); `formatId` restricts a group spelling to its format (empty: any format).
    EditCommand(const QString &verb, const QString &usage, const QString &description, const QString &formatId = {});

    CommandLine &cli() { return m_cli; }
    ArchiveWriter &writer() { return *m_writer; }
    /// The positional arguments after ARCHIVE.
    [[nodiscard]] QStringList operands() const { return m_cli.positional().mid(1); }
    [[nodiscard]] ops::EditReport &report() { return m_report; }

    /// Parses (at least `operands` arguments after ARCHIVE), checks -o and --sign and opens ARCHIVE for editing
    /// (signed as --sign says); `needed` is the capability the verb needs beyond Write. Returns the exit code to stop
    /// with, or nullopt.
    [[nodiscard]] std::optional<int> open(
        const QStringList &arguments, int operands, std::optional<Capability> needed = std::nullopt);
    /// Brings derived entries up to date (unless `derive` is false), commits to -o OUT or in place, prints the
    /// report; returns the exit code.
    [[nodiscard]] int commit(bool derive = true, bool compact = false);

    /// Prints `report`: the changes and the commit as text, or the one JSON object every verb shares with --json.
    static void printReport(const ops::EditReport &report, bool json);
    /// The JSON object of `report` (the same keys for every verb and format).
    [[nodiscard]] static QJsonObject reportJson(const ops::EditReport &report);

private:
    /// commit() when the archive (or -o OUT) is an entry of another archive.
    [[nodiscard]] Result<ops::CheckedCommit> commitIntoEntry(Progress &progress, bool compact);

    CommandLine m_cli;
    QString m_formatId;
    QString m_target;
    SignChoice m_sign;
    std::unique_ptr<ArchiveWriter> m_writer;
    ops::EditReport m_report;
    std::vector<CommitReport> m_outerCommits; ///< the archives around an entry commitIntoEntry() wrote
};

/// Creates an archive of `formatId` with `presetId` from the files below `folder` (or the format's own folder
/// layout: a Torchlight 2 mod folder) and commits it to `output`, signed as `sign` says, with the check;
/// `configure` may adjust the new writer first (MPQ --version…). Prints the report of verb "create"; returns the
/// exit code.
[[nodiscard]] int createFromFolder(const QString &formatId, const QString &presetId, const QString &folder,
    const QString &output, bool json, const SignChoice &sign,
    const std::function<std::optional<Error>(ArchiveWriter &)> &configure = {});

} // namespace mwb::cli
