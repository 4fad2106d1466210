// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/EntryIndex.h"

#include <QStringView>

#include <vector>

namespace mwb {

/// Every node of `index` at `path` in any letter case ('\\' counts as '/'): a tree keeps directories whose names
/// differ in letter case apart, so there may be several. The root for an empty path.
[[nodiscard]] std::vector<EntryIndex::NodeId> findInAnyCase(const EntryIndex &index, QStringView path);

} // namespace mwb
