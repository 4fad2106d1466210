// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LittleEndianWriter.h"

#include <QByteArray>
#include <QList>

#include <array>

namespace mwb::test {

class BlpBytes : public LittleEndianWriter<BlpBytes>
{
};

/// A BLP file built field by field, independently of the decoder: the header of either version, a palette (or a
/// shared JPEG header) and the levels' bytes placed one after the other, the mip table pointing at them unless a
/// test overrides entries.
struct BlpFixture
{
    int version = 2;
    quint32 compression = 1; ///< BLP1 compression / BLP2 type
    quint8 encoding = 1; ///< BLP2 only
    quint32 alphaBits = 0; ///< BLP1 alpha bits (u32) / BLP2 alpha depth (low byte)
    quint8 alphaType = 8; ///< BLP2 only
    quint32 hasMips = 0;
    quint32 width = 4;
    quint32 height = 4;
    std::array<quint32, 256> palette{}; ///< as stored: 0xAARRGGBB written little-endian = B, G, R, A bytes
    QByteArray jpegHeader; ///< BLP1/BLP2 JPEG only
    QList<QByteArray> levels;

    [[nodiscard]] int dataStart() const
    {
        const int header = version == 1 ? 156 : 148;
        return compression == 0 ? header + 4 + int(jpegHeader.size()) : header + 1024;
    }
    [[nodiscard]] static int mipOffsetsAt(int version) { return version == 1 ? 28 : 20; }

    [[nodiscard]] QByteArray bytes() const
    {
        BlpBytes b;
        b.raw(version == 1 ? QByteArray("BLP1") : QByteArray("BLP2"));
        if (version == 1) {
            b.u32(compression).u32(alphaBits).u32(width).u32(height).u32(5).u32(hasMips);
        } else {
            b.u32(compression).u8(encoding).u8(quint8(alphaBits)).u8(alphaType).u8(quint8(hasMips)).u32(width).u32(
                height);
        }
        quint32 at = quint32(dataStart());
        for (int level = 0; level < 16; ++level) {
            b.u32(level < levels.size() ? at : 0);
            at += level < levels.size() ? quint32(levels[level].size()) : 0;
        }
        for (int level = 0; level < 16; ++level)
            b.u32(level < levels.size() ? quint32(levels[level].size()) : 0);
        if (compression == 0) {
            b.u32(quint32(jpegHeader.size())).raw(jpegHeader);
        } else {
            for (quint32 colour : palette)
                b.u32(colour);
        }
        for (const QByteArray &level : levels)
            b.raw(level);
        return b;
    }
};

} // namespace mwb::test
