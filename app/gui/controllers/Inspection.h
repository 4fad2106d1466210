// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Archive.h"
#include "mwb/core/ArchiveWriter.h"
#include "mwb/core/Error.h"
#include "mwb/core/StructureNode.h"
#include "mwb/widgets/PreviewContent.h"

#include <QCoreApplication>

#include <memory>
#include <optional>

namespace mwb::widgets {
class HexDataSource;
} // namespace mwb::widgets

namespace mwb::gui {

class ArchiveMapping;

/// Everything the inspector docks show for one selection, built on a worker thread: the structure tree, the two
/// byte spaces its offsets refer to, and the preview. Offsets of the top-level row `contentRow` (and below) are in
/// `content` (an entry's uncompressed bytes); every other row's are in `container` (the file on disk).
struct Inspection
{
    Q_DECLARE_TR_FUNCTIONS(mwb::gui::Inspection)
public:
    /// Entries above this size are not read for inspection (the preview says so; extraction still works).
    static constexpr qint64 kMaxInspectedEntry = qint64(256) << 20;

    StructureNode root;
    std::shared_ptr<const widgets::HexDataSource> container;
    std::shared_ptr<const widgets::HexDataSource> content;
    int contentRow = -1;
    std::optional<Error> error; ///< where parsing stopped; its offset is in `content` when errorInContent
    bool errorInContent = false;
    std::optional<widgets::PreviewContent> preview; ///< empty: nothing to preview (an archive's own structure)
    QString archivePath; ///< ofEntry: the archive file the entry belongs to, else empty
    QString entryPath; ///< ofEntry, ofPendingContent: the entry's path in the archive, else empty
    QString filePath; ///< ofFile: the file on disk, else empty
    QString previewMessage; ///< shown when there is no preview

    /// An archive's own structure, offsets in the archive file (`mapping`'s bytes; nothing is read up front).
    [[nodiscard]] static Inspection ofArchive(const Archive &archive, const ArchiveMapping &mapping);
    /// One entry: its record(s) in the archive (`mapping`'s bytes), then its content described and previewed.
    [[nodiscard]] static Inspection ofEntry(
        const Archive &archive, const ArchiveMapping &mapping, int entry, const QString &entryPath, qint64 size);
    /// The new content of a pending edit (an added or replaced entry not written yet): described and previewed, no
    /// record in the archive file.
    [[nodiscard]] static Inspection ofPendingContent(const QString &entryPath, const EntrySource &source);
    /// A file on disk: a file opened on its own, a grid, or a file that failed to open (`failure` is shown at its
    /// offset). Files above kMaxInspectedEntry are shown in hex only, never read whole.
    [[nodiscard]] static Inspection ofFile(const QString &path, std::optional<Error> failure);

private:
    /// Appends an entry's content (described, previewed, its bytes as `content`), or the error that stopped reading it.
    static void addContent(Inspection &inspection, const Result<QByteArray> &bytes);
};

} // namespace mwb::gui
