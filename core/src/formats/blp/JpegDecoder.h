// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace mwb::formats::blp {

/// The samples of one JPEG image as stored, without colour conversion of 4-component (CMYK-labelled) images:
/// BLP keeps B, G, R, A in the four JPEG channels. 3-component images are converted the standard way (libjpeg's
/// YCbCr → RGB), 1-component ones are grey. `components` is 1, 3 or 4 bytes per pixel in `samples`, which hold
/// the top-left `width` × `height` pixels of an image of `fullWidth` × `fullHeight`.
struct JpegSamples
{
    int width = 0;
    int height = 0;
    int fullWidth = 0;
    int fullHeight = 0;
    int components = 0;
    QByteArray samples;
    QString warning; ///< libjpeg's first warning (corrupt data it decoded through), empty when none
};

/// Decodes a complete JPEG stream with the system's libjpeg(-turbo), at most its top-left `maxWidth` × `maxHeight`
/// pixels: rows below are never decoded and memory stays at one row beyond the result whatever size the stream
/// declares. Errors: Corrupt (libjpeg's message), Unsupported (other component counts).
[[nodiscard]] Result<JpegSamples> decodeJpeg(QByteArrayView jpeg, int maxWidth, int maxHeight);

} // namespace mwb::formats::blp
