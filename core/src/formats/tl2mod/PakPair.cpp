// SPDX-License-Identifier: GPL-3.0-or-later
#include "PakPair.h"

#include <QFileInfo>

namespace mwb::formats::tl2mod {

namespace {

const QString kManifestSuffix = QStringLiteral(".MAN");

} // namespace

bool isManifestName(const QString &path)
{
    return path.endsWith(kManifestSuffix, Qt::CaseInsensitive);
}

PakPair pakPairOf(const QString &path)
{
    if (isManifestName(path))
        return {path, path.chopped(kManifestSuffix.size())};
    const QString upper = path + kManifestSuffix;
    const QString lower = path + kManifestSuffix.toLower();
    return {!QFileInfo::exists(upper) && QFileInfo::exists(lower) ? lower : upper, path};
}

} // namespace mwb::formats::tl2mod
