// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QString>

namespace mwb::widgets {

/// A coloured byte range of a hex view: [offset, offset + length), e.g. one field of a parsed structure.
struct HexRange
{
    qint64 offset = 0;
    qint64 length = 0;
    QColor color; ///< fill colour; drawn translucent over the background so the bytes stay readable
    QString toolTip; ///< shown when the pointer rests on the range; may be empty

    [[nodiscard]] qint64 end() const { return offset + length; }
    [[nodiscard]] bool contains(qint64 position) const { return position >= offset && position < end(); }
};

} // namespace mwb::widgets
