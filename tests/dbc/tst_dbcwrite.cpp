// SPDX-License-Identifier: GPL-3.0-or-later
// The WDBC editing model and writer: typed cells with range errors, rows added, copied and deleted, undo and redo,
// the string block kept or rebuilt the client's way; every corpus table written back byte for byte.
#include "DbcFixtures.h"
#include "SharedCorpus.h"
#include "mwb/formats/dbc/DbcCell.h"
#include "mwb/formats/dbc/EditableTable.h"

#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <bit>

using mwb::ErrorCode;
using mwb::test::DbcBytes;
using mwb::test::openTable;
using mwb::test::tableBytes;
using mwb::test::wdbc;
using namespace mwb::formats::dbc;

namespace {

/// SpellIcon (ID, TextureFilename): ids 1, 5, 9; paths "A", "B", "A".
QByteArray spellIcons()
{
    return wdbc({{1, 1}, {5, 3}, {9, 1}}, QByteArray("\0A\0B\0", 5));
}

/// PowerDisplay (ID, ActualType, GlobalStringBaseTag, Red<8>, Green<8>, Blue<8>): 15-byte records.
QByteArray powerDisplay()
{
    DbcBytes b;
    const QByteArray strings("\0MANA\0RAGE\0", 11);
    b.raw("WDBC").u32(2).u32(6).u32(15).u32(quint32(strings.size()));
    b.u32(0).u32(0).u32(1).u8(0).u8(0).u8(255);
    b.u32(1).u32(1).u32(6).u8(255).u8(0).u8(0);
    return b.raw(strings);
}

quint32 u32At(const QByteArray &bytes, qsizetype at)
{
    return qFromLittleEndian<quint32>(bytes.constData() + at);
}

} // namespace

class TestDbcWrite : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void unchangedTableIsTheSameBytes()
    {
        const QByteArray bytes = spellIcons() + "tail"; // bytes after the string block are kept as well
        const EditableTable table = openTable(bytes, QStringLiteral("SpellIcon.dbc"));
        QVERIFY(!table.isModified());
        QCOMPARE(tableBytes(table), bytes);
        QCOMPARE(table.text(1, 1), QStringLiteral("B"));
        QCOMPARE(table.id(2), qint64(9));
        QCOMPARE(table.rowOf(5), 1);
        QCOMPARE(table.nextFreeId(), qint64(10));
    }

    void numbersAreTypedAndRangeChecked()
    {
        EditableTable table = openTable(powerDisplay(), QStringLiteral("PowerDisplay.dbc"));
        auto set = table.setText(0, 3, QStringLiteral("-128"));
        QVERIFY(set);
        QCOMPARE(table.raw(0, 3), quint64(0x80));
        QVERIFY(table.setText(0, 3, QStringLiteral("255"))); // the same 8 bits read unsigned
        QCOMPARE(table.text(0, 3), QStringLiteral("-1"));
        QVERIFY(table.setText(0, 1, QStringLiteral("0xFFFFFFFF")));
        QCOMPARE(table.text(0, 1), QStringLiteral("-1"));
        QVERIFY(table.setText(0, 1, QStringLiteral("4294967295")));

        const auto tooBig = table.setText(1, 4, QStringLiteral("300"));
        QVERIFY(!tooBig);
        QCOMPARE(tooBig.error().code, ErrorCode::InvalidInput);
        QVERIFY2(tooBig.error().message.contains(QLatin1String("ID 1")), qPrintable(tooBig.error().message));
        QVERIFY(tooBig.error().message.contains(QLatin1String("Green")));
        QVERIFY(tooBig.error().message.contains(QLatin1String("300")));
        QVERIFY(!table.setText(1, 1, QStringLiteral("4294967296")));
        QVERIFY(!table.setText(1, 1, QStringLiteral("-2147483649")));
        const auto word = table.setText(1, 1, QStringLiteral("twelve"));
        QVERIFY(!word);
        QVERIFY(word.error().message.contains(QLatin1String("twelve")));
        QVERIFY(!table.setText(1, 1, QString()));
        QCOMPARE(table.text(1, 4), QStringLiteral("0")); // failed sets change nothing
    }

    void floatsSurviveTheirText()
    {
        EditableTable table
            = openTable(wdbc({{0}, {0}}, QByteArray(1, '\0')), QStringLiteral("gtChanceToMeleeCritBase.dbc"));
        for (const quint32 bits : {0x3D029F10U, 0x00000001U, 0x7F7FFFFFU, 0x80000000U, 0xFF800000U, 0x7FC00001U}) {
            const QString text = formatNumber(ColumnKind::Float, bits);
            QVERIFY(table.setText(0, 0, text));
            QCOMPARE(table.raw(0, 0), quint64(bits));
        }
        QCOMPARE(formatNumber(ColumnKind::Float, 0x7FC00001U), QStringLiteral("0x7FC00001"));
        QCOMPARE(formatNumber(ColumnKind::Float, 0x00000001U), QStringLiteral("1e-45"));
        QVERIFY(!table.setText(0, 0, QStringLiteral("1e39")));
        QVERIFY(table.setText(0, 0, QStringLiteral("0.25")));
        QCOMPARE(table.raw(0, 0), quint64(std::bit_cast<quint32>(0.25f)));
    }

    void aKnownStringKeepsTheBlock()
    {
        const QByteArray bytes = spellIcons();
        EditableTable table = openTable(bytes, QStringLiteral("SpellIcon.dbc"));
        QVERIFY(table.setText(0, 1, QStringLiteral("B")));
        const QByteArray out = tableBytes(table);
        QCOMPARE(out.size(), bytes.size());
        QCOMPARE(out.sliced(out.size() - 5), bytes.sliced(bytes.size() - 5));
        QCOMPARE(u32At(out, 24), quint32(3)); // row 0 now points at "B"
    }

    void aNewStringRebuildsTheBlockTheClientsWay()
    {
        // A block with an unused string and a shared tail: rebuilt, it has each used string once, in record order.
        const QByteArray bytes = wdbc({{1, 6}, {2, 1}, {3, 0}}, QByteArray("\0unused\0ZZ\0", 11));
        EditableTable table = openTable(bytes, QStringLiteral("SpellIcon.dbc"));
        QCOMPARE(table.text(0, 1), QStringLiteral("d")); // offset 6 is inside "unused"
        QVERIFY(table.setText(2, 1, QStringLiteral("new")));
        const QByteArray out = tableBytes(table);
        QCOMPARE(out.sliced(44), QByteArray("\0d\0unused\0new\0", 14));
        QCOMPARE(u32At(out, 16), quint32(14));
        QCOMPARE(u32At(out, 24), quint32(1));
        QCOMPARE(u32At(out, 32), quint32(3));
        QCOMPARE(u32At(out, 40), quint32(10));
        // Putting the old value back restores the original bytes (the added string is no longer referenced).
        QVERIFY(table.setText(2, 1, QString()));
        QCOMPARE(tableBytes(table), bytes);
    }

    void rowsAreAddedWhereTheClientExpectsThem()
    {
        EditableTable table = openTable(spellIcons(), QStringLiteral("SpellIcon.dbc"));
        auto added = table.addRow(); // next free id: 10, at the end
        QVERIFY(added);
        QCOMPARE(table.id(3), qint64(10));
        QCOMPARE(table.text(3, 1), QString());
        auto middle = table.addRow(7);
        QVERIFY(middle);
        QCOMPARE(middle->inserted.front().row, 2);
        QCOMPARE(table.id(2), qint64(7));
        QCOMPARE(table.addRow(7).error().code, ErrorCode::InvalidInput); // taken
        auto copied = table.copyRow(5, 6);
        QVERIFY(copied);
        QCOMPARE(table.rowOf(6), 2);
        QCOMPARE(table.text(2, 1), QStringLiteral("B"));
        QVERIFY(!table.copyRow(42, 43));

        // An unsorted table gets new rows at the end.
        EditableTable unsorted
            = openTable(wdbc({{9, 1}, {2, 1}}, QByteArray("\0A\0", 3)), QStringLiteral("SpellIcon.dbc"));
        QVERIFY(unsorted.addRow(5));
        QCOMPARE(unsorted.id(2), qint64(5));
    }

    void tablesWithoutIdsNumberTheirRows()
    {
        EditableTable table
            = openTable(wdbc({{0}, {0}}, QByteArray(1, '\0')), QStringLiteral("gtChanceToMeleeCritBase.dbc"));
        QCOMPARE(table.schema().idField(), -1);
        QCOMPARE(table.id(1), qint64(1));
        QVERIFY(!table.addRow(5));
        QVERIFY(table.addRow());
        QCOMPARE(table.rowCount(), 3);
        QVERIFY(table.copyRow(0, 3));
        QCOMPARE(table.rowCount(), 4);
    }

    void undoAndRedoRestoreTheBytes()
    {
        const QByteArray bytes = spellIcons();
        EditableTable table = openTable(bytes, QStringLiteral("SpellIcon.dbc"));
        std::vector<TableChange> changes;
        changes.push_back(*table.setText(1, 1, QStringLiteral("changed")));
        changes.push_back(*table.addRow(3));
        changes.push_back(*table.copyRow(9, 20));
        const std::vector<qint64> gone{1, 9};
        changes.push_back(*table.deleteRows(gone));
        const std::vector<int> rows{0, 1, 2};
        changes.push_back(*table.setColumn(rows, 1, QStringLiteral("all")));
        const QByteArray edited = tableBytes(table);
        QCOMPARE(table.rowCount(), 3);
        QCOMPARE(table.id(0), qint64(3));
        QCOMPARE(table.text(2, 1), QStringLiteral("all"));
        for (auto it = changes.rbegin(); it != changes.rend(); ++it)
            table.revert(*it);
        QCOMPARE(tableBytes(table), bytes);
        QVERIFY(!table.isModified());
        for (const TableChange &change : changes)
            table.apply(change);
        QCOMPARE(tableBytes(table), edited);
        QVERIFY(!table.deleteRows(gone)); // already gone: an error, nothing deleted
        QCOMPARE(table.rowCount(), 3);
    }

    void theIdStaysUnique()
    {
        EditableTable table = openTable(spellIcons(), QStringLiteral("SpellIcon.dbc"));
        const auto taken = table.setText(0, 0, QStringLiteral("5"));
        QVERIFY(!taken);
        QVERIFY(taken.error().message.contains(QLatin1String("5")));
        QVERIFY(table.setText(0, 0, QStringLiteral("2")));
        QCOMPARE(table.rowOf(2), 0);
        const std::vector<int> two{0, 1};
        QVERIFY(!table.setColumn(two, 0, QStringLiteral("30")));
    }

    void guessedTablesStayEditable()
    {
        const QByteArray bytes = wdbc({{1, 1, 70000}, {2, 3, 70001}, {3, 1, 70002}}, QByteArray("\0A\0B\0", 5));
        EditableTable table = openTable(bytes, QStringLiteral("Custom.dbc"));
        QVERIFY(table.schema().guessed());
        QCOMPARE(table.schema().fields[1].kind, ColumnKind::String);
        QCOMPARE(table.schema().fields[1].key, QStringLiteral("field_1"));
        QVERIFY(table.setText(0, 1, QStringLiteral("C")));
        const QByteArray out = tableBytes(table);
        // A guess may be wrong about strings, so offsets stay and the new string follows the block.
        QCOMPARE(out.sliced(20 + 36), QByteArray("\0A\0B\0C\0", 7));
        QCOMPARE(u32At(out, 24), quint32(5));
        QCOMPARE(u32At(out, 36), quint32(3));
    }

    void saveIsAtomic()
    {
        QTemporaryDir dir;
        EditableTable table = openTable(spellIcons(), QStringLiteral("SpellIcon.dbc"));
        QVERIFY(table.setText(0, 1, QStringLiteral("x")));
        const QString path = dir.filePath(QStringLiteral("SpellIcon.dbc"));
        QVERIFY(table.save(path));
        QCOMPARE(mwb::test::readFile(path), tableBytes(table));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
        QVERIFY(!table.save(dir.filePath(QStringLiteral("missing/SpellIcon.dbc"))));
    }

    // ---- the corpus ----

    void everyCorpusTableWritesBackByteForByte()
    {
        MWB_REQUIRE_CORPUS(dir, "wow/dbc");
        const QStringList files = mwb::test::corpusTableFiles(dir);
        QVERIFY(files.size() >= 39);
        for (const QString &file : files) {
            const QByteArray bytes = mwb::test::readFile(file);
            EditableTable table = openTable(bytes, file);
            QCOMPARE(tableBytes(table), bytes);
            if (table.rowCount() == 0)
                continue;
            // One cell changed and back again: the same bytes; changed, only its bytes differ.
            const int field = table.schema().fields.size() > 1 ? 1 : 0;
            const QString old = table.text(0, field);
            const DbcField &f = table.schema().fields[std::size_t(field)];
            const QString other = isTextKind(f.kind) ? old + QStringLiteral("x") : QStringLiteral("1");
            auto changed = table.setText(0, field, other == old ? QStringLiteral("2") : other);
            QVERIFY2(changed, qPrintable(file));
            if (!isTextKind(f.kind)) {
                const QByteArray out = tableBytes(table);
                QCOMPARE(out.size(), bytes.size());
                for (qsizetype i = 0; i < out.size(); ++i) {
                    const qsizetype cell = 20 + f.offset;
                    if (out[i] != bytes[i])
                        QVERIFY2(
                            i >= cell && i < cell + f.size, qPrintable(QStringLiteral("%1: byte %2").arg(file).arg(i)));
                }
            }
            table.revert(*changed);
            QCOMPARE(tableBytes(table), bytes);
        }
    }
};

QTEST_GUILESS_MAIN(TestDbcWrite)
#include "tst_dbcwrite.moc"
