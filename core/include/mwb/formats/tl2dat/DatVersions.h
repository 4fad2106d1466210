// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"
#include "mwb/formats/tl2dat/DatDocument.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace mwb::formats::tl2dat {

/// Several versions of one DAT (text or compiled BINDAT, in any mix) as text documents, in the order given, so they
/// can be compared property by property. Compiled versions are decompiled with the built-in names plus the names the
/// text versions spell out, so a key only a text version knows is shown by name in every version. The first version
/// that does not parse (DatDocument::parse, decompileBindat) is the error.
[[nodiscard]] Result<std::vector<DatDocument>> loadDatVersions(
    const std::vector<QByteArray> &versions, const QString &pathForErrors);

} // namespace mwb::formats::tl2dat
