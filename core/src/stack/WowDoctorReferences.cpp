// SPDX-License-Identifier: GPL-3.0-or-later
// The doctor's reference check: files and folders named by table rows a custom patch added or changed that no
// archive holds (the red question mark, a map the client cannot enter).
#include "WowDoctorChecks.h"
#include "mwb/formats/dbc/DbcTable.h"
#include "mwb/formats/dbc/TableIcons.h"

#include <QHash>
#include <QSet>

namespace mwb::wow {

using namespace mwb::formats::dbc;

namespace {

/// A table whose rows name a file or folder of the client's archives.
struct ReferenceRule
{
    const char *table; ///< "SpellIcon": DBFilesClient/SpellIcon.dbc
    bool mapFolder; ///< Map's Directory names a folder below World/Maps/; else the icon column iconColumn() knows
    const char *code;
};

constexpr ReferenceRule kRules[] = {
    {"SpellIcon", false, "icon-missing"},
    {"ItemDisplayInfo", false, "icon-missing"},
    {"Map", true, "map-folder-missing"},
};

/// One table of the stack, parsed with its definition.
struct ParsedTable
{
    DbcTable table;
    DbcSchema schema;
    const DbcField *field = nullptr; ///< the rule's column
    IconColumn icon; ///< for an icon rule: how a value becomes the BLP's entry path
};

std::optional<ParsedTable> parse(const Result<QByteArray> &bytes, const QString &path, const ReferenceRule &rule)
{
    if (!bytes)
        return std::nullopt;
    auto table = DbcTable::parse(*bytes, path);
    if (!table)
        return std::nullopt;
    ParsedTable parsed{std::move(*table), {}, nullptr, {}};
    parsed.schema = DbcSchema::forTable(parsed.table, path);
    if (parsed.schema.guessed() || parsed.schema.idField() < 0)
        return std::nullopt;
    if (rule.mapFolder) {
        const int field = parsed.schema.fieldIndex(u"Directory");
        if (field < 0 || parsed.schema.fields[std::size_t(field)].kind != ColumnKind::String)
            return std::nullopt;
        parsed.field = &parsed.schema.fields[std::size_t(field)];
        return parsed;
    }
    const std::optional<IconColumn> icon = iconColumn(parsed.schema);
    if (!icon)
        return std::nullopt;
    parsed.icon = *icon;
    parsed.field = &parsed.schema.fields[std::size_t(icon->field)];
    return parsed;
}

qint64 rowId(const ParsedTable &parsed, int row)
{
    const DbcField &id = parsed.schema.fields[std::size_t(parsed.schema.idField())];
    return qint64(qint32(parsed.table.value(row, id.offset, 4)));
}

QString cell(const ParsedTable &parsed, int row, const DbcField &field)
{
    return parsed.table.stringAt(quint32(parsed.table.value(row, field.offset, 4))).value_or(QString()).trimmed();
}

/// Every row's value of the rule's column, by id: what the stock copy had.
QHash<qint64, QString> valuesById(const ParsedTable &parsed)
{
    QHash<qint64, QString> values;
    for (int row = 0; row < parsed.table.recordCount(); ++row)
        values.insert(rowId(parsed, row), cell(parsed, row, *parsed.field));
    return values;
}

constexpr QLatin1StringView kMapsFolder{"World/Maps/"};

/// The lower-case names of the folders below World/Maps/ that some entry of the stack is in.
QSet<QString> mapFolders(const LayeredArchive &stack)
{
    static const QLatin1String maps("WORLD/MAPS/");
    QSet<QString> folders;
    for (const LayeredArchive::Resolution &file : stack.files()) {
        const QString key = LayeredArchive::pathKey(file.path);
        const qsizetype end = key.startsWith(maps) ? key.indexOf(QLatin1Char('/'), maps.size()) : -1;
        if (end > maps.size())
            folders.insert(key.sliced(maps.size(), end - maps.size()).toLower());
    }
    return folders;
}

/// The stock copy below the custom one at `entry`, parsed; nullopt when no stock archive holds the table.
std::optional<ParsedTable> stockCopy(
    const LoadedStack &loaded, int entry, const QString &path, const ReferenceRule &rule)
{
    const std::vector<LayeredArchive::Copy> &copies = loaded.stack.files()[std::size_t(entry)].shadowed;
    for (std::size_t copy = 0; copy < copies.size(); ++copy) {
        if (!loaded.custom[std::size_t(copies[copy].layer)] && !copies[copy].deletes)
            return parse(loaded.stack.readShadowed(entry, int(copy)), path, rule);
    }
    return std::nullopt;
}

class ReferenceChecker
{
public:
    ReferenceChecker(const LoadedStack &loaded, DoctorContext &context)
        : m_loaded(loaded)
        , m_context(context)
    { }

    [[nodiscard]] Result<void> check(const ReferenceRule &rule)
    {
        const LayeredArchive &stack = m_loaded.stack;
        const LayeredArchive::Resolution *found
            = stack.find(QStringLiteral("DBFilesClient/%1.dbc").arg(QLatin1String(rule.table)));
        if (!found || found->top.deletes || !m_loaded.custom[std::size_t(found->top.layer)])
            return {};
        const auto entry = int(found - stack.files().data());
        const std::optional<ParsedTable> custom = parse(stack.readEntry(entry), found->path, rule);
        if (!custom)
            return {}; // the table check reports why it does not read
        const std::optional<ParsedTable> stock = stockCopy(m_loaded, entry, found->path, rule);
        const QHash<qint64, QString> stockValues = stock ? valuesById(*stock) : QHash<qint64, QString>();
        EntryList missing = m_context.list();
        for (int row = 0; row < custom->table.recordCount(); ++row) {
            if ((row & 0xFFF) == 0 && m_context.progress.isCanceled())
                return doctorCanceled(m_context.plan.path);
            const qint64 id = rowId(*custom, row);
            const QString value = cell(*custom, row, *custom->field);
            const auto before = stockValues.constFind(id);
            if (value.isEmpty() || (before != stockValues.cend() && *before == value))
                continue;
            const QString named = rule.mapFolder ? QString(kMapsFolder) + value : custom->icon.entryPath(value);
            if (!holds(rule, named, value))
                missing.add(DoctorText::tr("ID %1: %2").arg(id).arg(named));
        }
        if (missing.count() > 0)
            report(rule, stack.layers()[std::size_t(found->top.layer)].name, missing);
        return {};
    }

private:
    /// Whether an archive holds `named` (an icon's entry path), or for a map rule the folder `value`.
    bool holds(const ReferenceRule &rule, const QString &named, const QString &value)
    {
        if (!rule.mapFolder) {
            const LayeredArchive::Resolution *file = m_loaded.stack.find(entryLookupKey(named));
            return file && !file->top.deletes;
        }
        if (!m_mapFolders)
            m_mapFolders = mapFolders(m_loaded.stack);
        return m_mapFolders->contains(value.toLower());
    }

    void report(const ReferenceRule &rule, const QString &layer, const EntryList &missing)
    {
        const QString table = QLatin1String(rule.table) + QStringLiteral(".dbc");
        if (rule.mapFolder) {
            m_context.add(DoctorSeverity::Error, QLatin1String(rule.code),
                DoctorText::tr("%n row(s) of %1 (%2) name a map folder no archive holds (World/Maps/<%3>/): the "
                               "client cannot load the map",
                    nullptr, missing.count())
                    .arg(table, layer, QStringLiteral("Directory")),
                DoctorText::tr("Add the map's files (World/Maps/<Directory>/<Directory>.wdt and its tiles) to a "
                               "patch, or correct the rows"),
                {layer}, missing);
            return;
        }
        m_context.add(DoctorSeverity::Error, QLatin1String(rule.code),
            DoctorText::tr("%n row(s) of %1 (%2) name an icon no archive holds: the client shows a red question mark",
                nullptr, missing.count())
                .arg(table, layer),
            DoctorText::tr(
                "Add the icon with `mwb-cli wow add-icon` (a 64x64 BLP under Interface/Icons/ in a patch), or "
                "correct the rows"),
            {layer}, missing);
    }

    const LoadedStack &m_loaded;
    DoctorContext &m_context;
    std::optional<QSet<QString>> m_mapFolders;
};

} // namespace

Result<void> checkReferences(const LoadedStack &loaded, DoctorContext &context)
{
    context.progress.setText(DoctorText::tr("Checking the icons and maps the custom rows name"));
    ReferenceChecker checker(loaded, context);
    for (const ReferenceRule &rule : kRules) {
        if (auto checked = checker.check(rule); !checked)
            return checked;
    }
    return {};
}

} // namespace mwb::wow
