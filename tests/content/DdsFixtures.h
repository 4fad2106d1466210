// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QtEndian>

namespace mwb::test {

/// A DDS file written field by field: the 128-byte header for a `width` × `height` surface followed by `data`.
/// `fourCc` non-empty selects DDPF_FOURCC; otherwise the masks describe an uncompressed layout (DDPF_RGB, plus
/// DDPF_ALPHAPIXELS when alphaMask is set).
struct DdsFixture
{
    quint32 width = 4;
    quint32 height = 4;
    QByteArray fourCc;
    quint32 bitCount = 32;
    quint32 masks[4] = {0x00FF0000, 0x0000FF00, 0x000000FF, 0xFF000000}; // R, G, B, A
    quint32 mipCount = 1;

    [[nodiscard]] QByteArray bytes(const QByteArray &data) const
    {
        QByteArray file(128, '\0');
        auto put = [&file](int offset, quint32 value) { qToLittleEndian<quint32>(value, file.data() + offset); };
        file.replace(0, 4, "DDS ");
        put(4, 124);
        put(8, 0x1007 | (mipCount > 1 ? 0x20000 : 0)); // CAPS | HEIGHT | WIDTH | PIXELFORMAT (| MIPMAPCOUNT)
        put(12, height);
        put(16, width);
        put(28, mipCount);
        put(76, 32);
        if (!fourCc.isEmpty()) {
            put(80, 0x4);
            file.replace(84, 4, fourCc);
        } else {
            put(80, 0x40 | (masks[3] != 0 ? 0x1 : 0));
            put(88, bitCount);
            for (int i = 0; i < 4; ++i)
                put(92 + 4 * i, masks[i]);
        }
        put(108, 0x1000); // DDSCAPS_TEXTURE
        return file + data;
    }
};

} // namespace mwb::test
