// SPDX-License-Identifier: GPL-3.0-or-later
#include "LittleEndianWriter.h"
#include "SharedCorpus.h"
#include "TestFiles.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/core/diff/ContentDiff.h"
#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2dat/DatPropertyDiff.h"

#include <QDirIterator>
#include <QTest>

using namespace mwb;
using namespace mwb::diff;
using namespace mwb::formats::tl2dat;

namespace {

/// "kind location: before -> after" per change.
QStringList lines(const ContentDiff &diff)
{
    static const char *const kinds[] = {"added", "removed", "changed"};
    QStringList out;
    for (const ContentChange &change : diff.changes) {
        out << QStringLiteral("%1 %2: %3 -> %4")
                   .arg(QLatin1String(kinds[static_cast<int>(change.kind)]), change.location, change.before,
                       change.after);
    }
    return out;
}

DatDocument unit()
{
    DatDocument dat;
    dat.root.tag = QStringLiteral("UNIT");
    dat.root.add(QStringLiteral("STRING"), QStringLiteral("NAME"), QStringLiteral("Sword"));
    dat.root.add(QStringLiteral("INTEGER"), QStringLiteral("LEVEL"), QStringLiteral("5"));
    dat.root.add(QStringLiteral("FLOAT"), QStringLiteral("SPEED"), QStringLiteral("1.5"));
    dat.root.add(QStringLiteral("STRING"), QStringLiteral("AFFIX"), QStringLiteral("FIRE"));
    dat.root.add(QStringLiteral("STRING"), QStringLiteral("AFFIX"), QStringLiteral("ICE"));
    DatNode stats;
    stats.tag = QStringLiteral("STATS");
    stats.add(QStringLiteral("INTEGER"), QStringLiteral("HP"), QStringLiteral("10"));
    stats.add(QStringLiteral("INTEGER"), QStringLiteral("MANA"), QStringLiteral("3"));
    dat.root.children.push_back(stats);
    DatNode effect;
    effect.tag = QStringLiteral("EFFECT");
    effect.add(QStringLiteral("STRING"), QStringLiteral("TYPE"), QStringLiteral("BURN"));
    dat.root.children.push_back(effect);
    dat.root.children.push_back(effect);
    return dat;
}

/// unit() with one edit of every kind.
DatDocument editedUnit()
{
    DatDocument dat = unit();
    DatNode &root = dat.root;
    root.properties[1].value = QStringLiteral("6"); // LEVEL changed
    root.properties[2].value = QStringLiteral("1.50"); // SPEED: the same number
    root.properties[4].value = QStringLiteral("POISON"); // the second AFFIX
    root.children[0].properties.erase(root.children[0].properties.begin() + 1); // STATS/MANA removed
    root.children[0].add(QStringLiteral("INTEGER"), QStringLiteral("ARMOR"), QStringLiteral("7")); // added
    root.children[2].properties[0].value = QStringLiteral("FREEZE"); // the second EFFECT block
    DatNode aura;
    aura.tag = QStringLiteral("AURA");
    aura.add(QStringLiteral("BOOL"), QStringLiteral("ON"), QStringLiteral("true"));
    root.children.push_back(aura);
    return dat;
}

const QStringList kExpectedUnitChanges{
    QStringLiteral("changed UNIT/LEVEL: 5 -> 6"),
    QStringLiteral("changed UNIT/AFFIX[2]: ICE -> POISON"),
    QStringLiteral("added UNIT/STATS/ARMOR:  -> 7"),
    QStringLiteral("removed UNIT/STATS/MANA: 3 -> "),
    QStringLiteral("changed UNIT/EFFECT[2]/TYPE: BURN -> FREEZE"),
    QStringLiteral("added UNIT/AURA/ON:  -> true"),
};

/// How decompileDat() spells a name it does not know.
QString hashText(QStringView name)
{
    return QStringLiteral("0x") + QString::number(datNameHash(name), 16).toUpper().rightJustified(8, QLatin1Char('0'));
}

class Bytes : public test::LittleEndianWriter<Bytes>
{ };

/// A WDBC table SpellIcon (ID, TextureFilename) of (id, text) records.
QByteArray spellIcons(const std::vector<std::pair<quint32, QByteArray>> &records)
{
    QByteArray strings(1, '\0');
    Bytes body;
    for (const auto &[id, text] : records) {
        body.u32(id).u32(static_cast<quint32>(strings.size()));
        strings += text + '\0';
    }
    Bytes table;
    table.raw("WDBC").u32(static_cast<quint32>(records.size())).u32(2).u32(8).u32(static_cast<quint32>(strings.size()));
    return table.bytes() + body.bytes() + strings;
}

QByteArray png(quint32 width, quint32 height, quint8 colourType)
{
    QByteArray bytes("\x89PNG\r\n\x1A\n", 8);
    bytes += QByteArray("\0\0\0\x0DIHDR", 8);
    for (const quint32 v : {width, height}) {
        for (int shift = 24; shift >= 0; shift -= 8)
            bytes += static_cast<char>((v >> shift) & 0xFF);
    }
    bytes += QByteArray("\x08", 1) + static_cast<char>(colourType) + QByteArray(3, '\0') + QByteArray(4, '\0');
    return bytes + QByteArray(12, 'i');
}

} // namespace

class TestContentDiff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void datPropertiesByPath()
    {
        const auto diff
            = diffContent(QStringLiteral("MEDIA/UNITS/SWORD.DAT"), unit().toUtf16(), editedUnit().toUtf16());
        QCOMPARE(diff.kind, QStringLiteral("tl2dat"));
        QCOMPARE(lines(diff), kExpectedUnitChanges);
    }

    void datApiGivesAddresses()
    {
        const auto changes = diffDatProperties(unit().root, editedUnit().root);
        QCOMPARE(changes.size(), std::size_t(6));
        QCOMPARE(changes[4].blocks, (QStringList{QStringLiteral("UNIT"), QStringLiteral("EFFECT[2]")}));
        QCOMPARE(changes[4].key, QStringLiteral("TYPE"));
        QCOMPARE(changes[4].before->value, QStringLiteral("BURN"));
        QCOMPARE(changes[4].after->type, QStringLiteral("STRING"));
        QVERIFY(diffDatProperties(unit().root, unit().root).empty());
    }

    void datTextAgainstCompiled()
    {
        // The compiled side stores hashes; names come from the dictionary and from the text side.
        auto compiled = compileDatText(unit().toUtf16(), QStringLiteral("SWORD.DAT"));
        QVERIFY(compiled);
        const auto diff = diffContent(QStringLiteral("SWORD.DAT"), *compiled, editedUnit().toUtf16());
        QCOMPARE(diff.kind, QStringLiteral("tl2dat"));
        // MANA is in neither the dictionary nor the edited text: its hash stands for it.
        QStringList expected = kExpectedUnitChanges;
        expected.replaceInStrings(QStringLiteral("/MANA:"), QStringLiteral("/%1:").arg(hashText(u"MANA")));
        QCOMPARE(lines(diff), expected);
        const auto same = diffContent(QStringLiteral("SWORD.DAT"), *compiled, unit().toUtf16());
        QVERIFY(same.changes.empty());
        QCOMPARE(same.notes.size(), 2); // the count, and that only the form differs
    }

    void datNameOnlyACompiledSideHasShowsAsHash()
    {
        DatDocument withNewKey = unit();
        withNewKey.root.add(QStringLiteral("INTEGER"), QStringLiteral("TEST_ONLY_KEY"), QStringLiteral("1"));
        auto compiled = compileDatText(withNewKey.toUtf16(), QStringLiteral("SWORD.DAT"));
        QVERIFY(compiled);
        const auto diff = diffContent(QStringLiteral("SWORD.DAT"), unit().toUtf16(), *compiled);
        QCOMPARE(lines(diff), QStringList{QStringLiteral("added UNIT/%1:  -> 1").arg(hashText(u"TEST_ONLY_KEY"))});
    }

    void datTypeChangeAndEmptyBlocks()
    {
        DatDocument before = unit();
        DatDocument after = unit();
        after.root.properties[1].type = QStringLiteral("FLOAT");
        DatNode empty;
        empty.tag = QStringLiteral("MARKER");
        after.root.children.push_back(empty);
        const auto diff = diffContent(QStringLiteral("X.DAT"), before.toUtf16(), after.toUtf16());
        QCOMPARE(lines(diff),
            (QStringList{QStringLiteral("changed UNIT/LEVEL: <INTEGER>5 -> <FLOAT>5"),
                QStringLiteral("added UNIT/MARKER:  -> [MARKER]")}));
    }

    void unparsableDatFallsBackToBytes()
    {
        const auto diff
            = diffContent(QStringLiteral("BROKEN.DAT"), QByteArray("[UNIT]\n"), QByteArray("[UNIT]\n[/X]\n"));
        QCOMPARE(diff.kind, QStringLiteral("bytes"));
        QVERIFY(diff.notes.constFirst().contains(QStringLiteral("corrupt")));
    }

    void corpusDatWithAnEdit()
    {
        MWB_REQUIRE_CORPUS(dir, "tl2");
        int checked = 0;
        QDirIterator it(
            dir, {QStringLiteral("*.dat"), QStringLiteral("*.DAT")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            const QByteArray original = test::readFile(path);
            auto document = DatDocument::parse(original, path);
            if (!document || document->root.properties.empty())
                continue;
            DatDocument edited = *document;
            const QString key = edited.root.properties.front().key;
            const QString old = edited.root.properties.front().value;
            edited.root.properties.front().value = QStringLiteral("EDITED_BY_TEST");
            edited.root.add(QStringLiteral("INTEGER"), QStringLiteral("TEST_ADDED_KEY"), QStringLiteral("42"));
            const QStringList expected{
                QStringLiteral("changed %1/%2: %3 -> EDITED_BY_TEST").arg(edited.root.tag, key, old),
                QStringLiteral("added %1/TEST_ADDED_KEY:  -> 42").arg(edited.root.tag)};
            const auto diff = diffContent(path, original, edited.toUtf16());
            QCOMPARE(diff.kind, QStringLiteral("tl2dat"));
            QCOMPARE(lines(diff), expected);
            auto compiled = compileDatText(original, path); // compiled before, text after: every name known
            QVERIFY(compiled);
            QCOMPARE(lines(diffContent(path, *compiled, edited.toUtf16())), expected);
            ++checked;
        }
        QVERIFY2(checked >= 3, "the corpus should hold several text DATs");
    }

    void dbcByRecordAndColumn()
    {
        const QByteArray before = spellIcons({{1, "Interface\\A"}, {2, "Interface\\B"}, {3, "Interface\\C"}});
        const QByteArray after = spellIcons({{2, "Interface\\B2"}, {1, "Interface\\A"}, {4, "Interface\\D"}});
        const auto diff = diffContent(QStringLiteral("DBFilesClient/SpellIcon.dbc"), before, after);
        QCOMPARE(diff.kind, QStringLiteral("dbc"));
        QCOMPARE(lines(diff),
            (QStringList{QStringLiteral("changed record 2/TextureFilename: Interface\\B -> Interface\\B2"),
                QStringLiteral("added record 4:  -> 4, Interface\\D"),
                QStringLiteral("removed record 3: 3, Interface\\C -> ")}));
    }

    void imageDimensionsAndEncoding()
    {
        const auto diff = diffContent(QStringLiteral("ICON.PNG"), png(64, 32, 6), png(128, 32, 2));
        QCOMPARE(diff.kind, QStringLiteral("png")); // the content kind that compared them
        QCOMPARE(lines(diff),
            (QStringList{QStringLiteral("changed width: 64 -> 128"),
                QStringLiteral("changed encoding: 8-bit RGBA -> 8-bit RGB")}));
    }

    void bytesFirstOffsetAndCount()
    {
        QByteArray before(64, 'a');
        QByteArray after = before;
        after[16] = 'b';
        after[32] = 'c';
        after[33] = 'c';
        after[34] = 'c';
        after += "tail";
        const auto diff = diffContent(QStringLiteral("DATA.BIN"), before, after);
        QCOMPARE(diff.kind, QStringLiteral("bytes"));
        QCOMPARE(diff.firstDifference, 16);
        QCOMPARE(diff.differingBytes, 4);
        QCOMPARE(lines(diff),
            (QStringList{QStringLiteral("changed 0x00000010: 61 -> 62"),
                QStringLiteral("changed 0x00000020: 61 61 61 -> 63 63 63"),
                QStringLiteral("added 0x00000040:  -> 74 61 69 6c")}));
        const auto prefix = diffContent(QStringLiteral("DATA.BIN"), before, before.first(10));
        QCOMPARE(prefix.firstDifference, 10);
        QCOMPARE(prefix.differingBytes, 0);
        QVERIFY(diffContent(QStringLiteral("DATA.BIN"), before, before).changes.empty());
    }
};

QTEST_GUILESS_MAIN(TestContentDiff)
#include "tst_contentdiff.moc"
