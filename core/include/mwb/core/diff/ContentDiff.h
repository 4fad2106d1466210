// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <vector>

namespace mwb::diff {

/// One difference inside an entry's content, addressed by what the content is made of.
struct ContentChange
{
    enum class Kind { Added, Removed, Changed };

    Kind kind = Kind::Changed;
    QString location; ///< "UNIT/STATS/HP" (a DAT property), "record 17/Name" (a table cell), "width", "0x00000010"
    QString before; ///< empty for Added
    QString after; ///< empty for Removed
};

/// What diffContent() found.
struct ContentDiff
{
    /// At most this many changes are listed; `omitted` counts the rest.
    static constexpr int kMaxChanges = 10000;

    QString kind; ///< the content kind that answered, untranslated: "tl2dat", "dbc", "png", "blp"…, or "bytes"
    std::vector<ContentChange> changes;
    int omitted = 0;
    qint64 firstDifference = -1; ///< the byte differ's first differing offset (-1: none, or another differ)
    qint64 differingBytes = 0; ///< the byte differ's count of differing bytes within the common length
    QStringList notes; ///< translated facts: sizes, first differing offset, why a richer differ was not used
};

/// Compares two versions of one entry (or file) by content: both parsed by the content registry, and the newer asked
/// for its differences (content::Content::diffFrom()): TL2 DAT/BINDAT by property path, WDBC tables by record id and
/// column, images (of any two image kinds) by dimensions and encoding, anything else byte by byte (first differing
/// offset, count of differing bytes, the first runs). A kind that fails to read its content falls back to the byte
/// diff with a note saying why. Never fails on content; equal bytes give no changes.
[[nodiscard]] ContentDiff diffContent(const QString &entryPath, const QByteArray &before, const QByteArray &after);

} // namespace mwb::diff
