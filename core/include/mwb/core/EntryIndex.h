// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSet>
#include <QString>

#include <cstdint>
#include <vector>

namespace mwb {

/// Immutable, flat tree of archive entries, laid out breadth-first so every node's children are contiguous.
/// Built once off the GUI thread and shared read-only (std::shared_ptr<const EntryIndex>) with models and jobs.
/// Lookups are O(1); there is no heap object per node. Leaves with the same path stay separate nodes (an archive
/// may hold two records under one path); directories with the same path merge.
class EntryIndex
{
public:
    using NodeId = std::int32_t;
    static constexpr NodeId Root = 0;

    /// Optional columns an archive fills in; the tree model shows only these.
    enum Column : unsigned {
        TypeColumn = 1u << 0,
        ChecksumColumn = 1u << 1,
        CompressionColumn = 1u << 2,
        FlagsColumn = 1u << 3,
        LocaleColumn = 1u << 4,
        SourceColumn = 1u << 5, ///< the layer that supplies the entry (LayeredArchive)
    };

    /// One archive entry as the codec describes it.
    struct Input
    {
        QString path; ///< '/'-separated; a trailing '/' marks an explicit directory entry
        qint64 size = 0; ///< uncompressed size
        qint64 packedSize = 0; ///< stored size
        int entry = -1; ///< the codec's own record index, for reads
        QString type; ///< e.g. "DDS (4)"
        QString compression; ///< e.g. "zlib", "stored"
        quint32 checksum = 0;
        bool hasChecksum = true; ///< false when the format stores none for this entry (shown blank, not as 0)
        quint32 flags = 0;
        quint16 locale = 0;
        quint8 tag = 0; ///< the caller's mark carried to the node (the GUI's pending-edit mark); 0 for none
        QString source{}; ///< the layer that supplies the entry, in a stack of archives (LayeredArchive)
        int hiddenCopies = 0; ///< copies of the entry the archive hides (Archive::hiddenCopySources())
    };

    struct Node
    {
        QString name;
        QString type;
        QString compression;
        QString source; ///< Input::source
        qint64 size = 0; ///< for directories: sum of the subtree
        qint64 packedSize = 0;
        NodeId parent = -1;
        NodeId firstChild = 0; ///< children are [firstChild, firstChild + childCount)
        std::int32_t childCount = 0;
        std::int32_t hiddenCopies = 0; ///< Input::hiddenCopies
        int entry = -1; ///< -1 for directories
        quint32 checksum = 0;
        quint32 flags = 0;
        quint16 locale = 0;
        quint8 tag = 0; ///< Input::tag of the entry, or of an explicit directory entry
        bool hasChecksum = false;
        bool isDir = false;
        bool isExplicit = false; ///< a directory an input names itself (a trailing '/'), kept while empty
    };

    EntryIndex() = default;
    EntryIndex(const EntryIndex &) = default;
    EntryIndex(EntryIndex &&) noexcept = default;
    EntryIndex &operator=(const EntryIndex &) = default;
    EntryIndex &operator=(EntryIndex &&) noexcept = default;
    /// Leaves the node array's memory to the next index built or patched (an editor's next tree).
    ~EntryIndex();

    /// Builds the index: directories are synthesized from paths; siblings sort directories first, then by name
    /// in natural order (case-insensitive, digit runs compared as numbers, so "dir2" < "dir10").
    [[nodiscard]] static EntryIndex build(const std::vector<Input> &entries, unsigned columns = 0);
    /// This index with every row at `paths` (case-folded, '/'-separated: leaves, and the explicit-directory mark of a
    /// directory) replaced by `rows`, each of which lies at one of those paths: what build() gives for the inputs
    /// with those rows swapped (siblings of equal names in either order). Directories nothing holds any more go,
    /// those a row needs come. Costs one copy of the nodes plus what the rows touch, so that an editor's tree
    /// follows one edit of a 100k-entry archive without sorting it again.
    [[nodiscard]] EntryIndex patched(const QSet<QString> &paths, const std::vector<Input> &rows) const;

    [[nodiscard]] const Node &node(NodeId id) const { return m_nodes[static_cast<std::size_t>(id)]; }
    [[nodiscard]] NodeId childAt(NodeId parent, int row) const { return node(parent).firstChild + row; }
    [[nodiscard]] int rowOf(NodeId id) const { return id == Root ? 0 : id - node(node(id).parent).firstChild; }
    [[nodiscard]] std::int32_t size() const { return static_cast<std::int32_t>(m_nodes.size()); }
    [[nodiscard]] unsigned columns() const { return m_columns; }
    [[nodiscard]] int entryCount() const { return m_entryCount; }

    /// Full '/'-separated path of a node (directories end without '/').
    [[nodiscard]] QString pathOf(NodeId id) const;
    /// The node at '/'-separated `path` ('\\' counts as '/'; letter case ignored), or -1 when there is none.
    [[nodiscard]] NodeId find(QStringView path) const;
    /// Appends the codec entry indices of `id` and everything below it.
    void collectEntries(NodeId id, std::vector<int> &out) const;

    /// Natural, case-insensitive ordering used for siblings.
    [[nodiscard]] static bool naturalLess(const QString &a, const QString &b);

private:
    /// Fills in the directories' sizes from their leaves (every directory's size 0 before).
    void sumDirectories();

    std::vector<Node> m_nodes;
    unsigned m_columns = 0;
    int m_entryCount = 0;
};

} // namespace mwb
