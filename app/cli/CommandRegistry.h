// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace mwb::cli {

/// One `mwb-cli [GROUP] NAME …` sub-command. `run` receives the arguments after NAME and returns the exit code.
struct Command
{
    QString group; ///< "mod", "mpq", "map", …; empty for a top-level command (`mwb-cli list FILE`)
    QString name; ///< "info", "list", …
    QString summary; ///< translated one-liner for the overview
    std::function<int(const QStringList &arguments)> run;
};

/// Every sub-command of the CLI, in the order the overview lists them.
[[nodiscard]] const std::vector<Command> &allCommands();
/// The command `mwb-cli GROUP NAME` (group empty: a top-level command), or null.
[[nodiscard]] const Command *findCommand(const QString &group, const QString &name);
/// The command group of a format (FormatRegistry id "tl2mod" -> "mod"); empty when it has none.
[[nodiscard]] QString groupOfFormat(QStringView formatId);

/// The top-level commands over the format registry (info, list, extract, verify, cat), in
/// commands/ArchiveCommands.cpp.
void addArchiveCommands(std::vector<Command> &commands);
/// The top-level editing commands (add, rm, mv, compact, create), in commands/EditCommands.cpp, which also holds
/// their group spellings (addModEditCommands, addMpqEditCommands).
void addEditCommands(std::vector<Command> &commands);
/// Each command group registers itself through one function, defined in commands/<Group>Commands.cpp.
void addModCommands(std::vector<Command> &commands);
void addModEditCommands(std::vector<Command> &commands);
void addModConflictCommands(std::vector<Command> &commands);
void addTranslateCommands(std::vector<Command> &commands);
void addDatCommands(std::vector<Command> &commands);
void addMapCommands(std::vector<Command> &commands);
void addMppCommands(std::vector<Command> &commands);
/// `map edit` and `mpp edit`, in commands/GridEditCommands.cpp.
void addGridEditCommands(std::vector<Command> &commands);
void addMpqCommands(std::vector<Command> &commands);
void addMpqEditCommands(std::vector<Command> &commands);
void addRawCommands(std::vector<Command> &commands);
void addLayoutCommands(std::vector<Command> &commands);
void addLayoutBuildCommands(std::vector<Command> &commands);
void addLayoutPlanCommands(std::vector<Command> &commands);
void addBlpCommands(std::vector<Command> &commands);
void addDbcCommands(std::vector<Command> &commands);
void addStackCommands(std::vector<Command> &commands);
void addDiffCommands(std::vector<Command> &commands);
void addExportCommands(std::vector<Command> &commands);
/// `wow add-icon`, `wow add-item`, `wow export-spells` (custom content of a WoW 3.3.5a client in one step), in
/// commands/WowCommands.cpp.
void addWowCommands(std::vector<Command> &commands);
/// `wow doctor`, in commands/WowDoctorCommands.cpp.
void addWowDoctorCommands(std::vector<Command> &commands);

} // namespace mwb::cli
