// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TestFiles.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/tl2dat/DatDocument.h"
#include "mwb/formats/tl2mod/ModFolder.h"
#include "mwb/formats/tl2mod/ModPacker.h"
#include "mwb/formats/tl2translate/TranslationDat.h"

#include <QDir>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QTest>

#include <vector>

namespace mwb::test::translate {

using formats::tl2dat::DatDocument;
using formats::tl2dat::DatNode;
using formats::tl2translate::TranslationPair;

inline const QString kString = QStringLiteral("STRING");
inline const QString kTranslate = QStringLiteral("TRANSLATE");

/// The originals of the fixture mod, shaped like a real translated mod's strings.
inline const QString kSwordName = QStringLiteral("Flame Sword");
inline const QString kMeleeBonus = QStringLiteral("+[VALUE] Melee weapon damage bonus");
inline const QString kBurning = QStringLiteral("|cFFFF0000Burning|u for [DURATION] seconds");
inline const QString kStrike = QStringLiteral("Press [[KB:ATTACK]] to strike <STAT1> times");
inline const QString kSetsOnFire = QStringLiteral("Sets enemies on fire");
inline const QString kUnused = QStringLiteral("A string of an older version");

/// The mod's own Vietnamese pairs (as the real translated mod has them: placeholders kept).
inline std::vector<TranslationPair> modPairs()
{
    return {{kMeleeBonus, QStringLiteral("+[VALUE] sát thương vũ khí cận chiến")},
        {kSwordName, QStringLiteral("Kiếm Lửa")}, {kUnused, QStringLiteral("Một chuỗi cũ")}};
}

/// MEDIA/UNITS/ITEMS/FLAMESWORD.DAT: a [UNIT] with TRANSLATE values at the top and in two [AFFIX] blocks.
inline DatDocument swordDat()
{
    DatDocument dat;
    dat.root.tag = QStringLiteral("UNIT");
    dat.root.add(kString, QStringLiteral("NAME"), QStringLiteral("FLAMESWORD"));
    dat.root.add(kTranslate, QStringLiteral("DISPLAYNAME"), kSwordName);
    dat.root.add(kTranslate, QStringLiteral("DESCRIPTION"), kMeleeBonus);
    DatNode affixes;
    affixes.tag = QStringLiteral("AFFIXES");
    for (const QString &text : {kBurning, kStrike}) {
        DatNode affix;
        affix.tag = QStringLiteral("AFFIX");
        affix.add(kTranslate, QStringLiteral("TEXT"), text);
        affixes.children.push_back(affix);
    }
    dat.root.children.push_back(affixes);
    return dat;
}

/// MEDIA/SKILLS/FLAMESTRIKE.DAT: a [SKILL] that shares one original with the sword and has an empty TRANSLATE.
inline DatDocument skillDat()
{
    DatDocument dat;
    dat.root.tag = QStringLiteral("SKILL");
    dat.root.add(kTranslate, QStringLiteral("DISPLAYNAME"), kSwordName);
    dat.root.add(kTranslate, QStringLiteral("DESCRIPTION"), kSetsOnFire);
    dat.root.add(kTranslate, QStringLiteral("TEXT"), QString());
    return dat;
}

/// A GUTS mod folder: MOD.DAT, two DATs with TRANSLATE values, and the Vietnamese translation (TRANSLATION.DAT
/// with `pairs`, the language DAT), all as GUTS writes text DATs.
inline void writeModFolder(const QString &dir, const std::vector<TranslationPair> &pairs = modPairs())
{
    formats::tl2mod::ModInfo info;
    info.name = QStringLiteral("Flame Arms");
    info.author = QStringLiteral("tester");
    info.modId = 4242;
    info.version = 3;
    QVERIFY(writeFile(dir + QStringLiteral("/MOD.DAT"), formats::tl2mod::writeModDat(info)));
    QVERIFY(writeFile(dir + QStringLiteral("/MEDIA/UNITS/ITEMS/FLAMESWORD.DAT"), swordDat().toUtf16()));
    QVERIFY(writeFile(dir + QStringLiteral("/MEDIA/SKILLS/FLAMESTRIKE.DAT"), skillDat().toUtf16()));
    QVERIFY(writeFile(dir + QLatin1Char('/') + formats::tl2translate::translationDatPath(QStringLiteral("VIETNAMESE")),
        formats::tl2translate::translationDocument(pairs).toUtf16()));
    QVERIFY(writeFile(dir + QLatin1Char('/') + formats::tl2translate::languageDatPath(QStringLiteral("VIETNAMESE")),
        formats::tl2translate::languageDocument(
            {QStringLiteral("VIETNAMESE"), QStringLiteral("Tiếng Việt"), QStringLiteral("vi")})
            .toUtf16()));
}

/// writeModFolder() packed into `modPath` (its DATs compiled to BINDAT, as a published .MOD has them).
inline void writeMod(const QString &folder, const QString &modPath)
{
    writeModFolder(folder);
    SilentProgress progress;
    const auto packed = formats::tl2mod::packModFolder(folder, modPath, {}, progress);
    QVERIFY2(packed.has_value(), qPrintable(packed ? QString() : packed.error().toString()));
}

/// Skips the calling test when gettext is not installed (scripts/setup.sh installs it).
#define MWB_REQUIRE_MSGFMT()                                                                                           \
    if (QStandardPaths::findExecutable(QStringLiteral("msgfmt")).isEmpty())                                            \
        QSKIP("msgfmt (gettext) is not installed; scripts/setup.sh installs it");

/// `msgfmt --check` of a PO file: empty when it passes without a warning, else what msgfmt said.
inline QString msgfmtCheck(const QString &poPath)
{
    QProcess process;
    process.start(QStringLiteral("msgfmt"),
        {QStringLiteral("--check"), QStringLiteral("-o"), QStringLiteral("/dev/null"), poPath});
    if (!process.waitForFinished(60000))
        return QStringLiteral("msgfmt did not finish");
    const QString said = QString::fromUtf8(process.readAllStandardError());
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return said.isEmpty() ? QStringLiteral("msgfmt failed") : said;
    return said; // warnings count as failures too
}

} // namespace mwb::test::translate
