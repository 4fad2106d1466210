// SPDX-License-Identifier: GPL-3.0-or-later
#include "GridCodecs.h"

#include "MapDescriber.h"
#include "MppDescriber.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/formats/grid/GridFileIo.h"
#include "mwb/formats/grid/GridRecognition.h"

namespace mwb::gui {

using formats::grid::GridFormat;
using formats::mir2map::MapFile;
using formats::tl2mpp::MppFile;

namespace {

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

Result<GridFormat> GridCodecs::recognise(QByteArrayView bytes, const QString &label)
{
    auto recognised = formats::grid::recogniseGrid(bytes);
    if (recognised.format != GridFormat::None)
        return recognised.format;
    const Error &why = *recognised.mapRefusal;
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
    auto kind = recognise(*file, path);
    if (!kind)
        return kind.error();
    if (*kind == GridFormat::Tl2Mpp)
        return describe<MppDescriber>(MppFile::open(path), path);
    return describe<MapDescriber>(MapFile::open(path), path);
}

Result<GridDocument> GridCodecs::fromBytes(const QByteArray &bytes, const QString &label)
{
    auto kind = recognise(bytes, label);
    if (!kind)
        return kind.error();
    if (*kind == GridFormat::Tl2Mpp)
        return describe<MppDescriber>(MppFile::fromBytes(bytes, label), label);
    return describe<MapDescriber>(MapFile::fromBytes(bytes, label), label);
}

bool GridCodecs::hasGridName(const QString &path)
{
    const FormatDescription *format = FormatRegistry::byFileName(path);
    return format && format->can(Capability::Grid);
}

} // namespace mwb::gui
