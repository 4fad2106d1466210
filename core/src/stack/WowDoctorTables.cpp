// SPDX-License-Identifier: GPL-3.0-or-later
// The doctor's table check: the table doctor (formats::dbc::checkTable) on every table a custom patch supplies.
#include "WowDoctorChecks.h"
#include "mwb/core/io/WorkerPool.h"
#include "mwb/formats/dbc/DbcCheck.h"
#include "mwb/formats/dbc/EditableTable.h"

#include <QMutex>

#include <algorithm>
#include <map>
#include <optional>

namespace mwb::wow {

using namespace mwb::formats::dbc;

namespace {

constexpr qint64 kMaxTableBytes = qint64(512) * 1024 * 1024; ///< the cap `dbc check` applies to one table

/// The sorted ids of the tables the stack resolves, read once each, from any thread.
class StackSiblings
{
public:
    explicit StackSiblings(const LayeredArchive &stack)
        : m_stack(stack)
    { }

    const std::vector<qint64> *idsOf(const QString &table)
    {
        const QMutexLocker lock(&m_mutex);
        const QString key = table.toLower();
        if (const auto found = m_ids.find(key); found != m_ids.end())
            return found->second ? &*found->second : nullptr;
        const auto &stored = m_ids.emplace(key, read(table)).first->second;
        return stored ? &*stored : nullptr;
    }

private:
    std::optional<std::vector<qint64>> read(const QString &table) const
    {
        const QString path = QStringLiteral("DBFilesClient/%1.dbc").arg(table);
        const LayeredArchive::Resolution *found = m_stack.find(path);
        if (!found || found->top.deletes)
            return std::nullopt;
        const auto entry = int(found - m_stack.files().data());
        auto bytes = m_stack.readEntry(entry);
        if (!bytes)
            return std::nullopt;
        auto opened = EditableTable::open(*bytes, found->path, table);
        if (!opened || opened->schema().guessed() || opened->schema().idField() < 0)
            return std::nullopt;
        std::vector<qint64> ids;
        ids.reserve(std::size_t(opened->rowCount()));
        for (int row = 0; row < opened->rowCount(); ++row)
            ids.push_back(opened->id(row));
        std::sort(ids.begin(), ids.end());
        return ids;
    }

    const LayeredArchive &m_stack;
    QMutex m_mutex;
    std::map<QString, std::optional<std::vector<qint64>>> m_ids;
};

DoctorSeverity severityOf(CheckSeverity severity)
{
    return severity == CheckSeverity::Error ? DoctorSeverity::Error : DoctorSeverity::Warning;
}

/// The findings of one table as the doctor reports them.
void report(const CheckReport &table, const QString &layer, DoctorContext &context)
{
    for (const CheckFinding &finding : table.findings) {
        EntryList entries = context.list();
        entries.add(finding.column.isEmpty() ? table.file : table.file + QStringLiteral(": ") + finding.column);
        context.add(severityOf(finding.severity), finding.code,
            QStringLiteral("%1 (%2): %3").arg(table.file, layer, finding.message),
            DoctorText::tr("Rebuild the table from a 3.3.5a (build 12340) copy: the workbench's table editor and "
                           "`mwb-cli dbc import` write tables that match the client's definition"),
            {layer}, entries);
    }
}

} // namespace

Result<void> checkTables(const LoadedStack &loaded, DoctorContext &context)
{
    const LayeredArchive &stack = loaded.stack;
    std::vector<int> tables;
    std::vector<qint64> sizes;
    for (std::size_t i = 0; i < stack.files().size(); ++i) {
        const LayeredArchive::Resolution &file = stack.files()[i];
        const QString key = LayeredArchive::pathKey(file.path);
        if (loaded.custom[std::size_t(file.top.layer)] && key.startsWith(QLatin1String("DBFILESCLIENT/"))
            && key.endsWith(QLatin1String(".DBC"))) {
            tables.push_back(int(i));
            const LayeredArchive::Copy &top = file.top; // the layer's index is built, the stack's need not be
            sizes.push_back(stack.layers()[std::size_t(top.layer)].archive->indexInputs()[std::size_t(top.input)].size);
        }
    }
    context.progress.setText(DoctorText::tr("Checking %n table(s) of custom patches", nullptr, int(tables.size())));
    StackSiblings siblings(stack);
    std::vector<std::optional<CheckReport>> reports(tables.size());
    io::parallelFor(int(tables.size()), 0, [&](int i) {
        if (context.progress.isCanceled())
            return false;
        const int entry = tables[std::size_t(i)];
        const QString &path = stack.files()[std::size_t(entry)].path;
        CheckReport &report = reports[std::size_t(i)].emplace();
        report.file = path;
        const qint64 size = sizes[std::size_t(i)];
        if (size > kMaxTableBytes) {
            report.findings.push_back({CheckSeverity::Error, errorCodeName(ErrorCode::LimitExceeded),
                DoctorText::tr("The table is %1 bytes, more than the %2 a table may have")
                    .arg(size)
                    .arg(kMaxTableBytes),
                {}, 1, -1});
            return true;
        }
        auto bytes = stack.readEntry(entry);
        if (!bytes) {
            report.findings.push_back(
                {CheckSeverity::Error, errorCodeName(bytes.error().code), bytes.error().message, {}, 1, -1});
            return true;
        }
        report = checkTable(*bytes, path, [&siblings](const QString &table) {
            return siblings.idsOf(table);
        });
        return true;
    });
    if (context.progress.isCanceled())
        return doctorCanceled(context.plan.path);
    for (std::size_t i = 0; i < tables.size(); ++i) {
        const LayeredArchive::Resolution &file = stack.files()[std::size_t(tables[i])];
        report(*reports[i], stack.layers()[std::size_t(file.top.layer)].name, context);
    }
    return {};
}

} // namespace mwb::wow
