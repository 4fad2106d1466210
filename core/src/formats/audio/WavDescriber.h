// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ContentDescriber.h"

#include <QByteArrayView>

namespace mwb::formats::audio {

/// WAVE (RIFF) files for the property inspector: the RIFF header and every chunk (id, size, data, pad byte),
/// with "fmt " decoded. See core/include/mwb/core/content/Content.h (Kind) for the probe/describe contract.
[[nodiscard]] bool probeWav(const QString &entryPath, QByteArrayView bytes);
[[nodiscard]] ContentDescription describeWav(const QString &entryPath, const QByteArray &bytes);

} // namespace mwb::formats::audio
