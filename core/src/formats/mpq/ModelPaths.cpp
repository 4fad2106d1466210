// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModelPaths.h"

#include "MpqFormat.h"

namespace mwb::formats::mpq {

namespace {

constexpr QByteArrayView kMagic("MDLX", 4);
constexpr QByteArrayView kTextures("TEXS", 4);
constexpr qsizetype kChunkHeader = 8;
constexpr qsizetype kTextureSize = 268;
constexpr qsizetype kPathOffset = 4;
constexpr qsizetype kPathSize = 260;

} // namespace

bool ModelPaths::isModel(QByteArrayView bytes)
{
    return bytes.startsWith(kMagic);
}

void ModelPaths::forEachTexture(QByteArrayView bytes, const std::function<void(QByteArrayView)> &visit)
{
    if (!isModel(bytes))
        return;
    qsizetype at = kMagic.size();
    while (bytes.size() - at >= kChunkHeader) {
        const QByteArrayView tag = bytes.sliced(at, 4);
        const quint32 size = format::le32(bytes.data() + at + 4);
        at += kChunkHeader;
        if (size > quint64(bytes.size() - at))
            return;
        if (tag == kTextures) {
            for (qsizetype t = at; t + kTextureSize <= at + qsizetype(size); t += kTextureSize) {
                const QByteArrayView field = bytes.sliced(t + kPathOffset, kPathSize);
                const qsizetype end = field.indexOf('\0');
                const QByteArrayView path = end < 0 ? field : field.first(end);
                if (!path.isEmpty())
                    visit(path);
            }
        }
        at += size;
    }
}

} // namespace mwb::formats::mpq
