// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace mwb::cli {

/// One `mwb-cli GROUP NAME …` sub-command. `run` receives the arguments after NAME and returns the exit code.
struct Command
{
    QString group; ///< "mod", "mpq", "map", …
    QString name; ///< "info", "list", …
    QString summary; ///< translated one-liner for the overview
    std::function<int(const QStringList &arguments)> run;
};

/// Every sub-command of the CLI, in the order the overview lists them.
[[nodiscard]] const std::vector<Command> &allCommands();

/// Each command group registers itself through one function, defined in commands/<Group>Commands.cpp.
void addModCommands(std::vector<Command> &commands);
void addDatCommands(std::vector<Command> &commands);
void addMapCommands(std::vector<Command> &commands);
void addMppCommands(std::vector<Command> &commands);
void addMpqCommands(std::vector<Command> &commands);
void addRawCommands(std::vector<Command> &commands);
void addLayoutCommands(std::vector<Command> &commands);
void addBlpCommands(std::vector<Command> &commands);
void addDbcCommands(std::vector<Command> &commands);

} // namespace mwb::cli
