// SPDX-License-Identifier: GPL-3.0-or-later
// The preview kind registry: one line per kind (see PreviewRegistry.h for how to add one).
#include "mwb/widgets/PreviewRegistry.h"

#include "PreviewKinds.h"

#include <QLocale>

#include <algorithm>

namespace mwb::widgets {

namespace {

/// Tried in order: signatures first (an image named .DAT is an image), then names confirmed by content.
constexpr PreviewKindEntry kPreviewKinds[] = {
    {QLatin1StringView("dds"), PreviewKind::Image, probeDds, buildDds},
    {QLatin1StringView("blp"), PreviewKind::Image, probeBlp, buildBlp},
    {QLatin1StringView("dbc"), PreviewKind::Table, probeDbc, buildDbc},
    {QLatin1StringView("image"), PreviewKind::Image, probeImage, buildImage},
    {QLatin1StringView("dat"), PreviewKind::Text, probeDat, buildDat},
    {QLatin1StringView("grid"), PreviewKind::Grid, probeGrid, nullptr},
    {QLatin1StringView("text"), PreviewKind::Text, probeText, buildText},
};

const PreviewKindEntry *findKind(const QString &path, const QByteArray &bytes)
{
    const auto found
        = std::find_if(std::begin(kPreviewKinds), std::end(kPreviewKinds), [&](const PreviewKindEntry &kind) {
              return kind.probe(path, bytes);
          });
    return found == std::end(kPreviewKinds) ? nullptr : found;
}

} // namespace

std::span<const PreviewKindEntry> previewKinds()
{
    return kPreviewKinds;
}

PreviewKind PreviewContent::kindOf(const QString &path, const QByteArray &bytes)
{
    const PreviewKindEntry *kind = findKind(path, bytes);
    return kind ? kind->view : PreviewKind::Binary;
}

PreviewContent PreviewContent::build(const QString &path, const QByteArray &bytes)
{
    PreviewContent content;
    content.path = path;
    content.bytes = bytes;
    if (const PreviewKindEntry *kind = findKind(path, bytes)) {
        content.kind = kind->view;
        content.kindName = kind->name;
        if (kind->build)
            kind->build(content);
        if (content.problem.isEmpty())
            return content;
    }
    PreviewContent hex;
    hex.path = path;
    hex.bytes = bytes;
    hex.kindName = kHexKind;
    hex.problem = content.problem;
    hex.details = tr("%1 bytes").arg(QLocale().toString(bytes.size()));
    return hex;
}

} // namespace mwb::widgets
