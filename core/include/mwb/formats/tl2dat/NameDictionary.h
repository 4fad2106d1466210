// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"
#include "mwb/formats/tl2dat/DatDocument.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

namespace mwb::formats::tl2dat {

/// Names for the rg_hash values a BINDAT stores instead of tag and key names (TL2 keeps only the hashes, so a
/// decompiler needs a list of names; specs/tl2.md §2). One table for tags and keys.
///
/// Names file format (UTF-8, what `mwb-cli dat learn-names` writes): one name per line, exactly as written in
/// the text DAT (case and inner spaces kept; a trailing CR is ignored); empty lines and lines starting with '#'
/// are skipped, so a name cannot start with '#'. Names with lone surrogates cannot be stored in UTF-8 and are
/// skipped. The hash is computed on load, so the file cannot disagree with it.
///
/// builtin() is the list shipped in the core library (resource :/mwb/tl2dat/tl2-names.txt): every tag and key
/// name of the corpus text DATs and LAYOUTs, plus names verified to hash to the keys seen in the corpus BINDATs.
class NameDictionary
{
public:
    /// The shipped names; loaded once, thread-safe.
    [[nodiscard]] static const NameDictionary &builtin();
    /// Parses a names file (see above). Never fails: lines that are not names are skipped.
    [[nodiscard]] static NameDictionary fromText(const QByteArray &utf8);
    /// Reads a names file; Io error when it cannot be read.
    [[nodiscard]] static Result<NameDictionary> load(const QString &path);

    /// Adds `name` unless its hash already has a name (the first name of a hash wins). Ignored: empty names
    /// (rg_hash("") is 0 and name(0) is always ""), names with a line break or a lone surrogate, names starting
    /// with '#' (none of these can be stored in a names file).
    void add(const QString &name);
    /// Adds every name of `other` (names this dictionary already has for a hash win).
    void merge(const NameDictionary &other);
    /// Adds the tag of `node` and of every block below it, and every property key.
    void learn(const DatNode &node);

    /// The name of `hash`, or nullptr when unknown; "" for hash 0.
    [[nodiscard]] const QString *name(quint32 hash) const;
    [[nodiscard]] qsizetype size() const { return m_names.size(); }
    /// All names, sorted by UTF-16 code units.
    [[nodiscard]] QStringList names() const;
    /// The names file for this dictionary: a comment line, then names() one per line (LF).
    [[nodiscard]] QByteArray toText() const;

private:
    QHash<quint32, QString> m_names;
};

} // namespace mwb::formats::tl2dat
