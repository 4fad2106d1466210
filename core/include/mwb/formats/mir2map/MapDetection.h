// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Error.h"
#include "mwb/formats/mir2map/MapLayout.h"

#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace mwb::formats::mir2map {

/// Verdict on one candidate type: which bytes and size formula were tested, and why it was taken or not.
struct DetectionCheck
{
    MapType type = MapType::Wemade;
    bool accepted = false;
    bool signatureMatched = false; ///< the identifying bytes matched (always true for type 0, which has none)
    int width = 0; ///< dimensions as this type would read them
    int height = 0;
    qint64 expectedSize = 0; ///< header + cells for those dimensions (0 when the dimensions are unusable)
    QString signature; ///< translated: the bytes tested and what they hold
    QString sizeFormula; ///< translated: the formula with its numbers
    QString verdict; ///< translated: "accepted" or the reason for rejecting it
};

/// How a file was classified. Produced for every input, including the ones that fail, so the UI and
/// `map info --json` can explain the decision. Plain value, safe to copy between threads.
struct MapDetection
{
    std::optional<MapType> type; ///< the detected type; empty when the file is not a readable map
    int crystalType = 0; ///< what Crystal's own detection would answer (it may differ, see specs/mir2.md §5)
    int width = 0;
    int height = 0;
    qint64 fileSize = 0;
    qint64 expectedSize = 0; ///< header + tile block + cells
    qint64 tileBlockSize = 0; ///< Mir3 (type 5) tile block, 0 otherwise
    qint64 trailingBytes = 0; ///< bytes after the cell array (kept on save)
    std::vector<DetectionCheck> checks; ///< one per candidate, in Crystal's detection order
    std::optional<Error> error; ///< why the file was refused (set exactly when `type` is empty)

    /// The check of the chosen type, or null.
    [[nodiscard]] const DetectionCheck *acceptedCheck() const;

    /// Machine-readable form (untranslated keys; translated explanation texts) for `map info --json`.
    [[nodiscard]] QJsonObject toJson() const;
};

} // namespace mwb::formats::mir2map
