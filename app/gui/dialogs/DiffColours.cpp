// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/DiffColours.h"

namespace mwb::gui {

QColor diffColour(diff::ChangeKind kind)
{
    using diff::ChangeKind;
    switch (kind) {
    case ChangeKind::Added:
        return QColor(0x2e, 0x7d, 0x32);
    case ChangeKind::Removed:
        return QColor(0xc6, 0x28, 0x28);
    case ChangeKind::Changed:
        return QColor(0xb2, 0x6a, 0x00);
    case ChangeKind::Renamed:
    case ChangeKind::Moved:
        break;
    }
    return QColor(0x15, 0x65, 0xc0);
}

QColor diffColour(diff::ContentChange::Kind kind)
{
    using Kind = diff::ContentChange::Kind;
    return diffColour(kind == Kind::Added ? diff::ChangeKind::Added
            : kind == Kind::Removed       ? diff::ChangeKind::Removed
                                          : diff::ChangeKind::Changed);
}

} // namespace mwb::gui
