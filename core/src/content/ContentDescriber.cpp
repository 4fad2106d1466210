// SPDX-License-Identifier: GPL-3.0-or-later
// describeContent(): the structure of any bytes, through the content registry.
#include "mwb/core/ContentDescriber.h"
#include "mwb/core/content/ContentRegistry.h"

#include <QCoreApplication>

namespace mwb {

Result<ContentDescription> describeContent(const QString &entryPath, const QByteArray &bytes)
{
    const auto parsed = content::parse(entryPath, bytes);
    if (QLatin1String(parsed->kind().id) == QLatin1String("hex")) {
        return Error{ErrorCode::Unsupported,
            QCoreApplication::translate("mwb::ContentDescriber", "No structure describer recognises these bytes"),
            entryPath, -1};
    }
    return parsed->structure();
}

} // namespace mwb
