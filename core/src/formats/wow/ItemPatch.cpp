// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/wow/ItemPatch.h"

#include <QHash>

#include <algorithm>
#include <array>
#include <map>
#include <optional>

namespace mwb::formats::wow {

namespace {

/// Item.dbc's fields (WoWDBDefs 3.3.5.12340) and the `item_template` columns that fill them.
struct ItemColumn
{
    const char16_t *field;
    const char *server;
};
constexpr std::array<ItemColumn, 8> kItemColumns{{{u"ID", "entry"}, {u"ClassID", "class"}, {u"SubclassID", "subclass"},
    {u"Sound_override_subclassID", "SoundOverrideSubclass"}, {u"Material", "Material"}, {u"DisplayInfoID", "displayid"},
    {u"InventoryType", "InventoryType"}, {u"SheatheType", "sheath"}}};
constexpr std::size_t kEntry = 0;
constexpr std::size_t kDisplay = 5;

/// One server row's values for kItemColumns.
using ItemValues = std::array<qint64, kItemColumns.size()>;

Result<std::array<int, kItemColumns.size()>> serverColumns(const dbc::TextRows &rows)
{
    std::array<int, kItemColumns.size()> columns{};
    for (std::size_t i = 0; i < kItemColumns.size(); ++i) {
        const QString name = QLatin1String(kItemColumns[i].server);
        const auto found = std::find_if(rows.columns.cbegin(), rows.columns.cend(), [&name](const QString &column) {
            return column.compare(name, Qt::CaseInsensitive) == 0;
        });
        columns[i] = int(found - rows.columns.cbegin());
        if (found == rows.columns.cend())
            return Error{ErrorCode::InvalidInput,
                ItemPatch::tr("The source has no column %1 of %2").arg(name, ItemPatch::kServerTable), rows.label, -1};
    }
    return columns;
}

Result<ItemValues> serverValues(const dbc::TextRows &rows, int row, const std::array<int, kItemColumns.size()> &columns)
{
    ItemValues values{};
    for (std::size_t i = 0; i < kItemColumns.size(); ++i) {
        bool ok = false;
        values[i] = rows.isNull(row, columns[i]) ? 0 : QString::fromUtf8(rows.cell(row, columns[i])).toLongLong(&ok);
        if (!ok)
            return Error{ErrorCode::InvalidInput,
                ItemPatch::tr("Line %1: %2 is not a number")
                    .arg(rows.rowLine(row))
                    .arg(QLatin1String(kItemColumns[i].server)),
                rows.label, rows.rowOffset(row)};
    }
    return values;
}

/// The server rows of `entries` (every row when empty), in that order.
Result<std::vector<ItemValues>> selectItems(const dbc::TextRows &rows, const std::vector<qint64> &entries)
{
    const auto columns = serverColumns(rows);
    if (!columns)
        return columns.error();
    std::vector<ItemValues> all;
    QHash<qint64, std::size_t> byEntry;
    for (int row = 0; row < rows.rowCount(); ++row) {
        auto values = serverValues(rows, row, *columns);
        if (!values)
            return values.error();
        byEntry.insert((*values)[kEntry], all.size());
        all.push_back(*values);
    }
    if (entries.empty())
        return all;
    std::vector<ItemValues> selected;
    for (const qint64 entry : entries) {
        const auto found = byEntry.constFind(entry);
        if (found == byEntry.cend())
            return Error{
                ErrorCode::InvalidInput, ItemPatch::tr("The source has no item %1").arg(entry), rows.label, -1};
        selected.push_back(all[*found]);
    }
    return selected;
}

/// Sets the row of `id` (added when missing) to `values`, field by field; whether it existed.
Result<bool> putRow(dbc::EditableTable &table, const ItemValues &values)
{
    const qint64 id = values[kEntry];
    const bool existed = table.rowOf(id) >= 0;
    if (!existed) {
        if (auto added = table.addRow(id); !added)
            return added.error();
    }
    const int row = table.rowOf(id);
    for (std::size_t i = 1; i < kItemColumns.size(); ++i) {
        const int field = table.schema().fieldIndex(kItemColumns[i].field);
        if (field < 0)
            return Error{ErrorCode::Unsupported,
                ItemPatch::tr("The table has no field %1").arg(QStringView(kItemColumns[i].field)), table.label(), -1};
        if (auto set = table.setText(row, field, QString::number(values[i])); !set)
            return set.error();
    }
    return existed;
}

/// The display rows an icon gets: for each server display, the row that names the icon (found or added).
class IconDisplays
{
public:
    IconDisplays(dbc::EditableTable &table, QString icon)
        : m_table(table)
        , m_icon(std::move(icon))
        , m_field(table.schema().fieldIndex(u"InventoryIcon[0]"))
    { }

    /// The display for an item the server shows with `display` and the client with `current` (nullopt for an item
    /// the client does not know), and whether it was added.
    Result<std::pair<qint64, bool>> displayFor(qint64 display, std::optional<qint64> current)
    {
        if (m_field < 0)
            return Error{
                ErrorCode::Unsupported, ItemPatch::tr("The table has no InventoryIcon field"), m_table.label(), -1};
        for (const std::optional<qint64> kept : {current, std::optional<qint64>(display)}) {
            if (kept && namesIcon(*kept))
                return std::pair<qint64, bool>(*kept, false);
        }
        if (const auto made = m_made.find(display); made != m_made.end())
            return std::pair<qint64, bool>(made->second, false);
        const qint64 id = m_table.nextFreeId();
        auto change = m_table.rowOf(display) >= 0 ? m_table.copyRow(display, id) : m_table.addRow(id);
        if (!change)
            return change.error();
        if (auto set = m_table.setText(m_table.rowOf(id), m_field, m_icon); !set)
            return set.error();
        m_made.emplace(display, id);
        return std::pair<qint64, bool>(id, true);
    }

private:
    [[nodiscard]] bool namesIcon(qint64 display) const
    {
        const int row = m_table.rowOf(display);
        return row >= 0 && m_table.text(row, m_field).compare(m_icon, Qt::CaseInsensitive) == 0;
    }

    dbc::EditableTable &m_table;
    QString m_icon;
    int m_field = -1;
    std::map<qint64, qint64> m_made;
};

} // namespace

namespace {

constexpr std::size_t kClass = 1;
constexpr std::size_t kSubclass = 2;

/// An edit of the patch with every item's row set: what plan() reports and add() commits.
struct ItemEdit
{
    std::unique_ptr<ClientPatch> patch;
    ClientTable items;
    std::optional<ClientTable> displays; ///< with an icon
    QByteArray iconBlp; ///< with an icon: its BLP
    ItemPatchResult result;
};

Result<ItemEdit> prepareEdit(const PatchTarget &target, const dbc::TextRows &templates,
    const std::vector<qint64> &entries, const std::optional<IconSource> &icon)
{
    auto items = selectItems(templates, entries);
    if (!items)
        return items.error();
    if (items->empty())
        return Error{ErrorCode::InvalidInput, ItemPatch::tr("The source holds no items"), templates.label, -1};
    QByteArray iconBlp;
    if (icon) {
        if (auto named = IconPatch::checkName(icon->name, icon->file); !named)
            return named.error();
        auto encoded = IconPatch::iconBlp(icon->image);
        if (!encoded)
            return encoded.error();
        iconBlp = std::move(encoded).value();
    }
    auto patch = ClientPatch::open(target);
    if (!patch)
        return patch.error();
    auto itemTable = (*patch)->readTable(ItemPatch::kItemTable);
    if (!itemTable)
        return itemTable.error();
    std::optional<ClientTable> displayTable;
    std::optional<IconDisplays> displays;
    if (icon) {
        if (auto visible = (*patch)->checkVisible(IconPatch::kIconFolder + icon->name + QStringLiteral(".blp"));
            !visible)
            return visible.error();
        auto read = (*patch)->readTable(ItemPatch::kDisplayTable);
        if (!read)
            return read.error();
        displayTable = std::move(read).value();
        displays.emplace(displayTable->table, icon->name);
    }

    ItemPatchResult result;
    for (ItemValues &values : *items) {
        PatchedItem item;
        item.entry = values[kEntry];
        item.classId = values[kClass];
        item.subclassId = values[kSubclass];
        if (displays) {
            const int row = itemTable->table.rowOf(item.entry);
            const int field = itemTable->table.schema().fieldIndex(kItemColumns[kDisplay].field);
            const std::optional<qint64> current = row >= 0 && field >= 0
                ? std::optional<qint64>(qint64(itemTable->table.raw(row, field)))
                : std::nullopt;
            auto display = displays->displayFor(values[kDisplay], current);
            if (!display)
                return display.error();
            values[kDisplay] = display->first;
            item.newDisplay = display->second;
        }
        item.displayId = values[kDisplay];
        auto put = putRow(itemTable->table, values);
        if (!put)
            return put.error();
        item.updated = *put;
        result.items.push_back(item);
    }
    result.write.patchFile = target.patchFile;
    result.write.patchName = target.patchName;
    result.write.created = (*patch)->createsPatch();
    result.itemSource = itemTable->source;
    result.itemRows = itemTable->table.rowCount();
    if (icon)
        result.iconName = icon->name;
    return ItemEdit{std::move(patch).value(), std::move(itemTable).value(), std::move(displayTable), std::move(iconBlp),
        std::move(result)};
}

} // namespace

Result<ItemPatchResult> ItemPatch::plan(const PatchTarget &target, const dbc::TextRows &templates,
    const std::vector<qint64> &entries, const std::optional<IconSource> &icon)
{
    auto edit = prepareEdit(target, templates, entries, icon);
    if (!edit)
        return edit.error();
    return std::move(edit->result);
}

Result<ItemPatchResult> ItemPatch::add(const PatchTarget &target, const dbc::TextRows &templates,
    const std::vector<qint64> &entries, const std::optional<IconSource> &icon, Progress &progress)
{
    auto edit = prepareEdit(target, templates, entries, icon);
    if (!edit)
        return edit.error();
    progress.setText(tr("Writing %n item(s)", nullptr, int(edit->result.items.size())));
    if (auto put = edit->patch->putTable(edit->items, kItemTable); !put)
        return put.error();
    if (icon) {
        const QString blpPath = IconPatch::kIconFolder + icon->name + QStringLiteral(".blp");
        if (auto put = edit->patch->put(blpPath, std::move(edit->iconBlp)); !put)
            return put.error();
        if (auto put = edit->patch->putTable(*edit->displays, kDisplayTable); !put)
            return put.error();
    }
    auto written = edit->patch->commit(QStringLiteral("add-item"), progress);
    if (!written)
        return written.error();
    edit->result.write = std::move(written).value();
    return std::move(edit->result);
}

} // namespace mwb::formats::wow
