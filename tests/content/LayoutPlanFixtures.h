// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointF>
#include <QRectF>
#include <QString>
#include <QStringList>

namespace mwb::test {

/// A level layout (LF line ends, as an editor holds it) whose plan is known: a Room Piece "Hall" at (10, 0, 20)
/// turned a quarter (FORWARD +X, RIGHT −Z) holding an unnamed Light at (2, 5, 3) in its frame; a Unit Spawner "Boss"
/// at (−5, 1, 7); a Group at (100, 0, 100) holding an unnamed Unit Spawner at (1, 0, 1).
inline QString planLevelText()
{
    return QStringLiteral("[Layout]\n"
                          "\t<INTEGER>VERSION:54\n"
                          "\t<UNSIGNED INT>COUNT:5\n"
                          "\t[OBJECTS]\n"
                          "\t\t[BASEOBJECT]\n"
                          "\t\t\t[PROPERTIES]\n"
                          "\t\t\t\t<STRING>DESCRIPTOR:Room Piece\n"
                          "\t\t\t\t<STRING>NAME:Hall\n"
                          "\t\t\t\t<INTEGER64>PARENTID:-1\n"
                          "\t\t\t\t<INTEGER64>ID:1\n"
                          "\t\t\t\t<FLOAT>POSITIONX:10\n"
                          "\t\t\t\t<FLOAT>POSITIONY:0\n"
                          "\t\t\t\t<FLOAT>POSITIONZ:20\n"
                          "\t\t\t\t<FLOAT>FORWARDX:1\n"
                          "\t\t\t\t<FLOAT>FORWARDY:0\n"
                          "\t\t\t\t<FLOAT>FORWARDZ:0\n"
                          "\t\t\t\t<FLOAT>RIGHTX:0\n"
                          "\t\t\t\t<FLOAT>RIGHTY:0\n"
                          "\t\t\t\t<FLOAT>RIGHTZ:-1\n"
                          "\t\t\t[/PROPERTIES]\n"
                          "\t\t\t[CHILDREN]\n"
                          "\t\t\t\t[BASEOBJECT]\n"
                          "\t\t\t\t\t[PROPERTIES]\n"
                          "\t\t\t\t\t\t<STRING>DESCRIPTOR:Light\n"
                          "\t\t\t\t\t\t<STRING>NAME:Light\n"
                          "\t\t\t\t\t\t<INTEGER64>PARENTID:1\n"
                          "\t\t\t\t\t\t<INTEGER64>ID:2\n"
                          "\t\t\t\t\t\t<FLOAT>POSITIONX:2\n"
                          "\t\t\t\t\t\t<FLOAT>POSITIONY:5\n"
                          "\t\t\t\t\t\t<FLOAT>POSITIONZ:3\n"
                          "\t\t\t\t\t[/PROPERTIES]\n"
                          "\t\t\t\t[/BASEOBJECT]\n"
                          "\t\t\t[/CHILDREN]\n"
                          "\t\t[/BASEOBJECT]\n"
                          "\t\t[BASEOBJECT]\n"
                          "\t\t\t[PROPERTIES]\n"
                          "\t\t\t\t<STRING>DESCRIPTOR:Unit Spawner\n"
                          "\t\t\t\t<STRING>NAME:Boss\n"
                          "\t\t\t\t<INTEGER64>PARENTID:-1\n"
                          "\t\t\t\t<INTEGER64>ID:3\n"
                          "\t\t\t\t<FLOAT>POSITIONX:-5\n"
                          "\t\t\t\t<FLOAT>POSITIONY:1\n"
                          "\t\t\t\t<FLOAT>POSITIONZ:7\n"
                          "\t\t\t[/PROPERTIES]\n"
                          "\t\t[/BASEOBJECT]\n"
                          "\t\t[BASEOBJECT]\n"
                          "\t\t\t[PROPERTIES]\n"
                          "\t\t\t\t<STRING>DESCRIPTOR:Group\n"
                          "\t\t\t\t<STRING>NAME:Group\n"
                          "\t\t\t\t<INTEGER64>PARENTID:-1\n"
                          "\t\t\t\t<INTEGER64>ID:4\n"
                          "\t\t\t\t<FLOAT>POSITIONX:100\n"
                          "\t\t\t\t<FLOAT>POSITIONY:0\n"
                          "\t\t\t\t<FLOAT>POSITIONZ:100\n"
                          "\t\t\t[/PROPERTIES]\n"
                          "\t\t\t[CHILDREN]\n"
                          "\t\t\t\t[BASEOBJECT]\n"
                          "\t\t\t\t\t[PROPERTIES]\n"
                          "\t\t\t\t\t\t<STRING>DESCRIPTOR:Unit Spawner\n"
                          "\t\t\t\t\t\t<STRING>NAME:Unit Spawner\n"
                          "\t\t\t\t\t\t<INTEGER64>PARENTID:4\n"
                          "\t\t\t\t\t\t<INTEGER64>ID:5\n"
                          "\t\t\t\t\t\t<FLOAT>POSITIONX:1\n"
                          "\t\t\t\t\t\t<FLOAT>POSITIONY:0\n"
                          "\t\t\t\t\t\t<FLOAT>POSITIONZ:1\n"
                          "\t\t\t\t\t[/PROPERTIES]\n"
                          "\t\t\t\t[/BASEOBJECT]\n"
                          "\t\t\t[/CHILDREN]\n"
                          "\t\t[/BASEOBJECT]\n"
                          "\t[/OBJECTS]\n"
                          "[/Layout]\n");
}

/// The 1-based number of the first line of planLevelText() that contains `part`; 0 when none does.
inline int planLevelLineOf(const QString &part)
{
    const QStringList lines = planLevelText().split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines[i].contains(part))
            return int(i) + 1;
    }
    return 0;
}

/// Where planLevelText()'s plan items stand, in its pre-order (the Group is not drawn).
inline const QPointF kPlanLevelPositions[] = {{10, 20}, {13, 18}, {-5, 7}, {101, 101}};

/// A UI layout whose wireframe is known: a Window "Frame" at offset (100, 50), 400 × 300, holding a Window "OK"
/// 100 × 20, centred horizontally and at the bottom of the frame.
inline QString planUiText()
{
    return QStringLiteral("[UI]\n"
                          "\t<INTEGER>VERSION:4\n"
                          "\t<UNSIGNED INT>COUNT:2\n"
                          "\t[OBJECTS]\n"
                          "\t\t[BASEOBJECT]\n"
                          "\t\t\t[PROPERTIES]\n"
                          "\t\t\t\t<STRING>DESCRIPTOR:Window\n"
                          "\t\t\t\t<STRING>NAME:Frame\n"
                          "\t\t\t\t<INTEGER64>PARENTID:-1\n"
                          "\t\t\t\t<INTEGER64>ID:10\n"
                          "\t\t\t\t<FLOAT>OFFSET X:100\n"
                          "\t\t\t\t<FLOAT>OFFSET Y:50\n"
                          "\t\t\t\t<FLOAT>WIDTH:400\n"
                          "\t\t\t\t<FLOAT>HEIGHT:300\n"
                          "\t\t\t[/PROPERTIES]\n"
                          "\t\t\t[CHILDREN]\n"
                          "\t\t\t\t[BASEOBJECT]\n"
                          "\t\t\t\t\t[PROPERTIES]\n"
                          "\t\t\t\t\t\t<STRING>DESCRIPTOR:Window\n"
                          "\t\t\t\t\t\t<STRING>NAME:OK\n"
                          "\t\t\t\t\t\t<INTEGER64>PARENTID:10\n"
                          "\t\t\t\t\t\t<INTEGER64>ID:11\n"
                          "\t\t\t\t\t\t<FLOAT>WIDTH:100\n"
                          "\t\t\t\t\t\t<FLOAT>HEIGHT:20\n"
                          "\t\t\t\t\t\t<STRING>HORIZONTAL:CENTER\n"
                          "\t\t\t\t\t\t<STRING>VERTICAL:BOTTOM\n"
                          "\t\t\t\t\t[/PROPERTIES]\n"
                          "\t\t\t\t[/BASEOBJECT]\n"
                          "\t\t\t[/CHILDREN]\n"
                          "\t\t[/BASEOBJECT]\n"
                          "\t[/OBJECTS]\n"
                          "[/UI]\n");
}

/// planUiText()'s windows, in pre-order.
inline const QRectF kPlanUiRects[] = {{100, 50, 400, 300}, {250, 330, 100, 20}};

} // namespace mwb::test
