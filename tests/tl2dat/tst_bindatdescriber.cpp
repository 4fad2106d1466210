// SPDX-License-Identifier: GPL-3.0-or-later
// The BINDAT structure for the property and hex inspectors: names, values, byte ranges, partial trees.
#include "BindatFixtures.h"
#include "formats/tl2dat/BindatDescriber.h"

#include <QTest>

using mwb::ErrorCode;
using mwb::StructureNode;
using mwb::test::sampleBindat;
using namespace mwb::formats::tl2dat;

namespace {

StructureNode childAt(const StructureNode &node, int row)
{
    return node.lazyCount > 0 ? node.makeChild(row) : node.children[std::size_t(row)];
}

NameDictionary sampleNames()
{
    NameDictionary names;
    for (const char *name : {"UNIT", "NAME", "ID", "SCALE", "CHILD", "T"})
        names.add(QString::fromLatin1(name));
    return names;
}

void compareField(const StructureNode &node, const QString &name, const QString &value, const QString &type,
    qint64 offset, qint64 size)
{
    QCOMPARE(node.name, name);
    QCOMPARE(node.value, value);
    QCOMPARE(node.type, type);
    QCOMPARE(node.offset, offset);
    QCOMPARE(node.size, size);
}

} // namespace

class TestBindatDescriber : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void probes()
    {
        const QByteArray bindat = sampleBindat();
        QVERIFY(probeBindat(QStringLiteral("MEDIA/UNITS/SWORD.DAT"), bindat));
        QVERIFY(probeBindat(QStringLiteral("rules.template"), bindat));
        QVERIFY(probeBindat(QStringLiteral("x.dat.BINDAT"), bindat));
        QVERIFY(!probeBindat(QStringLiteral("CITY.LAYOUT"), bindat));
        QVERIFY(!probeBindat(QStringLiteral("MOD.DAT"), QByteArray("\xFF\xFE[\x00M\x00O\x00", 8)));
        QVERIFY(!probeBindat(QStringLiteral("A.DAT"), bindat.left(4)));
    }

    void isRegisteredForDatEntries()
    {
        const auto description = mwb::describeContent(QStringLiteral("MEDIA/UNITS/SWORD.DAT"), sampleBindat());
        QVERIFY(description.has_value());
        QCOMPARE(description->root.name, QStringLiteral("Compiled DAT (BINDAT)"));
        QCOMPARE(childAt(description->root, 2).name, QStringLiteral("UNIT")); // built-in names
    }

    void describesEveryElement()
    {
        const auto description = describeBindat(sampleBindat(), sampleNames());
        QVERIFY(!description.error);
        const StructureNode &root = description.root;
        QCOMPARE(root.offset, qint64(0));
        QCOMPARE(root.size, qint64(126));
        QCOMPARE(root.childCount(), 3);
        const StructureNode header = childAt(root, 0);
        compareField(childAt(header, 0), QStringLiteral("version"), QStringLiteral("2"), QStringLiteral("u32"), 0, 4);
        compareField(
            childAt(header, 1), QStringLiteral("string count"), QStringLiteral("2"), QStringLiteral("u32"), 4, 4);

        const StructureNode table = childAt(root, 1);
        QCOMPARE(table.offset, qint64(8));
        QCOMPARE(table.size, qint64(26));
        QCOMPARE(table.childCount(), 2);
        compareField(childAt(table, 0), QStringLiteral("[0] 0x00000010"), QStringLiteral("Sword"),
            QStringLiteral("u32 id + ShortString"), 8, 16);
        QCOMPARE(childAt(table, 1).value, mwb::test::kLoneSurrogateText);

        const StructureNode unit = childAt(root, 2);
        QCOMPARE(unit.name, QStringLiteral("UNIT"));
        QCOMPARE(unit.offset, qint64(34));
        QCOMPARE(unit.size, qint64(92));
        QCOMPARE(unit.childCount(), 2 + 3 + 1 + 1);
        compareField(
            childAt(unit, 0), QStringLiteral("name hash"), QStringLiteral("0x006BB174"), QStringLiteral("u32"), 34, 4);
        compareField(
            childAt(unit, 2), QStringLiteral("NAME"), QStringLiteral("Sword"), QStringLiteral("STRING"), 42, 12);
        compareField(childAt(unit, 3), QStringLiteral("ID"), QStringLiteral("-9223372036854775807"),
            QStringLiteral("INTEGER64"), 54, 16);
        const StructureNode scale = childAt(unit, 4);
        compareField(scale, QStringLiteral("SCALE"), QStringLiteral("1.5"), QStringLiteral("DOUBLE"), 70, 16);
        QCOMPARE(scale.childCount(), 3);
        compareField(
            childAt(scale, 1), QStringLiteral("type"), QStringLiteral("3 (DOUBLE)"), QStringLiteral("u32"), 74, 4);
        compareField(childAt(scale, 2), QStringLiteral("value"), QStringLiteral("0x3FF8000000000000"),
            QStringLiteral("u64"), 78, 8);
        compareField(
            childAt(unit, 5), QStringLiteral("child count"), QStringLiteral("1"), QStringLiteral("u32"), 86, 4);
        const StructureNode child = childAt(unit, 6);
        QCOMPARE(child.name, QStringLiteral("CHILD"));
        QCOMPARE(child.offset, qint64(90));
        QCOMPARE(childAt(child, 2).value, mwb::test::kLoneSurrogateText);
        compareField(
            childAt(child, 3), QStringLiteral("0x00000065"), QString(), QStringLiteral("STRING"), 110, 12); // E
    }

    void describesWhatItReadBeforeAnError()
    {
        const auto description = describeBindat(sampleBindat().left(80), sampleNames());
        QVERIFY(description.error);
        QCOMPARE(description.error->code, ErrorCode::Truncated);
        QCOMPARE(description.error->offset, qint64(78));
        const StructureNode unit = childAt(description.root, 2);
        QCOMPARE(unit.name, QStringLiteral("UNIT"));
        QCOMPARE(unit.childCount(), 2 + 2); // header fields and the two whole properties
        QCOMPARE(childAt(unit, 3).name, QStringLiteral("ID"));

        const auto empty = describeBindat(QByteArray("\x02\x00", 2), sampleNames());
        QVERIFY(empty.error);
        QCOMPARE(empty.error->code, ErrorCode::Truncated);
        QCOMPARE(empty.root.childCount(), 1); // an empty header group
    }
};

QTEST_GUILESS_MAIN(TestBindatDescriber)
#include "tst_bindatdescriber.moc"
