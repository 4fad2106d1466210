// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TestFiles.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/tl2dat/DatDocument.h"
#include "mwb/formats/tl2mod/ModFolder.h"
#include "mwb/formats/tl2mod/ModPacker.h"

#include <QMap>
#include <QTemporaryDir>

#include <utility>
#include <vector>

namespace mwb::test::conflicts {

/// Files of a generated mod or base folder: '/'-path → content.
using Files = QMap<QString, QByteArray>;

inline const QString kSword = QStringLiteral("MEDIA/UNITS/ITEMS/SWORD.DAT");
inline const QString kShield = QStringLiteral("MEDIA/UNITS/ITEMS/SHIELD.DAT");
inline const QString kIcon = QStringLiteral("MEDIA/TEXTURES/ICON.DDS");

/// A text DAT [UNIT] (UTF-16LE, as GUTS writes it) with NAME, UNIT_GUID, UNITTYPE and `properties` (type, key,
/// value), and an [EFFECTS] block holding EFFECT:FIRE.
inline QByteArray unit(const QString &name, qint64 guid, const std::vector<std::tuple<QString, QString, QString>> &properties)
{
    formats::tl2dat::DatDocument dat;
    dat.root.tag = QStringLiteral("UNIT");
    dat.root.add(QStringLiteral("STRING"), QStringLiteral("NAME"), name);
    dat.root.add(QStringLiteral("INTEGER64"), QStringLiteral("UNIT_GUID"), QString::number(guid));
    dat.root.add(QStringLiteral("STRING"), QStringLiteral("UNITTYPE"), QStringLiteral("SWORD"));
    for (const auto &[type, key, value] : properties)
        dat.root.add(type, key, value);
    formats::tl2dat::DatNode effects;
    effects.tag = QStringLiteral("EFFECTS");
    effects.add(QStringLiteral("STRING"), QStringLiteral("EFFECT"), QStringLiteral("FIRE"));
    dat.root.children.push_back(effects);
    return dat.toUtf16();
}

/// SWORD.DAT with the given values (the base has DAMAGE 10, SPEED 5, RANGE 1.5, LEVEL 1), plus `extra` properties.
inline QByteArray sword(int damage, int speed, const QString &range, int level,
    const std::vector<std::tuple<QString, QString, QString>> &extra = {})
{
    std::vector<std::tuple<QString, QString, QString>> properties{
        {QStringLiteral("INTEGER"), QStringLiteral("DAMAGE"), QString::number(damage)},
        {QStringLiteral("INTEGER"), QStringLiteral("SPEED"), QString::number(speed)},
        {QStringLiteral("FLOAT"), QStringLiteral("RANGE"), range},
        {QStringLiteral("INTEGER"), QStringLiteral("LEVEL"), QString::number(level)}};
    properties.insert(properties.end(), extra.begin(), extra.end());
    return unit(QStringLiteral("Sword"), 1001, properties);
}

/// SHIELD.DAT (the base has ARMOR 20, WEIGHT 3).
inline QByteArray shield(int armor, int weight)
{
    return unit(QStringLiteral("Shield"), 1002,
        {{QStringLiteral("INTEGER"), QStringLiteral("ARMOR"), QString::number(armor)},
            {QStringLiteral("INTEGER"), QStringLiteral("WEIGHT"), QString::number(weight)}});
}

/// The game's files: SWORD.DAT, SHIELD.DAT and ICON.DDS below MEDIA/.
inline Files baseFiles()
{
    return {{kSword, sword(10, 5, QStringLiteral("1.5"), 1)}, {kShield, shield(20, 3)}, {kIcon, "base icon"}};
}

/// Mod A: DAMAGE 12 (against B's 15: a real conflict), SPEED 7 (C sets 7 too: harmless), its own ICON.DDS
/// (against C's: a file-level conflict) and a file no other mod has.
inline Files modA()
{
    return {{kSword, sword(12, 7, QStringLiteral("1.5"), 1)}, {kIcon, "icon of A"},
        {QStringLiteral("MEDIA/A_ONLY.TXT"), "only A"}};
}

/// Mod B: DAMAGE 15, RANGE 2.5 (only B: disjoint); SHIELD ARMOR 25 (only B).
inline Files modB()
{
    return {{kSword, sword(15, 5, QStringLiteral("2.5"), 1)}, {kShield, shield(25, 3)}};
}

/// Mod C: SPEED 7, LEVEL 3, a new ICON property (only C); SHIELD WEIGHT 4 (only C); its own ICON.DDS.
inline Files modC()
{
    return {{kSword, sword(10, 7, QStringLiteral("1.5"), 3, {{QStringLiteral("STRING"), QStringLiteral("ICON"),
                                                               QStringLiteral("sword_c")}})},
        {kShield, shield(20, 4)}, {kIcon, "icon of C"}};
}

inline bool writeFolder(const QString &dir, const Files &files)
{
    bool ok = QDir().mkpath(dir);
    for (auto it = files.begin(); ok && it != files.end(); ++it)
        ok = writeFile(dir + QLatin1Char('/') + it.key(), it.value());
    return ok;
}

/// Packs `files` as GUTS builds a mod (DATs compiled to BINDAT, RAW indexes regenerated), named `name`, listing
/// `removeFiles` under REMOVE_FILES.
inline bool writeMod(const QString &path, const QString &name, const Files &files, const QStringList &removeFiles = {})
{
    QTemporaryDir folder;
    formats::tl2mod::ModInfo info;
    info.name = name;
    info.removeFiles = removeFiles;
    SilentProgress progress;
    return folder.isValid() && writeFile(folder.filePath(QStringLiteral("MOD.DAT")), writeModDat(info))
        && writeFolder(folder.path(), files)
        && packModFolder(folder.path(), path, formats::tl2mod::PackOptions{}, progress).has_value();
}

/// The three mods A, B, C and the base folder, written below `dir`: A.MOD, B.MOD, C.MOD and base/.
inline bool writeLoadOrder(const QString &dir)
{
    return writeMod(dir + QStringLiteral("/A.MOD"), QStringLiteral("A"), modA())
        && writeMod(dir + QStringLiteral("/B.MOD"), QStringLiteral("B"), modB())
        && writeMod(dir + QStringLiteral("/C.MOD"), QStringLiteral("C"), modC())
        && writeFolder(dir + QStringLiteral("/base"), baseFiles());
}

} // namespace mwb::test::conflicts
