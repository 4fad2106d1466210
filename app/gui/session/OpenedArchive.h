// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "session/EditPlan.h"

#include "mwb/core/Archive.h"
#include "mwb/core/EntryIndex.h"

#include <QString>

#include <memory>

namespace mwb::gui {

/// An archive made ready to become the session's document. Everything here costs time in proportion to the
/// archive's entries, so the open job builds it on a worker thread instead of the GUI thread when it shows the
/// archive.
struct OpenedArchive
{
    std::shared_ptr<const Archive> archive;
    std::shared_ptr<const EntryIndex> index; ///< the tree of the archive as it is on disk
    QString readOnlyReason; ///< why the archive cannot be edited (translated), empty when it can

    /// Indexes `archive` (which keeps its Archive::indexInputs() for the edit plans) and asks `makeWriter` whether
    /// it can be edited. Any thread.
    [[nodiscard]] static OpenedArchive prepare(std::shared_ptr<const Archive> archive, const WriterFactory &makeWriter);
};

} // namespace mwb::gui
