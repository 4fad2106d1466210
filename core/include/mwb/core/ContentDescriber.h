// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"
#include "mwb/core/StructureNode.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace mwb {

/// What a content describer made of an entry's bytes. Offsets in `root` are positions in those bytes (the entry's
/// uncompressed content, or a whole file on disk). When parsing stopped early, `error` says why and where
/// (error->offset is the failing byte) and `root` still holds every field read before it, so the inspector shows
/// the partial structure and the hex view can jump to the failing byte.
struct ContentDescription
{
    StructureNode root;
    std::optional<Error> error;
};

/// Describes `bytes` as the content registry's kind for them (content::parse(): by magic bytes or, for formats
/// without one (.MPP, Mir2 .map, .TGA), by the extension of `entryPath`) and returns its structure. Unsupported
/// when no kind but the bytes fallback recognises them; `entryPath` is then the error's path. Describers never
/// throw, never read outside `bytes` and cap what they build; big tables are lazy lists that keep a shared (not
/// copied) reference to `bytes`. Thread-safe.
[[nodiscard]] Result<ContentDescription> describeContent(const QString &entryPath, const QByteArray &bytes);

} // namespace mwb
