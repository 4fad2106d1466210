// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/content/Content.h"

#include <QStringList>

#include <span>

namespace mwb::content {

/// Every content kind, in probe order (magic bytes before names, the text and hex fallbacks last). Adding a kind
/// is one folder in core/src/formats/ plus one row in core/src/content/ContentRegistry.cpp (docs/ARCHITECTURE.md).
[[nodiscard]] std::span<const Kind> kinds();
/// The kind with this id, or null.
[[nodiscard]] const Kind *kindById(QStringView id);
/// The first kind whose probe accepts `bytes` named `path` (any case; only the file name's extension is used);
/// the hex kind when none does. Never null.
[[nodiscard]] const Kind &recognize(const QString &path, QByteArrayView bytes);
/// recognize() and that kind's parse: the one call a selection, a document or a command makes. Thread-safe.
[[nodiscard]] std::shared_ptr<const Content> parse(const QString &path, const QByteArray &bytes);
/// The file extensions of the kinds (lower case, no dots), for the Open dialog.
[[nodiscard]] QStringList fileExtensions();

} // namespace mwb::content
