// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GridDocument.h"
#include "mwb/core/Result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QString>

namespace mwb::gui {

/// Recognises walkability grids by content and builds their GridDocument: a TL2 .MPP whose size and extents
/// match its header exactly, else a Legend of Mir .map (MapDetector), else a .MPP whose size alone matches.
/// When nothing matches, the error says why each format refused the bytes. Stateless; call from worker threads.
class GridCodecs
{
    Q_DECLARE_TR_FUNCTIONS(mwb::gui::GridCodecs)
public:
    /// Reads and recognises a file (memory-mapped; the grid codecs read it again by path).
    [[nodiscard]] static Result<GridDocument> openFile(const QString &path);
    /// Recognises in-memory bytes, e.g. an archive entry; `label` names them in the document and in errors.
    [[nodiscard]] static Result<GridDocument> fromBytes(const QByteArray &bytes, const QString &label);
    /// True for the names grids have: .map and .mpp (any case).
    [[nodiscard]] static bool hasGridName(const QString &path);

private:
    enum class Kind { Map, Mpp };
    /// The format of `bytes`, or the error listing why each format refused them.
    [[nodiscard]] static Result<Kind> recognise(QByteArrayView bytes, const QString &label);
};

} // namespace mwb::gui
