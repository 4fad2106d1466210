// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/dbc/EditableTable.h"

#include "RecordBits.h"
#include "mwb/core/io/AtomicFile.h"
#include "mwb/formats/dbc/DbcCell.h"

#include <QHash>
#include <QtEndian>

#include <algorithm>
#include <cstring>
#include <limits>
#include <unordered_map>

namespace mwb::formats::dbc {

namespace {

struct ViewHash
{
    std::size_t operator()(QByteArrayView view) const { return qHash(view); }
};

QString quoted(QByteArrayView utf8)
{
    constexpr qsizetype kShown = 80;
    const QString text = QString::fromUtf8(utf8.first(std::min(utf8.size(), kShown)));
    return QLatin1Char('"') + text + (utf8.size() > kShown ? QStringLiteral("…\"") : QStringLiteral("\""));
}

} // namespace

Result<EditableTable> EditableTable::open(const QByteArray &bytes, const QString &label, const QString &name)
{
    auto table = DbcTable::parse(bytes, label);
    if (!table)
        return table.error();
    return fromTable(*table, DbcSchema::forTable(*table, name), label);
}

EditableTable EditableTable::fromTable(const DbcTable &table, DbcSchema schema, const QString &label)
{
    EditableTable t;
    t.m_schema = std::move(schema);
    t.m_label = label;
    t.m_header = table.header();
    t.m_original = table.bytes();
    t.m_rowCount = table.recordCount();
    const qint64 blockAt = table.stringBlockOffset();
    t.m_recordsInOriginal = true; // read from the file's bytes until the first change
    t.m_strings = t.m_original.mid(blockAt, t.m_header.stringBlockSize);
    t.m_originalStringsSize = t.m_strings.size();
    t.m_trailing = t.m_original.mid(blockAt + t.m_header.stringBlockSize);
    t.m_idField = t.m_schema.idField();
    return t;
}

EditableTable EditableTable::create(DbcSchema schema, const QString &label)
{
    EditableTable t;
    t.m_schema = std::move(schema);
    t.m_label = label;
    t.m_header.fieldCount = quint32(t.m_schema.fields.size());
    t.m_header.recordSize = quint32(t.m_schema.recordBytes());
    t.m_strings = QByteArray(1, '\0');
    t.m_originalStringsSize = t.m_strings.size();
    t.m_idField = t.m_schema.idField();
    return t;
}

EditableTable EditableTable::withoutRows() const
{
    EditableTable t = *this;
    t.m_original.clear();
    t.m_records.clear();
    t.m_recordsInOriginal = false;
    t.m_rowCount = 0;
    t.idsChanged();
    return t;
}

qint64 EditableTable::idValue(quint64 bits) const
{
    const DbcField &field = m_schema.fields[std::size_t(m_idField)];
    if (!isSignedKind(field.kind) || field.size == 8)
        return qint64(bits);
    const int shift = 64 - 8 * field.size;
    return qint64(bits << shift) >> shift;
}

qint64 EditableTable::id(int row) const
{
    return m_idField < 0 ? row : idValue(raw(row, m_idField));
}

void EditableTable::buildIds() const
{
    if (m_idsValid)
        return;
    m_rowsById.clear();
    m_maxId = m_rowCount - 1;
    m_sortedById = true;
    if (m_idField >= 0) {
        m_maxId = -1;
        qint64 previous = 0;
        for (int row = 0; row < m_rowCount; ++row) {
            const qint64 value = id(row);
            m_sortedById = m_sortedById && (row == 0 || value > previous);
            previous = value;
            m_maxId = std::max(m_maxId, value);
        }
        if (!m_sortedById) { // sorted tables are searched, others hashed
            m_rowsById.reserve(std::size_t(m_rowCount));
            for (int row = 0; row < m_rowCount; ++row)
                m_rowsById.try_emplace(id(row), row);
        }
    }
    m_idsValid = true;
}

int EditableTable::rowOf(qint64 id) const
{
    if (m_idField < 0)
        return id >= 0 && id < m_rowCount ? int(id) : -1;
    buildIds();
    if (!m_sortedById) {
        const auto found = m_rowsById.find(id);
        return found == m_rowsById.end() ? -1 : found->second;
    }
    const int row = lowerBound(id);
    return row < m_rowCount && this->id(row) == id ? row : -1;
}

int EditableTable::lowerBound(qint64 value) const
{
    int low = 0;
    int high = m_rowCount;
    while (low < high) {
        const int middle = low + (high - low) / 2;
        if (id(middle) < value)
            low = middle + 1;
        else
            high = middle;
    }
    return low;
}

qint64 EditableTable::nextFreeId() const
{
    buildIds();
    return m_maxId + 1;
}

bool EditableTable::isSortedById() const
{
    buildIds();
    return m_sortedById;
}

QString EditableTable::describeRow(int row) const
{
    if (row < 0 || row >= m_rowCount)
        return tr("a new row");
    return m_idField >= 0 ? tr("row with ID %1").arg(id(row)) : tr("row %1").arg(row);
}

const char *EditableTable::records() const
{
    return m_recordsInOriginal ? m_original.constData() + DbcTable::kHeaderSize : m_records.constData();
}

char *EditableTable::mutableRecords()
{
    if (m_recordsInOriginal) {
        m_records = m_original.mid(DbcTable::kHeaderSize, qsizetype(m_rowCount) * m_header.recordSize);
        m_recordsInOriginal = false;
    }
    return m_records.data();
}

QByteArrayView EditableTable::record(int row) const
{
    return QByteArrayView(records() + qsizetype(row) * m_header.recordSize, m_header.recordSize);
}

quint64 EditableTable::raw(int row, int field) const
{
    const DbcField &f = m_schema.fields[std::size_t(field)];
    return readBits(records() + qsizetype(row) * m_header.recordSize + f.offset, f.size);
}

std::optional<QByteArrayView> EditableTable::stringAt(quint64 offset) const
{
    if (offset >= quint64(m_strings.size()))
        return std::nullopt;
    const QByteArrayView tail = QByteArrayView(m_strings).sliced(qsizetype(offset));
    const qsizetype nul = tail.indexOf('\0');
    return nul < 0 ? tail : tail.first(nul);
}

QString EditableTable::text(int row, int field) const
{
    const DbcField &f = m_schema.fields[std::size_t(field)];
    const quint64 bits = raw(row, field);
    if (!isTextKind(f.kind))
        return formatNumber(f.kind, bits);
    const auto utf8 = stringAt(bits);
    return utf8 ? QString::fromUtf8(*utf8) : DbcSchema::tr("<bad offset %1>").arg(bits);
}

bool EditableTable::appendText(QByteArray &out, int row, int field) const
{
    const DbcField &f = m_schema.fields[std::size_t(field)];
    const quint64 bits = raw(row, field);
    if (!isTextKind(f.kind)) {
        appendNumber(out, f.kind, bits);
        return true;
    }
    const auto utf8 = stringAt(bits);
    if (!utf8)
        return false;
    out.append(*utf8);
    return true;
}

Error EditableTable::cellError(int row, int field, const QString &problem) const
{
    return Error{ErrorCode::InvalidInput,
        tr("%1, column %2: %3").arg(describeRow(row), m_schema.fields[std::size_t(field)].key, problem), m_label, -1};
}

quint32 EditableTable::intern(QByteArrayView utf8)
{
    if (utf8.isEmpty() && !m_strings.isEmpty() && m_strings.front() == '\0')
        return 0;
    if (!m_stringIndexBuilt) {
        for (qsizetype at = 0; at < m_strings.size();) {
            qsizetype end = m_strings.indexOf('\0', at);
            if (end < 0)
                end = m_strings.size();
            m_stringOffsets.try_emplace(m_strings.mid(at, end - at), quint32(at));
            at = end + 1;
        }
        m_stringIndexBuilt = true;
    }
    const QByteArray key = utf8.toByteArray();
    if (const auto found = m_stringOffsets.find(key); found != m_stringOffsets.end())
        return found->second;
    if (!m_strings.isEmpty() && m_strings.back() != '\0')
        m_strings.append('\0'); // an unterminated original block: the new string starts after a NUL
    const auto offset = quint32(m_strings.size());
    m_strings.append(utf8);
    m_strings.append('\0');
    m_stringOffsets.emplace(key, offset);
    return offset;
}

Result<quint64> EditableTable::encode(int row, int field, QByteArrayView utf8)
{
    const DbcField &f = m_schema.fields[std::size_t(field)];
    if (isTextKind(f.kind)) {
        if (utf8.contains('\0'))
            return cellError(row, field, tr("a string cannot hold a NUL character"));
        if (row >= 0 && row < m_rowCount && stringAt(raw(row, field)) == std::optional<QByteArrayView>(utf8))
            return raw(row, field);
        if (qint64(m_strings.size()) + utf8.size() + 2 > qint64(std::numeric_limits<quint32>::max()))
            return Error{ErrorCode::LimitExceeded, tr("The string block would exceed 4 GiB"), m_label, -1};
        return quint64(intern(utf8));
    }
    const ParsedNumber number = parseNumber(f.kind, utf8);
    switch (number.error) {
    case NumberError::NotANumber:
        return cellError(row, field, tr("%1 is not a number (expected %2)").arg(quoted(utf8), acceptedValues(f.kind)));
    case NumberError::OutOfRange:
        return cellError(row, field, tr("%1 is out of range (expected %2)").arg(quoted(utf8), acceptedValues(f.kind)));
    case NumberError::None:
        break;
    }
    if (field == m_idField && row >= 0 && row < m_rowCount && number.raw != raw(row, field)) {
        const qint64 newId = idValue(number.raw);
        const int other = rowOf(newId);
        if (other >= 0 && other != row)
            return cellError(row, field, tr("ID %1 belongs to another row").arg(newId));
    }
    return number.raw;
}

void EditableTable::setRaw(int row, int field, quint64 value)
{
    const DbcField &f = m_schema.fields[std::size_t(field)];
    writeBits(mutableRecords() + qsizetype(row) * m_header.recordSize + f.offset, f.size, value);
    if (field == m_idField)
        idsChanged();
}

Result<TableChange> EditableTable::setText(int row, int field, QStringView text)
{
    return setValue(row, field, text.toUtf8());
}

Result<TableChange> EditableTable::setValue(int row, int field, QByteArrayView utf8)
{
    if (row < 0 || row >= m_rowCount || field < 0 || field >= int(m_schema.fields.size()))
        return Error{ErrorCode::InvalidInput, tr("No cell at row %1, field %2").arg(row).arg(field), m_label, -1};
    auto value = encode(row, field, utf8);
    if (!value)
        return value.error();
    TableChange change;
    const quint64 before = raw(row, field);
    if (*value != before) {
        change.cells.push_back({row, field, before, *value});
        setRaw(row, field, *value);
    }
    return change;
}

Result<TableChange> EditableTable::setColumn(std::span<const int> rows, int field, QStringView text)
{
    if (field < 0 || field >= int(m_schema.fields.size()))
        return Error{ErrorCode::InvalidInput, tr("No field %1").arg(field), m_label, -1};
    if (field == m_idField && rows.size() > 1)
        return Error{ErrorCode::InvalidInput, tr("Several rows cannot take one ID"), m_label, -1};
    const QByteArray utf8 = text.toUtf8();
    TableChange change;
    for (const int row : rows) {
        if (row < 0 || row >= m_rowCount) {
            revert(change);
            return Error{ErrorCode::InvalidInput, tr("No row %1").arg(row), m_label, -1};
        }
        auto value = encode(row, field, utf8);
        if (!value) {
            revert(change);
            return value.error();
        }
        const quint64 before = raw(row, field);
        if (*value != before) {
            change.cells.push_back({row, field, before, *value});
            setRaw(row, field, *value);
        }
    }
    return change;
}

int EditableTable::insertPosition(qint64 newId) const
{
    return m_idField < 0 || !isSortedById() ? m_rowCount : lowerBound(newId);
}

void EditableTable::insertRecords(const std::vector<RowImage> &images)
{
    if (images.empty())
        return;
    const qsizetype size = m_header.recordSize;
    static_cast<void>(mutableRecords());
    if (images.size() == 1) {
        m_records.insert(qsizetype(images.front().row) * size, images.front().record);
    } else {
        QByteArray merged(qsizetype(m_rowCount + int(images.size())) * size, Qt::Uninitialized);
        char *out = merged.data();
        const char *in = m_records.constData();
        int outRow = 0;
        for (const RowImage &image : images) {
            const qsizetype before = qsizetype(image.row - outRow) * size;
            std::memcpy(out, in, std::size_t(before));
            out += before;
            in += before;
            std::memcpy(out, image.record.constData(), std::size_t(size));
            out += size;
            outRow = image.row + 1;
        }
        std::memcpy(out, in, std::size_t(m_records.constData() + m_records.size() - in));
        m_records = std::move(merged);
    }
    m_rowCount += int(images.size());
    idsChanged();
}

void EditableTable::removeRecords(const std::vector<RowImage> &images)
{
    if (images.empty())
        return;
    const qsizetype size = m_header.recordSize;
    char *records = mutableRecords();
    qsizetype out = qsizetype(images.front().row) * size;
    for (std::size_t i = 0; i < images.size(); ++i) {
        const qsizetype keepFrom = qsizetype(images[i].row + 1) * size;
        const qsizetype keepTo = i + 1 < images.size() ? qsizetype(images[i + 1].row) * size : m_records.size();
        std::memmove(records + out, records + keepFrom, std::size_t(keepTo - keepFrom));
        out += keepTo - keepFrom;
    }
    m_records.truncate(out);
    m_rowCount -= int(images.size());
    idsChanged();
}

Result<TableChange> EditableTable::addRow(std::optional<qint64> newId)
{
    const qint64 value = newId.value_or(nextFreeId());
    QByteArray record(m_header.recordSize, '\0');
    if (m_idField < 0) {
        if (value != m_rowCount) {
            return Error{ErrorCode::InvalidInput,
                tr("Rows of this table are numbered: the next one is %1, not %2").arg(m_rowCount).arg(value), m_label,
                -1};
        }
    } else {
        if (rowOf(value) >= 0)
            return Error{ErrorCode::InvalidInput, tr("ID %1 is taken").arg(value), m_label, -1};
        const DbcField &idField = m_schema.fields[std::size_t(m_idField)];
        const ParsedNumber bits = parseInteger(QByteArray::number(value), idField.size);
        if (bits.error != NumberError::None)
            return Error{ErrorCode::InvalidInput, tr("ID %1 is out of range").arg(value), m_label, -1};
        writeBits(record.data() + idField.offset, idField.size, bits.raw);
    }
    TableChange change;
    change.inserted.push_back({insertPosition(value), record});
    insertRecords(change.inserted);
    return change;
}

Result<TableChange> EditableTable::copyRow(qint64 sourceId, qint64 newId)
{
    const int source = rowOf(sourceId);
    if (source < 0)
        return Error{ErrorCode::InvalidInput, tr("No row has ID %1").arg(sourceId), m_label, -1};
    const QByteArray copy = record(source).toByteArray();
    auto added = addRow(newId);
    if (!added)
        return added.error();
    const int row = added->inserted.front().row;
    for (int field = 0; field < int(m_schema.fields.size()); ++field) {
        if (field != m_idField)
            setRaw(row, field,
                readBits(copy.constData() + m_schema.fields[std::size_t(field)].offset,
                    m_schema.fields[std::size_t(field)].size));
    }
    added->inserted.front().record = record(row).toByteArray();
    return added;
}

Result<TableChange> EditableTable::deleteRows(std::span<const qint64> ids)
{
    std::vector<int> rows;
    rows.reserve(ids.size());
    for (const qint64 value : ids) {
        const int row = rowOf(value);
        if (row < 0)
            return Error{ErrorCode::InvalidInput, tr("No row has ID %1").arg(value), m_label, -1};
        rows.push_back(row);
    }
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    TableChange change;
    for (const int row : rows)
        change.removed.push_back({row, record(row).toByteArray()});
    apply(change);
    return change;
}

void EditableTable::apply(const TableChange &change)
{
    removeRecords(change.removed);
    insertRecords(change.inserted);
    for (const CellChange &cell : change.cells)
        setRaw(cell.row, cell.field, cell.after);
}

void EditableTable::revert(const TableChange &change)
{
    for (auto it = change.cells.rbegin(); it != change.cells.rend(); ++it)
        setRaw(it->row, it->field, it->before);
    removeRecords(change.inserted);
    insertRecords(change.removed);
}

bool EditableTable::referencesAddedStrings() const
{
    for (std::size_t f = 0; f < m_schema.fields.size(); ++f) {
        if (!isTextKind(m_schema.fields[f].kind))
            continue;
        for (int row = 0; row < m_rowCount; ++row) {
            if (raw(row, int(f)) >= quint64(m_originalStringsSize))
                return true;
        }
    }
    return false;
}

bool EditableTable::isModified() const
{
    if (m_original.isEmpty())
        return true;
    if (m_rowCount != int(m_header.recordCount))
        return true;
    return (!m_recordsInOriginal
               && QByteArrayView(m_records)
                   != QByteArrayView(m_original).sliced(DbcTable::kHeaderSize, m_records.size()))
        || referencesAddedStrings();
}

Result<void> EditableTable::fileParts(FileParts &parts) const
{
    const qsizetype recordsSize = qsizetype(m_rowCount) * m_header.recordSize;
    parts.records = QByteArrayView(records(), recordsSize);
    parts.strings = QByteArrayView(m_strings).first(m_originalStringsSize);
    parts.trailing = m_trailing;
    const bool addedStrings = referencesAddedStrings();
    if (addedStrings && m_schema.guessed()) {
        // A guess may take numbers for string offsets: offsets stay as they are, added strings follow the block.
        parts.strings = m_strings;
    } else if (addedStrings) {
        parts.rebuiltRecords = QByteArray(records(), recordsSize);
        parts.rebuiltStrings = QByteArray(1, '\0');
        QByteArray &strings = parts.rebuiltStrings;
        std::unordered_map<QByteArrayView, quint32, ViewHash> offsets;
        for (int row = 0; row < m_rowCount; ++row) {
            for (std::size_t f = 0; f < m_schema.fields.size(); ++f) {
                const DbcField &field = m_schema.fields[f];
                if (!isTextKind(field.kind))
                    continue;
                const auto utf8 = stringAt(raw(row, int(f)));
                if (!utf8) {
                    return Error{ErrorCode::Corrupt,
                        tr("%1, column %2: string offset %3 lies outside the string block, which must be rebuilt")
                            .arg(describeRow(row), field.key)
                            .arg(raw(row, int(f))),
                        m_label, -1};
                }
                quint32 offset = 0;
                if (!utf8->isEmpty()) {
                    const auto [at, added] = offsets.try_emplace(*utf8, quint32(strings.size()));
                    if (added) {
                        strings.append(*utf8);
                        strings.append('\0');
                    }
                    offset = at->second;
                }
                writeBits(parts.rebuiltRecords.data() + qsizetype(row) * m_header.recordSize + field.offset, field.size,
                    offset);
            }
        }
        parts.records = parts.rebuiltRecords;
        parts.strings = parts.rebuiltStrings;
    }
    std::memcpy(parts.header, "WDBC", 4);
    qToLittleEndian<quint32>(quint32(m_rowCount), parts.header + 4);
    qToLittleEndian<quint32>(m_header.fieldCount, parts.header + 8);
    qToLittleEndian<quint32>(m_header.recordSize, parts.header + 12);
    qToLittleEndian<quint32>(quint32(parts.strings.size()), parts.header + 16);
    return {};
}

Result<QByteArray> EditableTable::toBytes() const
{
    if (!isModified())
        return m_original;
    FileParts parts;
    if (auto made = fileParts(parts); !made)
        return made.error();
    QByteArray out;
    out.reserve(DbcTable::kHeaderSize + parts.records.size() + parts.strings.size() + parts.trailing.size());
    out.append(parts.header, DbcTable::kHeaderSize);
    out.append(parts.records);
    out.append(parts.strings);
    out.append(parts.trailing);
    return out;
}

Result<void> EditableTable::save(const QString &path) const
{
    if (!isModified()) {
        if (auto written = io::writeFileAtomically(path, m_original); !written)
            return written.error();
        return {};
    }
    FileParts parts;
    if (auto made = fileParts(parts); !made)
        return made.error();
    auto file = io::AtomicFile::create(path);
    if (!file)
        return file.error();
    for (const QByteArrayView part :
        {QByteArrayView(parts.header, DbcTable::kHeaderSize), parts.records, parts.strings, parts.trailing}) {
        if (file->device().write(part.data(), part.size()) != part.size())
            return Error{ErrorCode::Io, tr("Cannot write: %1").arg(file->device().errorString()), path, -1};
    }
    const auto committed = file->commit();
    if (!committed)
        return committed.error();
    return {};
}

} // namespace mwb::formats::dbc
