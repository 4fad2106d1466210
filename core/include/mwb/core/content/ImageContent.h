// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/content/Content.h"

#include <QCoreApplication>
#include <QStringList>

#include <vector>

namespace mwb::content {

/// One decoded picture: `pixels` hold width × height pixels, 4 bytes each, rows top down.
struct ImageLevel
{
    enum class Format {
        Rgba8888, ///< R, G, B, A bytes (straight alpha)
        Argb32, ///< native-endian 0xAARRGGBB words (straight alpha)
    };
    int width = 0;
    int height = 0;
    Format format = Format::Rgba8888;
    QByteArray pixels;
};

/// What an image's header says, the basis of its comparison with another version.
struct ImageFacts
{
    QString format; ///< "PNG", "DDS", "BLP", "BMP", "TGA", "JPEG"…
    qint64 width = 0;
    qint64 height = 0;
    QString encoding; ///< "DXT5", "8-bit RGBA", "palettized"…
};

/// An image: textures the core decodes itself (BLP, DDS, TGA) as every level's pixels, or a format Qt's image
/// readers decode (PNG, JPEG, BMP, GIF, WebP), named by qtFormat() for the image view to decode.
class ImageContent final : public Content
{
    Q_DECLARE_TR_FUNCTIONS(mwb::content::ImageContent)
public:
    ImageContent(const Kind &kind, QString path, QByteArray bytes, ImageFacts facts);

    [[nodiscard]] const ImageFacts &facts() const { return m_facts; }
    /// The decoded levels, largest first (empty for a Qt-decoded format).
    [[nodiscard]] const std::vector<ImageLevel> &levels() const { return m_levels; }
    /// The Qt image format that decodes bytes() ("png", "jpeg"…), empty when levels() hold the pixels.
    [[nodiscard]] const QByteArray &qtFormat() const { return m_qtFormat; }
    /// Remarks of the decoder (odd mip tables, repaired headers), translated.
    [[nodiscard]] const QStringList &warnings() const { return m_warnings; }

    /// Building it (on the thread that parses): the decoded levels, or the Qt format; the describer of the
    /// structure; the summary; the problem when nothing could be decoded.
    void addLevel(ImageLevel level) { m_levels.push_back(std::move(level)); }
    void setQtFormat(QByteArray format) { m_qtFormat = std::move(format); }
    void addWarnings(const QStringList &warnings) { m_warnings << warnings; }
    void setDescriber(DescribedContent::Describer describer) { m_describer = describer; }
    using Content::setProblem;
    using Content::setSummary;

    /// "256 × 128".
    [[nodiscard]] static QString sizeText(qint64 width, qint64 height);

protected:
    [[nodiscard]] ContentDescription describe() const override;
    /// Compared with any image (a PNG that became a DDS too): format, dimensions and encoding.
    [[nodiscard]] std::optional<Result<diff::ContentDiff>> diffKind(const Content &before) const override;

private:
    ImageFacts m_facts;
    std::vector<ImageLevel> m_levels;
    QByteArray m_qtFormat;
    QStringList m_warnings;
    DescribedContent::Describer m_describer = nullptr;
};

} // namespace mwb::content
