// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/TablePage.h"

#include "mwb/formats/dbc/DbcContent.h"
#include "mwb/widgets/DbcEditSession.h"
#include "mwb/widgets/DbcTableModel.h"
#include "mwb/widgets/DbcTableView.h"

namespace mwb::widgets {

using formats::dbc::ColumnKind;
using formats::dbc::DbcField;
using formats::dbc::DbcSchema;

namespace {

bool isString(const DbcField &field)
{
    return field.kind == ColumnKind::String || field.kind == ColumnKind::LocString;
}

/// The field that names a row: the client's slot of the first localized string, else the first string whose
/// column names an icon or a name, else the first string; -1 when there is none.
int nameField(const DbcSchema &schema, int clientLocale)
{
    const int slot = clientLocale >= 0 ? clientLocale : 0;
    int named = -1;
    int first = -1;
    for (int index = 0; index < int(schema.fields.size()); ++index) {
        const DbcField &field = schema.fields[std::size_t(index)];
        if (!isString(field))
            continue;
        if (field.localeSlot == slot)
            return index;
        if (field.localeSlot >= 0)
            continue;
        const QString &column = field.column.isEmpty() ? field.name : field.column;
        if (named < 0
            && (column.contains(QLatin1String("Icon"), Qt::CaseInsensitive)
                || column.contains(QLatin1String("Name"), Qt::CaseInsensitive)))
            named = index;
        if (first < 0)
            first = index;
    }
    return named >= 0 ? named : first;
}

/// The texts of `field` of the rows of `table` by id, made into entries by `entry`.
template<typename Entry>
std::shared_ptr<const QHash<qint64, QString>> columnById(
    const formats::dbc::EditableTable &table, int field, Entry entry)
{
    auto values = std::make_shared<QHash<qint64, QString>>();
    values->reserve(table.rowCount());
    for (int row = 0; row < table.rowCount(); ++row)
        values->insert(table.id(row), entry(table.text(row, field)));
    return values;
}

/// The names of the rows of `table` (read from `bytes`) by id: what its icon column names for a table of icons (an
/// item's display info is known by its icon, not its model), else nameField(); null when it names nothing.
std::shared_ptr<const QHash<qint64, QString>> rowNames(
    const formats::dbc::EditableTable &table, const QString &path, const QByteArray &bytes)
{
    int field = -1;
    if (const auto icons = formats::dbc::iconColumn(table.schema())) {
        field = icons->field;
    } else {
        auto parsed = formats::dbc::DbcTable::parse(bytes, path);
        field = nameField(table.schema(), parsed ? formats::dbc::clientLocaleSlot(*parsed, table.schema()) : -1);
    }
    if (field < 0)
        return nullptr;
    return columnById(table, field, [](const QString &text) {
        return text;
    });
}

} // namespace

TablePage::TablePage(std::shared_ptr<const content::Content> content, QWidget *parent)
    : ContentPage(std::move(content), parent)
    , m_table(new DbcTableView(this))
{
    m_table->setTable(std::dynamic_pointer_cast<const formats::dbc::DbcContent>(this->content()));
    connect(m_table, &DbcTableView::recordSelected, this, &ContentPage::bytesSelected);
    connect(m_table->model()->icons(), &DbcIconCache::wanted, this, &ContentPage::companionWanted);
    connect(m_table, &DbcTableView::relationRequested, this, [this](const QString &relation, qint64 id) {
        Q_EMIT companionRequested(
            formats::dbc::relatedTablePath(this->content()->path(), relation), QString::number(id));
    });
    setBody(m_table);
}

void TablePage::setEditSession(ContentEditSession *session)
{
    m_session = qobject_cast<DbcEditSession *>(session);
    m_table->setSession(m_session);
}

void TablePage::setEditable(bool editable, const QString &reason, const QString &saveHint)
{
    m_table->setEditable(editable, reason, saveHint);
}

void TablePage::showCompanion(const QString &path, const Result<QByteArray> &bytes)
{
    DbcIconCache *icons = m_table->model()->icons();
    if (icons->isWanted(path)) {
        icons->deliver(path, bytes);
        return;
    }
    if (!bytes)
        return;
    auto table = formats::dbc::EditableTable::open(*bytes, path, path);
    if (!table)
        return;
    const QString relation = formats::dbc::tableNameOfPath(path);
    if (auto names = rowNames(*table, path, *bytes))
        m_table->setRelationNames(relation, std::move(names));
    if (const auto column = formats::dbc::iconColumn(table->schema())) {
        m_table->setRelationIcons(relation, columnById(*table, column->field, [&column](const QString &text) {
            return column->entryPath(text);
        }));
    }
}

void TablePage::reveal(const QString &anchor)
{
    bool ok = false;
    const qint64 id = anchor.toLongLong(&ok);
    if (ok)
        m_table->selectId(id);
}

void TablePage::contentReplaced()
{
    if (!m_session)
        m_table->setTable(std::dynamic_pointer_cast<const formats::dbc::DbcContent>(content()));
}

} // namespace mwb::widgets
