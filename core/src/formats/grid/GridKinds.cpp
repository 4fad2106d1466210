// SPDX-License-Identifier: GPL-3.0-or-later
#include "GridKinds.h"

#include "formats/mir2map/MapContent.h"
#include "formats/mir2map/MapDescriber.h"
#include "formats/tl2mpp/MppContent.h"
#include "formats/tl2mpp/MppDescriber.h"
#include "mwb/formats/grid/GridRecognition.h"

#include <QCoreApplication>

namespace mwb::formats::grid {

namespace {

class GridText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::grid::GridKinds)
};

template <typename File>
Result<std::shared_ptr<const File>> shared(Result<File> file)
{
    if (!file)
        return file.error();
    return std::make_shared<const File>(std::move(file).value());
}

/// The describer of the format the name claims, for content no grid format accepts.
content::DescribedContent::Describer describerOf(const content::Kind &kind)
{
    return QLatin1String(kind.id) == QLatin1String("mpp") ? tl2mpp::describeMpp : mir2map::describeMap;
}

} // namespace

std::shared_ptr<const content::Content> parseGrid(const content::Kind &kind, const QString &path, const QByteArray &bytes)
{
    const GridRecognition recognised = recogniseGrid(bytes);
    if (recognised.format == GridFormat::Tl2Mpp) {
        if (auto mpp = shared(tl2mpp::MppFile::fromBytes(bytes, path)))
            return std::make_shared<const tl2mpp::MppContent>(kind, path, bytes, std::move(mpp).value());
    } else if (recognised.format == GridFormat::MirMap) {
        if (auto map = shared(mir2map::MapFile::fromBytes(bytes, path)))
            return std::make_shared<const mir2map::MapContent>(kind, path, bytes, std::move(map).value());
    }
    const Error why = recognised.mapRefusal.value_or(Error{ErrorCode::BadMagic, QString(), path, -1});
    return std::make_shared<const content::DescribedContent>(kind, path, bytes, describerOf(kind),
        Error{ErrorCode::BadMagic,
            GridText::tr("Not a walkability grid: not a TL2 .MPP (its header does not describe its size) and not a "
                         "Legend of Mir map: %1")
                .arg(why.message),
            path, why.offset});
}

} // namespace mwb::formats::grid
