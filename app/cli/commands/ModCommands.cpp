// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandRegistry.h"

namespace mwb::cli {

void addModCommands(std::vector<Command> &)
{
}

} // namespace mwb::cli
