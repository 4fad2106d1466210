// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/diff/ContentDiff.h"

#include "mwb/core/content/ContentRegistry.h"

namespace mwb::diff {

ContentDiff diffContent(const QString &entryPath, const QByteArray &before, const QByteArray &after)
{
    const auto old = content::parse(entryPath, before);
    return content::parse(entryPath, after)->diffFrom(*old);
}

} // namespace mwb::diff
