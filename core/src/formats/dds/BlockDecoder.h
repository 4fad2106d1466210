// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

#include <array>

namespace mwb::formats::dds {

/// One decoded 4×4 block, 0xAARRGGBB, row-major.
using Texels = std::array<quint32, 16>;

/// The block-compression encodings (Direct3D names) and their block sizes.
enum class BlockEncoding { Bc1, Bc2, Bc3, Bc4, Bc5 };

[[nodiscard]] constexpr int blockBytes(BlockEncoding encoding)
{
    return encoding == BlockEncoding::Bc1 || encoding == BlockEncoding::Bc4 ? 8 : 16;
}

/// Decodes one block of `blockBytes(encoding)` bytes at `block`.
[[nodiscard]] Texels decodeBlock(BlockEncoding encoding, const uchar *block);

} // namespace mwb::formats::dds
