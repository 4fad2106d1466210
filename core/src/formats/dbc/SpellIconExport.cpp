// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/dbc/SpellIconExport.h"

#include "mwb/formats/dbc/DbcSchema.h"
#include "mwb/formats/dbc/TableIcons.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <algorithm>

namespace mwb::formats::dbc {

namespace {

struct EntryRef
{
    std::shared_ptr<const Archive> archive;
    int entry = -1;
    QString path;
};

/// Every file entry of the archives by lower-case path; a later archive replaces an earlier one.
QHash<QString, EntryRef> entriesByPath(const std::vector<std::shared_ptr<const Archive>> &archives)
{
    QHash<QString, EntryRef> entries;
    for (const std::shared_ptr<const Archive> &archive : archives) {
        for (const EntryIndex::Input &input : archive->indexInputs()) {
            if (!input.path.endsWith(QLatin1Char('/')))
                entries.insert(entryLookupKey(input.path), EntryRef{archive, input.entry, input.path});
        }
    }
    return entries;
}

/// The icon's base name, safe as a file name on every system ("Spell_Fire_Fireball").
QString iconName(const QString &iconPath)
{
    QString name = QString(iconPath).replace(QLatin1Char('\\'), QLatin1Char('/')).section(QLatin1Char('/'), -1);
    if (name.endsWith(QLatin1StringView(".blp"), Qt::CaseInsensitive))
        name.chop(4);
    for (QChar &c : name) {
        if (c.unicode() < 0x20 || QStringView(u"<>:\"/\\|?*").contains(c))
            c = QLatin1Char('_');
    }
    return name;
}

QString statusOf(const SpellIconRow &row)
{
    return row.found() ? QStringLiteral("found") : QStringLiteral("missing");
}

} // namespace

const DbcField *SpellIconExport::iconPathField(const DbcSchema &schema)
{
    const auto named = std::find_if(schema.fields.begin(), schema.fields.end(),
        [](const DbcField &field) { return field.name == u"TextureFilename"; });
    if (named != schema.fields.end())
        return &*named;
    const auto string = std::find_if(schema.fields.begin(), schema.fields.end(),
        [](const DbcField &field) { return field.kind == ColumnKind::String; });
    return string == schema.fields.end() ? nullptr : &*string;
}

int SpellIconPlan::missing() const
{
    return int(std::count_if(rows.begin(), rows.end(), [](const SpellIconRow &row) { return !row.found(); }));
}

Result<SpellIconPlan> SpellIconExport::plan(const std::vector<std::shared_ptr<const Archive>> &archives)
{
    const QHash<QString, EntryRef> entries = entriesByPath(archives);
    const auto table = entries.constFind(entryLookupKey(kTablePath));
    if (table == entries.cend()) {
        return Error{ErrorCode::InvalidInput, tr("No archive holds %1").arg(kTablePath),
            archives.empty() ? QString() : archives.back()->path(), -1};
    }
    auto bytes = table->archive->readEntry(table->entry);
    if (!bytes)
        return bytes.error();
    auto parsed = DbcTable::parse(*bytes, table->path);
    if (!parsed)
        return parsed.error();
    const DbcSchema schema = DbcSchema::forTable(*parsed, table->path);
    const DbcField *path = iconPathField(schema);
    if (!path || schema.fields.front().size != 4)
        return Error{ErrorCode::Unsupported, tr("The table has no column of icon paths"), table->path, -1};

    SpellIconPlan plan;
    plan.tablePath = table->path;
    QSet<QString> planned;
    for (int row = 0; row < parsed->recordCount(); ++row) {
        SpellIconRow icon;
        icon.id = quint32(parsed->value(row, 0, 4));
        icon.iconPath = parsed->stringAt(quint32(parsed->value(row, path->offset, 4))).value_or(QString());
        const QString blp = entryLookupKey(texturePath(icon.iconPath));
        const auto found = blp.isEmpty() ? entries.cend() : entries.constFind(blp);
        if (found != entries.cend()) {
            icon.entryPath = found->path;
            icon.output = QStringLiteral("%1_%2.png").arg(icon.id).arg(iconName(icon.iconPath.trimmed()));
            if (!planned.contains(icon.output.toLower())) {
                planned.insert(icon.output.toLower());
                plan.images.push_back({found->archive, found->entry, found->path, icon.output});
            }
        }
        plan.rows.push_back(std::move(icon));
    }
    return plan;
}

QByteArray SpellIconExport::indexCsv(const SpellIconPlan &plan)
{
    QString csv = QStringLiteral("id,path,status,file\n");
    for (const SpellIconRow &row : plan.rows)
        csv += QStringLiteral("%1,%2,%3,%4\n").arg(row.id).arg(csvCell(row.iconPath), statusOf(row), csvCell(row.output));
    return csv.toUtf8();
}

QByteArray SpellIconExport::indexJson(const SpellIconPlan &plan)
{
    QJsonArray rows;
    for (const SpellIconRow &row : plan.rows) {
        rows.append(QJsonObject{{QStringLiteral("id"), qint64(row.id)}, {QStringLiteral("path"), row.iconPath},
            {QStringLiteral("status"), statusOf(row)}, {QStringLiteral("file"), row.output},
            {QStringLiteral("entry"), row.entryPath}});
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("table"), plan.tablePath},
                             {QStringLiteral("icons"), qint64(plan.rows.size()) - plan.missing()},
                             {QStringLiteral("missing"), plan.missing()}, {QStringLiteral("rows"), rows}})
        .toJson();
}

Result<images::ImageExportSummary> SpellIconExport::write(
    const SpellIconPlan &plan, const QString &targetDir, Progress &progress)
{
    return images::ImageExport::write(plan.images,
        {{QString(kCsvName), indexCsv(plan)}, {QString(kJsonName), indexJson(plan)}}, targetDir, progress);
}

} // namespace mwb::formats::dbc
