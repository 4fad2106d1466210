// SPDX-License-Identifier: GPL-3.0-or-later
// Data folders for the WoW doctor's tests, written with the project's MPQ writer: a clean one (stock archives and a
// custom patch that adds an icon) and one with every planted mistake the doctor must find.
#pragma once

#include "MpqFiles.h"
#include "mwb/formats/dbc/DbcSchema.h"

#include <QtEndian>

namespace mwb::test {

using DataFiles = QMap<QString, QByteArray>;

/// One row of a fixture table: its ID and the value of the table's string column (`column`), every other field 0.
struct FixtureRow
{
    quint32 id = 0;
    QByteArray text; ///< the string; with `offset` >= 0 the field holds that offset instead
    qint64 offset = -1;
};

/// A 3.3.5a table `name` (its definition's record layout) whose `column` field (a key: "TextureFilename",
/// "Directory") holds each row's text. `recordCount` overrides the header's count (a damaged header).
inline QByteArray fixtureTable(
    const QString &name, const QString &column, const QList<FixtureRow> &rows, int recordCount = -1)
{
    const formats::dbc::DbcSchema schema = formats::dbc::DbcSchema::defined(name);
    const int fields = int(schema.fields.size());
    const int idField = schema.idField();
    const int textField = schema.fieldIndex(column);
    if (fields == 0 || idField < 0 || textField < 0 || schema.recordBytes() != 4 * fields)
        qFatal("fixtureTable: no 4-byte definition of %s.%s", qPrintable(name), qPrintable(column));
    QByteArray strings(1, '\0');
    QByteArray records;
    for (const FixtureRow &row : rows) {
        QList<quint32> values(fields, 0);
        values[idField] = row.id;
        if (row.offset >= 0) {
            values[textField] = quint32(row.offset);
        } else if (!row.text.isEmpty()) {
            values[textField] = quint32(strings.size());
            strings += row.text + '\0';
        }
        for (const quint32 value : values) {
            char bytes[4];
            qToLittleEndian(value, bytes);
            records.append(bytes, 4);
        }
    }
    QByteArray header("WDBC");
    for (const quint32 value : {quint32(recordCount >= 0 ? recordCount : int(rows.size())), quint32(fields),
             quint32(4 * fields), quint32(strings.size())}) {
        char bytes[4];
        qToLittleEndian(value, bytes);
        header.append(bytes, 4);
    }
    return header + records + strings;
}

/// Some bytes standing for a texture or model (more than one byte: a 1-byte file deletes the copies below it).
inline QByteArray fileBytes(const QString &what)
{
    return QStringLiteral("bytes of %1").arg(what).toUtf8();
}

/// The stock archives of an enUS Data folder at `data`: SpellIcon.dbc, Map.dbc and what their rows name.
inline bool writeStockArchives(const QString &data)
{
    const QString icon = QStringLiteral("Interface\\Icons\\Spell_Stock.blp");
    return writeMpqFiles(data + QStringLiteral("/common.MPQ"),
               {{QStringLiteral("DBFilesClient\\SpellIcon.dbc"),
                    fixtureTable(QStringLiteral("SpellIcon"), QStringLiteral("TextureFilename"),
                        {{1, "Interface\\Icons\\Spell_Stock"}})},
                   {QStringLiteral("DBFilesClient\\Map.dbc"),
                       fixtureTable(QStringLiteral("Map"), QStringLiteral("Directory"), {{0, "Azeroth"}})},
                   {icon, fileBytes(icon)},
                   {QStringLiteral("World\\Maps\\Azeroth\\Azeroth.wdt"), fileBytes(QStringLiteral("wdt"))},
                   {QStringLiteral("Sound\\Music\\Theme.mp3"), fileBytes(QStringLiteral("theme"))}})
        && writeMpqFiles(data + QStringLiteral("/patch-3.MPQ"),
            {{QStringLiteral("Sound\\Music\\Theme.mp3"), fileBytes(QStringLiteral("patched theme"))}})
        && writeMpqFiles(data + QStringLiteral("/enUS/locale-enUS.MPQ"),
            {{QStringLiteral("Interface\\FrameXML\\GlobalStrings.lua"), fileBytes(QStringLiteral("strings"))}});
}

/// A clean Data folder: the stock archives and patch-4.MPQ adding SpellIcon row 2 with its BLP and map row 1 with its
/// folder (the whole tables, as a client patch must hold them).
inline bool writeCleanDataFolder(const QString &data)
{
    const QString icon = QStringLiteral("Interface\\Icons\\Custom_Icon.blp");
    return writeStockArchives(data)
        && writeMpqFiles(data + QStringLiteral("/patch-4.MPQ"),
            {{QStringLiteral("DBFilesClient\\SpellIcon.dbc"),
                 fixtureTable(QStringLiteral("SpellIcon"), QStringLiteral("TextureFilename"),
                     {{1, "Interface\\Icons\\Spell_Stock"}, {2, "Interface\\Icons\\Custom_Icon"}})},
                {QStringLiteral("DBFilesClient\\Map.dbc"),
                    fixtureTable(QStringLiteral("Map"), QStringLiteral("Directory"), {{0, "Azeroth"}, {1, "Custom"}})},
                {icon, fileBytes(icon)},
                {QStringLiteral("World\\Maps\\Custom\\Custom.wdt"), fileBytes(QStringLiteral("custom wdt"))}});
}

/// The planted mistakes, each with the code the doctor must report and the file it must name.
struct PlantedMistake
{
    const char *code;
    const char *file;
};

inline const QList<PlantedMistake> kPlantedMistakes{
    {"archive-not-loaded", "patch-10.MPQ"},
    {"archive-not-loaded", "Patch_A.mpq"},
    {"archive-not-loaded", "enUS/patch-7.MPQ"},
    {"archive-wrong-locale", "patch-enUS-4.MPQ"},
    {"archive-wrong-locale", "deDE/patch-deDE-4.MPQ"},
    {"archive-unsupported-version", "patch-5.MPQ"},
    {"archive-unsupported-version", "patch-6.MPQ"},
    {"name-case-clash", "patch-V.mpq"},
    {"patch-shadows-stock", "patch-4.MPQ"},
    {"patch-hidden", "enUS/patch-enUS-4.MPQ"},
    {"truncated", "patch-4.MPQ"},
    {"string-offset-outside", "patch-4.MPQ"},
    {"duplicate-id", "patch-4.MPQ"},
    {"layout-mismatch", "patch-4.MPQ"},
    {"icon-missing", "patch-4.MPQ"},
    {"map-folder-missing", "patch-4.MPQ"},
};

/// A Data folder with every mistake of kPlantedMistakes.
inline bool writeBrokenDataFolder(const QString &data)
{
    formats::mpq::MpqWriteOptions v3;
    v3.version = 3;
    formats::mpq::MpqWriteOptions v4;
    v4.version = 4;
    const DataFiles custom{{QStringLiteral("Custom\\Readme.txt"), fileBytes(QStringLiteral("readme"))}};
    const QString stockIcon = QStringLiteral("Interface\\Icons\\Spell_Stock.blp");
    return writeStockArchives(data) && writeMpqFiles(data + QStringLiteral("/patch-10.MPQ"), custom)
        && writeMpqFiles(data + QStringLiteral("/Patch_A.mpq"), custom)
        && writeMpqFiles(data + QStringLiteral("/enUS/patch-7.MPQ"), custom)
        && writeMpqFiles(data + QStringLiteral("/patch-enUS-4.MPQ"), custom)
        && writeMpqFiles(data + QStringLiteral("/deDE/patch-deDE-4.MPQ"), custom)
        && writeMpqFiles(data + QStringLiteral("/patch-5.MPQ"), custom, v3)
        && writeMpqFiles(data + QStringLiteral("/patch-6.MPQ"), custom, v4)
        && writeMpqFiles(
            data + QStringLiteral("/patch-V.mpq"), {{QStringLiteral("V.txt"), fileBytes(QStringLiteral("upper V"))}})
        && writeMpqFiles(
            data + QStringLiteral("/patch-v.mpq"), {{QStringLiteral("V.txt"), fileBytes(QStringLiteral("lower v"))}})
        && writeMpqFiles(data + QStringLiteral("/enUS/patch-enUS-4.MPQ"),
            {{QStringLiteral("Sound\\Music\\Theme.mp3"), fileBytes(QStringLiteral("custom theme"))}})
        && writeMpqFiles(data + QStringLiteral("/patch-4.MPQ"),
            {{QStringLiteral("DBFilesClient\\SpellIcon.dbc"),
                 fixtureTable(QStringLiteral("SpellIcon"), QStringLiteral("TextureFilename"),
                     {{1, "Interface\\Icons\\Spell_Stock"}, {2, "Interface\\Icons\\Missing_Icon"}, {3, {}, 4096},
                         {3, "Interface\\Icons\\Spell_Stock"}})},
                {QStringLiteral("DBFilesClient\\Map.dbc"),
                    fixtureTable(
                        QStringLiteral("Map"), QStringLiteral("Directory"), {{0, "Azeroth"}, {1, "NoSuchMap"}})},
                {QStringLiteral("DBFilesClient\\AreaTable.dbc"),
                    fixtureTable(QStringLiteral("AreaTable"), QStringLiteral("AreaName_lang[enUS]"), {{1, "Zone"}}, 5)},
                {QStringLiteral("DBFilesClient\\Faction.dbc"),
                    QByteArray("WDBC\1\0\0\0\3\0\0\0\14\0\0\0\1\0\0\0", 20) + QByteArray(12, '\0')
                        + QByteArray(1, '\0')},
                {stockIcon, fileBytes(QStringLiteral("custom icon"))}});
}

} // namespace mwb::test
