// SPDX-License-Identifier: GPL-3.0-or-later
#include "GridCodecs.h"

#include "mwb/core/FormatRegistry.h"

#include "MapDescriber.h"
#include "MppDescriber.h"
#include "mwb/formats/grid/GridFileIo.h"
#include "mwb/formats/mir2map/MapDetector.h"

#include <QtEndian>

#include <cmath>

namespace mwb::gui {

using formats::mir2map::MapDetector;
using formats::mir2map::MapFile;
using formats::tl2mpp::MppFile;

namespace {

enum class MppFit { None, SizeOnly, Exact };

/// How well `bytes` match the .MPP header: the cell count must fill the file exactly; "Exact" also needs the
/// extents to equal the grid size × 0.4.
MppFit mppFit(QByteArrayView bytes)
{
    if (bytes.size() < MppFile::kHeaderSize)
        return MppFit::None;
    const auto w = qFromLittleEndian<qint32>(bytes.data());
    const auto h = qFromLittleEndian<qint32>(bytes.data() + 4);
    if (w <= 0 || h <= 0 || w > MppFile::kMaxDimension || h > MppFile::kMaxDimension
        || MppFile::kHeaderSize + qint64(w) * h != bytes.size())
        return MppFit::None;
    const auto extent = [bytes](int offset) {
        return qFromLittleEndian<float>(bytes.data() + offset);
    };
    const bool exact = std::abs(extent(16) - float(w) * MppFile::kCellSize) < 0.01F
        && std::abs(extent(20) - float(h) * MppFile::kCellSize) < 0.01F;
    return exact ? MppFit::Exact : MppFit::SizeOnly;
}

template<typename File>
Result<std::shared_ptr<const File>> shared(Result<File> file)
{
    if (!file)
        return file.error();
    return std::make_shared<const File>(std::move(file).value());
}

template<typename Describer, typename File>
Result<GridDocument> describe(Result<File> file, const QString &label)
{
    auto opened = shared(std::move(file));
    if (!opened)
        return opened.error();
    return Describer::describe(std::move(opened).value(), label);
}

} // namespace

Result<GridCodecs::Kind> GridCodecs::recognise(QByteArrayView bytes, const QString &label)
{
    const MppFit mpp = mppFit(bytes);
    if (mpp == MppFit::Exact)
        return Kind::Mpp;
    const auto detection = MapDetector::detect(bytes);
    if (detection.type)
        return Kind::Map;
    if (mpp == MppFit::SizeOnly)
        return Kind::Mpp;
    const Error &why = *detection.error;
    return Error{ErrorCode::BadMagic,
        tr("No supported format recognises this file. It is not an archive (.MOD, MPQ), not a TL2 .MPP grid (its "
           "header does not describe its size) and not a Legend of Mir map: %1")
            .arg(why.message),
        label, why.offset};
}

Result<GridDocument> GridCodecs::openFile(const QString &path)
{
    auto file = formats::grid::GridFileIo::readAll(path, MapFile::kMaxFileSize);
    if (!file)
        return file.error();
    auto kind = recognise(file->bytes, path);
    if (!kind)
        return kind.error();
    if (*kind == Kind::Mpp)
        return describe<MppDescriber>(MppFile::open(path), path);
    return describe<MapDescriber>(MapFile::open(path), path);
}

Result<GridDocument> GridCodecs::fromBytes(const QByteArray &bytes, const QString &label)
{
    auto kind = recognise(bytes, label);
    if (!kind)
        return kind.error();
    if (*kind == Kind::Mpp)
        return describe<MppDescriber>(MppFile::fromBytes(bytes, label), label);
    return describe<MapDescriber>(MapFile::fromBytes(bytes, label), label);
}

bool GridCodecs::hasGridName(const QString &path)
{
    const FormatDescription *format = FormatRegistry::byFileName(path);
    return format && format->can(Capability::Grid);
}

} // namespace mwb::gui
