// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/widgets/DatTextCodec.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QImage>
#include <QString>

#include <QLatin1StringView>
#include <memory>
#include <optional>
#include <vector>

namespace mwb::widgets {

struct DbcTableData;

/// The page that shows a preview (the kinds themselves are registered in PreviewRegistry.h).
enum class PreviewKind {
    Text, ///< UTF-8/UTF-16 text (detected by BOM or content); Torchlight 2 DATs, compiled ones decompiled
    Image, ///< any image Qt decodes (PNG, JPG, BMP, TGA, GIF…), DDS and BLP textures (our decoders)
    Grid, ///< walkability grids (.MPP, Mir .map): shown by the heatmap
    Table, ///< WoW client tables (.dbc): a sortable, filterable table of records
    Binary, ///< everything else: shown as hex
};

/// A decoded preview, built on a worker thread (decoding a large texture must not block the GUI) by the first
/// registered preview kind that recognises the bytes (PreviewRegistry.h), and shown by EntryPreview. Only the
/// fields of `kind` are filled.
struct PreviewContent
{
    Q_DECLARE_TR_FUNCTIONS(mwb::widgets::PreviewContent)
public:
    static constexpr qsizetype kTextLimit = 8 * 1024 * 1024; ///< larger texts show their beginning

    PreviewKind kind = PreviewKind::Binary;
    QLatin1StringView kindName; ///< the registered kind that built it ("dds", "text"…), or kHexKind
    QString path; ///< entry path or file name, for the caption
    QByteArray bytes; ///< the raw entry (shared, not copied), for the hex page
    QString text; ///< Text: the text; LF line ends for a DAT
    bool truncated = false; ///< Text: only the beginning is in `text` (kTextLimit)
    std::optional<DatStorage> dat; ///< Text: set for a Torchlight 2 DAT (a .DAT / .TEMPLATE that is BINDAT or
                                   ///< text starting with '['), saying how it is stored
    QImage image;
    std::vector<QImage> mipLevels; ///< Image: every level, `image` first, when a texture has more than one (BLP)
    std::shared_ptr<const DbcTableData> table; ///< Table: the parsed table and its columns
    QString details; ///< one line: "UTF-16LE (BOM) · 1,204 lines", "DDS DXT5 · 256 × 256 · 9 mip levels"
    QString problem; ///< why the preview fell back to hex (e.g. a DDS encoding we cannot decode), else empty

    /// Picks the first registered kind that recognises `bytes` (named `path`) and builds it; hex when none does
    /// or the kind could not build it (`problem` says why).
    [[nodiscard]] static PreviewContent build(const QString &path, const QByteArray &bytes);
    /// The page alone, from the kinds' probes, without decoding (cheap).
    [[nodiscard]] static PreviewKind kindOf(const QString &path, const QByteArray &bytes);
};

} // namespace mwb::widgets
