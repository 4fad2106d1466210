// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli wow export-spells` run as a user runs it: a spell_dbc dump in AzerothCore's form (made here by the
// project's SQL export) laid over the Spell.dbc of a Data folder our MPQ writer builds; read back through StormLib.
#include "CliRunner.h"
#include "TestFiles.h"
#include "WowDataFolder.h"
#include "mwb/core/Error.h"
#include "mwb/formats/dbc/DbcExport.h"
#include "mwb/formats/dbc/SqlLayout.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace mwb;
using namespace mwb::test;
using formats::dbc::EditableTable;

namespace {

const QString kSpell = QStringLiteral("DBFilesClient\\Spell.dbc");
const QString kName = QStringLiteral("Name_lang[enUS]");

/// A Spell.dbc of the 3.3.5a definition: ID → its enUS name (and SpellIconID = ID).
EditableTable spellTable(const std::vector<std::pair<qint64, QString>> &rows)
{
    auto table
        = EditableTable::create(formats::dbc::DbcSchema::defined(QStringLiteral("Spell")), QStringLiteral("Spell.dbc"));
    for (const auto &[id, name] : rows) {
        if (!table.addRow(id))
            qFatal("addRow");
        const int row = table.rowOf(id);
        if (!table.setText(row, table.schema().fieldIndex(kName), name)
            || !table.setText(row, table.schema().fieldIndex(QStringLiteral("SpellIconID")), QString::number(id)))
            qFatal("setText");
    }
    return table;
}

QMap<qint64, QString> names(const QByteArray &bytes)
{
    QMap<qint64, QString> values;
    const auto table = EditableTable::open(bytes, QStringLiteral("Spell.dbc"), QStringLiteral("Spell.dbc"));
    for (int row = 0; table && row < table->rowCount(); ++row)
        values.insert(table->id(row), table->text(row, table->schema().fieldIndex(kName)));
    return values;
}

} // namespace

class TestWowExportSpells : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void laysServerRowsOverTheClientsTable()
    {
        QTemporaryDir dir;
        const QString data = dir.filePath(QStringLiteral("Data"));
        const auto client
            = spellTable({{1, QStringLiteral("Word of Recall (OLD)")}, {2, QStringLiteral("Mortal Strike")}});
        QVERIFY(writeMpqFiles(data + QStringLiteral("/enUS/locale-enUS.MPQ"), {{kSpell, *client.toBytes()}}));
        QVERIFY(writeMpqFiles(data + QStringLiteral("/common.MPQ"), {{QStringLiteral("a.txt"), "a"}}));

        const auto server
            = spellTable({{2, QStringLiteral("Mortal Strike (custom)")}, {90000, QStringLiteral("Test Bolt")}});
        const auto sql = formats::dbc::exportSql(
            server, formats::dbc::azerothCoreLayout(server.schema(), QStringLiteral("spell_dbc")));
        QVERIFY2(sql, qPrintable(sql ? QString() : sql.error().toString()));
        const QString dump = dir.filePath(QStringLiteral("spell_dbc.sql"));
        QVERIFY(writeFile(dump, *sql));

        const CliRun run = runCli({QStringLiteral("wow"), QStringLiteral("export-spells"), data,
            QStringLiteral("--from"), dump, QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject json = run.json().object();
        QCOMPARE(json.value(QStringLiteral("patch")).toString(), QStringLiteral("patch-Z.MPQ"));
        QCOMPARE(json.value(QStringLiteral("added")).toInt(), 1);
        QCOMPARE(json.value(QStringLiteral("overlaid")).toInt(), 1);
        QCOMPARE(json.value(QStringLiteral("ids")).toArray(), (QJsonArray{2, 90000}));

        const QString patch = data + QStringLiteral("/patch-Z.MPQ");
        const QByteArray written = stormRead(patch, kSpell);
        QCOMPARE(names(written),
            (QMap<qint64, QString>{{1, QStringLiteral("Word of Recall (OLD)")},
                {2, QStringLiteral("Mortal Strike (custom)")}, {90000, QStringLiteral("Test Bolt")}}));

        // Again, from the patch itself: nothing changes in the table.
        const CliRun again = runCli({QStringLiteral("wow"), QStringLiteral("export-spells"), patch,
            QStringLiteral("--from"), dump, QStringLiteral("--json")});
        QVERIFY2(again.exitCode == 0, again.err.constData());
        QCOMPARE(again.json().object().value(QStringLiteral("added")).toInt(), 0);
        QCOMPARE(stormRead(patch, kSpell), written);

        // A source whose columns are not spell_dbc's: named, nothing written.
        const QString wrong = dir.filePath(QStringLiteral("wrong.csv"));
        QVERIFY(writeFile(wrong, "ID,Nonsense\n5,1\n"));
        const QByteArray before = readFile(patch);
        const CliRun bad
            = runCli({QStringLiteral("wow"), QStringLiteral("export-spells"), data, QStringLiteral("--from"), wrong});
        QCOMPARE(bad.exitCode, exitCodeFor(ErrorCode::InvalidInput));
        QVERIFY2(bad.err.contains("Nonsense"), bad.err.constData());
        QCOMPARE(readFile(patch), before);
    }
};

QTEST_GUILESS_MAIN(TestWowExportSpells)
#include "tst_wowexportspells.moc"
