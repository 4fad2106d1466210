// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ContentDescriber.h"
#include "mwb/formats/tl2dat/NameDictionary.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace mwb::formats::tl2dat {

/// A compiled DAT: the name ends in .DAT, .TEMPLATE or .BINDAT (any case) and the bytes start with version 2.
[[nodiscard]] bool probeBindat(const QString &entryPath, QByteArrayView bytes);

/// The structure of a BINDAT for the property and hex inspectors: header fields, the string table (id, text,
/// byte range of each entry) and the node tree (tag names and property keys resolved through `names`, unknown
/// hashes as 0x…; each property with its type, value and byte range, and its key-hash / type / value fields).
/// Tables and nodes are lazy lists over a shared copy of the parsed file, so big files cost little up front.
/// On a read error the tree holds everything read before it and `error` says why and where.
[[nodiscard]] ContentDescription describeBindat(const QByteArray &bytes, const NameDictionary &names);
/// The registry form: describeBindat(bytes, NameDictionary::builtin()).
[[nodiscard]] ContentDescription describeBindat(const QString &entryPath, const QByteArray &bytes);

} // namespace mwb::formats::tl2dat
