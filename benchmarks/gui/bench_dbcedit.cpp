// SPDX-License-Identifier: GPL-3.0-or-later
// Edit steps on a Spell.dbc-sized table shown in its page (a generated 3.3.5a Spell table: 49,839 rows of the
// definition's 234 fields, 936 bytes each, 46 MB): one cell set through the model and undone and redone on the undo
// stack, and a row copied (the model resets) and undone, in ms per step. The peer is the undo a simple editor keeps:
// a snapshot of the whole record array per step (copied, then restored on undo). Run:
// QT_QPA_PLATFORM=offscreen build/benchmarks/gui/bench_dbcedit [--rows N]
#include "BestOf.h"
#include "mwb/core/content/ContentRegistry.h"
#include "mwb/formats/dbc/DbcSchema.h"
#include "mwb/widgets/DbcEditSession.h"
#include "mwb/widgets/DbcTableModel.h"
#include "mwb/widgets/DbcTableView.h"
#include "mwb/widgets/TablePage.h"

#include <QApplication>
#include <QUndoStack>
#include <QtEndian>

#include <cstdio>
#include <cstring>

namespace {

constexpr int kSteps = 200;

/// A Spell.dbc of `rows` rows: ids 1…rows, every other field zero, the string block just the empty string.
QByteArray spellTable(int rows, int &recordSize)
{
    const auto schema = mwb::formats::dbc::DbcSchema::defined(QStringLiteral("Spell"));
    recordSize = schema.recordBytes();
    QByteArray bytes(mwb::formats::dbc::DbcTable::kHeaderSize + qsizetype(rows) * recordSize + 1, '\0');
    char *data = bytes.data();
    std::memcpy(data, "WDBC", 4);
    qToLittleEndian<quint32>(quint32(rows), data + 4);
    qToLittleEndian<quint32>(quint32(schema.fields.size()), data + 8);
    qToLittleEndian<quint32>(quint32(recordSize), data + 12);
    qToLittleEndian<quint32>(1, data + 16);
    for (int row = 0; row < rows; ++row)
        qToLittleEndian<quint32>(
            quint32(row + 1), data + mwb::formats::dbc::DbcTable::kHeaderSize + qsizetype(row) * recordSize);
    return bytes;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    int rows = 49839;
    const QStringList arguments = app.arguments();
    if (const qsizetype at = arguments.indexOf(QStringLiteral("--rows")); at > 0 && at + 1 < arguments.size())
        rows = arguments.at(at + 1).toInt();
    int recordSize = 0;
    const QByteArray bytes = spellTable(rows, recordSize);
    const QString path = QStringLiteral("DBFilesClient/Spell.dbc");

    QUndoStack undo;
    auto content = std::dynamic_pointer_cast<const mwb::formats::dbc::DbcContent>(mwb::content::parse(path, bytes));
    mwb::widgets::DbcEditSession session(content, undo);
    mwb::widgets::TablePage page(content);
    page.setEditSession(&session);
    page.setEditable(true);
    page.resize(1280, 700);
    page.show();
    QApplication::processEvents();
    mwb::widgets::DbcTableModel *model = page.tableView()->model();
    const int column = content->schema().fieldIndex(QStringLiteral("SpellIconID"));

    // One cell: set (a new undo step), undone, redone.
    const double cell = mwb::bench::bestOf(3, [&] {
        for (int step = 0; step < kSteps; ++step) {
            model->setData(model->index((step * 97) % rows, column), QString::number(step + 1));
            undo.undo();
            undo.redo();
        }
        QApplication::processEvents();
    }) / (3 * kSteps);
    // A row copied to a new id and undone (the model resets twice).
    const double row = mwb::bench::bestOf(3, [&] {
        for (int step = 0; step < 20; ++step) {
            static_cast<void>(session.copyRow(1 + (step * 97) % rows, qint64(rows) + 1));
            undo.undo();
        }
        QApplication::processEvents();
    }) / (2 * 20);

    // The peer: a snapshot of the records per step, restored on undo.
    QByteArray records = bytes.mid(mwb::formats::dbc::DbcTable::kHeaderSize, qsizetype(rows) * recordSize);
    const double snapshot = mwb::bench::bestOf(3, [&] {
        for (int step = 0; step < 20; ++step) {
            QByteArray before(records.constData(), records.size()); // the step's undo snapshot
            qToLittleEndian<quint32>(quint32(step), records.data() + qsizetype(step) * recordSize + 4);
            records = std::move(before); // undo
        }
    }) / (2 * 20);

    std::printf("Spell.dbc-sized table (%d rows, %d bytes a row, %.1f MB) in its page: cell edit, undo or redo "
                "%.2f us a step; row copy or its undo %.2f ms a step; snapshot-per-step peer %.2f ms a step; "
                "peer/cell %.0fx, peer/row %.1fx\n",
        rows, recordSize, double(bytes.size()) / 1e6, cell * 1000, row, snapshot, snapshot / cell, snapshot / row);
    return 0;
}
