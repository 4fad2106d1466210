// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"
#include "mwb/formats/tl2dat/Bindat.h"
#include "mwb/formats/tl2dat/DatDocument.h"
#include "mwb/formats/tl2dat/NameDictionary.h"

#include <QByteArrayView>
#include <QString>

namespace mwb::formats::tl2dat {

/// The text for a tag or key hash: the dictionary's name when it is safe in text and hashes back to `hash`
/// through datNameHash(), else "0x" + 8 upper-case hex digits (which compiles back to `hash`). Unsafe: a line
/// break; for keys a ':'; for tags a leading '/'.
[[nodiscard]] QString datNameText(quint32 hash, const NameDictionary &names, bool isTag);

/// BINDAT tree → text DAT: canonical type names (datTypeName), values by formatDatValue, strings from the table.
/// Unsupported (with the string entry's offset) when a string holds a line feed, which the text syntax cannot
/// express. Otherwise nothing is lost: writeBindat(compileDat(decompileDat(f))) ==
/// writeBindat(normalizeStringIds(f)), i.e. BINDAT → text → BINDAT changes only string ids and table order
/// (plus what normalizeStringIds() documents: duplicate texts merged, unreferenced and empty entries dropped,
/// the 12-byte empty-table header written as 8 bytes).
[[nodiscard]] Result<DatDocument> decompileDat(
    const BindatFile &file, const NameDictionary &names, const QString &pathForErrors);

/// readBindat + decompileDat.
[[nodiscard]] Result<DatDocument> decompileBindat(
    QByteArrayView bytes, const NameDictionary &names, const QString &pathForErrors);

} // namespace mwb::formats::tl2dat
