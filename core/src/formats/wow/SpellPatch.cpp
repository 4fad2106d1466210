// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/wow/SpellPatch.h"

#include "mwb/formats/dbc/ColumnMapping.h"

namespace mwb::formats::wow {

Result<SpellPatchResult> SpellPatch::exportRows(
    const PatchTarget &target, const dbc::TextRows &spells, Progress &progress)
{
    if (spells.rowCount() == 0)
        return Error{ErrorCode::InvalidInput, tr("The source holds no spells"), spells.label, -1};
    auto patch = ClientPatch::open(target);
    if (!patch)
        return patch.error();
    auto client = (*patch)->readTable(kSpellTable);
    if (!client)
        return client.error();
    const auto mapping = dbc::mapColumns(client->table.schema(), spells, kServerTable);
    if (!mapping)
        return mapping.error();
    SpellPatchResult result;
    const auto change = client->table.applyRows(spells, *mapping, &result.ids);
    if (!change)
        return change.error();
    result.added = int(change->inserted.size());
    result.overlaid = int(result.ids.size()) - result.added;
    progress.setText(tr("Writing %n spell(s)", nullptr, int(result.ids.size())));
    if (auto put = (*patch)->putTable(*client, kSpellTable); !put)
        return put.error();
    result.tableSource = client->source;
    result.tableRows = client->table.rowCount();
    auto written = (*patch)->commit(QStringLiteral("export-spells"), progress);
    if (!written)
        return written.error();
    result.write = std::move(written).value();
    return result;
}

} // namespace mwb::formats::wow
