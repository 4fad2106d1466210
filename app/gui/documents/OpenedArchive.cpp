// SPDX-License-Identifier: GPL-3.0-or-later
#include "OpenedArchive.h"

namespace mwb::gui {

OpenedArchive OpenedArchive::prepare(std::shared_ptr<const Archive> archive)
{
    OpenedArchive opened;
    opened.index = std::make_shared<const EntryIndex>(EntryIndex::build(archive->indexInputs(), archive->indexColumns()));
    opened.archive = std::move(archive);
    return opened;
}

} // namespace mwb::gui
