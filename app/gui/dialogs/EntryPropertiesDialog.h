// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/EntryIndex.h"
#include "mwb/core/StructureNode.h"

#include <QDialog>

namespace mwb::gui {

/// Properties… of one archive entry (the tree's context menu, Alt+Return): what the tree's columns say, in words (size,
/// stored size, compression, checksum, locale, type, flags), above the entry's own records as the format describes them
/// (Archive::describeEntry: an MPQ block's flags by name — compressed, encrypted, FIX_KEY, single unit, sector CRC,
/// delete marker — and the compression method; a .MOD's manifest record and block header).
class EntryPropertiesDialog : public QDialog
{
    Q_OBJECT
public:
    EntryPropertiesDialog(const QString &path, const EntryIndex::Node &node, unsigned columns, StructureNode records,
        QWidget *parent = nullptr);
};

} // namespace mwb::gui
