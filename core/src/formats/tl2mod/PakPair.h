// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace mwb::formats::tl2mod {

/// The two files of a game archive: "PAKS/DATA.PAK" and its manifest "PAKS/DATA.PAK.MAN".
struct PakPair
{
    QString manifest; ///< the .PAK.MAN
    QString pak; ///< the .PAK
};

/// The pair `path` belongs to: a name ending in ".MAN" (any case) is the manifest and the .PAK is that name without
/// it; any other name is the .PAK, whose manifest is the name plus ".MAN", or ".man" when only that exists.
[[nodiscard]] PakPair pakPairOf(const QString &path);

/// True when `path` names a manifest (ends in ".MAN", any case).
[[nodiscard]] bool isManifestName(const QString &path);

} // namespace mwb::formats::tl2mod
