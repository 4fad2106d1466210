// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ContentDescriber.h"
#include "mwb/formats/tl2raw/RawFile.h"

#include <QByteArrayView>

namespace mwb::formats::tl2raw {

/// True when the file name of `entryPath` is one of the seven RAW index names (RAW files have no magic).
[[nodiscard]] bool probeRaw(const QString &entryPath, QByteArrayView bytes);

/// The structure of a RAW index file for the inspector: one group per table with its count and one group per
/// record (lazy, so 100k records cost nothing until expanded), every field with its byte offset and size. The
/// tree covers every byte of a well-formed file; on a parse error it holds the records read before it.
[[nodiscard]] ContentDescription describeRaw(const QString &entryPath, const QByteArray &bytes);

/// The same tree for an already parsed file (its record offsets must be those of the parse).
[[nodiscard]] StructureNode describeRawFile(const RawFile &file, qint64 fileSize);

} // namespace mwb::formats::tl2raw
