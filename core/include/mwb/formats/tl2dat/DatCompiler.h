// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"
#include "mwb/formats/tl2dat/Bindat.h"
#include "mwb/formats/tl2dat/DatDocument.h"

#include <QByteArray>
#include <QString>
#include <QStringView>

namespace mwb::formats::tl2dat {

/// The hash stored for a tag or key name: rgHash(name), except that a name of exactly "0x" + 8 upper-case hex
/// digits is the hash itself (how decompileDat() writes hashes it has no name for, so they compile back).
[[nodiscard]] quint32 datNameHash(QStringView name);

/// Compiles a text DAT to the BINDAT tree: names hashed with datNameHash(), values converted by parseDatValue(),
/// STRING / TRANSLATE / NOTE values put in the string table.
///
/// String-id scheme: each distinct non-empty text gets id 1, 2, 3… in order of first use, depth first (a block's
/// properties in order, then its child blocks); the table lists them in that order; the same text under STRING and
/// TRANSLATE shares one entry (as in GUTS files); empty values use kEmptyStringId. The game resolves ids per file,
/// so any unique ids work (heiybb/TL2-RE: the shipped data has 565 cross-file id collisions); GUTS itself numbers
/// them with an editor-session counter, which is why compiled bytes differ from GUTS's only in the ids and the
/// table order (see normalizeStringIds()).
///
/// Errors are InvalidInput with the byte offset of the property line: an unknown `<TYPE>`, a value that is not
/// valid for its type (see DatValues.h), a text longer than 65535 UTF-16 code units.
[[nodiscard]] Result<BindatFile> compileDat(const DatDocument &document, const QString &pathForErrors);

/// Text DAT bytes (UTF-16LE/BE with BOM, UTF-16LE, UTF-8) → BINDAT bytes: DatDocument::parse + compileDat +
/// writeBindat. Text bigger than kMaxDatTextSize is LimitExceeded. Thread-safe (no shared state): the packer may
/// call it from many threads at once.
inline constexpr qint64 kMaxDatTextSize = qint64(256) << 20;
[[nodiscard]] Result<QByteArray> compileDatText(const QByteArray &textBytes, const QString &path);

} // namespace mwb::formats::tl2dat
