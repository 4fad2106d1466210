// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandRegistry.h"

namespace mwb::cli {

const std::vector<Command> &allCommands()
{
    static const std::vector<Command> commands = [] {
        std::vector<Command> all;
        addModCommands(all);
        addDatCommands(all);
        addMapCommands(all);
        addMppCommands(all);
        addMpqCommands(all);
        addRawCommands(all);
        addLayoutCommands(all);
        addBlpCommands(all);
        addDbcCommands(all);
        return all;
    }();
    return commands;
}

} // namespace mwb::cli
