// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Archive.h"
#include "mwb/core/EntryIndex.h"

#include <memory>

namespace mwb::gui {

/// An archive made ready to become a document: its tree built. That costs time in proportion to the entries, so
/// the open job builds it on a worker thread. Whether it can be edited is asked of the archive
/// (Archive::writeRefusal()), without making a writer.
struct OpenedArchive
{
    std::shared_ptr<const Archive> archive;
    std::shared_ptr<const EntryIndex> index; ///< the tree of the archive as it is on disk

    /// Indexes `archive`. Any thread.
    [[nodiscard]] static OpenedArchive prepare(std::shared_ptr<const Archive> archive);
};

} // namespace mwb::gui
