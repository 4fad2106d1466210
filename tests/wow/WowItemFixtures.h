// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "MpqFiles.h"
#include "mwb/formats/dbc/EditableTable.h"

#include <QMap>

#include <utility>
#include <vector>

namespace mwb::test {

using formats::dbc::EditableTable;

inline const QString kItem = QStringLiteral("DBFilesClient\\Item.dbc");
inline const QString kDisplay = QStringLiteral("DBFilesClient\\ItemDisplayInfo.dbc");

/// A table of the 3.3.5a definition `name` whose rows are `cells` (field key → text), by ID.
inline QByteArray clientTable(const QString &name, const std::vector<std::vector<std::pair<QString, QString>>> &rows)
{
    auto table = EditableTable::create(formats::dbc::DbcSchema::defined(name), name + QStringLiteral(".dbc"));
    for (const auto &cells : rows) {
        const qint64 id = cells.front().second.toLongLong();
        if (!table.addRow(id))
            return {};
        for (const auto &[key, text] : cells) {
            if (!table.setText(table.rowOf(id), table.schema().fieldIndex(key), text))
                return {};
        }
    }
    auto bytes = table.toBytes();
    return bytes ? *bytes : QByteArray();
}

/// A server's item_template dump: entries 25 (Item.dbc has it), 90001, 90002 and 90003, all of display 1542 but 90003.
inline const QByteArray kItemDump
    = "-- item_template, as a server's dump has it (the columns the client needs among others)\n"
      "CREATE TABLE `item_template` (\n  `entry` int unsigned NOT NULL DEFAULT '0',\n"
      "  `class` tinyint unsigned NOT NULL DEFAULT '0',\n  `subclass` tinyint unsigned NOT NULL,\n"
      "  `SoundOverrideSubclass` tinyint NOT NULL DEFAULT '-1',\n  `name` varchar(255) NOT NULL,\n"
      "  `displayid` int unsigned NOT NULL DEFAULT '0',\n  `Quality` tinyint unsigned NOT NULL,\n"
      "  `Material` tinyint NOT NULL DEFAULT '0',\n  `InventoryType` tinyint unsigned NOT NULL,\n"
      "  `sheath` tinyint unsigned NOT NULL DEFAULT '0',\n  PRIMARY KEY (`entry`)\n);\n"
      "INSERT INTO `item_template` VALUES (25,2,8,-1,'Worn Shortsword',1542,1,1,21,3),"
      "(90001,2,7,-1,'Blade of the Test',1542,4,1,13,3),(90002,4,4,-1,'Plate of the Test',1542,4,6,5,0),"
      "(90003,0,0,-1,'Not asked for',7,0,0,0,0);\n";

/// ID → the text of `key` for every row of a table read back.
inline QMap<qint64, QString> column(const QByteArray &bytes, const QString &name, const QString &key)
{
    QMap<qint64, QString> values;
    const auto table = EditableTable::open(bytes, name, name);
    if (!table)
        return values;
    for (int row = 0; row < table->rowCount(); ++row)
        values.insert(table->id(row), table->text(row, table->schema().fieldIndex(key)));
    return values;
}

/// An enUS Data folder `data` for the item tests, written by our MPQ writer: common.MPQ, and enUS/locale-enUS.MPQ
/// with Item.dbc (items 25 and 35) and ItemDisplayInfo.dbc (displays 472 and 1542). False on failure.
inline bool writeItemDataFolder(const QString &data)
{
    const QByteArray items = clientTable(QStringLiteral("Item"),
        {{{QStringLiteral("ID"), QStringLiteral("25")}, {QStringLiteral("ClassID"), QStringLiteral("2")},
             {QStringLiteral("SubclassID"), QStringLiteral("7")},
             {QStringLiteral("Sound_override_subclassID"), QStringLiteral("-1")},
             {QStringLiteral("Material"), QStringLiteral("1")},
             {QStringLiteral("DisplayInfoID"), QStringLiteral("1542")},
             {QStringLiteral("InventoryType"), QStringLiteral("21")},
             {QStringLiteral("SheatheType"), QStringLiteral("3")}},
            {{QStringLiteral("ID"), QStringLiteral("35")}, {QStringLiteral("ClassID"), QStringLiteral("2")},
                {QStringLiteral("DisplayInfoID"), QStringLiteral("472")}}});
    const QByteArray displays = clientTable(QStringLiteral("ItemDisplayInfo"),
        {{{QStringLiteral("ID"), QStringLiteral("472")},
             {QStringLiteral("InventoryIcon[0]"), QStringLiteral("INV_Staff_08")}},
            {{QStringLiteral("ID"), QStringLiteral("1542")},
                {QStringLiteral("ModelName[0]"), QStringLiteral("Sword_1H_Short_A_02.mdx")},
                {QStringLiteral("InventoryIcon[0]"), QStringLiteral("INV_Sword_04")}}});
    return !items.isEmpty() && !displays.isEmpty()
        && writeMpqFiles(data + QStringLiteral("/common.MPQ"), {{QStringLiteral("readme.txt"), "common"}})
        && writeMpqFiles(data + QStringLiteral("/enUS/locale-enUS.MPQ"), {{kItem, items}, {kDisplay, displays}});
}

} // namespace mwb::test
