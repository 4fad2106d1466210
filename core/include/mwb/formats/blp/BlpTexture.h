// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <array>

namespace mwb::formats::blp {

/// Decoded pixels: `width` × `height` pixels of 4 bytes R, G, B, A (row-major, top-down), which
/// QImage::Format_RGBA8888 wraps directly. Core stays free of Qt GUI. `warnings` (translated) say what was odd
/// but still decoded: a level cut short (its missing pixels are transparent black), garbage header values.
struct RgbaImage
{
    int width = 0;
    int height = 0;
    QByteArray rgba;
    QStringList warnings;
};

/// One row of a BLP mip table as stored: where a level's bytes are and how many.
struct MipEntry
{
    quint32 offset = 0;
    quint32 size = 0;
};

/// A Blizzard BLP texture (BLP1: Warcraft III; BLP2: World of Warcraft) with its header read and its mip table
/// checked; levels are decoded on demand. Supports BLP1 JPEG (shared JPEG header) and palettized, BLP2
/// palettized (alpha depth 0/1/4/8), DXT1/DXT3/DXT5 (chosen by the alpha type) and uncompressed BGRA, every mip
/// level, any size up to the caps. Facts: /work/shared/specs/wow.md §1.
class BlpTexture
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::blp::BlpTexture)
public:
    static constexpr int kMaxSide = 8192; ///< per side; larger textures are LimitExceeded
    static constexpr int kMaxLevels = 16; ///< entries in a mip table
    static constexpr int kBlp1HeaderSize = 156; ///< before the palette or the JPEG header size
    static constexpr int kBlp2HeaderSize = 148;
    static constexpr int kPaletteSize = 256 * 4;

    enum class Encoding { Jpeg, Palette, Dxt1, Dxt3, Dxt5, Bgra };

    /// True when the bytes start with "BLP1" or "BLP2".
    [[nodiscard]] static bool hasSignature(QByteArrayView bytes);

    /// Reads the header and mip table of `bytes` (kept, implicitly shared); `label` names them in errors.
    /// Errors: BadMagic, Truncated (header, level 0 past the end), Corrupt (zero size, level 0 missing, JPEG header
    /// larger than the file), Unsupported (encoding, alpha type, alpha depth), LimitExceeded (a side over kMaxSide).
    [[nodiscard]] static Result<BlpTexture> parse(const QByteArray &bytes, const QString &label = {});

    /// Decodes `level` (0 = full size) to RGBA. Errors: InvalidInput for a level outside [0, levelCount()),
    /// Corrupt/Truncated when the level's bytes are unusable; a level cut short decodes with a warning.
    [[nodiscard]] Result<RgbaImage> decode(int level = 0) const;

    [[nodiscard]] int version() const { return m_version; }
    [[nodiscard]] Encoding encoding() const { return m_encoding; }
    /// "JPEG", "palettized", "DXT1", "DXT3", "DXT5", "BGRA" (a format fact, untranslated).
    [[nodiscard]] QString encodingName() const;
    [[nodiscard]] int width() const { return m_width; }
    [[nodiscard]] int height() const { return m_height; }
    /// Alpha bits used for decoding: 0, 1, 4 or 8 (odd stored values are normalised with a warning).
    [[nodiscard]] int alphaBits() const { return m_alphaBits; }
    /// The stored values: BLP1 alpha bits (u32), BLP2 alpha depth and alpha type, the "has mipmaps" value.
    [[nodiscard]] quint32 storedAlphaBits() const { return m_storedAlphaBits; }
    [[nodiscard]] int alphaType() const { return m_alphaType; }
    [[nodiscard]] quint32 hasMips() const { return m_hasMips; }
    [[nodiscard]] const std::array<MipEntry, kMaxLevels> &mipTable() const { return m_mips; }
    /// Levels that can be decoded: the mip chain down to 1×1 (only level 0 when "has mipmaps" is 0), cut at the
    /// first table entry that points outside the file.
    [[nodiscard]] int levelCount() const { return m_levelCount; }
    /// Levels the size implies when "has mipmaps" is set (halvings of the long side until 1, capped at 16).
    [[nodiscard]] int chainLength() const;
    /// Width and height of `level`: each side halved per level, never below 1.
    [[nodiscard]] int levelWidth(int level) const;
    [[nodiscard]] int levelHeight(int level) const;
    /// Size of the shared JPEG header (JPEG textures only).
    [[nodiscard]] quint32 jpegHeaderSize() const { return m_jpegHeaderSize; }
    /// Translated remarks on the header and mip table (normalised values, ignored table entries).
    [[nodiscard]] const QStringList &warnings() const { return m_warnings; }

private:
    /// Bytes before the palette or the JPEG header size: 156 (BLP1) or 148 (BLP2).
    [[nodiscard]] int headerSize() const;
    Result<void> readHeader(const QString &label);
    Result<void> checkMipTable(const QString &label);
    /// Shared JPEG header + the level's bytes through libjpeg, channels B, G, R, A put in order into `image`.
    Result<void> decodeJpegLevel(int level, QByteArrayView data, RgbaImage &image) const;

    QByteArray m_bytes;
    int m_version = 0;
    Encoding m_encoding = Encoding::Palette;
    int m_width = 0;
    int m_height = 0;
    int m_alphaBits = 0;
    quint32 m_storedAlphaBits = 0;
    int m_alphaType = 0;
    quint32 m_hasMips = 0;
    quint32 m_jpegHeaderSize = 0;
    std::array<MipEntry, kMaxLevels> m_mips{};
    int m_levelCount = 0;
    QStringList m_warnings;
};

/// Convenience: parse() then decode(level), the header's warnings first in the image's warnings.
[[nodiscard]] Result<RgbaImage> decodeBlp(const QByteArray &bytes, int level = 0, const QString &label = {});

} // namespace mwb::formats::blp
