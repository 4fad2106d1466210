// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandRegistry.h"

#include <utility>

namespace mwb::cli {

const std::vector<Command> &allCommands()
{
    static const std::vector<Command> commands = [] {
        std::vector<Command> all;
        addArchiveCommands(all);
        addEditCommands(all);
        addDiffCommands(all);
        addModCommands(all);
        addModEditCommands(all);
        addModConflictCommands(all);
        addTranslateCommands(all);
        addDatCommands(all);
        addMapCommands(all);
        addMppCommands(all);
        addGridEditCommands(all);
        addMpqCommands(all);
        addMpqEditCommands(all);
        addRawCommands(all);
        addLayoutCommands(all);
        addLayoutBuildCommands(all);
        addLayoutPlanCommands(all);
        addBlpCommands(all);
        addDbcCommands(all);
        addStackCommands(all);
        addExportCommands(all);
        addWowCommands(all);
        addWowDoctorCommands(all);
        return all;
    }();
    return commands;
}

const Command *findCommand(const QString &group, const QString &name)
{
    for (const Command &command : allCommands()) {
        if (command.group == group && command.name == name)
            return &command;
    }
    return nullptr;
}

QString groupOfFormat(QStringView formatId)
{
    static const std::pair<const char *, const char *> groups[]
        = {{"tl2mod", "mod"}, {"mpq", "mpq"}, {"mir2map", "map"}, {"tl2mpp", "mpp"}};
    for (const auto &[format, group] : groups) {
        if (formatId == QLatin1String(format))
            return QLatin1String(group);
    }
    return {};
}

} // namespace mwb::cli
