// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Progress.h"
#include "mwb/core/Result.h"
#include "mwb/formats/tl2translate/PlaceholderCheck.h"
#include "mwb/formats/tl2translate/PoFile.h"
#include "mwb/formats/tl2translate/TranslationDat.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <vector>

namespace mwb::formats::tl2translate {

/// How buildTranslation() turns a PO into the game's files.
struct BuildOptions
{
    LanguageInfo language;
    bool compiled = true; ///< BINDAT, what a .MOD stores; false: UTF-16 text as GUTS writes it
    bool includeFuzzy = false; ///< fuzzy translations are guesses: left out unless asked for (as msgfmt does)
    LengthLimit limit;
};

/// The translation made from a PO: the pairs the game will match, what was left out, and the two files.
struct TranslationBuild
{
    std::vector<TranslationPair> pairs; ///< distinct (original, translation) pairs, in PO order
    std::vector<EntryProblems> problems; ///< every problem found; an entry with a blocking one is not in `pairs`
    int untranslated = 0; ///< entries without a translation (never written: the game shows the original)
    int fuzzy = 0; ///< fuzzy entries left out
    int leftOut = 0; ///< entries left out for a blocking problem
    QString translationPath; ///< translationDatPath(language)
    QByteArray translationDat;
    QString languagePath; ///< languageDatPath(language)
    QByteArray languageDat;
};

/// The pairs of the translated, non-obsolete entries of `po` (fuzzy ones only with includeFuzzy; none with a
/// blocking problem, see checkTranslation()) and the TRANSLATION.DAT and language DAT holding them. InvalidInput
/// when the language has no name; the compiler's errors otherwise.
[[nodiscard]] Result<TranslationBuild> buildTranslation(const PoFile &po, const BuildOptions &options);

/// What writing a translation into a .MOD did.
struct TranslatedModReport
{
    QString outputPath;
    qint64 outputBytes = 0;
    int pairs = 0;
    bool separateMod = false;
};

/// The files of `build` added to (or replacing those in) the .MOD at `modPath`, written to `outputPath` (may be
/// `modPath` itself) through the mod's ArchiveWriter: atomic, the input untouched on error or cancel.
[[nodiscard]] Result<TranslatedModReport> writeTranslationIntoMod(
    const QString &modPath, const TranslationBuild &build, const QString &outputPath, Progress &progress);

/// A new .MOD at `outputPath` holding only the files of `build`: named "<title> (<language>)", by the original's
/// author, its description saying which mod it translates and that it loads after it, a MOD_ID derived from the
/// original's and the language. The .MOD header cannot list the original as required yet (the game checks a hash
/// of required mods nobody has worked out; see tl2mod::packModFolder), so the requirement is in the description.
/// Packed through tl2mod::packModFolder: atomic, nothing left on error or cancel.
[[nodiscard]] Result<TranslatedModReport> writeTranslationMod(const QString &modPath, const TranslationBuild &build,
    const LanguageInfo &language, const QString &outputPath, Progress &progress);

} // namespace mwb::formats::tl2translate
