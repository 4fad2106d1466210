// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Archive.h"
#include "mwb/core/ArchiveWriter.h"
#include "mwb/core/Error.h"
#include "mwb/core/StructureNode.h"
#include "mwb/core/content/Content.h"

#include <QCoreApplication>

#include <memory>
#include <optional>

namespace mwb::widgets {
class HexDataSource;
} // namespace mwb::widgets

namespace mwb::gui {

/// Everything the Structure and Hex docks show for one selection, built on a worker thread: the structure tree and
/// the two byte spaces its offsets refer to. Offsets of the top-level row `contentRow` (and below) are in `content`
/// (an entry's uncompressed bytes, or a file's); every other row's are in `container` (the archive file).
struct Inspection
{
    Q_DECLARE_TR_FUNCTIONS(mwb::gui::Inspection)
public:
    /// Entries above this size are not read for inspection (extraction still works).
    static constexpr qint64 kMaxInspectedEntry = qint64(256) << 20;

    StructureNode root;
    std::shared_ptr<const widgets::HexDataSource> container;
    std::shared_ptr<const widgets::HexDataSource> content;
    int contentRow = -1;
    std::optional<Error> error; ///< where parsing stopped; its offset is in `content` when errorInContent
    bool errorInContent = false;
    QString entryPath; ///< ofEntry, ofPendingContent: the entry's path in the archive, else empty
    std::shared_ptr<const content::Content> parsed; ///< the entry's or file's content, parsed once

    /// An archive's own structure, offsets in the archive file (nothing is read up front).
    [[nodiscard]] static Inspection ofArchive(const std::shared_ptr<const Archive> &archive);
    /// One entry: its record(s) in the archive, then its content (read alone, parsed once) described.
    [[nodiscard]] static Inspection ofEntry(
        const std::shared_ptr<const Archive> &archive, int entry, const QString &entryPath, qint64 size);
    /// The new content of a pending edit (an added or replaced entry not written yet): described, no record in
    /// the archive file.
    [[nodiscard]] static Inspection ofPendingContent(const QString &entryPath, const EntrySource &source);
    /// Parsed content of a document (a file or an entry), `openError` marked at its byte when the file failed to
    /// open as an archive. A file too large to hold (`filePath` set, no bytes) is shown in hex from the disk.
    [[nodiscard]] static Inspection ofContent(const std::shared_ptr<const content::Content> &content,
        const std::optional<Error> &openError, const QString &filePath);

private:
    /// Appends an entry's content (parsed, described, its bytes as `content`), or the error that stopped reading it.
    static void addContent(Inspection &inspection, const Result<QByteArray> &bytes);
    static void addDescribed(Inspection &inspection, const content::Content &content);
};

} // namespace mwb::gui
