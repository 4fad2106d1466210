// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/tl2mod/ModPacker.h"

#include <QByteArray>

#include <optional>

namespace mwb::formats::tl2mod {

/// How the RAW index at `path` ("MEDIA/UNITDATA.RAW") changes from `before` to `after`; either may be absent (a
/// RAW added or dropped). No value when both are absent or byte-identical. A `before` that does not parse counts
/// as empty. Tables are compared as RawTableChange says.
[[nodiscard]] std::optional<RawIndexChange> compareRawIndex(
    const QString &path, const std::optional<QByteArray> &before, const std::optional<QByteArray> &after);

/// True when `after` holds records that `before` lacks or holds with other values (a stale `before`).
[[nodiscard]] bool lacksOrContradicts(const RawIndexChange &change);

} // namespace mwb::formats::tl2mod
