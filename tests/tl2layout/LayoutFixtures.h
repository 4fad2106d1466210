// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LayoutBytes.h"
#include "mwb/core/Result.h"

#include <QByteArray>
#include <QString>
#include <QTest>

namespace mwb::test {

/// The error of a failed result as text (for QVERIFY2's message, which is evaluated either way), else empty.
template<typename T>
QString failure(const Result<T> &result)
{
    return result ? QString() : result.error().toString();
}

/// Text layouts in GUTS's own style, written by the tests: one tab per level, CRLF line ends.
class LayoutTextBuilder
{
public:
    LayoutTextBuilder &open(const QString &tag)
    {
        line(QLatin1Char('[') + tag + QLatin1Char(']'));
        ++m_depth;
        return *this;
    }
    LayoutTextBuilder &close(const QString &tag)
    {
        --m_depth;
        return line(QLatin1String("[/") + tag + QLatin1Char(']'));
    }
    LayoutTextBuilder &prop(const char *type, const char *key, const QString &value)
    {
        return line(
            QLatin1Char('<') + QLatin1String(type) + QLatin1Char('>') + QLatin1String(key) + QLatin1Char(':') + value);
    }
    /// The identity lines every object starts with.
    LayoutTextBuilder &identity(const char *descriptor, const QString &name, qint64 parent, qint64 id)
    {
        return prop("STRING", "DESCRIPTOR", QLatin1String(descriptor))
            .prop("STRING", "NAME", name)
            .prop("INTEGER64", "PARENTID", QString::number(parent))
            .prop("INTEGER64", "ID", QString::number(id));
    }
    LayoutTextBuilder &line(const QString &text)
    {
        m_text += QString(m_depth, QLatin1Char('\t')) + text + QLatin1String("\r\n");
        return *this;
    }

    [[nodiscard]] const QString &text() const { return m_text; }

private:
    QString m_text;
    int m_depth = 0;
};

/// A text layout and the BINLAYOUT GUTS writes for it, built independently of the code under test.
struct LayoutFixture
{
    QString text; ///< GUTS style, without BOM
    QByteArray bytes;
};

/// A [UI] layout: a Menu Definition (members TYPE_ and TYPE, INTEGER, UNSIGNED INT, BOOL) with an Image
/// (custom name, FLOAT, TRANSLATE with non-ASCII text, BOOL, negative INTEGER) and a List Window (UINTS list, a
/// VECTOR2, a FLOAT member given as a `<STRING>` list, an empty list).
inline LayoutFixture uiFixture()
{
    LayoutTextBuilder t;
    t.open(QStringLiteral("UI")).prop("INTEGER", "VERSION", QStringLiteral("4"));
    t.prop("UNSIGNED INT", "COUNT", QStringLiteral("3")).open(QStringLiteral("OBJECTS"));
    t.open(QStringLiteral("BASEOBJECT")).open(QStringLiteral("PROPERTIES"));
    t.identity("Menu Definition", QStringLiteral("Menu Definition"), -1, 5801933758741453044);
    t.prop("STRING", "TYPE_", QStringLiteral("TARGET")).prop("STRING", "MENU NAME", QStringLiteral("HELP"));
    t.prop("STRING", "TYPE", QStringLiteral("HELP TYPE")).prop("INTEGER", "PRIORITY", QStringLiteral("-2"));
    t.prop("UNSIGNED INT", "RENDER ORDER", QStringLiteral("4000000000"));
    t.prop("BOOL", "CREATE ON LOAD", QStringLiteral("true")).close(QStringLiteral("PROPERTIES"));
    t.open(QStringLiteral("CHILDREN")).open(QStringLiteral("BASEOBJECT")).open(QStringLiteral("PROPERTIES"));
    t.identity("Image", QStringLiteral("icon"), 5801933758741453044, 7);
    t.prop("FLOAT", "OFFSET X", QStringLiteral("-3.5")).prop("FLOAT", "WIDTH", QStringLiteral("0.1"));
    t.prop("STRING", "TOOL TIP", QStringLiteral("H\u00e9 \u2713")).prop("BOOL", "ENABLED", QStringLiteral("false"));
    t.prop("INTEGER", "SORT OFFSET", QStringLiteral("-3")).close(QStringLiteral("PROPERTIES"));
    t.close(QStringLiteral("BASEOBJECT")).open(QStringLiteral("BASEOBJECT")).open(QStringLiteral("PROPERTIES"));
    t.identity("List Window", QStringLiteral("List Window"), 5801933758741453044, -8);
    t.prop("STRING", "ALLOWED UNITTYPES", QStringLiteral("1,2,300")).prop("FLOAT", "PADDINGX", QStringLiteral("4"));
    t.prop("FLOAT", "PADDINGY", QStringLiteral("-1.19209e-007")).prop("STRING", "HEIGHT", QStringLiteral("1,2.5"));
    t.prop("STRING", "NOT ALLOWED UNITTYPES", QString()).close(QStringLiteral("PROPERTIES"));
    t.close(QStringLiteral("BASEOBJECT")).close(QStringLiteral("CHILDREN")).close(QStringLiteral("BASEOBJECT"));
    t.close(QStringLiteral("OBJECTS")).close(QStringLiteral("UI"));

    LayoutBytes b;
    b.u8(0x0B).u8(4).u32(0).u16(1);
    b.open().u8(74).i64(5801933758741453044).shortString(QString()).u8(6);
    b.property(21).shortString(QStringLiteral("TARGET")).endProperty();
    b.property(60).shortString(QStringLiteral("HELP")).endProperty();
    b.property(59).shortString(QStringLiteral("HELP TYPE")).endProperty();
    b.property(35).u32(quint32(-2)).endProperty();
    b.property(72).u32(4000000000U).endProperty();
    b.property(37).u32(1).endProperty();
    b.u32(0).u16(2);
    b.open().u8(62).i64(7).shortString(QStringLiteral("icon")).u8(5);
    b.property(63).f32(-3.5F).endProperty().property(58).f32(0.1F).endProperty();
    b.property(35).shortString(QStringLiteral("H\u00e9 \u2713")).endProperty();
    b.property(40).u32(0).endProperty().property(5).u32(quint32(-3)).endProperty();
    b.u32(0).u16(0).close(true);
    b.open().u8(79).i64(-8).shortString(QString()).u8(4);
    b.property(97).u16(3).u32(1).u32(2).u32(300).endProperty();
    b.property(67).f32(4.0F).f32(-1.19209e-7F).endProperty();
    b.property(59).u16(2).f32(1.0F).f32(2.5F).endProperty();
    b.property(98).u16(0).endProperty();
    b.u32(0).u16(0).close(true);
    b.close(true);
    return {t.text(), b.bytes()};
}

/// A [Layout] of VERSION 54: a Group with every datagroup field and its own CHOICE / GAME MODE members, holding a
/// Room Piece (vectors) and a Logic Group (two logic objects, one link) that holds a second Group (its node moves
/// up to the first Group's); a Timeline (NAME member, a property track and an event track); a Damage Shape (FLOATS
/// lists, one empty) holding a Stat (INT64, a float printed with an exponent; a UI object, but not at the top level,
/// so the layout stays a [Layout]).
inline LayoutFixture levelFixture()
{
    LayoutTextBuilder t;
    t.open(QStringLiteral("Layout")).prop("INTEGER", "VERSION", QStringLiteral("54"));
    t.prop("UNSIGNED INT", "COUNT", QStringLiteral("7")).open(QStringLiteral("OBJECTS"));
    t.open(QStringLiteral("BASEOBJECT")).open(QStringLiteral("PROPERTIES"));
    t.identity("Group", QStringLiteral("Spawns"), -1, 100);
    t.prop("STRING", "CHOICE", QStringLiteral("Weight")).prop("UNSIGNED INT", "RANDOMIZATION", QStringLiteral("3"));
    t.prop("UNSIGNED INT", "NUMBER", QStringLiteral("2")).prop("STRING", "TAG", QStringLiteral("CHESTS RARE"));
    t.prop("BOOL", "NO TAG FOUND", QStringLiteral("true")).prop("BOOL", "LEVEL UNIQUE", QStringLiteral("true"));
    t.prop("STRING", "GAME MODE", QStringLiteral("NEW GAME PLUS"));
    t.prop("STRING", "ACTIVE THEMES", QStringLiteral("11,-12")).prop("STRING", "DEACTIVE THEMES", QStringLiteral("13"));
    t.prop("FLOAT", "POSITIONX", QStringLiteral("1")).prop("FLOAT", "POSITIONY", QStringLiteral("2"));
    t.prop("FLOAT", "POSITIONZ", QStringLiteral("3")).prop("STRING", "CHOICE", QStringLiteral("Weight"));
    t.prop("STRING", "GAME MODE", QStringLiteral("NEW GAME PLUS")).close(QStringLiteral("PROPERTIES"));
    t.open(QStringLiteral("CHILDREN")).open(QStringLiteral("BASEOBJECT")).open(QStringLiteral("PROPERTIES"));
    t.identity("Room Piece", QStringLiteral("Room Piece"), 100, -8828948115143997491);
    t.prop("FLOAT", "POSITIONX", QStringLiteral("-10.69")).prop("FLOAT", "POSITIONY", QStringLiteral("4.99999"));
    t.prop("FLOAT", "POSITIONZ", QStringLiteral("3.1")).prop("FLOAT", "FORWARDX", QStringLiteral("0.00872676"));
    t.prop("FLOAT", "FORWARDY", QStringLiteral("-0")).prop("FLOAT", "FORWARDZ", QStringLiteral("-0.999963"));
    t.prop("STRING", "GUID", QStringLiteral("9222272194874343310")).close(QStringLiteral("PROPERTIES"));
    t.close(QStringLiteral("BASEOBJECT")).open(QStringLiteral("BASEOBJECT")).open(QStringLiteral("PROPERTIES"));
    t.identity("Logic Group", QStringLiteral("Logic"), 100, 200).open(QStringLiteral("LOGICGROUP"));
    t.open(QStringLiteral("LOGICOBJECT")).prop("UNSIGNED INT", "ID", QStringLiteral("1"));
    t.prop("INTEGER64", "OBJECTID", QStringLiteral("300")).prop("FLOAT", "X", QStringLiteral("120.5"));
    t.prop("FLOAT", "Y", QStringLiteral("-4")).open(QStringLiteral("LOGICLINK"));
    t.prop("INTEGER", "LINKINGTO", QStringLiteral("2")).prop("STRING", "OUTPUTNAME", QStringLiteral("Finished"));
    t.prop("STRING", "INPUTNAME", QStringLiteral("Start")).close(QStringLiteral("LOGICLINK"));
    t.close(QStringLiteral("LOGICOBJECT")).open(QStringLiteral("LOGICOBJECT"));
    t.prop("UNSIGNED INT", "ID", QStringLiteral("2")).prop("INTEGER64", "OBJECTID", QStringLiteral("400"));
    t.prop("FLOAT", "X", QStringLiteral("0")).prop("FLOAT", "Y", QStringLiteral("0"));
    t.close(QStringLiteral("LOGICOBJECT")).close(QStringLiteral("LOGICGROUP")).close(QStringLiteral("PROPERTIES"));
    t.open(QStringLiteral("CHILDREN")).open(QStringLiteral("BASEOBJECT")).open(QStringLiteral("PROPERTIES"));
    t.identity("Group", QStringLiteral("Group"), 200, 500).close(QStringLiteral("PROPERTIES"));
    t.close(QStringLiteral("BASEOBJECT")).close(QStringLiteral("CHILDREN")).close(QStringLiteral("BASEOBJECT"));
    t.close(QStringLiteral("CHILDREN")).close(QStringLiteral("BASEOBJECT"));
    t.open(QStringLiteral("BASEOBJECT")).open(QStringLiteral("PROPERTIES"));
    t.identity("Timeline", QStringLiteral("Fade"), -1, 300).prop("BOOL", "START ON LOAD", QStringLiteral("false"));
    t.prop("STRING", "NAME", QStringLiteral("Fade")).open(QStringLiteral("TIMELINEDATA"));
    t.prop("INTEGER64", "ID", QStringLiteral("300")).open(QStringLiteral("TIMELINEOBJECT"));
    t.prop("INTEGER64", "OBJECTID", QStringLiteral("400")).open(QStringLiteral("TIMELINEOBJECTPROPERTY"));
    t.prop("STRING", "OBJECTPROPERTYNAME", QStringLiteral("ALPHA")).open(QStringLiteral("TIMELINEPOINT"));
    t.prop("FLOAT", "TIMEPERCENT", QStringLiteral("0.106122"))
        .prop("STRING", "INTERPOLATION", QStringLiteral("Spline"));
    t.prop("STRING", "VALUE", QStringLiteral("0.25")).close(QStringLiteral("TIMELINEPOINT"));
    t.close(QStringLiteral("TIMELINEOBJECTPROPERTY")).open(QStringLiteral("TIMELINEOBJECTEVENT"));
    t.prop("STRING", "OBJECTEVENTNAME", QStringLiteral("Play")).open(QStringLiteral("TIMELINEPOINT"));
    t.prop("FLOAT", "TIMEPERCENT", QStringLiteral("1")).prop("STRING", "INTERPOLATION", QStringLiteral("Linear"));
    t.close(QStringLiteral("TIMELINEPOINT")).close(QStringLiteral("TIMELINEOBJECTEVENT"));
    t.close(QStringLiteral("TIMELINEOBJECT")).close(QStringLiteral("TIMELINEDATA")).close(QStringLiteral("PROPERTIES"));
    t.close(QStringLiteral("BASEOBJECT")).open(QStringLiteral("BASEOBJECT")).open(QStringLiteral("PROPERTIES"));
    t.identity("Damage Shape", QStringLiteral("Damage Shape"), -1, 400);
    t.prop("STRING", "MAX RADIUS", QStringLiteral("0,6")).prop("STRING", "ANGLE", QString());
    t.close(QStringLiteral("PROPERTIES")).open(QStringLiteral("CHILDREN"));
    t.open(QStringLiteral("BASEOBJECT")).open(QStringLiteral("PROPERTIES"));
    t.identity("Stat", QStringLiteral("Stat"), 400, 600).prop("INTEGER64", "STAT DYNAMIC ONE", QStringLiteral("-5"));
    t.prop("FLOAT", "PERCENT X", QStringLiteral("1e+006")).close(QStringLiteral("PROPERTIES"));
    t.close(QStringLiteral("BASEOBJECT")).close(QStringLiteral("CHILDREN")).close(QStringLiteral("BASEOBJECT"));
    t.close(QStringLiteral("OBJECTS")).close(QStringLiteral("Layout"));

    LayoutBytes b;
    b.u8(0x0B).u8(54).u32(0).u16(3);
    const auto groupA = quint32(b.size());
    b.open().u8(1).i64(100).shortString(QStringLiteral("Spawns")).u8(3);
    b.property(42).f32(1.0F).f32(2.0F).f32(3.0F).endProperty();
    b.property(101).shortString(QStringLiteral("Weight")).endProperty();
    b.property(118).shortString(QStringLiteral("NEW GAME PLUS")).endProperty();
    b.u32(0).u16(2);
    b.open().u8(11).i64(-8828948115143997491).shortString(QString()).u8(3);
    b.property(42).f32(-10.69F).f32(4.99999F).f32(3.1F).endProperty();
    b.property(40).f32(0.00872676F).f32(-0.0F).f32(-0.999963F).endProperty();
    b.property(100).shortString(QStringLiteral("9222272194874343310")).endProperty();
    b.u32(0).u16(0).close(true);
    b.open().u8(36).i64(200).shortString(QStringLiteral("Logic")).u8(0);
    b.open().u8(2);
    b.u8(1).i64(300).f32(120.5F).f32(-4.0F);
    const qsizetype firstEnd = b.size();
    b.u32(0).u8(1).u8(2).shortString(QStringLiteral("Finished")).shortString(QStringLiteral("Start"));
    b.patch32(firstEnd, quint32(b.size()));
    b.u8(2).i64(400).f32(0.0F).f32(0.0F);
    const qsizetype secondEnd = b.size();
    b.u32(0).u8(0);
    b.patch32(secondEnd, quint32(b.size()));
    b.close(false).u16(1);
    const auto groupB = quint32(b.size());
    b.open().u8(1).i64(500).shortString(QString()).u8(0).u32(0).u16(0).close(true);
    b.close(true);
    b.close(true);
    b.open().u8(35).i64(300).shortString(QStringLiteral("Fade")).u8(2);
    b.property(101).u32(0).endProperty().property(105).shortString(QStringLiteral("Fade")).endProperty();
    b.open().u8(1).i64(400).u8(2);
    b.shortString(QStringLiteral("ALPHA")).shortString(QString()).u8(1).f32(0.106122F).u8(4);
    b.shortString(QStringLiteral("0.25"));
    b.shortString(QString()).shortString(QStringLiteral("Play")).u8(1).f32(1.0F).u8(0);
    b.close(false).u16(0).close(true);
    b.open().u8(56).i64(400).shortString(QString()).u8(2);
    b.property(58).u16(2).f32(0.0F).f32(6.0F).endProperty().property(123).u16(0).endProperty();
    b.u32(0).u16(1);
    b.open().u8(84).i64(600).shortString(QString()).u8(2);
    b.property(78).i64(-5).endProperty().property(60).f32(1e6F).endProperty();
    b.u32(0).u16(0).close(true);
    b.close(true);
    b.patch32(2, quint32(b.size()));
    b.i64(-1).u8(0).u32(0).u8(0).u32(6).u32(0xFFFFFFFF).u8(0).u8(0).u8(0).u32(0).u32(0).u16(1);
    b.i64(100).u8(1).u32(3).u8(2).u32(groupA).u32(5).u8(1).u8(1).u8(2);
    b.u32(2).i64(11).i64(-12).u32(1).i64(13).u16(1);
    b.i64(500).u8(0).u32(1).u8(1).u32(groupB).u32(0xFFFFFFFF).u8(0).u8(0).u8(0).u32(0).u32(0).u16(0);
    return {t.text(), b.bytes()};
}

/// The rows of a data-driven test over both fixtures: one column "fixture".
inline void addFixtureRows()
{
    QTest::addColumn<LayoutFixture>("fixture");
    QTest::newRow("ui") << uiFixture();
    QTest::newRow("level") << levelFixture();
}

} // namespace mwb::test

Q_DECLARE_METATYPE(mwb::test::LayoutFixture)
