// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2raw/RawFile.h"

#include "ViewCursor.h"
#include "mwb/formats/grid/GridFileIo.h"

#include <QCoreApplication>
#include <QtEndian>

#include <limits>

namespace mwb::formats::tl2raw {

namespace {

class RawText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2raw::RawFile)
};

constexpr qint64 kMaxShortString = std::numeric_limits<quint16>::max();
constexpr qint64 kMaxStringList = std::numeric_limits<quint8>::max();

RawValue readValue(ViewCursor &in, RawFieldType type, const char *fieldName)
{
    switch (type) {
    case RawFieldType::Int64:
        return in.i64();
    case RawFieldType::Int32:
        return qint64(in.i32());
    case RawFieldType::UInt32:
        return qint64(in.u32());
    case RawFieldType::UInt8:
        return qint64(in.u8());
    case RawFieldType::String:
        return in.shortString();
    case RawFieldType::StringList: {
        const qint64 at = in.pos();
        const quint8 n = in.u8();
        QStringList list;
        if (in.checkCount(n, kMaxStringList, 2, at, QString::fromLatin1(fieldName))) {
            list.reserve(n);
            for (int i = 0; i < n && in.ok(); ++i)
                list.append(in.shortString());
        }
        return list;
    }
    case RawFieldType::Int64List: {
        const qint64 at = in.pos();
        const quint32 n = in.u32();
        QList<qint64> list;
        if (in.checkCount(n, RawFile::kMaxInt64ListItems, 8, at, QString::fromLatin1(fieldName))) {
            list.reserve(n);
            for (quint32 i = 0; i < n && in.ok(); ++i)
                list.append(in.i64());
        }
        return list;
    }
    }
    return qint64(0);
}

void readTable(ViewCursor &in, const RawTableSpec &spec, qint64 sameAsPrevious, RawTable &table)
{
    qint64 count = sameAsPrevious;
    if (spec.count != RawCountType::SameAsPrevious) {
        table.countOffset = in.pos();
        count = spec.count == RawCountType::UInt16 ? qint64(in.u16()) : qint64(in.u32());
        if (!in.ok()) {
            table.countOffset = -1; // the count itself is cut off: nothing of this table was read
            return;
        }
    }
    const qint64 at = table.countOffset >= 0 ? table.countOffset : in.pos();
    if (!in.checkCount(count, RawFile::kMaxRecords, minimumRecordSize(spec.fields), at,
            RawText::tr("Table %1").arg(QString::fromLatin1(spec.name))))
        return;
    table.records.reserve(static_cast<std::size_t>(count));
    for (qint64 i = 0; i < count; ++i) {
        RawRecord record;
        record.offset = in.pos();
        record.values.reserve(spec.fields.size());
        for (const RawFieldSpec &field : spec.fields)
            record.values.push_back(readValue(in, field.type, field.name));
        if (!in.ok())
            return; // the incomplete record is dropped: a partial tree shows only what was read whole
        table.records.push_back(std::move(record));
    }
}

/// Appends little-endian integers and ShortStrings.
class RawWriter
{
public:
    void u8(quint8 v) { m_out.append(static_cast<char>(v)); }
    void u16(quint16 v) { put(v); }
    void u32(quint32 v) { put(v); }
    void u64(quint64 v) { put(v); }
    void shortString(const QString &text)
    {
        u16(static_cast<quint16>(text.size()));
        const qsizetype at = m_out.size();
        m_out.resize(at + 2 * text.size());
        qToLittleEndian<quint16>(text.utf16(), text.size(), m_out.data() + at);
    }
    [[nodiscard]] QByteArray take() { return std::move(m_out); }

private:
    template<typename U>
    void put(U v)
    {
        char bytes[sizeof(U)];
        qToLittleEndian<U>(v, bytes);
        m_out.append(bytes, sizeof(U));
    }
    QByteArray m_out;
};

Error invalid(const QString &message)
{
    return Error{ErrorCode::InvalidInput, message, {}, -1};
}

/// Writes one value after checking it fits its field; returns the reason when it does not.
std::optional<QString> writeValue(RawWriter &out, RawFieldType type, const RawValue &value)
{
    const auto integerIn = [&](qint64 low, qint64 high) -> std::optional<qint64> {
        const qint64 *v = std::get_if<qint64>(&value);
        if (!v || *v < low || *v > high)
            return std::nullopt;
        return *v;
    };
    switch (type) {
    case RawFieldType::Int64:
        if (const auto v = integerIn(std::numeric_limits<qint64>::min(), std::numeric_limits<qint64>::max())) {
            out.u64(static_cast<quint64>(*v));
            return std::nullopt;
        }
        return RawText::tr("expected a 64-bit integer");
    case RawFieldType::Int32:
        if (const auto v = integerIn(std::numeric_limits<qint32>::min(), std::numeric_limits<qint32>::max())) {
            out.u32(static_cast<quint32>(*v));
            return std::nullopt;
        }
        return RawText::tr("expected an integer from %1 to %2")
            .arg(std::numeric_limits<qint32>::min())
            .arg(std::numeric_limits<qint32>::max());
    case RawFieldType::UInt32:
        if (const auto v = integerIn(0, std::numeric_limits<quint32>::max())) {
            out.u32(static_cast<quint32>(*v));
            return std::nullopt;
        }
        return RawText::tr("expected an integer from 0 to %1").arg(std::numeric_limits<quint32>::max());
    case RawFieldType::UInt8:
        if (const auto v = integerIn(0, 255)) {
            out.u8(static_cast<quint8>(*v));
            return std::nullopt;
        }
        return RawText::tr("expected an integer from 0 to 255");
    case RawFieldType::String:
        if (const QString *text = std::get_if<QString>(&value); text && text->size() <= kMaxShortString) {
            out.shortString(*text);
            return std::nullopt;
        }
        return RawText::tr("expected a string of at most %1 UTF-16 code units").arg(kMaxShortString);
    case RawFieldType::StringList:
        if (const QStringList *list = std::get_if<QStringList>(&value); list && list->size() <= kMaxStringList) {
            out.u8(static_cast<quint8>(list->size()));
            for (const QString &text : *list) {
                if (text.size() > kMaxShortString)
                    return RawText::tr("expected strings of at most %1 UTF-16 code units").arg(kMaxShortString);
                out.shortString(text);
            }
            return std::nullopt;
        }
        return RawText::tr("expected a list of at most %1 strings").arg(kMaxStringList);
    case RawFieldType::Int64List:
        if (const QList<qint64> *list = std::get_if<QList<qint64>>(&value);
            list && list->size() <= RawFile::kMaxInt64ListItems) {
            out.u32(static_cast<quint32>(list->size()));
            for (const qint64 v : *list)
                out.u64(static_cast<quint64>(v));
            return std::nullopt;
        }
        return RawText::tr("expected a list of at most %1 integers").arg(RawFile::kMaxInt64ListItems);
    }
    return RawText::tr("unknown field type");
}

} // namespace

RawFile RawFile::empty(RawKind kind)
{
    RawFile file;
    file.kind = kind;
    file.tables.resize(rawLayout(kind).tables.size());
    return file;
}

RawParseOutcome parseRawPartially(RawKind kind, QByteArrayView bytes, const QString &pathForErrors)
{
    RawParseOutcome outcome;
    outcome.file.kind = kind;
    ViewCursor in(bytes, pathForErrors);
    qint64 previousCount = 0;
    for (const RawTableSpec &spec : rawLayout(kind).tables) {
        RawTable &table = outcome.file.tables.emplace_back();
        readTable(in, spec, previousCount, table);
        if (!in.ok())
            break;
        previousCount = static_cast<qint64>(table.records.size());
    }
    if (in.ok() && in.remaining() > 0) {
        in.fail(ErrorCode::Corrupt,
            RawText::tr("%n byte(s) follow the last table of %1", nullptr, static_cast<int>(in.remaining()))
                .arg(rawFileName(kind)),
            in.pos());
    }
    outcome.error = in.error();
    return outcome;
}

Result<RawFile> RawFile::parse(RawKind kind, QByteArrayView bytes, const QString &pathForErrors)
{
    RawParseOutcome outcome = parseRawPartially(kind, bytes, pathForErrors);
    if (outcome.error)
        return *outcome.error;
    return std::move(outcome.file);
}

Result<RawFile> RawFile::open(const QString &path)
{
    const auto kind = rawKindFromPath(path);
    if (!kind) {
        return Error{ErrorCode::Unsupported,
            RawText::tr("Not a RAW index file name (expected UNITDATA, SKILLS, AFFIXES, MISSILES, TRIGGERABLES, UI or "
                        "ROOMPIECES .RAW)"),
            path, -1};
    }
    auto file = grid::GridFileIo::readAll(path, kMaxFileSize);
    if (!file)
        return file.error();
    return parse(*kind, *file, path);
}

Result<QByteArray> RawFile::serialize() const
{
    const RawLayout &spec = layout();
    if (tables.size() != spec.tables.size()) {
        return invalid(RawText::tr("%1 needs %2 tables, not %3")
                           .arg(rawFileName(kind))
                           .arg(spec.tables.size())
                           .arg(tables.size()));
    }
    RawWriter out;
    std::size_t previousCount = 0;
    for (std::size_t t = 0; t < tables.size(); ++t) {
        const RawTableSpec &tableSpec = spec.tables[t];
        const std::size_t count = tables[t].records.size();
        const QString tableName = QString::fromLatin1(tableSpec.name);
        switch (tableSpec.count) {
        case RawCountType::UInt16:
            if (count > std::numeric_limits<quint16>::max())
                return invalid(RawText::tr("Table %1 holds %2 records; its count is a u16").arg(tableName).arg(count));
            out.u16(static_cast<quint16>(count));
            break;
        case RawCountType::UInt32:
            if (qint64(count) > kMaxRecords)
                return invalid(RawText::tr("Table %1 holds %2 records, beyond the limit of %3")
                                   .arg(tableName)
                                   .arg(count)
                                   .arg(kMaxRecords));
            out.u32(static_cast<quint32>(count));
            break;
        case RawCountType::SameAsPrevious:
            if (count != previousCount)
                return invalid(RawText::tr("Table %1 needs one record per record of the table before (%2), not %3")
                                   .arg(tableName)
                                   .arg(previousCount)
                                   .arg(count));
            break;
        }
        for (std::size_t r = 0; r < count; ++r) {
            const RawRecord &record = tables[t].records[r];
            if (record.values.size() != tableSpec.fields.size())
                return invalid(RawText::tr("Record %1 of table %2 has %3 fields instead of %4")
                                   .arg(r)
                                   .arg(tableName)
                                   .arg(record.values.size())
                                   .arg(tableSpec.fields.size()));
            for (std::size_t f = 0; f < record.values.size(); ++f) {
                if (const auto problem = writeValue(out, tableSpec.fields[f].type, record.values[f]))
                    return invalid(RawText::tr("Record %1 of table %2, field %3: %4")
                                       .arg(r)
                                       .arg(tableName, QString::fromLatin1(tableSpec.fields[f].name), *problem));
            }
        }
        previousCount = count;
    }
    return out.take();
}

qint64 encodedSize(RawFieldType type, const RawValue &value)
{
    switch (type) {
    case RawFieldType::Int64:
        return 8;
    case RawFieldType::Int32:
    case RawFieldType::UInt32:
        return 4;
    case RawFieldType::UInt8:
        return 1;
    case RawFieldType::String:
        return 2 + 2 * qint64(std::get<QString>(value).size());
    case RawFieldType::StringList: {
        qint64 size = 1;
        for (const QString &text : std::get<QStringList>(value))
            size += 2 + 2 * qint64(text.size());
        return size;
    }
    case RawFieldType::Int64List:
        return 4 + 8 * qint64(std::get<QList<qint64>>(value).size());
    }
    return 0;
}

} // namespace mwb::formats::tl2raw
