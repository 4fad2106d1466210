// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ContentDescriber.h"

#include <QByteArrayView>
#include <QString>

namespace mwb::detail {

/// One content format known to describeContent(). `probe` is cheap (magic bytes, extension) and answers for
/// bytes of any length, empty included; `describe` runs only after `probe` said yes and returns the partial tree
/// plus an error (with the failing offset) when the bytes are cut short or inconsistent.
///
/// Adding a format: write `bool probeX(const QString &, QByteArrayView)` and
/// `ContentDescription describeX(const QString &, const QByteArray &)` in core/src/formats/<fmt>/XDescriber.{h,cpp}
/// (listed in that folder's sources.cmake, built with StructureReader.h), then add one line {probeX, describeX}
/// to kDescribers in ContentDescribers.cpp: magic-byte formats before extension-only ones, with the file extensions
/// the format's files have (they feed the Open dialog's filters).
struct ContentDescriberEntry
{
    const char *extensions; ///< lower case, space-separated, without dots: "dat template bindat"
    bool (*probe)(const QString &entryPath, QByteArrayView bytes);
    ContentDescription (*describe)(const QString &entryPath, const QByteArray &bytes);
};

/// Whether the file name of `entryPath` ends in "." + `extension`, case-insensitively.
[[nodiscard]] bool hasExtension(const QString &entryPath, QLatin1StringView extension);

} // namespace mwb::detail
