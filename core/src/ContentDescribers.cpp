// SPDX-License-Identifier: GPL-3.0-or-later
// The content describer registry: one line per format (see ContentDescribers.h for how to add one).
#include "ContentDescribers.h"

#include "formats/audio/WavDescriber.h"
#include "formats/blp/BlpDescriber.h"
#include "formats/dbc/DbcDescriber.h"
#include "formats/images/ImageDescribers.h"
#include "formats/mir2map/MapDescriber.h"
#include "formats/tl2dat/BindatDescriber.h"
#include "formats/tl2mpp/MppDescriber.h"
#include "mwb/formats/tl2layout/BinLayoutDescriber.h"
#include "mwb/formats/tl2raw/RawDescriber.h"

#include <QCoreApplication>

namespace mwb {

namespace {

class DescriberText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::ContentDescriber)
};

/// Tried in order; the first probe that answers yes describes the bytes.
constexpr detail::ContentDescriberEntry kDescribers[] = {
    {"png", formats::images::probePng, formats::images::describePng},
    {"dds", formats::images::probeDds, formats::images::describeDds},
    {"blp", formats::blp::probeBlp, formats::blp::describeBlp},
    {"dbc", formats::dbc::probeDbc, formats::dbc::describeDbc},
    {"bmp", formats::images::probeBmp, formats::images::describeBmp},
    {"wav", formats::audio::probeWav, formats::audio::describeWav},
    {"tga", formats::images::probeTga, formats::images::describeTga},
    {"layout binlayout", formats::tl2layout::probeBinLayout, formats::tl2layout::describeBinLayout},
    {"dat template bindat", formats::tl2dat::probeBindat, formats::tl2dat::describeBindat},
    {"mpp", formats::tl2mpp::probeMpp, formats::tl2mpp::describeMpp},
    {"map", formats::mir2map::probeMap, formats::mir2map::describeMap},
    {"raw", formats::tl2raw::probeRaw, formats::tl2raw::describeRaw},
};

} // namespace

bool detail::hasExtension(const QString &entryPath, QLatin1StringView extension)
{
    const qsizetype dot = entryPath.size() - extension.size() - 1;
    return dot >= 0 && entryPath.at(dot) == QLatin1Char('.')
        && QStringView(entryPath).sliced(dot + 1).compare(extension, Qt::CaseInsensitive) == 0;
}

QStringList describedFileExtensions()
{
    QStringList extensions;
    for (const detail::ContentDescriberEntry &describer : kDescribers) {
        for (const QString &extension : QString::fromLatin1(describer.extensions).split(QLatin1Char(' ')))
            extensions << extension;
    }
    extensions.removeDuplicates();
    return extensions;
}

Result<ContentDescription> describeContent(const QString &entryPath, const QByteArray &bytes)
{
    for (const detail::ContentDescriberEntry &describer : kDescribers) {
        if (describer.probe(entryPath, bytes)) {
            ContentDescription description = describer.describe(entryPath, bytes);
            if (description.error && description.error->path.isEmpty())
                description.error->path = entryPath;
            return description;
        }
    }
    return Error{
        ErrorCode::Unsupported, DescriberText::tr("No structure describer recognises these bytes"), entryPath, -1};
}

} // namespace mwb
