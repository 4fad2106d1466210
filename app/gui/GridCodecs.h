// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GridDocument.h"
#include "mwb/core/Result.h"
#include "mwb/formats/grid/GridRecognition.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QString>

namespace mwb::gui {

/// Recognises walkability grids by content (formats::grid::recogniseGrid) and builds their GridDocument.
/// When nothing matches, the error says why each format refused the bytes. Stateless; call from worker threads.
class GridCodecs
{
    Q_DECLARE_TR_FUNCTIONS(mwb::gui::GridCodecs)
public:
    /// Reads and recognises a file (memory-mapped; the grid codecs read it again by path).
    [[nodiscard]] static Result<GridDocument> openFile(const QString &path);
    /// Recognises in-memory bytes, e.g. an archive entry; `label` names them in the document and in errors.
    [[nodiscard]] static Result<GridDocument> fromBytes(const QByteArray &bytes, const QString &label);
    /// True for the names grids have (FormatRegistry: formats with Capability::Grid), any case.
    [[nodiscard]] static bool hasGridName(const QString &path);

private:
    /// The format of `bytes` (formats::grid::recogniseGrid), or the error listing why each format refused them.
    [[nodiscard]] static Result<formats::grid::GridFormat> recognise(QByteArrayView bytes, const QString &label);
};

} // namespace mwb::gui
