// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/Archive.h"

namespace mwb {

const FormatDescription &Archive::format() const
{
    static const FormatDescription unregistered{"", QT_TRANSLATE_NOOP("mwb::FormatRegistry", "Unknown format"), {},
        {}, nullptr, nullptr, nullptr};
    const FormatDescription *found = FormatRegistry::byId(formatId());
    return found ? *found : unregistered; // archives made outside the registry (test doubles) can do nothing more

}

Result<VerifyReport> Archive::verify(Progress &) const
{
    return Error{ErrorCode::Unsupported, FormatRegistry::tr("%1 files have nothing to verify").arg(formatName()),
        path()};
}

} // namespace mwb
