// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace mwb {
class Archive;
} // namespace mwb

namespace mwb::content {

/// Reads one file a content's view wants from a tree of files (a mod, the game's archive) by its path in that tree
/// ("MEDIA/ROOMPIECES.RAW"): its bytes, nullopt when the tree has no such file, or an error when it has one that
/// cannot be read. Called on any thread.
using CompanionLookup = std::function<Result<std::optional<QByteArray>>(const QString &path)>;

/// The trees a view may read more files from, off the GUI thread: where the content came from first, then the
/// game's archive when one is set; `problems` says why a tree is missing (a game archive that does not open).
struct CompanionSources
{
    std::vector<CompanionLookup> lookups;
    std::vector<Error> problems;
};

/// A lookup over the entries of `archive` (a .MOD, a stack, the game's DATA.PAK pair, a folder opened as an
/// archive): paths compared as LayeredArchive::pathKey() does (no case, '/'), and a leading "MEDIA/" may be left
/// out on either side (a Torchlight 2 game manifest starts at MEDIA/, a mod's above it). The path table is built
/// here, once; the lookup keeps the archive alive and is thread-safe.
[[nodiscard]] CompanionLookup archiveLookup(std::shared_ptr<const Archive> archive);

/// A lookup over the files below the folder `root`, each folder and file name matched without regard to letter case
/// (findFileAnyCase()); a file above `maxBytes` is LimitExceeded. Thread-safe.
[[nodiscard]] CompanionLookup folderLookup(const QString &root, qint64 maxBytes);

/// The file `path`, or the one whose name and folders differ from it only in letter case (a mod folder's X.MPP may
/// be x.mpp); empty when there is none.
[[nodiscard]] QString findFileAnyCase(const QString &path);

/// The mod folder a file lies in: the folder above the nearest folder named MEDIA (any case) that holds it; empty
/// when it lies in none.
[[nodiscard]] QString modFolderOf(const QString &filePath);

} // namespace mwb::content
