// SPDX-License-Identifier: GPL-3.0-or-later
#include "session/OpenedArchive.h"

namespace mwb::gui {

OpenedArchive OpenedArchive::prepare(std::shared_ptr<const Archive> archive, const WriterFactory &makeWriter)
{
    OpenedArchive opened;
    opened.index = std::make_shared<const EntryIndex>(EntryIndex::build(archive->indexInputs(), archive->indexColumns()));
    if (auto probe = EditPlan::build(makeWriter, archive, {}); !probe)
        opened.readOnlyReason = probe.error().message;
    opened.archive = std::move(archive);
    return opened;
}

} // namespace mwb::gui
