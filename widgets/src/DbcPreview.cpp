// SPDX-License-Identifier: GPL-3.0-or-later
// World of Warcraft client tables (WDBC .dbc), read by the core reader with the 3.3.5a columns or guessed ones.
#include "PreviewKinds.h"
#include "mwb/widgets/DbcTableModel.h"


namespace mwb::widgets {

using namespace formats::dbc;

bool probeDbc(const QString &, const QByteArray &bytes)
{
    return DbcTable::hasSignature(bytes);
}

void buildDbc(PreviewContent &content)
{
    auto table = DbcTable::parse(content.bytes, content.path);
    if (!table) {
        content.problem = table.error().message;
        return;
    }
    auto data = std::make_shared<DbcTableData>(DbcTableData{std::move(*table), {}, -1});
    data->schema = DbcSchema::forTable(data->table, content.path);
    data->clientLocale = clientLocaleSlot(data->table, data->schema);
    const QString columns = data->schema.guessed()
        ? PreviewContent::tr("columns guessed")
        : PreviewContent::tr("%1 columns").arg(data->schema.tableName);
    content.details = PreviewContent::tr("WDBC · %1 · %Ln record(s)", nullptr, data->table.recordCount()).arg(columns);
    if (data->clientLocale >= 0)
        content.details += PreviewContent::tr(" · locale %1").arg(localeSlotName(data->clientLocale));
    content.table = std::move(data);
}

} // namespace mwb::widgets
