// SPDX-License-Identifier: GPL-3.0-or-later
// The two mods the lossless round trip was measured on, written by the tests themselves: one with a duplicate path
// of two different type codes (like a real mod's two MEDIA/TRANSLATIONS/…/TRANSLATION.DAT2 records), one whose
// UNITDATA.RAW is stale (it lists 2 items while the mod holds 3 items and 5 player classes).
#pragma once

#include "ModFixtures.h"
#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2mod/ModPacker.h"
#include "mwb/formats/tl2mod/TypeCodes.h"
#include "mwb/formats/tl2raw/RawRegenerator.h"

#include <QFile>
#include <QHash>

namespace mwb::test::tl2 {

inline const QString kDuplicatePath = QStringLiteral("MEDIA/TRANSLATIONS/VIETNAMESE/TRANSLATION.DAT2");

/// A unit DAT compiled to BINDAT, as a .MOD holds it.
inline QByteArray compiledUnit(int seed)
{
    return formats::tl2dat::compileDatText(unitDat(seed, 600), QStringLiteral("unit")).value();
}

/// Packs `folder` (MOD.DAT written here) storing every file as it is; the output path, or empty on failure.
inline QString packAsIs(const QString &folder, const QString &output)
{
    if (!writeFile(folder + QStringLiteral("/MOD.DAT"), formats::tl2mod::writeModDat(sampleInfo())))
        return {};
    formats::tl2mod::PackOptions options;
    options.compileSources = false;
    SilentProgress progress;
    return formats::tl2mod::packModFolder(folder, output, options, progress) ? output : QString();
}

/// Rewrites, in the manifest of `mod`, character `index` of the name of the record at `path` (same length, so
/// nothing moves) and its type code; the rolling hash covers only the data section, so the mod stays valid.
inline bool patchRecord(const QString &mod, const QString &path, int index, QChar character, quint8 type)
{
    qint64 recordOffset = -1;
    {
        const auto archive = ModArchive::open(mod);
        const int record = archive ? recordIndex(**archive, path) : -1;
        if (record < 0)
            return false;
        recordOffset = (*archive)->records()[std::size_t(record)].recordOffset;
    }
    // A record: u32 crc, u8 type, u16 length + UTF-16LE name.
    const char utf16[2] = {char(character.unicode() & 0xFF), char(character.unicode() >> 8)};
    QFile file(mod);
    return file.open(QIODevice::ReadWrite) && file.seek(recordOffset + 4) && file.putChar(char(type))
        && file.seek(recordOffset + 4 + 1 + 2 + 2 * index) && file.write(utf16, 2) == 2;
}

/// A mod with two records of kDuplicatePath: first UTF-16 text of type 18 (UNKNOWN), then a BINDAT of type 0 (DAT),
/// made by packing TRANSLATION.DAT2 and TRANSLATION.DAX2 and renaming the second record in the manifest (the
/// rolling hash covers only the data section). Also a unit DAT. Returns the .MOD's path, or empty on failure.
inline QString makeDuplicatePathMod(const QString &workDir)
{
    const QString folder = workDir + QStringLiteral("/dup-src");
    const QString dir = folder + QStringLiteral("/MEDIA/TRANSLATIONS/VIETNAMESE/");
    bool ok = writeFile(dir + QStringLiteral("TRANSLATION.DAT2"), QStringLiteral("[TRANSLATION]").toUtf8());
    ok = ok && writeFile(dir + QStringLiteral("TRANSLATION.DAX2"), compiledUnit(40));
    ok = ok && writeFile(folder + QStringLiteral("/MEDIA/UNITS/ITEMS/SWORD.DAT"), compiledUnit(41));
    const QString mod = ok ? packAsIs(folder, workDir + QStringLiteral("/DUPLICATE.MOD")) : QString();
    if (mod.isEmpty())
        return {};
    const QString second = dir.mid(folder.size() + 1) + QStringLiteral("TRANSLATION.DAX2");
    return patchRecord(mod, second, 14, QLatin1Char('T'), formats::tl2mod::TypeDat) ? mod : QString();
}

/// The UNITDATA.RAW regenerated from the given unit DATs (manifest path → bytes).
inline QByteArray unitDataOf(const QHash<QString, QByteArray> &units)
{
    using namespace formats::tl2raw;
    const RawSources sources
        = RawSources::fromFunction(units.keys(), [units](const QString &path) -> Result<QByteArray> {
              return units.value(path);
          });
    const auto raws = regenerateRaws(sources);
    return raws && !raws->empty() ? raws->front().serialize().value() : QByteArray();
}

/// The item and player DATs of the stale-RAW mod: 3 items, 5 players.
inline QHash<QString, QByteArray> staleModUnits()
{
    QHash<QString, QByteArray> units;
    for (int i = 1; i <= 3; ++i)
        units.insert(QStringLiteral("MEDIA/UNITS/ITEMS/ITEM%1.DAT").arg(i), compiledUnit(i));
    for (int i = 1; i <= 5; ++i)
        units.insert(QStringLiteral("MEDIA/UNITS/PLAYERS/CLASS%1.DAT").arg(i), compiledUnit(10 + i));
    return units;
}

/// A mod holding 3 items and 5 player classes whose UNITDATA.RAW lists only ITEM1 and ITEM2. Returns the .MOD's
/// path, or empty on failure.
inline QString makeStaleUnitDataMod(const QString &workDir)
{
    const QString folder = workDir + QStringLiteral("/stale-src");
    const QHash<QString, QByteArray> units = staleModUnits();
    bool ok = true;
    for (auto it = units.cbegin(); it != units.cend(); ++it)
        ok = ok && writeFile(folder + QLatin1Char('/') + it.key(), it.value());
    QHash<QString, QByteArray> listed;
    for (const char *item : {"MEDIA/UNITS/ITEMS/ITEM1.DAT", "MEDIA/UNITS/ITEMS/ITEM2.DAT"})
        listed.insert(QString::fromLatin1(item), units.value(QString::fromLatin1(item)));
    ok = ok && writeFile(folder + QStringLiteral("/MEDIA/UNITDATA.RAW"), unitDataOf(listed));
    return ok ? packAsIs(folder, workDir + QStringLiteral("/STALE.MOD")) : QString();
}

} // namespace mwb::test::tl2
