// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/dbc/DbcSchema.h"

#include <optional>
#include <span>
#include <unordered_map>
#include <vector>

namespace mwb::formats::dbc {

class TextRows;
struct ColumnMapping;
struct MappedColumn;

/// One cell's raw bits (a number, or a string offset into the table's string pool) before and after a change.
struct CellChange
{
    int row = 0; ///< the row's position after the change's row insertions and removals
    int field = 0;
    quint64 before = 0;
    quint64 after = 0;
};

/// A whole record at a row position.
struct RowImage
{
    int row = 0;
    QByteArray record;
};

/// One undoable step: everything a change did, enough to undo it (EditableTable::revert) and redo it (apply). Its
/// string offsets stay valid for the table's lifetime: the string pool only grows while a table is edited.
struct TableChange
{
    std::vector<RowImage> removed; ///< rows removed, at their positions before the change, ascending
    std::vector<RowImage> inserted; ///< rows inserted, at their positions after the change, ascending
    std::vector<CellChange> cells; ///< cells set, after the insertions and removals

    [[nodiscard]] bool isEmpty() const { return removed.empty() && inserted.empty() && cells.empty(); }
};

/// A WDBC table you can change: cells set by typed text (range errors name the row, column and value), rows added
/// (at the next free ID), copied to a new ID and deleted, a column set on a set of rows; each change returned as an
/// undoable TableChange. toBytes() gives an unchanged table back byte for byte; an edit that adds no new string keeps
/// the string block as it was, one that does rebuilds it the client's way (offset 0 the empty string, each distinct
/// string once, in record order). Records keep their order; new rows go before the first greater ID when the table
/// is sorted by ID, else at the end. A table without an id field (gt* tables) uses row numbers as its ids.
/// A value type (implicitly shared bytes); not thread-safe while it is changed. Facts: wow.md §2.
class EditableTable
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::dbc::EditableTable)
public:
    /// Parses `bytes` and applies DbcSchema::forTable() with `name` (a file or entry name, or a table name: a guessed
    /// schema when no definition fits). Errors: those of DbcTable::parse().
    [[nodiscard]] static Result<EditableTable> open(const QByteArray &bytes, const QString &label, const QString &name);
    /// The table `table` read with `schema`, whose fields must cover the header's record size.
    [[nodiscard]] static EditableTable fromTable(const DbcTable &table, DbcSchema schema, const QString &label);
    /// A new table of `schema` without rows (a string block holding only the empty string).
    [[nodiscard]] static EditableTable create(DbcSchema schema, const QString &label);
    /// This table's schema, header and string pool without its rows: the start of an import whose rows replace all
    /// of them (string columns that a source gives as offsets then still resolve).
    [[nodiscard]] EditableTable withoutRows() const;

    [[nodiscard]] const DbcSchema &schema() const { return m_schema; }
    [[nodiscard]] const QString &label() const { return m_label; }
    /// Names the table in messages (a file path, or where its rows came from).
    void setLabel(const QString &label) { m_label = label; }
    [[nodiscard]] int rowCount() const { return m_rowCount; }
    [[nodiscard]] int recordSize() const { return int(m_header.recordSize); }
    /// The header as toBytes() writes it (record count and string block size of the current state excluded).
    [[nodiscard]] const DbcHeader &originalHeader() const { return m_header; }

    /// The id of the row at `row`: its id field, or its position when the schema has none.
    [[nodiscard]] qint64 id(int row) const;
    /// The position of the first row with id `id`, or -1.
    [[nodiscard]] int rowOf(qint64 id) const;
    /// One more than the largest id (0 for an empty table; the row count when there is no id field).
    [[nodiscard]] qint64 nextFreeId() const;
    /// Whether the ids increase from row to row (no repeats).
    [[nodiscard]] bool isSortedById() const;
    /// "row with ID 12", or "row 12" without an id field, translated.
    [[nodiscard]] QString describeRow(int row) const;

    [[nodiscard]] QByteArrayView record(int row) const;
    [[nodiscard]] quint64 raw(int row, int field) const;
    /// The UTF-8 bytes of the string at `offset` of the pool, or nullopt when it lies outside.
    [[nodiscard]] std::optional<QByteArrayView> stringAt(quint64 offset) const;
    /// The text of a cell as cellText() shows it.
    [[nodiscard]] QString text(int row, int field) const;
    /// Appends the text of a cell (UTF-8) to `out`; a bad string offset appends nothing and returns false.
    bool appendText(QByteArray &out, int row, int field) const;

    /// Sets a cell from text (the field's type decides: parseNumber(), or a string). A text equal to the cell's gives
    /// an empty change. Errors (InvalidInput, naming the row, column and value): out of range, not a number, a NUL in
    /// a string, an id another row has.
    [[nodiscard]] Result<TableChange> setText(int row, int field, QStringView text);
    /// setText() from UTF-8 bytes.
    [[nodiscard]] Result<TableChange> setValue(int row, int field, QByteArrayView utf8);
    /// Sets `field` of every row in `rows` to `text` (the id field cannot be set on several rows).
    [[nodiscard]] Result<TableChange> setColumn(std::span<const int> rows, int field, QStringView text);
    /// Adds a row of zeros (empty strings) with id `id`, or the next free id. Errors: the id is taken, or, without an
    /// id field, it is not the next row number.
    [[nodiscard]] Result<TableChange> addRow(std::optional<qint64> id = std::nullopt);
    /// Adds a copy of the row with id `sourceId` under `newId`.
    [[nodiscard]] Result<TableChange> copyRow(qint64 sourceId, qint64 newId);
    /// Deletes the rows with these ids; an id no row has is an error and deletes nothing.
    [[nodiscard]] Result<TableChange> deleteRows(std::span<const qint64> ids);
    /// Overlays the rows of `source` by id, as the server overlays its `_dbc` table on the client's: a row whose id
    /// exists replaces that row's cells, another is added (its place: see the class comment; into an empty table in
    /// the source's order). `mapping` (mapColumns()) says which source column fills which field. Errors name the
    /// source line, the row and the column. `sourceIds`, when given, receives the id of every source row.
    [[nodiscard]] Result<TableChange> applyRows(
        const TextRows &source, const ColumnMapping &mapping, std::vector<qint64> *sourceIds = nullptr);

    /// Redoes a change this table returned (after revert()).
    void apply(const TableChange &change);
    /// Undoes a change this table returned; changes are undone in the reverse order they were made.
    void revert(const TableChange &change);

    /// Whether toBytes() differs from the bytes the table was opened from.
    [[nodiscard]] bool isModified() const;
    /// The table as a WDBC file. Errors: Corrupt when the string block must be rebuilt and a string cell holds an
    /// offset outside the block.
    [[nodiscard]] Result<QByteArray> toBytes() const;
    /// Writes toBytes() to `path` atomically (nothing appears on failure).
    [[nodiscard]] Result<void> save(const QString &path) const;

private:
    /// The file in pieces, in order: views into the table, or into the rebuilt records and block.
    struct FileParts
    {
        char header[DbcTable::kHeaderSize];
        QByteArrayView records;
        QByteArrayView strings;
        QByteArrayView trailing;
        QByteArray rebuiltRecords;
        QByteArray rebuiltStrings;
    };

    EditableTable() = default;
    [[nodiscard]] Result<void> fileParts(FileParts &parts) const;
    [[nodiscard]] const char *records() const;
    /// The records to change (copied out of the original bytes on the first change).
    [[nodiscard]] char *mutableRecords();
    [[nodiscard]] Result<quint64> encode(int row, int field, QByteArrayView utf8);
    [[nodiscard]] Error cellError(int row, int field, const QString &problem) const;
    [[nodiscard]] quint32 intern(QByteArrayView utf8);
    void setRaw(int row, int field, quint64 value);
    /// Inserts records at their final positions (ascending), in one pass over the table.
    void insertRecords(const std::vector<RowImage> &images);
    /// Removes the records at these positions (ascending), in one pass.
    void removeRecords(const std::vector<RowImage> &images);
    [[nodiscard]] Result<quint64> encodeSourceCell(
        const TextRows &source, int sourceRow, int column, const MappedColumn &mapped, int row);
    [[nodiscard]] int insertPosition(qint64 id) const;
    /// The first row whose id is not below `value` (a table sorted by id).
    [[nodiscard]] int lowerBound(qint64 value) const;
    [[nodiscard]] qint64 idValue(quint64 bits) const;
    [[nodiscard]] bool referencesAddedStrings() const;
    void idsChanged() { m_idsValid = false; }
    void buildIds() const;

    DbcSchema m_schema;
    QString m_label;
    DbcHeader m_header; ///< as read: field count and record size are written back as they were
    QByteArray m_original; ///< the bytes opened from (empty for a created table)
    QByteArray m_records; ///< the records, once changed (records() reads them from m_original until then)
    bool m_recordsInOriginal = false;
    int m_rowCount = 0;
    QByteArray m_strings; ///< the original string block, then the strings added by edits
    qint64 m_originalStringsSize = 0;
    QByteArray m_trailing; ///< bytes after the string block, kept
    int m_idField = -1;

    mutable std::unordered_map<qint64, int> m_rowsById; ///< id → its first row, for tables not sorted by id
    mutable qint64 m_maxId = -1;
    mutable bool m_sortedById = true;
    mutable bool m_idsValid = false;
    std::unordered_map<QByteArray, quint32> m_stringOffsets; ///< string → its first offset, built on first interning
    bool m_stringIndexBuilt = false;
};

} // namespace mwb::formats::dbc
