// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"
#include "mwb/formats/tl2dat/DatDocument.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace mwb::formats::tl2translate {

/// One pair of a TRANSLATION.DAT: the game shows `translation` wherever a TRANSLATE value equals `original`.
struct TranslationPair
{
    QString original;
    QString translation;
    qint64 offset = -1; ///< byte offset of its [TRANSLATION] block in a text file, of the node in a BINDAT; -1 built

    friend bool operator==(const TranslationPair &a, const TranslationPair &b)
    {
        return a.original == b.original && a.translation == b.translation;
    }
};

/// A language as MEDIA/TRANSLATIONS/<NAME>.DAT declares it.
struct LanguageInfo
{
    QString name; ///< NAME and the folder name, e.g. "VIETNAMESE" (upper case, as the game's files spell it)
    QString displayName; ///< DISPLAYNAME, what the game's language list shows; `name` when empty
    QString id; ///< ID; `name` in lower case when empty
};

/// "MEDIA/TRANSLATIONS/<NAME>/TRANSLATION.DAT" for a language name (upper-cased).
[[nodiscard]] QString translationDatPath(const QString &language);
/// "MEDIA/TRANSLATIONS/<NAME>.DAT" for a language name (upper-cased).
[[nodiscard]] QString languageDatPath(const QString &language);

/// The pairs of a TRANSLATION.DAT, text or BINDAT: a [TRANSLATIONS] block of [TRANSLATION] blocks with
/// <STRING>ORIGINAL and <STRING>TRANSLATION, in file order (blocks without an ORIGINAL are skipped, as the game
/// cannot match them). Errors: the DAT reader's (Corrupt, Truncated… with their offsets), InvalidInput when the
/// root block is not [TRANSLATIONS].
[[nodiscard]] Result<std::vector<TranslationPair>> readTranslationDat(
    const QByteArray &bytes, const QString &pathForErrors);

/// The TRANSLATION.DAT of `pairs`, in their order.
[[nodiscard]] tl2dat::DatDocument translationDocument(const std::vector<TranslationPair> &pairs);
/// The language DAT: [LANGUAGE] with DISPLAYNAME, NAME, ID and TRANSLATIONFILE (the translation's path).
[[nodiscard]] tl2dat::DatDocument languageDocument(const LanguageInfo &language);

} // namespace mwb::formats::tl2translate
