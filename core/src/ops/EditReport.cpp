// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/ops/EditReport.h"

#include <algorithm>

namespace mwb::ops {

std::vector<EntryChange> EditReport::changesOf(EntryChange::Kind kind) const
{
    std::vector<EntryChange> out;
    std::copy_if(changes.begin(), changes.end(), std::back_inserter(out), [kind](const EntryChange &change) {
        return change.kind == kind;
    });
    return out;
}

} // namespace mwb::ops
