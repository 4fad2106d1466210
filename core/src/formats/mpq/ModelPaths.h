// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>

#include <functional>

namespace mwb::formats::mpq {

/// The texture paths of a Warcraft III binary model (.mdx): "MDLX", then chunks of a 4-byte tag and a 32-bit size;
/// the TEXS chunk holds 268-byte textures (a replaceable id, a 260-byte zero-padded path, flags).
class ModelPaths
{
public:
    /// Whether `bytes` start like an .mdx model.
    [[nodiscard]] static bool isModel(QByteArrayView bytes);
    /// Calls `visit` with every non-empty texture path (a view into `bytes`, up to its terminator). Stops at the
    /// first chunk that does not fit the bytes left.
    static void forEachTexture(QByteArrayView bytes, const std::function<void(QByteArrayView)> &visit);
};

} // namespace mwb::formats::mpq
