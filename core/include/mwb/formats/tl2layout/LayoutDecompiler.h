// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"
#include "mwb/formats/tl2layout/BinLayout.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace mwb::formats::tl2layout {

/// The root tag GUTS gives a layout's text: "UI" for a file under MEDIA/UI/, "Particle Creator" under
/// MEDIA/PARTICLES/ (Awkward-im/Torchlight's TL2Lib decides the same way), otherwise "UI" when a top-level object is a
/// UI widget or controller (LayoutSchema: DescriptorSchema::ui; a level or skill layout has none), else "Layout".
/// `path` may be empty.
[[nodiscard]] QString layoutRootTag(const QString &path, const BinLayout &layout);

/// The text of `layout` in GUTS's own style: the root block `rootTag`, VERSION (the header's flag), COUNT (all
/// objects), one [BASEOBJECT] per object with DESCRIPTOR, NAME, PARENTID, ID, a Group's datagroup lines, its members
/// in stored order (vectors as NAMEX/NAMEY/NAMEZ, lists as comma-separated `<STRING>`), its [LOGICGROUP] or
/// [TIMELINEDATA], then [CHILDREN]; one tab per level, CRLF line ends, floats as GUTS prints them
/// (LayoutValues.h). No BOM: that is a property of the file (decompileBinLayout() adds it).
///
/// Errors are Unsupported (offset: the object, property or datagroup node when the layout was read from bytes, else
/// -1) for whatever the text could not say so that it compiles back to the same layout: an unknown descriptor or
/// member (or one the editor never stores); a stored name equal to the
/// descriptor's name; members of one name stored out of their code order; a NAME member that differs from the
/// object's name; an event track before a property track; an interpolation past 7; a datagroup tree that does not
/// mirror the Group objects or holds a value no text gives. Corrupt: a value whose bytes do not fit its member (a
/// wrong size, a list count or ShortString count that does not fill them). Thread-safe.
[[nodiscard]] Result<QString> layoutToText(
    const BinLayout &layout, const QString &rootTag, const QString &pathForErrors);

/// BINLAYOUT bytes → the text GUTS would save, as a QString (CRLF, no BOM: what an editor shows). `rootTag` empty:
/// layoutRootTag(pathForErrors, …). Errors: BinLayout::parse()'s, layoutToText()'s, and Unsupported (offset: the
/// first differing byte) when `bytes` are not what writeBinLayout() makes of what was read — a size or offset GUTS
/// would have computed otherwise. So compileLayoutText() of the result always gives `bytes` back.
[[nodiscard]] Result<QString> decompileBinLayoutText(
    QByteArrayView bytes, const QString &pathForErrors, const QString &rootTag = {});

/// The same as a text .LAYOUT file: UTF-16LE with BOM (layoutTextBytes()).
[[nodiscard]] Result<QByteArray> decompileBinLayout(
    QByteArrayView bytes, const QString &pathForErrors, const QString &rootTag = {});

/// UTF-16LE with BOM, as GUTS saves a text layout: the bytes of `text` (code units written as they are).
[[nodiscard]] QByteArray layoutTextBytes(const QString &text);

} // namespace mwb::formats::tl2layout
