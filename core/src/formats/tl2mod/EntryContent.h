// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ManifestPlan.h"
#include "mwb/core/Result.h"

#include <QByteArray>
#include <QByteArrayView>

class QFile;

namespace mwb::formats::tl2mod {

/// The bytes a planned file is stored with.
struct EntryContent
{
    QByteArray bytes;
    bool compiled = false; ///< made by compiling a text DAT
    bool compiledLayout = false; ///< made by compiling a text layout
    /// The PlannedFile::compiledBeside of a compiled layout holds other bytes than the text compiles to (or cannot
    /// be read): GUTS built it before the text was last edited.
    bool staleBeside = false;
    bool matchesOriginal = false; ///< the bytes of PlannedFile::original, stored as they are
};

/// True when `bytes` start like a BINDAT: u32 version 2 and a u32 string count. DAT text never does (it starts
/// with a BOM, '[' or white space).
[[nodiscard]] bool looksLikeBindat(QByteArrayView bytes);

/// Makes the stored bytes of `file`; thread-safe, run by the compression workers. A file whose bytes still match
/// its PlannedFile::original (size and CRC-32) is stored as it is, whatever its content rule. AsIs: the file's bytes;
/// Generated: its bytes. DatSource: a BINDAT is kept as it is, anything else is compiled as DAT text with
/// tl2dat::compileDatText (its errors name the file on disk and the byte offset of the line); a source above
/// tl2dat::kMaxDatTextSize is LimitExceeded before it is read. DatBytes: its bytes, compiled like a DatSource (errors
/// name `sourcePath`). LayoutSource: a BINLAYOUT is kept as it is, text is compiled with
/// tl2layout::compileLayoutText (errors give the line and column) and compared with its compiledBeside; a source
/// above tl2layout::kMaxLayoutTextSize is LimitExceeded. Io when the file cannot be read, InvalidInput when its size
/// changed since it was planned.
[[nodiscard]] Result<EntryContent> loadEntryContent(const PlannedFile &file);

/// The errors of reading a planned file: Io with the device's message, and InvalidInput for a file that changed
/// size while the mod was being packed.
[[nodiscard]] Error fileReadError(const QFile &file);
[[nodiscard]] Error fileChangedError(const QString &path);

} // namespace mwb::formats::tl2mod
