// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <vector>

namespace mwb::formats::tl2translate {

/// Where a translator stands with one entry; what the Translate table's status column shows.
enum class PoStatus {
    Untranslated, ///< empty msgstr
    Translated,
    Fuzzy, ///< translated, but flagged `#, fuzzy` (the original changed, or the translation is a guess)
    Obsolete, ///< `#~`: its original is gone from the mod; kept so the work is not lost
};

/// One gettext PO message (no plural forms: Torchlight 2 has none).
struct PoEntry
{
    QString context; ///< msgctxt; empty when the entry has none
    QString original; ///< msgid
    QString translation; ///< msgstr
    QStringList translatorComments; ///< `# ` lines, the translator's own
    QStringList extractedComments; ///< `#. ` lines, written by the workbench (e.g. "not used by the mod's DATs")
    QStringList references; ///< `#: ` lines, one reference each (file:block path:key)
    bool fuzzy = false; ///< the `fuzzy` flag
    QStringList flags; ///< the other `#, ` flags, in order
    QString previousOriginal; ///< `#| msgid`: the original a fuzzy translation was made for
    bool obsolete = false; ///< `#~`
    int line = 0; ///< 1-based line of the entry's first line when read from a file; 0 when built in code

    [[nodiscard]] PoStatus status() const;
    /// True when no DAT of the mod uses the original (a pair only in the mod's TRANSLATION.DAT).
    [[nodiscard]] bool unused() const { return !obsolete && references.isEmpty(); }
    /// The key gettext identifies a message by: context and original.
    [[nodiscard]] QString key() const;
};

/// A gettext PO file: the header entry (msgid "") and the messages in file order.
///
/// Reading accepts what GNU gettext writes: comments, msgctxt, multi-line strings, the C escapes gettext uses
/// (\\ \" \n \t \r \a \b \f \v, octal up to \177), obsolete `#~` entries with their `#~|` previous strings. Errors are
/// structured, with the byte offset of the offending line and its 1-based number in the message: Corrupt (a line that
/// is not PO, an unterminated string or bad escape, a msgstr without msgid, a message without msgstr, two messages with
/// the same context and original, invalid UTF-8), Unsupported (plural forms, a charset other than UTF-8, an octal
/// escape above \177, which gettext reads as one byte of a multi-byte character),
/// LimitExceeded (more than kMaxFileSize bytes).
///
/// Writing produces UTF-8 without BOM, LF line ends, one reference per `#:` line, a string split into several
/// lines after each embedded line feed, nothing wrapped otherwise. parse(toUtf8()) reproduces every field but
/// `line`.
struct PoFile
{
    static constexpr qint64 kMaxFileSize = qint64(256) << 20;

    QStringList headerComments; ///< translator comments above the header entry
    QString header; ///< the header's msgstr: "Name: value\n" lines
    std::vector<PoEntry> entries;

    [[nodiscard]] static Result<PoFile> parse(const QByteArray &bytes, const QString &pathForErrors);
    /// parse() of a file; Io when it cannot be read.
    [[nodiscard]] static Result<PoFile> load(const QString &path);
    [[nodiscard]] QByteArray toUtf8() const;

    /// The value of header field `name` ("Language"), empty when absent.
    [[nodiscard]] QString headerField(const QString &name) const;
    /// Sets (or appends) header field `name`.
    void setHeaderField(const QString &name, const QString &value);
    /// The header a new PO of the workbench starts with (UTF-8, no plurals, `Language` set to `language`).
    [[nodiscard]] static QString defaultHeader(const QString &language);
};

/// How many entries of a PO stand where: the summaries of the CLI and the Translate window's footer.
struct PoCounts
{
    int translated = 0; ///< translated and not fuzzy (unused ones included)
    int fuzzy = 0;
    int untranslated = 0;
    int unused = 0; ///< non-obsolete entries no DAT of the mod uses (PoEntry::unused())
    int obsolete = 0;

    /// The messages the mod has now: every entry but the obsolete ones.
    [[nodiscard]] int strings() const { return translated + fuzzy + untranslated; }
};

/// The counts of the entries of `po`.
[[nodiscard]] PoCounts countEntries(const PoFile &po);

/// Updates a translator's PO to a new collection of the mod's strings, as msgmerge does:
/// - an original both have keeps the translator's translation, comments and flags; references and extracted
///   comments come from `fresh` (an empty translation takes the one `fresh` has, e.g. from the mod's own
///   TRANSLATION.DAT); an obsolete entry whose original is back is revived;
/// - a new original whose place (a reference) an old, vanished original had is a change: it takes the old
///   translation, flagged fuzzy, with the old original as previous msgid (`#|`);
/// - any other new original comes as `fresh` has it (untranslated unless the mod translates it);
/// - an old original no longer collected becomes obsolete (`#~`) when it holds a translation or comments, and is
///   dropped otherwise.
/// The header is `translated`'s (or `fresh`'s when it has none). Entries follow `fresh`'s order (its obsolete entries
/// are ignored), obsolete ones last.
[[nodiscard]] PoFile mergePo(const PoFile &translated, const PoFile &fresh);

/// mergePo() of the PO file at `translatedPath` (PoFile::load(), with its errors) and `fresh`: `mod strings
/// --update` and the Translate window's Open PO….
[[nodiscard]] Result<PoFile> mergePoFile(const QString &translatedPath, const PoFile &fresh);

} // namespace mwb::formats::tl2translate
