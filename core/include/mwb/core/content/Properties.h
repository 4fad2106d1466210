// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <vector>

namespace mwb {

/// One name/value row, optionally tied to a byte offset in the inspected file.
struct Property
{
    QString name;
    QString value;
    qint64 offset = -1; ///< byte offset of the field in the file, -1 when none
    QString toolTip; ///< longer explanation, may be empty
};

/// A titled list of properties ("Cell", "Statistics", "Detection", …).
struct PropertyGroup
{
    QString title;
    std::vector<Property> rows;
};

} // namespace mwb
