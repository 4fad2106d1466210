// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/images/ImageExport.h"

#include "mwb/core/SafePath.h"
#include "mwb/core/io/StagedOutput.h"
#include "mwb/core/io/WorkerPool.h"
#include "mwb/formats/blp/BlpTexture.h"
#include "mwb/formats/dds/DdsImage.h"
#include "mwb/formats/images/PngWriter.h"
#include "mwb/formats/images/TgaImage.h"

#include <QFile>
#include <QMap>

#include <atomic>
#include <mutex>
#include <optional>
#include <unordered_set>

namespace mwb::formats::images {

namespace {

const QByteArray kPngSignature("\x89PNG\r\n\x1a\n", 8);

QString suffixOf(const QString &path)
{
    const qsizetype dot = path.lastIndexOf(QLatin1Char('.'));
    const qsizetype slash = std::max(path.lastIndexOf(QLatin1Char('/')), path.lastIndexOf(QLatin1Char('\\')));
    return dot > slash ? path.mid(dot + 1).toLower() : QString();
}

QByteArray ddsToPng(const dds::DdsImage &image)
{
    QByteArray rgba(qsizetype(image.argb.size()) * 4, Qt::Uninitialized);
    uchar *out = reinterpret_cast<uchar *>(rgba.data());
    for (const quint32 argb : image.argb) {
        *out++ = uchar(argb >> 16);
        *out++ = uchar(argb >> 8);
        *out++ = uchar(argb);
        *out++ = uchar(argb >> 24);
    }
    return encodePng(rgba, image.width, image.height);
}

/// Plans `relative` in `output`, refused when it escapes the target (UnsafePath).
Result<int> stage(io::StagedOutput &output, const QString &relative)
{
    auto inside = resolveInside(output.root(), relative);
    if (!inside)
        return inside.error();
    return output.add(inside->sliced(output.root().size() + 1));
}

Result<void> writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly) || file.write(bytes) != bytes.size() || !file.flush())
        return Error{ErrorCode::Io, ImageExport::tr("Cannot write: %1").arg(file.errorString()), path, -1};
    return {};
}

/// The first error by position among those the workers report, so the job names the same image every run.
class FirstError
{
public:
    void report(int position, Error error)
    {
        const std::lock_guard lock(m_mutex);
        if (!m_error || position < m_position) {
            m_position = position;
            m_error = std::move(error);
        }
    }
    [[nodiscard]] const std::optional<Error> &error() const { return m_error; }

private:
    std::mutex m_mutex;
    int m_position = 0;
    std::optional<Error> m_error;
};

/// Planned images by output path (sorted); a later one replaces an earlier one with the same path, compared
/// case-insensitively as the games compare entry names (a patch's "ICONS\\a.blp" replaces "Icons\\A.blp").
class PlannedByOutput
{
public:
    void add(const std::shared_ptr<const Archive> &archive, const EntryIndex::Input &input)
    {
        if (input.path.endsWith(QLatin1Char('/')) || !ImageExport::isExportable(input.path))
            return;
        const QString output = ImageExport::pngName(QString(input.path).replace(QLatin1Char('\\'), QLatin1Char('/')));
        m_byKey.insert(output.toLower(), PlannedImage{archive, input.entry, input.path, output});
    }
    [[nodiscard]] std::vector<PlannedImage> images() const { return {m_byKey.begin(), m_byKey.end()}; }

private:
    QMap<QString, PlannedImage> m_byKey;
};

} // namespace

bool ImageExport::isExportable(const QString &path)
{
    const QString suffix = suffixOf(path);
    return suffix == u"blp" || suffix == u"dds" || suffix == u"tga" || suffix == u"png";
}

QString ImageExport::pngName(const QString &path)
{
    const QString suffix = suffixOf(path);
    return (suffix.isEmpty() ? path : path.chopped(suffix.size() + 1)) + QStringLiteral(".png");
}

Result<QByteArray> ImageExport::toPng(const QString &path, const QByteArray &bytes)
{
    const QString suffix = suffixOf(path);
    if (suffix == u"png") {
        if (!bytes.startsWith(kPngSignature))
            return Error{ErrorCode::BadMagic, tr("Not a PNG file"), path, 0};
        return bytes;
    }
    if (suffix == u"blp") {
        auto image = blp::decodeBlp(bytes, 0, path);
        if (!image)
            return image.error();
        return encodePng(image->rgba, image->width, image->height);
    }
    if (suffix == u"dds") {
        auto image = dds::DdsImage::decode(bytes, path);
        if (!image)
            return image.error();
        return ddsToPng(*image);
    }
    if (suffix == u"tga") {
        auto image = TgaImage::decode(bytes, path);
        if (!image)
            return image.error();
        return encodePng(image->rgba, image->width, image->height);
    }
    return Error{ErrorCode::Unsupported, tr("Not an image the export converts (BLP, DDS, TGA, PNG)"), path, -1};
}

std::vector<PlannedImage> ImageExport::plan(
    const std::vector<std::shared_ptr<const Archive>> &archives, const PathPatterns &patterns)
{
    PlannedByOutput planned;
    for (const std::shared_ptr<const Archive> &archive : archives) {
        for (const EntryIndex::Input &input : archive->indexInputs()) {
            if (patterns.isEmpty() || patterns.matches(input.path))
                planned.add(archive, input);
        }
    }
    return planned.images();
}

std::vector<PlannedImage> ImageExport::plan(const std::shared_ptr<const Archive> &archive, const std::vector<int> &entries)
{
    const std::unordered_set<int> wanted(entries.begin(), entries.end());
    PlannedByOutput planned;
    for (const EntryIndex::Input &input : archive->indexInputs()) {
        if (wanted.count(input.entry))
            planned.add(archive, input);
    }
    return planned.images();
}

Result<ImageExportSummary> ImageExport::write(const std::vector<PlannedImage> &images,
    const std::vector<ExtraFile> &extras, const QString &targetDir, Progress &progress)
{
    io::StagedOutput output(targetDir);
    if (auto prepared = output.prepare(); !prepared)
        return prepared.error();
    std::vector<int> staged;
    for (const PlannedImage &image : images) {
        auto file = stage(output, image.output);
        if (!file)
            return file.error();
        staged.push_back(*file);
    }
    progress.setTotal(qint64(images.size()));
    std::atomic<int> done{0};
    std::atomic<qint64> written{0};
    FirstError failure;
    io::parallelFor(int(images.size()), 0, [&](int position) {
        if (progress.isCanceled())
            return false;
        const PlannedImage &image = images[std::size_t(position)];
        const int file = staged[std::size_t(position)];
        auto bytes = image.archive->readEntry(image.entry);
        auto png = bytes ? toPng(image.entryPath, *bytes) : Result<QByteArray>(bytes.error());
        auto stored = png ? writeFile(output.stagedPath(file), *png) : Result<void>(png.error());
        if (!stored) {
            QFile::remove(output.stagedPath(file));
            output.drop(file);
            failure.report(position, stored.error());
            return false;
        }
        written += png->size();
        progress.setDone(++done);
        return true;
    });
    if (progress.isCanceled())
        return Error{ErrorCode::Canceled, tr("The image export was canceled"), targetDir, -1};
    if (failure.error())
        return *failure.error();
    for (const ExtraFile &extra : extras) {
        auto file = stage(output, extra.output);
        if (!file)
            return file.error();
        if (auto stored = writeFile(output.stagedPath(*file), extra.bytes); !stored)
            return stored.error();
    }
    const std::vector<io::StagedOutput::Failure> failures = output.commit();
    if (!failures.empty())
        return failures.front().error;
    return ImageExportSummary{int(images.size()), written.load()};
}

} // namespace mwb::formats::images
