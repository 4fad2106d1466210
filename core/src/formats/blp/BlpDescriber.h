// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ContentDescriber.h"

#include <QByteArrayView>

namespace mwb::formats::blp {

/// BLP1/BLP2 textures for the property inspector: the header (encoding and alpha fields decoded), the mip table
/// (offsets and sizes, each row named by its level's size), the palette or shared JPEG header, the byte range of
/// every decodable level and the decoder's warnings. See core/include/mwb/core/content/Content.h (Kind) for the probe/describe contract.
[[nodiscard]] bool probeBlp(const QString &entryPath, QByteArrayView bytes);
[[nodiscard]] ContentDescription describeBlp(const QString &entryPath, const QByteArray &bytes);

} // namespace mwb::formats::blp
