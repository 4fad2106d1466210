// SPDX-License-Identifier: GPL-3.0-or-later
// RAW index files: every corpus RAW parses to EOF and re-serializes byte for byte, the describer covers every
// byte, hand-built fixtures for every kind, hostile inputs with exact error codes and offsets.
#include "LittleEndianWriter.h"
#include "Tl2RawCorpus.h"
#include "mwb/core/ContentDescriber.h"
#include "mwb/formats/tl2raw/RawDescriber.h"
#include "mwb/formats/tl2raw/RawFile.h"

#include <QTemporaryDir>
#include <QTest>

using mwb::ErrorCode;
using namespace mwb::formats::tl2raw;

namespace {

/// An independent little-endian encoder for expected bytes.
class Bytes : public mwb::test::LittleEndianWriter<Bytes>
{ };

RawRecord record(std::vector<RawValue> values)
{
    RawRecord r;
    r.values = std::move(values);
    return r;
}

QString stripOffsets(const RawFile &file)
{
    QString text;
    for (const RawTable &table : file.tables) {
        text += QStringLiteral("|");
        for (const RawRecord &r : table.records) {
            for (const RawValue &v : r.values) {
                if (const auto *i = std::get_if<qint64>(&v))
                    text += QString::number(*i);
                else if (const auto *s = std::get_if<QString>(&v))
                    text += *s;
                else if (const auto *l = std::get_if<QStringList>(&v))
                    text += l->join(QLatin1Char(','));
                else
                    for (const qint64 g : std::get<QList<qint64>>(v))
                        text += QString::number(g) + QLatin1Char(',');
                text += QLatin1Char(';');
            }
        }
    }
    return text;
}

} // namespace

class TestTl2Raw : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void kindFromPath_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("kind");
        QTest::newRow("upper") << QStringLiteral("MEDIA/UNITDATA.RAW") << int(RawKind::UnitData);
        QTest::newRow("lower") << QStringLiteral("media/unitdata.raw") << int(RawKind::UnitData);
        QTest::newRow("windows") << QStringLiteral("C:\\mod\\MEDIA\\Skills.Raw") << int(RawKind::Skills);
        QTest::newRow("roompieces") << QStringLiteral("ROOMPIECES.RAW") << int(RawKind::RoomPieces);
        QTest::newRow("mod entry") << QStringLiteral("x.MOD::MEDIA/TRIGGERABLES.RAW") << int(RawKind::Triggerables);
        QTest::newRow("unknown raw") << QStringLiteral("MEDIA/PARTICLES.RAW") << -1;
        QTest::newRow("not raw") << QStringLiteral("MEDIA/UNITDATA.DAT") << -1;
    }

    void kindFromPath()
    {
        QFETCH(QString, path);
        QFETCH(int, kind);
        const auto found = rawKindFromPath(path);
        QCOMPARE(found ? int(*found) : -1, kind);
    }

    void corpusRawsParseToEofAndRoundTrip()
    {
        MWB_REQUIRE_CORPUS(root, "tl2");
        const auto files = mwb::test::corpusFiles(root, [](const QString &name) {
            return name.endsWith(QLatin1String(".RAW"));
        });
        // 4 loose RAWs + 12 inside the 8 .MODs (CYBER 2, Commando 4, AdventureMode 1, ScalingVendors 2, flasks 3).
        QCOMPARE(files.size(), std::size_t(16));
        int perKind[7] = {};
        for (const auto &f : files) {
            const auto kind = rawKindFromPath(f.entryPath);
            QVERIFY2(kind, qPrintable(f.label));
            ++perKind[int(*kind)];
            auto parsed = RawFile::parse(*kind, f.bytes, f.label);
            QVERIFY2(parsed, qPrintable(f.label + QLatin1Char(' ') + (parsed ? QString() : parsed.error().toString())));
            auto written = parsed->serialize();
            QVERIFY2(written, qPrintable(f.label));
            QCOMPARE(*written, f.bytes);
            const auto description = describeRaw(f.entryPath, f.bytes);
            QVERIFY(!description.error);
            QVERIFY2(mwb::test::coverageProblem(description.root, f.bytes.size()).isEmpty(),
                qPrintable(
                    f.label + QLatin1String(": ") + mwb::test::coverageProblem(description.root, f.bytes.size())));
        }
        QCOMPARE(perKind[int(RawKind::UnitData)], 10);
        QCOMPARE(perKind[int(RawKind::Ui)], 3);
        QCOMPARE(perKind[int(RawKind::Skills)], 1);
        QCOMPARE(perKind[int(RawKind::Affixes)], 1);
        QCOMPARE(perKind[int(RawKind::RoomPieces)], 1);
    }

    void registryDescribesRawsByName()
    {
        const QByteArray bytes
            = Bytes().u16(1).shortString(QStringLiteral("F")).shortString(QStringLiteral("N")).bytes();
        const auto described = mwb::describeContent(QStringLiteral("MEDIA/TRIGGERABLES.RAW"), bytes);
        QVERIFY(described);
        QCOMPARE(described->root.name, QStringLiteral("TRIGGERABLES.RAW"));
        QVERIFY(!described->error);
        const mwb::StructureNode &table = described->root.children.at(0);
        QCOMPARE(table.childCount(), 2); // count + one record
        const mwb::StructureNode record = table.makeChild(1);
        QCOMPARE(record.offset, qint64(2));
        QCOMPARE(record.size, qint64(8));
        QCOMPARE(record.children.at(1).value, QStringLiteral("N"));
        QCOMPARE(record.children.at(1).offset, qint64(6));
        QCOMPARE(mwb::describeContent(QStringLiteral("MEDIA/NOTES.RAW"), bytes).error().code, ErrorCode::Unsupported);
    }

    void corpusValues()
    {
        MWB_REQUIRE_CORPUS(root, "tl2");
        auto flasks = RawFile::open(root + QStringLiteral("/tukkek+torchlight2-flasks/media/UNITDATA.RAW"));
        QVERIFY(flasks);
        QCOMPARE(flasks->tables.size(), std::size_t(4));
        QCOMPARE(flasks->tables[0].records.size(), std::size_t(16));
        const RawRecord &first = flasks->tables[0].records[0];
        QCOMPARE(first.offset, qint64(4));
        QCOMPARE(first.integer(0), qint64(5287611695478185248));
        QCOMPARE(first.text(1), QStringLiteral("HEALTH FLASK 6"));
        QCOMPARE(first.text(2), QStringLiteral("MEDIA/UNITS/ITEMS/POTIONS/HEALTH FLASK 6.DAT"));
        QCOMPARE(first.integer(3), qint64(1));
        QCOMPARE(first.integer(4), qint64(66));
        QCOMPARE(first.integer(5), qint64(61));
        QCOMPARE(first.integer(6), qint64(72));
        QCOMPARE(first.text(9), QStringLiteral("HEALTHPOTION"));

        auto rooms = RawFile::open(root + QStringLiteral("/PhanboiGames+CYBER_MOD/MEDIA/ROOMPIECES.RAW"));
        QVERIFY(rooms);
        QCOMPARE(rooms->tables[0].records.size(), std::size_t(2));
        QCOMPARE(rooms->tables[0].records[1].text(0), QStringLiteral("MEDIA/LEVELSETS/CITY05.DAT"));
        QCOMPARE(rooms->tables[1].records[0].integers(0).size(), 8);
        QCOMPARE(rooms->tables[1].records[1].integers(0).size(), 14);
        QCOMPARE(rooms->tables[1].records[0].integers(0).front(), qint64(-925722994174361528));

        auto ui = RawFile::open(root + QStringLiteral("/PhanboiGames+CYBER_MOD/MEDIA/UI.RAW"));
        QVERIFY(ui);
        QCOMPARE(ui->tables[0].records.size(), std::size_t(5));
        const RawRecord &stats = ui->tables[0].records[4];
        QCOMPARE(stats.text(0), QStringLiteral("PLAYERSTATSMENU"));
        QCOMPARE(stats.integer(2), qint64(4)); // TYPE index: PLAYER STATS MENU
        QCOMPARE(stats.text(7), QStringLiteral("STATMENU"));
    }

    void everyKindRoundTripsHandBuiltFixtures()
    {
        const QString loneSurrogate = QStringLiteral("x") + QChar(0xD800);
        const QString cjk = QStringLiteral("武器");
        std::vector<RawFile> files;
        RawFile units = RawFile::empty(RawKind::UnitData);
        units.tables[1].records.push_back(record({qint64(-1), cjk, QStringLiteral("MEDIA/UNITS/MONSTERS/武器.DAT"),
            qint64(3), qint64(-5), qint64(0), qint64(2147483647), qint64(-2147483647 - 1), qint64(1), loneSurrogate}));
        files.push_back(units);
        RawFile skills = RawFile::empty(RawKind::Skills);
        skills.tables[0].records.push_back(record({QStringLiteral("FIRE"), QStringLiteral("MEDIA/SKILLS/F.DAT"),
            qint64(std::numeric_limits<qint64>::min())}));
        files.push_back(skills);
        RawFile affixes = RawFile::empty(RawKind::Affixes);
        affixes.tables[0].records.push_back(
            record({QStringLiteral("MEDIA/AFFIXES/A.DAT"), QStringLiteral("A"), qint64(0), qint64(4294967295),
                qint64(1), qint64(-1), QStringList{QStringLiteral("ANY"), cjk}, QStringList{}}));
        files.push_back(affixes);
        RawFile missiles = RawFile::empty(RawKind::Missiles);
        missiles.tables[0].records.push_back(
            record({QStringLiteral("MEDIA/MISSILES/M.LAYOUT"), QStringList{QStringLiteral("ARROW"), QString()}}));
        missiles.tables[0].records.push_back(record({QStringLiteral("MEDIA/MISSILES/EMPTY.LAYOUT"), QStringList{}}));
        files.push_back(missiles);
        RawFile triggers = RawFile::empty(RawKind::Triggerables);
        triggers.tables[0].records.push_back(record({QStringLiteral("MEDIA/TRIGGERABLES/T.DAT"), QStringLiteral("T")}));
        files.push_back(triggers);
        RawFile ui = RawFile::empty(RawKind::Ui);
        ui.tables[0].records.push_back(record({QStringLiteral("Menu"), QStringLiteral("MEDIA/UI/M.LAYOUT"), qint64(19),
            qint64(6), qint64(1), qint64(0), qint64(1), QStringLiteral("KEY")}));
        files.push_back(ui);
        RawFile rooms = RawFile::empty(RawKind::RoomPieces);
        rooms.tables[0].records.push_back(record({QStringLiteral("MEDIA/LEVELSETS/A.DAT")}));
        rooms.tables[0].records.push_back(record({QStringLiteral("MEDIA/LEVELSETS/B.DAT")}));
        rooms.tables[1].records.push_back(record({QList<qint64>{1, -2, std::numeric_limits<qint64>::max()}}));
        rooms.tables[1].records.push_back(record({QList<qint64>{}}));
        files.push_back(rooms);

        for (const RawFile &file : files) {
            auto bytes = file.serialize();
            QVERIFY2(bytes, qPrintable(rawFileName(file.kind)));
            auto parsed = RawFile::parse(file.kind, *bytes);
            QVERIFY2(parsed, qPrintable(rawFileName(file.kind)));
            QCOMPARE(stripOffsets(*parsed), stripOffsets(file));
            QCOMPARE(*parsed->serialize(), *bytes);
            const auto description = describeRaw(rawFileName(file.kind), *bytes);
            QCOMPARE(mwb::test::coverageProblem(description.root, bytes->size()), QString());
        }
        // Exact bytes of two of them, encoded independently.
        QCOMPARE(*missiles.serialize(),
            Bytes()
                .u16(2)
                .shortString(QStringLiteral("MEDIA/MISSILES/M.LAYOUT"))
                .u8(2)
                .shortString(QStringLiteral("ARROW"))
                .shortString(QString())
                .shortString(QStringLiteral("MEDIA/MISSILES/EMPTY.LAYOUT"))
                .u8(0)
                .bytes());
        QCOMPARE(*rooms.serialize(),
            Bytes()
                .u32(2)
                .shortString(QStringLiteral("MEDIA/LEVELSETS/A.DAT"))
                .shortString(QStringLiteral("MEDIA/LEVELSETS/B.DAT"))
                .u32(3)
                .i64(1)
                .i64(-2)
                .i64(std::numeric_limits<qint64>::max())
                .u32(0)
                .bytes());
        QCOMPARE(*RawFile::empty(RawKind::UnitData).serialize(), QByteArray(16, '\0'));
    }

    void hostileInputs_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("code");
        QTest::addColumn<qint64>("offset");
        QTest::newRow("empty unitdata") << int(RawKind::UnitData) << QByteArray() << int(ErrorCode::Truncated)
                                        << qint64(0);
        QTest::newRow("huge count") << int(RawKind::UnitData) << Bytes().u32(0xFFFFFFFF).bytes()
                                    << int(ErrorCode::LimitExceeded) << qint64(0);
        QTest::newRow("count beyond bytes")
            << int(RawKind::Skills) << Bytes().u32(1000).u32(0).u32(0).bytes() << int(ErrorCode::Corrupt) << qint64(0);
        QTest::newRow("huge count in third table")
            << int(RawKind::UnitData) << Bytes().u32(0).u32(0).u32(2000000).u32(0).bytes()
            << int(ErrorCode::LimitExceeded) << qint64(8);
        QTest::newRow("string cut") << int(RawKind::Triggerables) << Bytes().u16(1).u16(10).u16('A').u16('B').bytes()
                                    << int(ErrorCode::Truncated) << qint64(4);
        QTest::newRow("string list count beyond bytes")
            << int(RawKind::Missiles) << Bytes().u16(1).shortString(QStringLiteral("F")).u8(200).u16(0).bytes()
            << int(ErrorCode::Corrupt) << qint64(6);
        QTest::newRow("guid list too long")
            << int(RawKind::RoomPieces) << Bytes().u32(1).shortString(QStringLiteral("F")).u32(0x10000000).bytes()
            << int(ErrorCode::LimitExceeded) << qint64(8);
        QTest::newRow("guid list beyond bytes")
            << int(RawKind::RoomPieces) << Bytes().u32(1).shortString(QStringLiteral("F")).u32(5).i64(1).bytes()
            << int(ErrorCode::Corrupt) << qint64(8);
        QTest::newRow("trailing byte") << int(RawKind::Ui) << Bytes().u32(0).u8(7).bytes() << int(ErrorCode::Corrupt)
                                       << qint64(4);
        QTest::newRow("u16 count cut") << int(RawKind::Affixes) << QByteArray(1, '\0') << int(ErrorCode::Truncated)
                                       << qint64(0);
    }

    void hostileInputs()
    {
        QFETCH(int, kind);
        QFETCH(QByteArray, bytes);
        QFETCH(int, code);
        QFETCH(qint64, offset);
        const auto parsed = RawFile::parse(RawKind(kind), bytes, QStringLiteral("x.raw"));
        QVERIFY(!parsed);
        QCOMPARE(int(parsed.error().code), code);
        QCOMPARE(parsed.error().offset, offset);
        QCOMPARE(parsed.error().path, QStringLiteral("x.raw"));
        const auto description = describeRaw(rawFileName(RawKind(kind)), bytes);
        QVERIFY(description.error);
        QCOMPARE(int(description.error->code), code);
    }

    void everyPrefixOfCorpusRawsFailsCleanly()
    {
        MWB_REQUIRE_CORPUS(root, "tl2");
        const auto files = mwb::test::corpusFiles(root, [](const QString &name) {
            return name.endsWith(QLatin1String(".RAW"));
        });
        QVERIFY(!files.empty());
        for (const auto &f : files) {
            const RawKind kind = *rawKindFromPath(f.entryPath);
            for (qsizetype n = 0; n < f.bytes.size(); ++n) {
                const auto parsed = RawFile::parse(kind, QByteArrayView(f.bytes).first(n));
                QVERIFY(!parsed);
                const ErrorCode code = parsed.error().code;
                QVERIFY2(code == ErrorCode::Truncated || code == ErrorCode::Corrupt, qPrintable(f.label));
                QVERIFY(parsed.error().offset >= 0 && parsed.error().offset <= n);
            }
        }
    }

    void writerRejectsValuesThatDoNotFit_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("table");
        QTest::addColumn<int>("field");
        QTest::addColumn<QVariant>("value");
        QTest::newRow("u8 overflow") << int(RawKind::Ui) << 0 << 4 << QVariant(qint64(256));
        QTest::newRow("u32 negative") << int(RawKind::Ui) << 0 << 2 << QVariant(qint64(-1));
        QTest::newRow("i32 overflow") << int(RawKind::UnitData) << 0 << 4 << QVariant(qint64(1) << 31);
        QTest::newRow("string where int") << int(RawKind::Skills) << 0 << 2 << QVariant(QStringLiteral("x"));
        QTest::newRow("string too long") << int(RawKind::Skills) << 0 << 0
                                         << QVariant(QString(70000, QLatin1Char('a')));
    }

    void writerRejectsValuesThatDoNotFit()
    {
        QFETCH(int, kind);
        QFETCH(int, table);
        QFETCH(int, field);
        QFETCH(QVariant, value);
        RawFile file = RawFile::empty(RawKind(kind));
        RawRecord r;
        for (const RawFieldSpec &spec : rawLayout(RawKind(kind)).tables[std::size_t(table)].fields) {
            switch (spec.type) {
            case RawFieldType::String:
                r.values.emplace_back(QString());
                break;
            case RawFieldType::StringList:
                r.values.emplace_back(QStringList());
                break;
            case RawFieldType::Int64List:
                r.values.emplace_back(QList<qint64>());
                break;
            default:
                r.values.emplace_back(qint64(0));
                break;
            }
        }
        QVERIFY(RawFile(file).serialize()); // the neutral record is fine
        if (value.typeId() == QMetaType::QString)
            r.values[std::size_t(field)] = value.toString();
        else
            r.values[std::size_t(field)] = value.toLongLong();
        file.tables[std::size_t(table)].records.push_back(r);
        const auto bytes = file.serialize();
        QVERIFY(!bytes);
        QCOMPARE(bytes.error().code, ErrorCode::InvalidInput);
    }

    void writerRejectsStructuralMismatches()
    {
        RawFile rooms = RawFile::empty(RawKind::RoomPieces);
        rooms.tables[0].records.push_back(record({QStringLiteral("A")}));
        QCOMPARE(rooms.serialize().error().code, ErrorCode::InvalidInput); // no GUID list for A
        RawFile triggers = RawFile::empty(RawKind::Triggerables);
        triggers.tables[0].records.resize(65536, record({QString(), QString()}));
        QCOMPARE(triggers.serialize().error().code, ErrorCode::InvalidInput); // u16 count overflows
        RawFile skills = RawFile::empty(RawKind::Skills);
        skills.tables[0].records.push_back(record({QString()}));
        QCOMPARE(skills.serialize().error().code, ErrorCode::InvalidInput); // one field of three
        RawFile missing = RawFile::empty(RawKind::UnitData);
        missing.tables.pop_back();
        QCOMPARE(missing.serialize().error().code, ErrorCode::InvalidInput);
    }

    void openRejectsUnknownNamesAndReadsFiles()
    {
        QTemporaryDir dir;
        const QString other = dir.filePath(QStringLiteral("NOTES.RAW"));
        QFile f(other);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        QCOMPARE(RawFile::open(other).error().code, ErrorCode::Unsupported);
        const QString ui = dir.filePath(QStringLiteral("ui.raw"));
        QFile u(ui);
        QVERIFY(u.open(QIODevice::WriteOnly));
        u.write(Bytes().u32(0).bytes());
        u.close();
        auto parsed = RawFile::open(ui);
        QVERIFY(parsed);
        QCOMPARE(parsed->kind, RawKind::Ui);
        QCOMPARE(RawFile::open(dir.filePath(QStringLiteral("UNITDATA.RAW"))).error().code, ErrorCode::Io);
    }
};

QTEST_GUILESS_MAIN(TestTl2Raw)
#include "tst_tl2raw.moc"
