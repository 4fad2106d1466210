// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/tl2layout/BinLayout.h"

#include <QString>
#include <QStringView>

#include <optional>
#include <vector>

namespace mwb::formats::tl2layout::detail {

/// The Group lines that feed a node of the datagroup tree (seed 001 §3.3; heiybb/TL2-RE's packer, which compiles
/// GUTS's datagroups byte for byte; Awkward-im/Torchlight's TL2Lib). In a Group's [PROPERTIES] the first CHOICE and
/// the first GAME MODE set the node (a second one is the object's own CHOICE / GAME MODE member, written after them),
/// the other fields exist only in the node.
enum class GroupField {
    Choice, ///< u8: ALL 0, WEIGHT 1, RANDOM CHANCE 2
    Randomization, ///< u32 weight, 1 when absent
    Number, ///< u8, 1 when absent
    Tag, ///< u32 feature tag id (data/tl2-feature-tags.txt), 0xFFFFFFFF when absent
    NoTagFound, ///< u8 bool
    LevelUnique, ///< u8 bool
    GameMode, ///< u8: ALL 0, NORMAL 1, NEW GAME PLUS 2
    ActiveThemes, ///< u32 count + i64 theme ids; comma-separated in text
    DeactiveThemes,
};

/// The field a Group's text key feeds, or nullopt. CHOICE and GAME MODE are fields only on their first line.
[[nodiscard]] std::optional<GroupField> groupFieldNamed(QStringView key);

/// Sets `field` of `node` from its text; false when the text is not a value of that field.
[[nodiscard]] bool setGroupField(LayoutDataGroup &node, GroupField field, QStringView value);

/// A datagroup node as a Group object has it before any line is read (randomization 1, number 1, no tag).
[[nodiscard]] LayoutDataGroup defaultGroupNode(qint64 id);
/// The synthetic root of a datagroup tree (id -1, everything 0, no tag).
[[nodiscard]] LayoutDataGroup rootGroupNode();

/// One text line of a Group's datagroup fields.
struct GroupLine
{
    QLatin1String type;
    QLatin1String key;
    QString value;
};

/// The lines that give `node` its fields, in the order the decompiler writes them (defaults left out). The object's
/// own CHOICE / GAME MODE members (`choiceMember`, `gameModeMember`, when stored) force the first line of that key,
/// so that they compile back as second lines; their spelling is kept when it names the node's value. nullopt when
/// the node holds a value no text gives (a choice or game mode past 2, a flag past 1).
[[nodiscard]] std::optional<std::vector<GroupLine>> groupLines(const LayoutDataGroup &node,
    const std::optional<QString> &choiceMember, const std::optional<QString> &gameModeMember);

} // namespace mwb::formats::tl2layout::detail
