// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QtGlobal>

#include <array>
#include <vector>

namespace mwb::formats::blp {

/// Up to 256 colours for an RGBA image and a way to map pixels onto them. Images with at most 256 distinct
/// colours get exactly those; others a median cut over R, G, B (alpha is stored apart by BLP, in its plane).
class PaletteQuantizer
{
public:
    /// `rgba`: 4 bytes per pixel.
    explicit PaletteQuantizer(const QByteArray &rgba);

    /// 256 entries as BLP stores them: B, G, R, A.
    [[nodiscard]] QByteArray bgraPalette() const;
    /// The palette index of each pixel of `rgba` (any image, e.g. a smaller mip level).
    [[nodiscard]] QByteArray indices(const QByteArray &rgba) const;

private:
    [[nodiscard]] uchar nearest(const uchar *pixel) const;

    std::vector<std::array<uchar, 4>> m_colours;
};

} // namespace mwb::formats::blp
