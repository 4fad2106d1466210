// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/dbc/DbcCheck.h"

#include "DbcLayouts.h"
#include "mwb/formats/dbc/DbcCell.h"

#include <algorithm>
#include <climits>
#include <unordered_set>

namespace mwb::formats::dbc {

namespace {

class CheckText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::dbc::DbcCheck)
};

/// How often one thing happened in one column, and where first.
struct Tally
{
    int count = 0;
    int firstRow = -1;
    qint64 firstValue = 0;
    QString firstDetail;

    void add(int row, qint64 value, const QString &detail = {})
    {
        if (count++ == 0) {
            firstRow = row;
            firstValue = value;
            firstDetail = detail;
        }
    }
};

class Checker
{
public:
    Checker(const DbcTable &table, const DbcSchema &schema, CheckReport &report)
        : m_table(table)
        , m_schema(schema)
        , m_report(report)
        , m_idField(schema.idField())
    { }

    void strings()
    {
        const quint32 blockSize = m_table.header().stringBlockSize;
        for (const DbcField &field : m_schema.fields) {
            if (field.kind != ColumnKind::String)
                continue;
            Tally outside;
            Tally inside;
            for (int row = 0; row < m_table.recordCount(); ++row) {
                const auto offset = quint32(m_table.value(row, field.offset, field.size));
                if (offset >= blockSize && !(offset == 0 && blockSize == 0))
                    outside.add(row, offset);
                else if (offset < blockSize && !m_table.isStringStart(offset))
                    inside.add(row, offset);
            }
            if (outside.count > 0) {
                add(CheckSeverity::Error, QStringLiteral("string-offset-outside"), field, outside,
                    CheckText::tr("%n string offset(s) outside the %1-byte string block (first: %2, offset %3)",
                        nullptr, outside.count)
                        .arg(blockSize)
                        .arg(rowText(outside.firstRow))
                        .arg(outside.firstValue));
            }
            if (inside.count > 0) {
                add(CheckSeverity::Warning, QStringLiteral("string-offset-inside"), field, inside,
                    CheckText::tr("%n string offset(s) inside another string, sharing its tail (first: %2, offset %1)",
                        nullptr, inside.count)
                        .arg(inside.firstValue)
                        .arg(rowText(inside.firstRow)));
            }
        }
    }

    void ids()
    {
        if (m_idField < 0)
            return;
        const DbcField &field = m_schema.fields[std::size_t(m_idField)];
        std::unordered_set<qint64> seen;
        Tally duplicates;
        Tally unordered;
        qint64 previous = 0;
        for (int row = 0; row < m_table.recordCount(); ++row) {
            const qint64 value = id(row);
            if (!seen.insert(value).second)
                duplicates.add(row, value);
            if (row > 0 && value < previous)
                unordered.add(row, value, QString::number(previous));
            previous = value;
        }
        if (duplicates.count > 0) {
            add(CheckSeverity::Error, QStringLiteral("duplicate-id"), field, duplicates,
                CheckText::tr(
                    "%n row(s) repeat an ID another row has (first: row %1, ID %2)", nullptr, duplicates.count)
                    .arg(duplicates.firstRow)
                    .arg(duplicates.firstValue));
        }
        if (unordered.count > 0) {
            add(CheckSeverity::Warning, QStringLiteral("unordered-ids"), field, unordered,
                CheckText::tr("IDs are not in increasing order at %n place(s) (first: row %1, ID %2 after %3)", nullptr,
                    unordered.count)
                    .arg(unordered.firstRow)
                    .arg(unordered.firstValue)
                    .arg(unordered.firstDetail));
        }
    }

    void localeMasks()
    {
        for (std::size_t f = 0; f < m_schema.fields.size(); ++f) {
            const DbcField &mask = m_schema.fields[f];
            if (mask.localeSlot != kLocaleFlags || f < std::size_t(kLocaleFlags))
                continue;
            Tally missing;
            for (int row = 0; row < m_table.recordCount(); ++row) {
                const auto bits = quint32(m_table.value(row, mask.offset, mask.size));
                for (int slot = 0; slot < kLocaleFlags; ++slot) {
                    const DbcField &text = m_schema.fields[f - std::size_t(kLocaleFlags) + std::size_t(slot)];
                    const std::optional<QString> value = m_table.stringAt(quint32(m_table.value(row, text.offset, 4)));
                    if (value && !value->isEmpty() && !(bits >> (slot + 1) & 1U)) {
                        missing.add(row, bits, localeSlotName(slot));
                        break;
                    }
                }
            }
            if (missing.count > 0) {
                add(CheckSeverity::Warning, QStringLiteral("locale-mask"), mask, missing,
                    CheckText::tr("%n row(s) have text in a locale slot whose bit the mask lacks (first: %1, slot %2, "
                                  "mask 0x%3)",
                        nullptr, missing.count)
                        .arg(rowText(missing.firstRow), missing.firstDetail)
                        .arg(quint32(missing.firstValue), 8, 16, QLatin1Char('0')));
            }
        }
    }

    void references(const SiblingIds &siblings)
    {
        if (!siblings)
            return;
        for (const DbcField &field : m_schema.fields) {
            if (field.relation.isEmpty() || isTextKind(field.kind))
                continue;
            const std::vector<qint64> *ids = siblings(field.relation);
            if (!ids)
                continue;
            Tally missing;
            for (int row = 0; row < m_table.recordCount(); ++row) {
                const quint64 bits = m_table.value(row, field.offset, field.size);
                const int shift = 64 - 8 * field.size;
                const qint64 value = isSignedKind(field.kind) ? qint64(bits << shift) >> shift : qint64(bits);
                if (value > 0 && !std::binary_search(ids->begin(), ids->end(), value))
                    missing.add(row, value);
            }
            if (missing.count > 0) {
                add(CheckSeverity::Warning, QStringLiteral("missing-reference"), field, missing,
                    CheckText::tr("%n value(s) name no row of %1 (first: %2, value %3)", nullptr, missing.count)
                        .arg(field.relation, rowText(missing.firstRow))
                        .arg(missing.firstValue));
            }
        }
    }

private:
    qint64 id(int row) const
    {
        const DbcField &field = m_schema.fields[std::size_t(m_idField)];
        const quint64 bits = m_table.value(row, field.offset, field.size);
        return isSignedKind(field.kind) && field.size == 4 ? qint64(qint32(bits)) : qint64(bits);
    }

    QString rowText(int row) const
    {
        return m_idField >= 0 ? CheckText::tr("row with ID %1").arg(id(row)) : CheckText::tr("row %1").arg(row);
    }

    void add(
        CheckSeverity severity, const QString &code, const DbcField &field, const Tally &tally, const QString &message)
    {
        m_report.findings.push_back({severity, code, QStringLiteral("%1: %2").arg(field.key, message), field.key,
            tally.count, m_table.recordOffset(tally.firstRow) + field.offset});
    }

    const DbcTable &m_table;
    const DbcSchema &m_schema;
    CheckReport &m_report;
    int m_idField;
};

void checkBlock(const DbcTable &table, qint64 fileSize, CheckReport &report)
{
    const DbcHeader &h = table.header();
    const qint64 block = table.stringBlockOffset();
    const QByteArray &bytes = table.bytes();
    if (h.stringBlockSize == 0 || bytes.at(block) != '\0') {
        report.findings.push_back({CheckSeverity::Warning, QStringLiteral("string-block-start"),
            CheckText::tr("The string block does not start with the empty string (offset 0 of empty strings)"), {}, 1,
            block});
    }
    if (h.stringBlockSize > 0 && bytes.at(block + h.stringBlockSize - 1) != '\0') {
        report.findings.push_back({CheckSeverity::Error, QStringLiteral("string-block-unterminated"),
            CheckText::tr("The last string of the block has no terminating NUL"), {}, 1,
            block + h.stringBlockSize - 1});
    }
    const qint64 end = block + h.stringBlockSize;
    if (fileSize > end) {
        report.findings.push_back({CheckSeverity::Warning, QStringLiteral("trailing-bytes"),
            CheckText::tr(
                "%n byte(s) follow the string block", nullptr, int(std::min<qint64>(fileSize - end, INT_MAX))),
            {}, int(std::min<qint64>(fileSize - end, INT_MAX)), end});
    }
}

} // namespace

int CheckReport::count(CheckSeverity severity) const
{
    return int(std::count_if(findings.begin(), findings.end(), [severity](const CheckFinding &finding) {
        return finding.severity == severity;
    }));
}

QString checkSeverityName(CheckSeverity severity)
{
    return severity == CheckSeverity::Error ? QStringLiteral("error") : QStringLiteral("warning");
}

CheckReport checkTable(const QByteArray &bytes, const QString &path, const SiblingIds &siblings)
{
    CheckReport report;
    report.file = path;
    auto parsed = DbcTable::parse(bytes, path);
    if (!parsed) {
        report.findings.push_back({CheckSeverity::Error, errorCodeName(parsed.error().code), parsed.error().message, {},
            1, parsed.error().offset});
        return report;
    }
    const DbcTable &table = *parsed;
    report.records = table.recordCount();
    checkBlock(table, bytes.size(), report);
    const DbcSchema definition = DbcSchema::definitionNamed(path);
    const DbcHeader &h = table.header();
    if (definition.tableName.isEmpty()) {
        report.findings.push_back({CheckSeverity::Warning, QStringLiteral("no-definition"),
            CheckText::tr("No %1 definition is named like this file: columns are not checked")
                .arg(QLatin1StringView(knownLayoutsBuild())),
            {}, 1, -1});
        return report;
    }
    if (definition.fields.size() != h.fieldCount || quint32(definition.recordBytes()) != h.recordSize) {
        report.findings.push_back({CheckSeverity::Error, QStringLiteral("layout-mismatch"),
            CheckText::tr(
                "The file has %1 fields in %2-byte records; the %3 definition of %4 has %5 fields in %6 bytes "
                "(a table of another client build, or a damaged header)")
                .arg(h.fieldCount)
                .arg(h.recordSize)
                .arg(QLatin1StringView(knownLayoutsBuild()), definition.tableName)
                .arg(definition.fields.size())
                .arg(definition.recordBytes()),
            {}, 1, 8});
        return report;
    }
    report.definition = definition.tableName;
    Checker checker(table, definition, report);
    checker.strings();
    checker.ids();
    checker.localeMasks();
    checker.references(siblings);
    return report;
}

} // namespace mwb::formats::dbc
