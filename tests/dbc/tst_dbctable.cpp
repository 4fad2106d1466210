// SPDX-License-Identifier: GPL-3.0-or-later
// The WDBC reader: hostile headers the test writes itself, the 3.3.5a definitions (WoWDBDefs) against the corpus
// tables and cells read off them, type guessing checked against the definitions, and the describer.
#include "DbcFixtures.h"
#include "SharedCorpus.h"
#include "mwb/core/ContentDescriber.h"
#include "mwb/formats/dbc/DbcSchema.h"
#include "mwb/formats/dbc/TableIcons.h"

#include <QDir>
#include <QFile>
#include <QTest>

using mwb::ErrorCode;
using namespace mwb::formats::dbc;

namespace {

using Bytes = mwb::test::DbcBytes;
using mwb::test::wdbc;

QByteArray readCorpus(const QString &dir, const QString &name)
{
    return mwb::test::readFile(dir + QLatin1Char('/') + name);
}

const DbcField *fieldNamed(const DbcSchema &schema, const QString &name)
{
    for (const DbcField &field : schema.fields) {
        if (field.name == name)
            return &field;
    }
    return nullptr;
}

void expectError(const QByteArray &bytes, ErrorCode code)
{
    const auto table = DbcTable::parse(bytes);
    QVERIFY2(!table, "parsed a hostile table");
    QCOMPARE(table.error().code, code);
}

bool compatible(ColumnKind guessed, ColumnKind defined)
{
    switch (guessed) {
    case ColumnKind::String:
        return defined == ColumnKind::String;
    case ColumnKind::Float:
        return defined == ColumnKind::Float;
    default:
        return defined != ColumnKind::String && defined != ColumnKind::Float;
    }
}

} // namespace

class TestDbcTable : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsRecordsAndStrings()
    {
        const QByteArray bytes = wdbc({{70, 1, 0x3F800000}, {9, 7, 0}}, QByteArray("\0Alpha\0Beta\0", 12));
        const auto table = DbcTable::parse(bytes);
        QVERIFY(table);
        QCOMPARE(table->recordCount(), 2);
        QCOMPARE(table->stringAt(1), std::optional<QString>(QStringLiteral("Alpha")));
        QCOMPARE(table->stringAt(7), std::optional<QString>(QStringLiteral("Beta")));
        QCOMPARE(table->stringAt(9), std::optional<QString>(QStringLiteral("ta")));
        QCOMPARE(table->stringAt(12), std::nullopt);
        QVERIFY(table->isStringStart(7));
        QVERIFY(!table->isStringStart(2));
        const DbcField text{QStringLiteral("t"), ColumnKind::String, 4, 4, Confidence::Defined, {}};
        QCOMPARE(cellText(*table, text, 1), QStringLiteral("Beta"));
        const DbcField number{QStringLiteral("f"), ColumnKind::Float, 8, 4, Confidence::Defined, {}};
        QCOMPARE(cellText(*table, number, 0), QStringLiteral("1"));
        const DbcField bad{QStringLiteral("b"), ColumnKind::String, 0, 4, Confidence::Defined, {}};
        QCOMPARE(cellText(*table, bad, 0), QStringLiteral("<bad offset 70>"));
        QVERIFY(table->warnings().isEmpty());
    }

    // ---- hostile headers ----

    void hostileHeaders()
    {
        expectError(QByteArray("WDBX") + QByteArray(16, '\0'), ErrorCode::BadMagic);
        expectError(QByteArray("WDBC\1\0\0\0", 8), ErrorCode::Truncated);
        QByteArray bytes = wdbc({{1, 2}}, QByteArray(1, '\0'));
        expectError(bytes.first(bytes.size() - 2), ErrorCode::Truncated); // records cut
        QByteArray block = bytes;
        qToLittleEndian<quint32>(100, block.data() + 16);
        expectError(block, ErrorCode::Truncated); // string block past the end
        QByteArray count = bytes;
        qToLittleEndian<quint32>(DbcTable::kMaxRecords, count.data() + 4);
        expectError(count, ErrorCode::Truncated); // 16M records of 8 bytes
        qToLittleEndian<quint32>(0xFFFFFFFF, count.data() + 4);
        expectError(count, ErrorCode::LimitExceeded);
        QByteArray fields = bytes;
        qToLittleEndian<quint32>(DbcTable::kMaxFields + 1, fields.data() + 8);
        expectError(fields, ErrorCode::LimitExceeded);
        QByteArray size = bytes;
        qToLittleEndian<quint32>(DbcTable::kMaxRecordSize + 1, size.data() + 12);
        expectError(size, ErrorCode::LimitExceeded);
        QByteArray zero = bytes;
        qToLittleEndian<quint32>(0, zero.data() + 12);
        expectError(zero, ErrorCode::Corrupt);
        const auto trailing = DbcTable::parse(bytes + "xyz");
        QVERIFY(trailing);
        QCOMPARE(trailing->warnings().size(), 1);
    }

    void everyTruncationFailsCleanly()
    {
        const QByteArray bytes = wdbc({{1, 1}, {2, 7}}, QByteArray("\0Alpha\0", 7));
        for (qsizetype size = 0; size < bytes.size(); ++size)
            QVERIFY(!DbcTable::parse(bytes.first(size)));
    }

    // ---- definitions ----

    void definitionsExpandArraysAndLocstrings()
    {
        const DbcSchema classes = DbcSchema::defined(QStringLiteral("chrclasses"));
        QCOMPARE(classes.tableName, QStringLiteral("ChrClasses"));
        QCOMPARE(classes.fields.size(), std::size_t(60)); // 1+1+1+1 + 3 × (16 + 1) + 5
        QCOMPARE(classes.fields.back().offset + classes.fields.back().size, 240);
        QVERIFY(fieldNamed(classes, QStringLiteral("Name_lang[zhCN]")));
        QCOMPARE(fieldNamed(classes, QStringLiteral("Name_lang[flags]"))->kind, ColumnKind::UInt32);
        const DbcSchema outfit = DbcSchema::defined(QStringLiteral("CharStartOutfit"));
        QCOMPARE(outfit.fields.size(), std::size_t(77));
        QCOMPARE(fieldNamed(outfit, QStringLiteral("RaceID"))->size, 1);
        QCOMPARE(fieldNamed(outfit, QStringLiteral("ItemID[0]"))->offset, 8);
        QCOMPARE(outfit.fields.back().offset + outfit.fields.back().size, 296);
        QVERIFY(DbcSchema::defined(QStringLiteral("NoSuchTable")).fields.empty());
    }

    void definitionsNameKeysIdsAndReferences()
    {
        const DbcSchema achievement = DbcSchema::defined(QStringLiteral("Achievement"));
        QCOMPARE(achievement.idField(), 0);
        QCOMPARE(fieldNamed(achievement, QStringLiteral("IconID"))->relation, QStringLiteral("SpellIcon"));
        QVERIFY(fieldNamed(achievement, QStringLiteral("Points"))->relation.isEmpty());
        // A key the definitions leave untyped, known from the client.
        QCOMPARE(fieldNamed(DbcSchema::defined(QStringLiteral("Item")), QStringLiteral("DisplayInfoID"))->relation,
            QStringLiteral("ItemDisplayInfo"));
        const DbcField *title = fieldNamed(achievement, QStringLiteral("Title_lang[frFR]"));
        QCOMPARE(title->key, title->name);
        QCOMPARE(title->column, QStringLiteral("Title_lang"));
        QCOMPARE(title->localeSlot, 2);
        QCOMPARE(
            fieldNamed(DbcSchema::defined(QStringLiteral("SpellRange")), QStringLiteral("RangeMax[1]"))->element, 1);
        QCOMPARE(DbcSchema::defined(QStringLiteral("gtOCTRegenHP")).idField(), -1);
        QCOMPARE(
            DbcSchema::definitionNamed(QStringLiteral("dir/uni_SpellIcon.dbc")).tableName, QStringLiteral("SpellIcon"));
    }

    void iconColumnsNameTheBlpTheClientReads()
    {
        using namespace mwb::formats::dbc;
        const DbcSchema spellIcon = DbcSchema::defined(QStringLiteral("SpellIcon"));
        const auto spell = iconColumn(spellIcon);
        QVERIFY(spell);
        QCOMPARE(spell->field, spellIcon.fieldIndex(u"TextureFilename"));
        QCOMPARE(spell->entryPath(QStringLiteral(" Interface\\Icons\\Spell_Fire_Fireball ")),
            QStringLiteral("Interface/Icons/Spell_Fire_Fireball.blp"));
        QCOMPARE(spell->entryPath(QStringLiteral("Interface\\Icons\\X.BLP")), QStringLiteral("Interface/Icons/X.BLP"));
        QCOMPARE(spell->entryPath(QStringLiteral("  ")), QString());

        const DbcSchema displayInfo = DbcSchema::defined(QStringLiteral("ItemDisplayInfo"));
        const auto item = iconColumn(displayInfo);
        QVERIFY(item);
        QCOMPARE(displayInfo.fields[std::size_t(item->field)].name, QStringLiteral("InventoryIcon[0]"));
        QCOMPARE(item->entryPath(QStringLiteral("INV_Sword_04")), QStringLiteral("Interface/Icons/INV_Sword_04.blp"));
        QCOMPARE(item->entryPath(QString()), QString());

        QVERIFY(!iconColumn(DbcSchema::defined(QStringLiteral("Achievement"))));
        QVERIFY(!iconColumn(DbcSchema{}));

        QCOMPARE(entryLookupKey(QStringLiteral("Interface\\Icons\\INV_Sword_04.blp")),
            QStringLiteral("interface/icons/inv_sword_04.blp"));
        const QString icon = QStringLiteral("Interface/Icons/X.blp");
        QCOMPARE(clientPathBeside(QStringLiteral("DBFilesClient/SpellIcon.dbc"), icon), icon);
        QCOMPARE(clientPathBeside(QStringLiteral("DBFilesClient\\SpellIcon.dbc"), icon), icon);
        QCOMPARE(clientPathBeside(QStringLiteral("/wow/Data/DBFilesClient/SpellIcon.dbc"), icon),
            QStringLiteral("/wow/Data/Interface/Icons/X.blp"));
        QCOMPARE(clientPathBeside(QStringLiteral("SpellIcon.dbc"), icon), icon);
    }

    void mismatchedDefinitionFallsBackToGuessing()
    {
        const auto table = DbcTable::parse(wdbc({{1, 2, 3}, {2, 3, 4}}, QByteArray(1, '\0')));
        QVERIFY(table);
        const DbcSchema schema = DbcSchema::forTable(*table, QStringLiteral("SpellIcon.dbc"));
        QVERIFY(schema.guessed());
        QVERIFY(schema.notes.first().contains(QLatin1String("SpellIcon")));
    }

    // ---- guessing ----

    void guessesTypesWithConfidence()
    {
        QList<QList<quint32>> records;
        for (quint32 i = 0; i < 5; ++i)
            records.append({10 + i, i % 2, 1 + (i % 2) * 6, 0x40490FDB + i, 0, 70000 + i});
        const auto table = DbcTable::parse(wdbc(records, QByteArray("\0Alpha\0Beta\0", 12)));
        QVERIFY(table);
        const DbcSchema schema = DbcSchema::guess(*table);
        QCOMPARE(schema.fields.size(), std::size_t(6));
        QCOMPARE(schema.fields[0].kind, ColumnKind::UInt32);
        QCOMPARE(schema.fields[0].confidence, Confidence::High);
        QCOMPARE(schema.fields[1].kind, ColumnKind::Bool);
        QCOMPARE(schema.fields[2].kind, ColumnKind::String);
        QCOMPARE(schema.fields[2].confidence, Confidence::Medium);
        QCOMPARE(schema.fields[3].kind, ColumnKind::Float);
        QCOMPARE(schema.fields[4].kind, ColumnKind::Zero);
        QCOMPARE(schema.fields[4].confidence, Confidence::Low);
        QCOMPARE(schema.fields[5].kind, ColumnKind::Int32);
    }

    void guessingSaysWhereItIsUnreliable()
    {
        const auto empty = DbcTable::parse(wdbc({}, QByteArray(1, '\0'), 3));
        QVERIFY(empty);
        const DbcSchema none = DbcSchema::guess(*empty);
        QCOMPARE(none.fields.size(), std::size_t(3));
        QCOMPARE(none.notes.size(), 1);
        QCOMPARE(none.fields[0].confidence, Confidence::Low);

        Bytes bytes; // 2 fields in 2 bytes: 1-byte columns
        bytes.raw("WDBC").u32(2).u32(2).u32(2).u32(1).u8(1).u8(1).u8(1).u8(2).u8(0);
        const auto narrow = DbcTable::parse(bytes);
        QVERIFY(narrow);
        const DbcSchema raw = DbcSchema::guess(*narrow);
        QCOMPARE(raw.fields.size(), std::size_t(2));
        QCOMPARE(raw.fields[1].kind, ColumnKind::UInt8);
        QCOMPARE(raw.fields[1].offset, 1);
        QVERIFY(!raw.notes.isEmpty());

        // PetitionType's trap: ids 0 and 1 are also string starts and booleans.
        const auto ids = DbcTable::parse(wdbc({{0, 1, 1}, {1, 7, 3}}, QByteArray("\0Guild\0Arena Team\0", 18)));
        QVERIFY(ids);
        const DbcSchema small = DbcSchema::guess(*ids);
        QCOMPARE(small.fields[0].confidence, Confidence::Low);
        QVERIFY(small.notes.first().contains(QLatin1String("2")));
    }

    void bigTablesAreSampled()
    {
        QList<QList<quint32>> records;
        for (quint32 i = 0; i < 50000; ++i)
            records.append({i + 1, 0x3F800000 + i});
        const auto table = DbcTable::parse(wdbc(records, QByteArray(1, '\0')));
        QVERIFY(table);
        const DbcSchema schema = DbcSchema::guess(*table);
        QCOMPARE(schema.notes.size(), 1);
        QVERIFY(schema.notes.first().contains(QLatin1String("16667")));
        QCOMPARE(schema.fields[0].name, QStringLiteral("ID"));
        QCOMPARE(schema.fields[1].kind, ColumnKind::Float);
    }

    // ---- the corpus ----

    void corpusTablesOpenWithTheirDefinitions_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("records");
        QTest::addColumn<int>("fields");
        QTest::addColumn<int>("recordSize");
        QTest::addColumn<QString>("definition");
        QTest::newRow("SpellIcon") << "nini_SpellIcon.dbc" << 22224 << 2 << 8 << "SpellIcon";
        QTest::newRow("CharStartOutfit") << "nini_CharStartOutfit.dbc" << 220 << 77 << 296 << "CharStartOutfit";
        QTest::newRow("CharBaseInfo") << "uni_CharBaseInfo.dbc" << 615 << 2 << 2 << "CharBaseInfo";
        QTest::newRow("ChrClasses") << "uni_ChrClasses.dbc" << 24 << 60 << 240 << "ChrClasses";
        QTest::newRow("gt, no id") << "uni_GtChanceToMeleeCritBase.dbc" << 32 << 1 << 4 << "gtChanceToMeleeCritBase";
        QTest::newRow("Languages") << "uni_Languages.dbc" << 19 << 18 << 72 << "Languages";
        QTest::newRow("PetitionType") << "uni_PetitionType.dbc" << 2 << 3 << 12 << "PetitionType";
        QTest::newRow("1-byte arrays") << "uni_SpellItemEnchantmentCondition.dbc" << 49 << 31 << 64
                                       << "SpellItemEnchantmentCondition";
        QTest::newRow("SpellRange") << "uni_SpellRange.dbc" << 101 << 40 << 160 << "SpellRange";
    }
    void corpusTablesOpenWithTheirDefinitions()
    {
        MWB_REQUIRE_CORPUS(dir, "wow/dbc");
        QFETCH(QString, file);
        const auto table = DbcTable::parse(readCorpus(dir, file), file);
        QVERIFY2(table, qPrintable(table ? QString() : table.error().toString()));
        QTEST(table->recordCount(), "records");
        QTEST(int(table->header().fieldCount), "fields");
        QTEST(int(table->header().recordSize), "recordSize");
        QVERIFY(table->warnings().isEmpty());
        const DbcSchema schema = DbcSchema::forTable(*table, file);
        QTEST(schema.tableName, "definition");
        QCOMPARE(int(schema.fields.size()), int(table->header().fieldCount));
    }

    void everyCorpusTableOpens()
    {
        MWB_REQUIRE_CORPUS(dir, "wow/dbc");
        const QStringList files = QDir(dir).entryList({QStringLiteral("*.dbc")}, QDir::Files);
        QVERIFY(files.size() >= 9);
        for (const QString &file : files) {
            const auto table = DbcTable::parse(readCorpus(dir, file), file);
            QVERIFY2(table, qPrintable(file));
            QVERIFY2(!DbcSchema::forTable(*table, file).guessed(), qPrintable(file));
        }
    }

    /// Header u32s overwritten with hostile values: each table parses or fails with an error, and the describer
    /// builds every record it lists.
    void corruptedCorpusHeaders()
    {
        MWB_REQUIRE_CORPUS(dir, "wow/dbc");
        for (const QString &file : QDir(dir).entryList({QStringLiteral("*.dbc")}, QDir::Files)) {
            const QByteArray original = readCorpus(dir, file);
            for (int at = 4; at < 20; at += 4) {
                for (quint32 value : {0U, 1U, 3U, quint32(original.size()), 0x7FFFFFFFU, 0xFFFFFFFFU}) {
                    QByteArray bytes = original;
                    qToLittleEndian<quint32>(value, bytes.data() + at);
                    const auto description = mwb::describeContent(file, bytes);
                    QVERIFY(description);
                    for (const mwb::StructureNode &node : description->root.children) {
                        if (node.lazyCount > 0)
                            QVERIFY(node.makeChild(node.lazyCount - 1).childCount() > 0);
                    }
                }
            }
        }
    }

    void corpusCells_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::newRow("icon id") << "nini_SpellIcon.dbc" << 0 << "ID" << "1";
        QTest::newRow("icon path") << "nini_SpellIcon.dbc" << 0 << "TextureFilename"
                                   << "Interface\\Icons\\Trade_Engineering";
        QTest::newRow("last icon id") << "nini_SpellIcon.dbc" << 22223 << "ID" << "28993";
        QTest::newRow("last icon path") << "nini_SpellIcon.dbc" << 22223 << "TextureFilename"
                                        << "interface\\icons\\xp_icon";
        QTest::newRow("class enUS") << "uni_ChrClasses.dbc" << 0 << "Name_lang[enUS]" << "Warrior";
        QTest::newRow("class frFR") << "uni_ChrClasses.dbc" << 0 << "Name_lang[frFR]" << "Guerrier";
        QTest::newRow("class flags") << "uni_ChrClasses.dbc" << 0 << "Name_lang[flags]" << "16712191";
        QTest::newRow("class file") << "uni_ChrClasses.dbc" << 1 << "Filename" << "PALADIN";
        QTest::newRow("outfit id") << "nini_CharStartOutfit.dbc" << 0 << "ID" << "2";
        QTest::newRow("outfit class u8") << "nini_CharStartOutfit.dbc" << 0 << "ClassID" << "1";
        QTest::newRow("outfit item") << "nini_CharStartOutfit.dbc" << 0 << "ItemID[0]" << "100150";
        QTest::newRow("base info u8") << "uni_CharBaseInfo.dbc" << 1 << "ClassID" << "2";
        QTest::newRow("gt float") << "uni_GtChanceToMeleeCritBase.dbc" << 0 << "Data" << "0.031891";
        QTest::newRow("range float") << "uni_SpellRange.dbc" << 1 << "RangeMax[0]" << "5";
        QTest::newRow("range name") << "uni_SpellRange.dbc" << 1 << "DisplayName_lang[enUS]" << "Combat Range";
        QTest::newRow("range UTF-8") << "uni_SpellRange.dbc" << 1 << "DisplayName_lang[frFR]"
                                     << QStringLiteral("Portée de combat");
        QTest::newRow("language") << "uni_Languages.dbc" << 0 << "Name_lang[enUS]" << "Orcish";
    }
    void corpusCells()
    {
        MWB_REQUIRE_CORPUS(dir, "wow/dbc");
        QFETCH(QString, file);
        QFETCH(int, row);
        QFETCH(QString, field);
        const auto table = DbcTable::parse(readCorpus(dir, file), file);
        QVERIFY(table);
        const DbcSchema schema = DbcSchema::forTable(*table, file);
        const DbcField *f = fieldNamed(schema, field);
        QVERIFY2(f, qPrintable(field));
        QTEST(cellText(*table, *f, row), "value");
    }

    /// Every high-confidence guess on a corpus table with a 4-byte grid agrees with its definition.
    void guessesAgreeWithDefinitions()
    {
        MWB_REQUIRE_CORPUS(dir, "wow/dbc");
        int checked = 0;
        for (const QString &file : QDir(dir).entryList({QStringLiteral("*.dbc")}, QDir::Files)) {
            const auto table = DbcTable::parse(readCorpus(dir, file), file);
            QVERIFY(table);
            const DbcSchema defined = DbcSchema::forTable(*table, file);
            const DbcSchema guessed = DbcSchema::guess(*table);
            if (table->header().recordSize != 4 * table->header().fieldCount) {
                QCOMPARE(guessed.fields.front().confidence, Confidence::Low);
                continue;
            }
            for (std::size_t i = 0; i < guessed.fields.size(); ++i) {
                if (guessed.fields[i].confidence != Confidence::High)
                    continue;
                ++checked;
                QVERIFY2(compatible(guessed.fields[i].kind, defined.fields[i].kind),
                    qPrintable(QStringLiteral("%1 %2: guessed %3, defined %4")
                                   .arg(file, defined.fields[i].name, columnKindName(guessed.fields[i].kind),
                                       columnKindName(defined.fields[i].kind))));
            }
        }
        QVERIFY(checked >= 20);
    }

    void describerShowsRecordsWithFields()
    {
        MWB_REQUIRE_CORPUS(dir, "wow/dbc");
        const QByteArray bytes = readCorpus(dir, QStringLiteral("nini_SpellIcon.dbc"));
        const auto description = mwb::describeContent(QStringLiteral("SpellIcon.dbc"), bytes);
        QVERIFY(description);
        QVERIFY(!description->error);
        const mwb::StructureNode &root = description->root;
        QCOMPARE(root.children.at(0).children.at(1).value, QStringLiteral("22224"));
        const mwb::StructureNode *records = nullptr;
        for (const mwb::StructureNode &child : root.children) {
            if (child.lazyCount > 0)
                records = &child;
        }
        QVERIFY(records);
        QCOMPARE(records->lazyCount, 22224);
        const mwb::StructureNode last = records->makeChild(22223);
        QCOMPARE(last.offset, 20 + 22223 * 8);
        QCOMPARE(last.children.at(1).value, QStringLiteral("interface\\icons\\xp_icon"));
        QCOMPARE(last.children.at(1).offset, 20 + 22223 * 8 + 4);
    }
};

QTEST_GUILESS_MAIN(TestDbcTable)
#include "tst_dbctable.moc"
