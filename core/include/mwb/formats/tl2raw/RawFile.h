// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"
#include "mwb/formats/tl2raw/RawLayout.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QStringList>

#include <optional>
#include <variant>
#include <vector>

namespace mwb::formats::tl2raw {

/// One field's value: every integer type as qint64 (range-checked when written), a ShortString as QString
/// (code units kept as stored, lone surrogates too), a StringList as QStringList, an Int64List as QList<qint64>.
using RawValue = std::variant<qint64, QString, QStringList, QList<qint64>>;

/// One record: its values in the order of the table's fields.
struct RawRecord
{
    std::vector<RawValue> values;
    qint64 offset = -1; ///< byte offset of the record in the parsed file, -1 when built in code

    /// Accessors for a field of the matching type; the caller knows the layout (no checks beyond std::get).
    [[nodiscard]] qint64 integer(std::size_t field) const { return std::get<qint64>(values[field]); }
    [[nodiscard]] const QString &text(std::size_t field) const { return std::get<QString>(values[field]); }
    [[nodiscard]] const QStringList &texts(std::size_t field) const { return std::get<QStringList>(values[field]); }
    [[nodiscard]] const QList<qint64> &integers(std::size_t field) const
    {
        return std::get<QList<qint64>>(values[field]);
    }
};

/// One table: its records in file order.
struct RawTable
{
    std::vector<RawRecord> records;
    qint64 countOffset = -1; ///< byte offset of the stored count (-1 for SameAsPrevious tables or built in code)
};

/// A parsed RAW index file: one RawTable per RawTableSpec of its layout, so serialize(parse(b)) == b.
struct RawFile
{
    /// Hard caps while parsing: a table declaring more records is LimitExceeded before anything is allocated.
    static constexpr qint64 kMaxRecords = 1'000'000;
    static constexpr qint64 kMaxInt64ListItems = 1'000'000;
    /// Files above this size are refused by open() (the base game's biggest RAW is a few MiB).
    static constexpr qint64 kMaxFileSize = 256LL << 20;

    RawKind kind = RawKind::UnitData;
    std::vector<RawTable> tables;

    /// An empty file of `kind` (one empty table per layout table).
    [[nodiscard]] static RawFile empty(RawKind kind);

    /// Parses exactly the whole of `bytes`. Errors carry the byte offset: Truncated (the bytes end inside a
    /// field), LimitExceeded (a count above kMaxRecords / kMaxInt64ListItems), Corrupt (a count whose records
    /// cannot fit in the remaining bytes, or bytes left over after the last table).
    [[nodiscard]] static Result<RawFile> parse(RawKind kind, QByteArrayView bytes, const QString &pathForErrors = {});

    /// Reads a file; its kind comes from its name (Unsupported for a name that is not one of the seven).
    [[nodiscard]] static Result<RawFile> open(const QString &path);

    /// The file's bytes. InvalidInput when a record does not match the layout (field count or value type), a
    /// value does not fit its field (u8/u32/i32 range, a string above 65535 code units, a list above 255
    /// strings), a u16 count overflows, or a SameAsPrevious table has a different record count.
    [[nodiscard]] Result<QByteArray> serialize() const;

    [[nodiscard]] const RawLayout &layout() const { return rawLayout(kind); }
};

/// What parse() read before it stopped: the records completed so far and, when it stopped early, why.
/// For the structure inspector, which shows a partial tree next to the error.
struct RawParseOutcome
{
    RawFile file;
    std::optional<Error> error;
};

[[nodiscard]] RawParseOutcome parseRawPartially(RawKind kind, QByteArrayView bytes, const QString &pathForErrors);

/// Bytes a value occupies in the file for a field of `type` (e.g. 2 + 2n for a ShortString).
[[nodiscard]] qint64 encodedSize(RawFieldType type, const RawValue &value);

} // namespace mwb::formats::tl2raw
