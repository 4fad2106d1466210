// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <functional>
#include <memory>
#include <vector>

namespace mwb {

/// One field, record or group of a parsed binary structure, as the property inspector shows it and the hex
/// inspector highlights it: name / value / type / byte range. Offsets are relative to the bytes being inspected
/// (the archive file for an archive's structure, the entry's uncompressed bytes for an entry's content).
///
/// Big tables (100k manifest records, MPQ hash tables) do not build their rows up front: such a node has
/// `lazyCount` children made on demand by `makeChild(row)`; `children` is then empty. `makeChild` must be
/// callable from the GUI thread for as long as the node lives (capture shared_ptrs, not references).
/// The rows of a lazy list come in ascending offset order and share one shape (all groups or all leaves): the
/// inspector binary-searches them for a byte and asks only the first row whether rows have children.
struct StructureNode
{
    QString name; ///< translated label ("Header", "Block table", "rollingHash", "[3] MEDIA/UNITS/")
    QString value; ///< display value; empty for groups
    QString type; ///< machine type ("u32", "ShortString", "i64", "BINDAT node", "record"); empty for groups
    qint64 offset = -1; ///< first byte, -1 when the node has no bytes of its own (computed values)
    qint64 size = 0; ///< number of bytes, 0 when offset is -1
    std::vector<StructureNode> children;
    int lazyCount = 0;
    std::function<StructureNode(int row)> makeChild;

    /// Convenience constructor for a leaf field.
    [[nodiscard]] static StructureNode field(QString name, QString value, QString type, qint64 offset, qint64 size)
    {
        StructureNode node;
        node.name = std::move(name);
        node.value = std::move(value);
        node.type = std::move(type);
        node.offset = offset;
        node.size = size;
        return node;
    }
    /// Convenience constructor for a group spanning [offset, offset + size) (or no bytes when offset is -1).
    [[nodiscard]] static StructureNode group(QString name, qint64 offset = -1, qint64 size = 0)
    {
        return field(std::move(name), {}, {}, offset, size);
    }
    /// Number of children, eager or lazy.
    [[nodiscard]] int childCount() const { return lazyCount > 0 ? lazyCount : static_cast<int>(children.size()); }
};

} // namespace mwb
