// SPDX-License-Identifier: GPL-3.0-or-later
// The content registry: one row per kind, tried in order (see docs/ARCHITECTURE.md, "Adding a content kind").
#include "mwb/core/content/ContentRegistry.h"

#include "content/TextKind.h"
#include "formats/audio/WavDescriber.h"
#include "formats/blp/BlpContent.h"
#include "formats/blp/BlpDescriber.h"
#include "formats/dbc/DbcDescriber.h"
#include "formats/dbc/DbcKind.h"
#include "formats/grid/GridKinds.h"
#include "formats/images/ImageDescribers.h"
#include "formats/images/ImageKinds.h"
#include "formats/mir2map/MapDescriber.h"
#include "formats/tl2dat/DatKind.h"
#include "formats/tl2layout/LayoutKind.h"
#include "formats/tl2mpp/MppDescriber.h"
#include "mwb/formats/tl2dat/DatTextCodec.h"
#include "mwb/formats/tl2layout/LayoutContent.h"
#include "mwb/formats/tl2raw/RawDescriber.h"

#include <algorithm>

namespace mwb::content {

namespace {

using namespace mwb::formats;
using Described = DescribedContent;

/// Signatures first (an image named .DAT is an image), then names confirmed by content, then names alone, then
/// text, then the bytes. The extensions feed the Open dialog.
constexpr Kind kKinds[] = {
    {"dds", QT_TRANSLATE_NOOP("mwb::content::Kind", "DDS texture"), "dds", View::Image, images::probeDds,
        images::parseDds},
    {"blp", QT_TRANSLATE_NOOP("mwb::content::Kind", "BLP texture"), "blp", View::Image, blp::probeBlp, blp::parseBlp},
    {"dbc", QT_TRANSLATE_NOOP("mwb::content::Kind", "WoW client table"), "dbc", View::Table, dbc::probeDbc,
        dbc::parseDbc},
    {"png", QT_TRANSLATE_NOOP("mwb::content::Kind", "PNG image"), "png", View::Image, images::probePng,
        images::parsePng},
    {"jpeg", QT_TRANSLATE_NOOP("mwb::content::Kind", "JPEG image"), "jpg jpeg", View::Image, images::probeJpeg,
        images::parseJpeg},
    {"gif", QT_TRANSLATE_NOOP("mwb::content::Kind", "GIF image"), "gif", View::Image, images::probeGif,
        images::parseGif},
    {"webp", QT_TRANSLATE_NOOP("mwb::content::Kind", "WebP image"), "webp", View::Image, images::probeWebp,
        images::parseWebp},
    {"bmp", QT_TRANSLATE_NOOP("mwb::content::Kind", "BMP image"), "bmp", View::Image, images::probeBmp,
        images::parseBmp},
    {"wav", QT_TRANSLATE_NOOP("mwb::content::Kind", "WAVE audio"), "wav", View::Hex, audio::probeWav,
        Described::parser<audio::describeWav>},
    {"tga", QT_TRANSLATE_NOOP("mwb::content::Kind", "TGA image"), "tga", View::Image, images::probeTga,
        images::parseTga},
    {"tl2layout", QT_TRANSLATE_NOOP("mwb::content::Kind", "Torchlight 2 layout"), "layout binlayout", View::Plan,
        tl2layout::isLayoutContent, tl2layout::parseLayout},
    {"tl2dat", QT_TRANSLATE_NOOP("mwb::content::Kind", "Torchlight 2 DAT"), "dat template bindat", View::Text,
        tl2dat::isDatContent, tl2dat::parseDat},
    {"mpp", QT_TRANSLATE_NOOP("mwb::content::Kind", "Torchlight 2 pathing grid"), "mpp", View::Grid, tl2mpp::probeMpp,
        grid::parseGrid},
    {"mir2map", QT_TRANSLATE_NOOP("mwb::content::Kind", "Legend of Mir map"), "map", View::Grid, mir2map::probeMap,
        grid::parseGrid},
    {"raw", QT_TRANSLATE_NOOP("mwb::content::Kind", "Torchlight 2 RAW index"), "raw", View::Hex, tl2raw::probeRaw,
        Described::parser<tl2raw::describeRaw>},
    {"text", QT_TRANSLATE_NOOP("mwb::content::Kind", "Text"), "txt", View::Text, probeText, parseText},
    {"hex", QT_TRANSLATE_NOOP("mwb::content::Kind", "Binary data"), "", View::Hex, probeAnything, parseBytes},
};

} // namespace

std::span<const Kind> kinds()
{
    return kKinds;
}

const Kind *kindById(QStringView id)
{
    const auto found = std::find_if(std::begin(kKinds), std::end(kKinds),
        [id](const Kind &kind) { return id == QLatin1String(kind.id); });
    return found == std::end(kKinds) ? nullptr : found;
}

const Kind &recognize(const QString &path, QByteArrayView bytes)
{
    return *std::find_if(
        std::begin(kKinds), std::end(kKinds), [&](const Kind &kind) { return kind.probe(path, bytes); });
}

std::shared_ptr<const Content> parse(const QString &path, const QByteArray &bytes)
{
    const Kind &kind = recognize(path, bytes);
    return kind.parse(kind, path, bytes);
}

QStringList fileExtensions()
{
    QStringList extensions;
    for (const Kind &kind : kKinds) {
        for (const QString &extension : QString::fromLatin1(kind.extensions).split(QLatin1Char(' '), Qt::SkipEmptyParts))
            extensions << extension;
    }
    extensions.removeDuplicates();
    return extensions;
}

} // namespace mwb::content
