// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"

#include <QCoreApplication>
#include <QFlags>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace mwb {

class Archive;
class ArchiveWriter;
class ByteSource;

/// What a format (and an opened archive of it) can do. The GUI enables actions and the CLI offers commands from
/// these bits, never from the format's name.
enum class Capability : unsigned {
    Read = 1U << 0, ///< opens as an Archive: tree, entry reads
    Extract = 1U << 1, ///< entries can be extracted to a folder
    Verify = 1U << 2, ///< Archive::verify() checks what the game checks
    Write = 1U << 3, ///< an ArchiveWriter edits existing archives (add, replace, remove, rename)
    Listfiles = 1U << 4, ///< reopens with extra name lists (MPQ listfiles)
    Grid = 1U << 5, ///< a walkability grid shown as a heatmap, not an archive
    Create = 1U << 6, ///< a new, empty archive is made from one of the format's presets (File › New Archive…)
    Compact = 1U << 7, ///< archives gather dead space that a save removes (Archive › Compact: a save with no edits)
    Locales = 1U << 8, ///< entries carry a locale that can be set (ArchiveWriter::setLocale)
};
Q_DECLARE_FLAGS(Capabilities, Capability)
Q_DECLARE_OPERATORS_FOR_FLAGS(Capabilities)

/// Options every opener accepts; a format ignores what it has no use for.
struct OpenOptions
{
    QStringList listfiles; ///< extra entry names (MPQ listfiles)
};

/// A named set of options a new archive of a format is made with (e.g. "Warcraft III map" for MPQ).
struct FormatPreset
{
    QString id; ///< stable, untranslated ("war3-map")
    QString name; ///< translated
};

/// One format the workbench knows: one line of the registry (core/src/FormatRegistry.cpp).
struct FormatDescription
{
    const char *id = ""; ///< stable, untranslated key ("tl2mod", "mpq", "mir2map", "tl2mpp")
    const char *name = ""; ///< source text of the translated name (context "mwb::FormatRegistry")
    QStringList extensions; ///< lower case, without the dot
    Capabilities capabilities;
    /// Cheap content probe; null for formats recognised by name only (grids, whose detection is loose).
    bool (*recognizes)(const ByteSource &source) = nullptr;
    /// Opens an archive of this format; null for formats that are not archives (grids).
    Result<std::unique_ptr<Archive>> (*open)(std::unique_ptr<ByteSource> source, const OpenOptions &options)
        = nullptr;
    /// A writer that edits `base`; null when the format cannot be written.
    Result<std::unique_ptr<ArchiveWriter>> (*edit)(std::shared_ptr<const Archive> base) = nullptr;
    /// The presets a new archive can be made with (Capability::Create), the first being the default.
    std::vector<FormatPreset> (*presets)() = nullptr;
    /// A writer for a new, empty archive with the preset `presetId` (Capability::Create); InvalidInput for an
    /// unknown preset.
    Result<std::unique_ptr<ArchiveWriter>> (*create)(const QString &presetId) = nullptr;
    /// A writer for a new archive made from a folder the format lays out itself (a Torchlight 2 mod folder: its
    /// MOD.DAT header, MEDIA/ and the sidecar extraction wrote), ready to commit; null when a new archive is simply
    /// create() plus the folder's files.
    Result<std::unique_ptr<ArchiveWriter>> (*createFromFolder)(const QString &folder, const QString &presetId)
        = nullptr;
    /// The folder every entry lies below ("MEDIA" for Torchlight 2); a file added without a name keeps its path
    /// from such a folder on disk. Empty: entries lie anywhere.
    QString entryRoot{};
    /// Names at the top of a folder that describe the archive instead of being entries of it: what extraction
    /// writes beside the files ("(listfile)", a mod folder's sidecar). Adding or creating from a folder reads them
    /// (a "(listfile)" for the names' spelling) and never stores them.
    QStringList folderSidecars{};

    [[nodiscard]] QString displayName() const;
    [[nodiscard]] bool can(Capability capability) const { return capabilities.testFlag(capability); }
    /// "*.mpq *.w3x …" for file dialogs.
    [[nodiscard]] QString globPatterns() const;
};

/// The table of every format, in detection order. Adding a format is one folder in core/src/formats/ plus one line
/// in FormatRegistry.cpp (docs/ARCHITECTURE.md).
class FormatRegistry
{
    Q_DECLARE_TR_FUNCTIONS(mwb::FormatRegistry)
public:
    [[nodiscard]] static const std::vector<FormatDescription> &formats();
    /// The format with this id, or null.
    [[nodiscard]] static const FormatDescription *byId(QStringView id);
    /// The format a file name claims by its extension (any case), or null.
    [[nodiscard]] static const FormatDescription *byFileName(const QString &path);
    /// The first archive format whose content probe accepts `source`, or null.
    [[nodiscard]] static const FormatDescription *byContent(const ByteSource &source);
    /// Name filters for an Open dialog: every supported file, then one per format, then all files.
    [[nodiscard]] static QStringList openDialogFilters();
};

/// Opens any archive the registry knows, recognised by its content. A file no probe accepts but whose name claims
/// an archive format (.MOD, .mpq, .w3x…) gets that format's own parse error (e.g. Truncated with its offset), so the
/// user learns what is wrong with it; any other file is BadMagic.
[[nodiscard]] Result<std::unique_ptr<Archive>> openArchive(const QString &path, const OpenOptions &options = {});
/// openArchive() of bytes in hand, e.g. an entry of another archive opened from memory: `name` (the entry's path)
/// stands in for the file name when no content probe accepts the bytes.
[[nodiscard]] Result<std::unique_ptr<Archive>> openArchiveFrom(
    std::unique_ptr<ByteSource> source, const QString &name, const OpenOptions &options = {});

/// A writer for a new, empty archive of the format `formatId` made with its preset `presetId`; commit() it to make
/// the file. Unsupported when the format cannot create archives.
[[nodiscard]] Result<std::unique_ptr<ArchiveWriter>> createArchive(const QString &formatId, const QString &presetId);

/// A writer that edits `archive` (Unsupported when its format cannot be written).
[[nodiscard]] Result<std::unique_ptr<ArchiveWriter>> editArchive(std::shared_ptr<const Archive> archive);

} // namespace mwb
