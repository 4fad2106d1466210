// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/content/Content.h"

namespace mwb::formats::images {

// The image rows of the content registry (ContentRegistry.cpp). PNG, BMP, TGA and DDS probe with their
// describers' probes (ImageDescribers.h).
[[nodiscard]] bool probeJpeg(const QString &path, QByteArrayView bytes);
[[nodiscard]] bool probeGif(const QString &path, QByteArrayView bytes);
[[nodiscard]] bool probeWebp(const QString &path, QByteArrayView bytes);

[[nodiscard]] std::shared_ptr<const content::Content> parsePng(
    const content::Kind &kind, const QString &path, const QByteArray &bytes);
[[nodiscard]] std::shared_ptr<const content::Content> parseJpeg(
    const content::Kind &kind, const QString &path, const QByteArray &bytes);
[[nodiscard]] std::shared_ptr<const content::Content> parseBmp(
    const content::Kind &kind, const QString &path, const QByteArray &bytes);
[[nodiscard]] std::shared_ptr<const content::Content> parseGif(
    const content::Kind &kind, const QString &path, const QByteArray &bytes);
[[nodiscard]] std::shared_ptr<const content::Content> parseWebp(
    const content::Kind &kind, const QString &path, const QByteArray &bytes);
[[nodiscard]] std::shared_ptr<const content::Content> parseTga(
    const content::Kind &kind, const QString &path, const QByteArray &bytes);
[[nodiscard]] std::shared_ptr<const content::Content> parseDds(
    const content::Kind &kind, const QString &path, const QByteArray &bytes);

} // namespace mwb::formats::images
