// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ContentDescriber.h"
#include "mwb/formats/tl2layout/BinLayout.h"

#include <QByteArrayView>

namespace mwb::formats::tl2layout {

/// True for BINLAYOUT bytes: first byte 0x0B and a .LAYOUT / .BINLAYOUT file name (a .MOD stores the compiled
/// form under the source name).
[[nodiscard]] bool probeBinLayout(const QString &entryPath, QByteArrayView bytes);

/// The structure of a BINLAYOUT for the inspector: the header; each object with its block size, descriptor (and
/// its name), id, name, properties (size, code, value preview), logic-group graph or timeline tracks, and its
/// children (lazy); the datagroup tree. Every byte of a well-formed file lies in exactly one leaf. On a parse
/// error the tree holds the objects read whole before it.
[[nodiscard]] ContentDescription describeBinLayout(const QString &entryPath, const QByteArray &bytes);

/// The same tree for an already parsed layout.
[[nodiscard]] StructureNode describeBinLayoutStructure(const BinLayout &layout, qint64 fileSize);

/// A one-line preview of a property value whose encoding is not known: a ShortString as quoted text, 4 bytes as
/// u32 and f32, 8 bytes as two f32, 12 bytes as three f32, anything else as hex.
[[nodiscard]] QString propertyValuePreview(const LayoutProperty &property);

} // namespace mwb::formats::tl2layout
