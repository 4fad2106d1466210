// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Archive.h"
#include "mwb/core/PathPatterns.h"
#include "mwb/core/Progress.h"
#include "mwb/core/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <memory>
#include <vector>

namespace mwb::formats::images {

/// One image entry to write as PNG: which archive and entry it comes from, and where it goes.
struct PlannedImage
{
    std::shared_ptr<const Archive> archive;
    int entry = -1;
    QString entryPath; ///< the entry's path in its archive, for errors and the decoder's choice
    QString output; ///< '/'-separated, relative to the target folder
};

/// A small file the job writes beside the images (an index), committed with them.
struct ExtraFile
{
    QString output;
    QByteArray bytes;
};

struct ImageExportSummary
{
    int images = 0;
    qint64 bytes = 0; ///< PNG bytes written
};

/// The image export: textures and pictures of archives written as PNG files, in parallel (io::parallelFor on the
/// shared worker pool), as one job with progress (images done) and cancel. Atomic: the files appear in the
/// target only when every image was read and converted (io::StagedOutput); an error or a cancel leaves nothing,
/// not even a target folder the job created. The archives are only read.
class ImageExport
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::images::ImageExport)
public:
    /// True for the names the export converts: .blp, .dds, .tga and .png (case-insensitive).
    [[nodiscard]] static bool isExportable(const QString &path);
    /// `path` with its extension replaced by ".png" ("Interface/Icons/X.blp" → "Interface/Icons/X.png").
    [[nodiscard]] static QString pngName(const QString &path);
    /// The PNG of one image file: a BLP's level 0, a DDS's top level, a TGA, decoded and encoded as PNG
    /// (PngWriter.h); a PNG is kept byte for byte. Errors are the decoders' (BadMagic for a PNG without its
    /// signature, Unsupported for other names).
    [[nodiscard]] static Result<QByteArray> toPng(const QString &path, const QByteArray &bytes);

    /// Every exportable file entry of `archives` that `patterns` select (all of them without patterns), written
    /// below the target with its folders and a .png name. When several archives hold the same output path
    /// (compared case-insensitively, as the games compare names), the last one wins (give a patch chain in load
    /// order). Ordered by output path.
    [[nodiscard]] static std::vector<PlannedImage> plan(
        const std::vector<std::shared_ptr<const Archive>> &archives, const PathPatterns &patterns);
    /// The exportable ones among `entries` of `archive` (a selection in the GUI).
    [[nodiscard]] static std::vector<PlannedImage> plan(
        const std::shared_ptr<const Archive> &archive, const std::vector<int> &entries);

    /// Writes `images` (and `extras`) below `targetDir`. Errors: the first failing image's (read or decode),
    /// UnsafePath for an output that escapes the target, Io, Canceled; nothing is left behind on any of them.
    [[nodiscard]] static Result<ImageExportSummary> write(const std::vector<PlannedImage> &images,
        const std::vector<ExtraFile> &extras, const QString &targetDir, Progress &progress);
};

} // namespace mwb::formats::images
