// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace mwb::cli {

/// `mwb-cli mpq create OUT DIR [--preset|--version|--sector-size|--compression|--like] [--json]`: the generic
/// `create --format mpq` with the MPQ writer's options; an option value it cannot take is a usage error (exit 2).
int runMpqCreate(const QStringList &arguments);

} // namespace mwb::cli
