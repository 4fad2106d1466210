// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ContentDescriber.h"

#include <QByteArrayView>

namespace mwb::formats::dbc {

/// WDBC tables for the property inspector: the header, the schema used (the 3.3.5a definition or guessed types
/// with their confidence and notes), every record with its fields (lazy) and the string block. See
/// core/include/mwb/core/content/Content.h (Kind) for the probe/describe contract.
[[nodiscard]] bool probeDbc(const QString &entryPath, QByteArrayView bytes);
[[nodiscard]] ContentDescription describeDbc(const QString &entryPath, const QByteArray &bytes);

} // namespace mwb::formats::dbc
