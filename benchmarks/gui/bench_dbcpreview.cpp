// SPDX-License-Identifier: GPL-3.0-or-later
// Time from SpellIcon.dbc's bytes to the first painted screen of its table page (parsed by the content registry,
// then the table page shown until the table's viewport paints); the peer is a QTableView over a
// QStandardItemModel filled with every cell of the same table (what an eager viewer builds). The corpus's
// SpellIcon.dbc (22,224 rows) is used when present, else a generated one of the same size.
#include "BestOf.h"
#include "PaintWatcher.h"
#include "WowFixtures.h"
#include "mwb/core/content/ContentRegistry.h"
#include "mwb/formats/dbc/DbcSchema.h"
#include "mwb/widgets/DbcTableView.h"
#include "mwb/widgets/TablePage.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>

#include <cstdio>

namespace {

QByteArray spellIconBytes()
{
    QFile corpus(QStringLiteral(MWB_BENCH_WOW_CORPUS "/dbc/nini_SpellIcon.dbc"));
    if (corpus.open(QIODevice::ReadOnly))
        return corpus.readAll();
    std::vector<std::pair<quint32, QByteArray>> rows;
    for (quint32 id = 1; id <= 22224; ++id)
        rows.emplace_back(id, "Interface\\Icons\\Spell_Generated_" + QByteArray::number(id));
    return mwb::test::spellIconDbc(rows);
}

void waitForPaint(const mwb::bench::PaintWatcher &watcher)
{
    while (!watcher.painted)
        QApplication::processEvents();
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const QByteArray bytes = spellIconBytes();
    const QString path = QStringLiteral("DBFilesClient/SpellIcon.dbc");

    int rows = 0;
    const double ours = mwb::bench::bestOf(5, [&] {
        mwb::widgets::TablePage page(mwb::content::parse(path, bytes));
        page.resize(700, 600);
        mwb::bench::PaintWatcher watcher(page.tableView()->tableView()->viewport());
        page.show();
        waitForPaint(watcher);
        rows = page.tableView()->proxy()->rowCount();
    });

    QTableView eager;
    eager.resize(700, 600);
    eager.show();
    const double peer = mwb::bench::bestOf(5, [&] {
        mwb::bench::PaintWatcher watcher(eager.viewport());
        const auto table = mwb::formats::dbc::DbcTable::parse(bytes).value();
        const auto schema = mwb::formats::dbc::DbcSchema::forTable(table, path);
        auto *model = new QStandardItemModel(table.recordCount(), int(schema.fields.size()), &eager);
        for (int row = 0; row < table.recordCount(); ++row) {
            for (int column = 0; column < int(schema.fields.size()); ++column)
                model->setItem(row, column,
                    new QStandardItem(mwb::formats::dbc::cellText(table, schema.fields[std::size_t(column)], row)));
        }
        QAbstractItemModel *old = eager.model();
        eager.setModel(model);
        delete old;
        waitForPaint(watcher);
    });
    std::printf("SpellIcon.dbc, %d rows: bytes -> first painted screen %.1f ms; eager QStandardItemModel %.1f ms; "
                "ratio %.3f\n",
        rows, ours, peer, ours / peer);
    return 0;
}
