// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/content/Content.h"

namespace mwb::content {

// The fallback rows of the content registry.

/// Bytes that look like text (a BOM, UTF-16 by its NUL pattern, few control characters), unless the name is an
/// image's (such a file is never shown as text).
[[nodiscard]] bool probeText(const QString &path, QByteArrayView bytes);
[[nodiscard]] std::shared_ptr<const Content> parseText(const Kind &kind, const QString &path, const QByteArray &bytes);
/// Accepts everything: the last row.
[[nodiscard]] bool probeAnything(const QString &path, QByteArrayView bytes);
/// The bytes as they are (the hex view).
[[nodiscard]] std::shared_ptr<const Content> parseBytes(const Kind &kind, const QString &path, const QByteArray &bytes);

} // namespace mwb::content
