// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Archive.h"
#include "mwb/core/Progress.h"
#include "mwb/core/Result.h"
#include "mwb/formats/tl2translate/PoFile.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace mwb::formats::tl2translate {

/// What collectStrings() reads besides the mod's DATs.
struct CollectOptions
{
    /// The language of the mod's own MEDIA/TRANSLATIONS/<LANGUAGE>/TRANSLATION.DAT (any case). Empty: the one
    /// language the mod translates, when it translates exactly one.
    QString language;
    /// The game's files (its MEDIA folder, or a folder or archive holding MEDIA/): its TRANSLATION.DAT of the
    /// language fills the strings the mod uses and does not translate itself. Optional.
    const Archive *base = nullptr;
};

/// The translatable strings of a mod, as a PO ready to write, and what was read to make it.
struct StringCollection
{
    /// One entry per original, in order of first use (DATs by path, then in file order), then the mod's pairs no
    /// DAT uses (`#. not used by the mod's DATs`, no references). References are every place the original is a
    /// TRANSLATE value, as "FILE:BLOCK/PATH:KEY": the entry path (a compiled X.DAT.BINDAT named X.DAT), the tags
    /// of the blocks down to the value joined by '/' (a tag that repeats among its siblings numbered "[n]" from 1;
    /// a tag without a name in the dictionary as 0xXXXXXXXX) and the key, e.g.
    /// "MEDIA/UNITS/ITEMS/SWORD.DAT:UNIT/AFFIXES/AFFIX[2]:TEXT". A translation comes from the mod's TRANSLATION.DAT,
    /// else from the game's (`#. translation of the game`). When the mod's file gives one original two translations,
    /// the second is its own entry with a msgctxt ("TRANSLATION.DAT 2", …), as PO needs. The header names the language.
    PoFile po;
    QString language; ///< the language whose pairs were read (empty when none)
    QString translationFile; ///< the mod's TRANSLATION.DAT that was read (empty when none)
    int datFiles = 0; ///< DATs read
    int values = 0; ///< non-empty TRANSLATE values found
    int modPairs = 0; ///< pairs read from the mod's TRANSLATION.DAT
    int unusedPairs = 0; ///< of those, originals no DAT uses
    int gameTranslations = 0; ///< translations taken from the base
    std::vector<Error> skipped; ///< DATs that could not be read (their strings are missing from `po`)
};

/// Collects every TRANSLATE value of the DATs of `mod` (a .MOD, a mod folder, a LayeredArchive of a load order),
/// text and compiled, skipping MEDIA/TRANSLATIONS/ and a mod folder's MOD.DAT. DATs are read in parallel on the shared
/// worker pool; the result does not depend on the thread count. Errors: Canceled; a TRANSLATION.DAT of the mod or the
/// base that cannot be read (its reader's error). A DAT that cannot be read is reported in `skipped`, not an error.
[[nodiscard]] Result<StringCollection> collectStrings(
    const Archive &mod, const CollectOptions &options, Progress &progress);

/// The languages `mod` has a TRANSLATION.DAT of (MEDIA/TRANSLATIONS/<LANGUAGE>/TRANSLATION.DAT, text or compiled),
/// upper-cased and sorted: what the Translate window offers besides a new language.
[[nodiscard]] QStringList translatedLanguages(const Archive &mod);

} // namespace mwb::formats::tl2translate
