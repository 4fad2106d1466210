// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

#include <optional>
#include <vector>

namespace mwb::formats::mpq {

/// One file as the tables describe it; its index in the list is its block index.
struct TableFile
{
    QByteArray name; ///< archived name bytes
    quint16 locale = 0;
    quint8 platform = 0;
    quint64 offset = 0; ///< relative to the archive start
    quint32 compressedSize = 0;
    quint32 fileSize = 0;
    quint32 flags = 0;
    /// A file whose name is unknown keeps its slot of the original hash table (`keptSlot`, nameA, nameB); null for
    /// files hashed from `name`.
    std::optional<quint32> keptSlot;
    quint32 nameA = 0;
    quint32 nameB = 0;
};

/// The original hash table a build starts from when files keep their slots: every used slot becomes DELETED (so
/// probe chains stay intact) unless a kept file takes it back; hashed files take DELETED or FREE slots.
struct OriginalSlots
{
    quint32 slots = 0;
    std::vector<quint32> usedSlots;
};

/// The stored (encrypted) tables of a new archive.
struct BuiltTables
{
    QByteArray het; ///< v3+: HET table with its extended header
    QByteArray bet; ///< v3+
    QByteArray hash;
    QByteArray block;
    QByteArray hiBlock; ///< only when a position needs more than 32 bits (v2+)
    quint32 hashSlots = 0;
};

/// Builds the classic hash and block tables and (v3+) the HET/BET pair, as Storm writes them.
class TableBuilder
{
public:
    /// Hash-table size for `files` entries: the next power of two >= files / loadFactor (at least 4 and at least
    /// `minimum`), so a table never fills up.
    [[nodiscard]] static quint32 hashSlotsFor(std::size_t files, double loadFactor, quint32 minimum);
    /// Tables for `files`; with `original`, the hash table keeps its size and layout (see OriginalSlots).
    [[nodiscard]] static BuiltTables build(const std::vector<TableFile> &files, quint32 hashSlots, int version,
        const std::optional<OriginalSlots> &original = std::nullopt);
};

/// Per-file values of (attributes).
struct FileAttributes
{
    quint32 crc32 = 0;
    quint64 fileTime = 0;
    QByteArray md5; ///< 16 bytes, or empty (written as zeros)
    bool patch = false;
};

/// Builds (attributes) version 100 holding the arrays named by `flags` (MpqAttributeFlag), one element per block.
[[nodiscard]] QByteArray buildAttributes(quint32 flags, const std::vector<FileAttributes> &files);

} // namespace mwb::formats::mpq
