// SPDX-License-Identifier: GPL-3.0-or-later
// The preview kinds registered in PreviewRegistry.cpp: one probe and one build per kind (see PreviewRegistry.h),
// and the helpers the kinds share.
#pragma once

#include "mwb/widgets/PreviewContent.h"

namespace mwb::widgets {

[[nodiscard]] bool probeDds(const QString &path, const QByteArray &bytes);
void buildDds(PreviewContent &content);

[[nodiscard]] bool probeBlp(const QString &path, const QByteArray &bytes);
void buildBlp(PreviewContent &content);

[[nodiscard]] bool probeDbc(const QString &path, const QByteArray &bytes);
void buildDbc(PreviewContent &content);

[[nodiscard]] bool probeImage(const QString &path, const QByteArray &bytes);
void buildImage(PreviewContent &content);

[[nodiscard]] bool probeDat(const QString &path, const QByteArray &bytes);
void buildDat(PreviewContent &content);

[[nodiscard]] bool probeGrid(const QString &path, const QByteArray &bytes);

[[nodiscard]] bool probeText(const QString &path, const QByteArray &bytes);
void buildText(PreviewContent &content);

/// True for names images have (.png, .tga, .dds…): such a file is never previewed as text.
[[nodiscard]] bool hasImageName(const QString &path);
/// "256 × 128", for image details.
[[nodiscard]] QString imageSizeText(int width, int height);
/// Decodes content.bytes as text (TextDecoding) into content.text, with the encoding and line count as details;
/// returns the encoding's name ("UTF-16LE (BOM)"…, untranslated).
QString decodeTextInto(PreviewContent &content);
/// Lines of `text` (a last line without a line end counts).
[[nodiscard]] int lineCount(const QString &text);
/// " · first 8 MiB shown", appended to the details of a truncated text.
[[nodiscard]] QString truncationNote();

} // namespace mwb::widgets
