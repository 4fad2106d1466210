// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <optional>
#include <span>

namespace mwb::formats::tl2raw {

/// The seven RAW index files GUTS writes at MEDIA/ when it builds a mod (specs/tl2.md §6, seed 001 §4).
enum class RawKind { UnitData, Skills, Affixes, Missiles, Triggerables, Ui, RoomPieces };

/// How one field is stored. Every string is a ShortString (u16 count of UTF-16 code units + UTF-16LE).
enum class RawFieldType : quint8 {
    Int64, ///< i64
    Int32, ///< i32
    UInt32, ///< u32
    UInt8, ///< u8
    String, ///< ShortString
    StringList, ///< u8 count + that many ShortStrings
    Int64List, ///< u32 count + that many i64
};

/// One field of a record, in file order.
struct RawFieldSpec
{
    const char *name; ///< the DAT key or meaning it comes from, e.g. "UNIT_GUID" (untranslated, used in JSON)
    RawFieldType type;
};

/// How a table states its record count.
enum class RawCountType : quint8 {
    UInt16,
    UInt32,
    SameAsPrevious, ///< no count stored: as many records as the table before (ROOMPIECES' GUID lists)
};

/// A run of records of one layout behind a count.
struct RawTableSpec
{
    const char *name; ///< "ITEMS", "SKILLS", … (untranslated)
    RawCountType count;
    std::span<const RawFieldSpec> fields;
};

/// The whole file: its tables in order. A file is exactly its tables; nothing may follow the last one.
struct RawLayout
{
    RawKind kind;
    const char *fileName; ///< "UNITDATA.RAW"
    std::span<const RawTableSpec> tables;
};

/// The layout of a kind (static data, valid for the program's lifetime).
[[nodiscard]] const RawLayout &rawLayout(RawKind kind);

/// Every kind, in the order of the enum.
[[nodiscard]] std::span<const RawKind> allRawKinds();

/// "UNITDATA.RAW", "SKILLS.RAW", …
[[nodiscard]] QString rawFileName(RawKind kind);

/// The kind named by the file name of `path` (any case, any folder): "media/UnitData.raw" → UnitData.
[[nodiscard]] std::optional<RawKind> rawKindFromPath(const QString &path);

/// Bytes a record of `fields` needs at least (every string and list empty); used to reject counts that cannot
/// fit in the remaining bytes before anything is allocated.
[[nodiscard]] qint64 minimumRecordSize(std::span<const RawFieldSpec> fields);

} // namespace mwb::formats::tl2raw
