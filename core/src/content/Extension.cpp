// SPDX-License-Identifier: GPL-3.0-or-later
#include "Extension.h"

namespace mwb {

bool detail::hasExtension(const QString &entryPath, QLatin1StringView extension)
{
    const qsizetype dot = entryPath.size() - extension.size() - 1;
    return dot >= 0 && entryPath.at(dot) == QLatin1Char('.')
        && QStringView(entryPath).sliced(dot + 1).compare(extension, Qt::CaseInsensitive) == 0;
}

} // namespace mwb
