// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/tl2translate/PoFile.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace mwb::formats::tl2translate {

/// What can be wrong with one translation.
enum class ProblemKind {
    Placeholders, ///< the game's substitutions differ: [VALUE]-style, <STAT1>-style, |cAARRGGBB…|u colours, [[KB:…]]
    LineBreak, ///< a line feed: a DAT string cannot hold one
    TooLong, ///< much longer than the original: the game shows it in the original's box and does not wrap for it
    TooLongForDat, ///< more than 65535 UTF-16 code units: a BINDAT string cannot hold it
};

/// One problem of one translation, for the CLI, the PO check and the Translate table's marks.
struct TranslationProblem
{
    ProblemKind kind = ProblemKind::Placeholders;
    QStringList missing; ///< Placeholders: tokens of the original the translation lacks (each as often as missing)
    QStringList extra; ///< Placeholders: tokens of the translation the original does not have
    /// Translated one sentence, e.g. "placeholders differ: missing [VALUE]; extra [VALEUR]".
    [[nodiscard]] QString message() const;
    /// Stable, untranslated name for JSON: "placeholders", "line-break", "too-long", "too-long-for-dat".
    [[nodiscard]] QString code() const;
    /// True for what makes the game show a wrong text (left out of a build); false for a warning (TooLong).
    [[nodiscard]] bool blocksBuild() const { return kind != ProblemKind::TooLong; }
};

/// How long a translation may grow before TooLong: more than `ratio` × the original's length plus `slack`
/// characters. The game lays a translation out in the box its original had, so much longer text overflows.
struct LengthLimit
{
    double ratio = 2.0;
    int slack = 20;
};

/// The substitution tokens of `text` in order: [[KB:…]], [NAME], <NAME>, |c + 8 hex digits, |u.
[[nodiscard]] QStringList placeholders(const QString &text);

/// The problems of translating `original` as `translation` (none for an empty translation: it is never written).
[[nodiscard]] std::vector<TranslationProblem> checkTranslation(
    const QString &original, const QString &translation, const LengthLimit &limit = {});

/// The problems of one PO entry, with the entry's index in PoFile::entries.
struct EntryProblems
{
    std::size_t entry = 0;
    std::vector<TranslationProblem> problems;
};

/// checkTranslation() of every translated, non-obsolete entry of `po` that has a problem, in entry order.
[[nodiscard]] std::vector<EntryProblems> checkPo(const PoFile &po, const LengthLimit &limit = {});

} // namespace mwb::formats::tl2translate
