// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Archive.h"

#include <QCoreApplication>
#include <QHash>

#include <memory>
#include <vector>

namespace mwb {

/// Several opened archives seen as one, the way a game sees its archive set: a path is looked up from the highest
/// layer down and the first layer holding it supplies it (no merging); the copies below are shadowed. A layer's
/// deletion (Archive::layerRole(): an MPQ delete marker, a TL2 REMOVE_FILES record, and with
/// Options::tinyFilesDelete a file of at most one byte) hides the copies below it and the path is gone. Paths
/// compare case-insensitively with '\' and '/' equal (MPQ names; TL2 names are upper case already). Entries private
/// to a layer (MPQ internal files, unnamed entries) take no part.
///
/// Entry ids are positions in files(), sorted by path. Reads and extraction go to the supplying layer. Immutable once
/// built; the layers are shared, read-only archives, so every const method is safe on worker threads.
class LayeredArchive final : public Archive
{
    Q_DECLARE_TR_FUNCTIONS(mwb::LayeredArchive)
public:
    /// One archive of the stack.
    struct Layer
    {
        QString name; ///< shown as the Source ("patch-3.MPQ", "enUS/patch-enUS.MPQ")
        std::shared_ptr<const Archive> archive;
    };
    struct Options
    {
        QString path; ///< what path() answers: the Data folder, or the stack's top archive
        bool tinyFilesDelete = false; ///< a file of <= 1 byte deletes the copies below (WoW 3.3.5a extractors)
    };
    /// One layer's copy of a path.
    struct Copy
    {
        int layer = -1; ///< index in layers()
        int entry = -1; ///< the layer's own entry id
        int input = -1; ///< position in the layer's indexInputs()
        bool deletes = false; ///< the copy is a deletion, not a file
    };
    /// How one path resolves: the copy that wins and those it hides.
    struct Resolution
    {
        QString path; ///< '/'-separated, spelled as the winning layer spells it
        Copy top; ///< supplies the path, or (top.deletes) deletes it
        std::vector<Copy> shadowed; ///< the copies below, highest layer first
    };

    /// A stack of `layers`, lowest priority first (the last one wins, as in a TL2 mod list). InvalidInput without
    /// layers.
    [[nodiscard]] static Result<std::unique_ptr<LayeredArchive>> create(std::vector<Layer> layers, Options options);

    /// Lowest priority first.
    [[nodiscard]] const std::vector<Layer> &layers() const { return m_layers; }
    [[nodiscard]] const Options &options() const { return m_options; }
    /// The resolved files, by entry id (sorted by path).
    [[nodiscard]] const std::vector<Resolution> &files() const { return m_files; }
    /// The paths a deletion removes (top.deletes), sorted by path; they are not entries.
    [[nodiscard]] const std::vector<Resolution> &deletions() const { return m_deletions; }
    /// How `path` resolves ('\' or '/', any case), or null when no layer holds it.
    [[nodiscard]] const Resolution *find(const QString &path) const;
    /// The names of the layers holding `entry`'s shadowed copies, highest first ("patch.MPQ"; a copy that is a
    /// deletion says so): the tree's "also in" rows. Empty for an unknown entry.
    [[nodiscard]] QStringList shadowedSources(int entry) const;
    /// The bytes of the shadowed copy `copy` (a position in files()[entry].shadowed), read from its layer.
    /// InvalidInput for an unknown entry or copy, and for a copy that is a deletion (it has no bytes).
    [[nodiscard]] Result<QByteArray> readShadowed(int entry, int copy) const;
    /// The key paths are compared by: '/'-separated, ASCII upper case.
    [[nodiscard]] static QString pathKey(const QString &path);

    QString path() const override { return m_options.path; }
    QString formatId() const override { return QStringLiteral("stack"); }
    QString formatName() const override;
    Capabilities capabilities() const override;
    /// A stack is never edited as one: its layers are archives of their own.
    QString writeRefusal() const override;
    const ByteSource &source() const override { return *m_source; }
    unsigned indexColumns() const override { return m_columns; }
    /// The supplying layer's bytes.
    Result<QByteArray> readEntry(int entry) const override;
    Result<ExtractSummary> extract(const std::vector<int> &entries, const QString &targetDir,
        Progress &progress) const override;
    /// Reads each entry from its supplying layer into an io::StagedOutput, on the shared worker pool.
    Result<ExtractOutcome> extractWithPolicy(const std::vector<int> &entries, const QString &targetDir,
        Progress &progress, io::FailurePolicy policy) const override;
    /// The layers, highest priority first, with what each supplies, shadows and deletes (no bytes of its own).
    StructureNode describeStructure() const override;
    /// The supplying layer and the copies the entry shadows.
    StructureNode describeEntry(int entry) const override;
    /// Every layer that can be verified, verified; problems and warnings name their layer.
    Result<VerifyReport> verify(Progress &progress) const override;

protected:
    std::vector<EntryIndex::Input> buildIndexInputs() const override;

private:
    LayeredArchive() = default;
    void resolve();
    [[nodiscard]] const EntryIndex::Input &inputOf(const Copy &copy) const;

    std::vector<Layer> m_layers;
    Options m_options;
    std::unique_ptr<ByteSource> m_source; ///< empty: a stack has no file of its own
    std::vector<Resolution> m_files;
    std::vector<Resolution> m_deletions;
    QHash<QString, int> m_byKey; ///< pathKey() → slot + 1
    std::vector<int> m_slotTarget; ///< slot → file id, or -(deletion index) - 1
    unsigned m_columns = EntryIndex::SourceColumn;
};

} // namespace mwb
