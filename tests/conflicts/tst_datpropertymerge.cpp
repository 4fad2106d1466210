// SPDX-License-Identifier: GPL-3.0-or-later
// The three-way merge of DAT trees: changes of several versions against one base applied onto the base.
#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2dat/DatPropertyMerge.h"

#include <QTest>

using namespace mwb::formats::tl2dat;

namespace {

DatNode parse(const char *text)
{
    auto document = DatDocument::parse(QByteArray(text), QStringLiteral("test.dat"));
    return document ? document->root : DatNode{};
}

/// Every change of each version against `base`, one per address (the last version's where several change it).
DatNode mergeAll(const DatNode &base, const std::vector<DatNode> &versions)
{
    std::vector<std::vector<DatPropertyChange>> changes;
    for (const DatNode &version : versions)
        changes.push_back(diffDatProperties(base, version));
    QHash<QString, const DatPropertyChange *> byAddress;
    QStringList order;
    for (const auto &list : changes) {
        for (const DatPropertyChange &change : list) {
            const QString key = datAddressKey(change);
            if (!byAddress.contains(key))
                order << key;
            byAddress.insert(key, &change);
        }
    }
    std::vector<const DatPropertyChange *> kept;
    for (const QString &key : order)
        kept.push_back(byAddress.value(key));
    return applyDatChanges(base, kept);
}

QString text(const DatNode &node)
{
    DatDocument document;
    document.root = node;
    return document.toText();
}

} // namespace

class TestDatPropertyMerge : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void addressKeysIgnoreSpelling()
    {
        DatPropertyChange named{DatPropertyChange::Kind::Changed, {QStringLiteral("UNIT"), QStringLiteral("AFFIX")},
            QStringLiteral("HP"), {}, {}};
        DatPropertyChange hashed = named;
        hashed.blocks = QStringList{QStringLiteral("UNIT"), QStringLiteral("AFFIX[1]")};
        hashed.key = QStringLiteral("0x") + QStringLiteral("%1").arg(datNameHash(u"HP"), 8, 16, QLatin1Char('0')).toUpper();
        QCOMPARE(datAddressKey(hashed), datAddressKey(named));
        DatPropertyChange added = named;
        added.kind = DatPropertyChange::Kind::Added;
        QVERIFY(datAddressKey(added) != datAddressKey(named));
    }

    void keepsEveryDisjointChangeInBaseOrder()
    {
        const DatNode base = parse("[UNIT]\n<INTEGER>A:1\n<INTEGER>B:2\n<INTEGER>C:3\n[X]\n<INTEGER>D:4\n[/X]\n"
                                   "[Y]\n<INTEGER>E:5\n[/Y]\n[/UNIT]\n");
        const DatNode first = parse("[UNIT]\n<INTEGER>A:10\n<INTEGER>B:2\n<INTEGER>C:3\n<INTEGER>A:11\n[X]\n"
                                    "<INTEGER>D:4\n[/X]\n[Y]\n<INTEGER>E:5\n[/Y]\n[/UNIT]\n");
        const DatNode second = parse("[UNIT]\n<INTEGER>A:1\n<INTEGER>B:2\n<INTEGER>C:30\n[X]\n<INTEGER>D:4\n"
                                     "<INTEGER>F:6\n[/X]\n[Y]\n<INTEGER>E:5\n[/Y]\n[Y]\n<INTEGER>G:7\n[/Y]\n[/UNIT]\n");
        const DatNode merged = mergeAll(base, {first, second});
        const DatNode expected = parse("[UNIT]\n<INTEGER>A:10\n<INTEGER>A:11\n<INTEGER>B:2\n<INTEGER>C:30\n[X]\n"
                                       "<INTEGER>D:4\n<INTEGER>F:6\n[/X]\n[Y]\n<INTEGER>E:5\n[/Y]\n[Y]\n"
                                       "<INTEGER>G:7\n[/Y]\n[/UNIT]\n");
        QCOMPARE(text(merged), text(expected));
    }

    void removalsTakeEmptiedBlocksAlong()
    {
        const DatNode base = parse("[UNIT]\n<INTEGER>A:1\n<INTEGER>B:2\n[X]\n[Z]\n<INTEGER>D:4\n[/Z]\n[/X]\n"
                                   "[Y]\n<INTEGER>E:5\n[/Y]\n[/UNIT]\n");
        const DatNode withoutX = parse("[UNIT]\n<INTEGER>A:1\n<INTEGER>B:2\n[Y]\n<INTEGER>E:5\n[/Y]\n[/UNIT]\n");
        const DatNode withoutB = parse("[UNIT]\n<INTEGER>A:1\n[X]\n[Z]\n<INTEGER>D:4\n[/Z]\n[/X]\n[Y]\n"
                                       "<INTEGER>E:50\n[/Y]\n[/UNIT]\n");
        const DatNode merged = mergeAll(base, {withoutX, withoutB});
        QCOMPARE(text(merged), text(parse("[UNIT]\n<INTEGER>A:1\n[Y]\n<INTEGER>E:50\n[/Y]\n[/UNIT]\n")));
    }

    void emptiedBlocksGoButUntouchedEmptyBlocksStay()
    {
        const DatNode base = parse("[UNIT]\n[A]\n<INTEGER>X:1\n[/A]\n[B]\n<INTEGER>Y:1\n[/B]\n[C]\n[/C]\n[/UNIT]\n");
        const DatNode withoutA = parse("[UNIT]\n[B]\n<INTEGER>Y:1\n[/B]\n[C]\n[/C]\n[/UNIT]\n");
        const DatNode withoutY = parse("[UNIT]\n[A]\n<INTEGER>X:1\n[/A]\n[B]\n[/B]\n[C]\n[/C]\n[/UNIT]\n");
        QCOMPARE(text(mergeAll(base, {withoutA, withoutY})), text(parse("[UNIT]\n[C]\n[/C]\n[/UNIT]\n")));
    }

    void theChosenChangeWins()
    {
        const DatNode base = parse("[UNIT]\n<INTEGER>HP:1\n[/UNIT]\n");
        const auto a = diffDatProperties(base, parse("[UNIT]\n<INTEGER>HP:2\n[/UNIT]\n"));
        const auto b = diffDatProperties(base, parse("[UNIT]\n<INTEGER>HP:3\n[/UNIT]\n"));
        QCOMPARE(datAddressKey(a.front()), datAddressKey(b.front()));
        QCOMPARE(applyDatChanges(base, {&a.front()}).value(u"HP"), QStringLiteral("2"));
        QCOMPARE(applyDatChanges(base, {&b.front()}).value(u"HP"), QStringLiteral("3"));
    }
};

QTEST_GUILESS_MAIN(TestDatPropertyMerge)
#include "tst_datpropertymerge.moc"
