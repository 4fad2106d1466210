// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/widgets/PreviewContent.h"

#include <QByteArray>
#include <QString>

#include <QLatin1StringView>
#include <span>

namespace mwb::widgets {

/// One preview kind: how it is recognised, how its content is built, and which page of EntryPreview shows it.
///
/// Adding a kind (textures, tables…): write `bool probeX(const QString &path, const QByteArray &bytes)` and
/// `void buildX(PreviewContent &content)` in widgets/src/XPreview.cpp (declared in PreviewKinds.h), then add one
/// line {name, view, probeX, buildX} to kPreviewKinds in PreviewRegistry.cpp. Probes are cheap and use the core
/// codecs' own recognisers (signatures, headers, names); they never decode. `build` runs on a worker thread and
/// fills the fields of its view; when it cannot (a DDS encoding we do not decode, a corrupt BINDAT), it sets
/// `content.problem` and the preview falls back to hex, saying why.
struct PreviewKindEntry
{
    QLatin1StringView name; ///< PreviewContent::kindName, for tests and diagnostics: "dds", "image", "text"…
    PreviewKind view;
    bool (*probe)(const QString &path, const QByteArray &bytes);
    void (*build)(PreviewContent &content); ///< null when the view needs the bytes only (grids: the heatmap)
};

/// The registered kinds in probe order; the first whose probe answers yes builds the preview. Hex (kHexKind) is
/// the fallback for everything else and is not in the list.
[[nodiscard]] std::span<const PreviewKindEntry> previewKinds();

/// The kind name of the hex fallback.
inline constexpr QLatin1StringView kHexKind("hex");

} // namespace mwb::widgets
