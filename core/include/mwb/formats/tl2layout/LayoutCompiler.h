// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"
#include "mwb/formats/tl2layout/BinLayout.h"

#include <QByteArray>
#include <QString>

namespace mwb::formats::tl2layout {

/// A text layout read into the in-memory form: the object tree as a BINLAYOUT stores it (objects carry the text line
/// they come from) and the root tag (`Layout`, `UI`, `Particle Creator`), which only the text has.
struct LayoutText
{
    BinLayout layout;
    QString rootTag;
};

/// Text bigger than this is LimitExceeded.
inline constexpr qint64 kMaxLayoutTextSize = qint64(256) << 20;

/// Reads a text .LAYOUT as GUTS writes it (specs/tl2.md §3–4, seed 001 §3):
///
///     [Layout]                                  any root tag
///         <INTEGER>VERSION:4                    stored as BinLayout::flag (0..255); 4 when absent
///         <UNSIGNED INT>COUNT:n                 the object count; not stored, not checked
///         [OBJECTS]
///             [BASEOBJECT]
///                 [PROPERTIES]
///                     <STRING>DESCRIPTOR:Room Piece   required, a descriptor of LayoutSchema.h
///                     <STRING>NAME:…                  the object's name (stored only when it differs from the
///                                                     DESCRIPTOR text); a later NAME line is the NAME member and
///                                                     takes the object's name as its value (Timeline)
///                     <INTEGER64>PARENTID:…           not stored (the tree says it)
///                     <INTEGER64>ID:…                 required
///                     <FLOAT>POSITIONX:…              members, stored in the order of their first line; vector
///                     …                               components gather into one member
///                     [LOGICGROUP] … [/LOGICGROUP]    a Logic Group's graph
///                     [TIMELINEDATA] … [/TIMELINEDATA] a Timeline's tracks (property tracks stored first)
///                 [/PROPERTIES]
///                 [CHILDREN] [BASEOBJECT]… [/CHILDREN]
///             [/BASEOBJECT]
///         [/OBJECTS]
///     [/Layout]
///
/// A Group's CHOICE, RANDOMIZATION, NUMBER, TAG, NO TAG FOUND, LEVEL UNIQUE, GAME MODE and (DE)ACTIVE THEMES build
/// its datagroup node (see LayoutGroups.h); the datagroup tree exists when the layout has a Group. A member given as
/// `<STRING>` where the schema has a number is a list (u16 count + items), as are the FLOATS / UINTS members.
///
/// Input: UTF-16LE (with or without BOM), UTF-16BE with BOM or UTF-8 (with or without BOM); CRLF or LF. Errors say
/// "line L, column C: …" in their message and carry the byte offset of that column in `textBytes`:
/// - Corrupt: a line that is no `[TAG]`, `[/TAG]` or `<TYPE>KEY:VALUE`; a block where it cannot be (a property
///   outside [PROPERTIES], a [CHILDREN] inside [PROPERTIES]…); unbalanced blocks (`[/CHILDREN]` without its
///   `[CHILDREN]`, a block never closed); text after the root block; a missing DESCRIPTOR or ID;
/// - InvalidInput: an unknown descriptor, property, `<TYPE>`, feature TAG or interpolation; a value that does not
///   parse as its member's kind; a line given twice where only one is allowed (ID, a vector component, a logic
///   object's X…); a text of more than 65535 UTF-16 code units;
/// - LimitExceeded: a count beyond its field (255 properties, 65535 children…), nesting beyond
///   BinLayout::kMaxDepth, more than BinLayout::kMaxObjects objects, text beyond kMaxLayoutTextSize;
/// - Truncated: UTF-16 with an odd number of bytes.
/// Thread-safe (no shared state beyond the read-only schema).
[[nodiscard]] Result<LayoutText> parseLayoutText(const QByteArray &textBytes, const QString &pathForErrors);

/// The same for text an editor holds: errors carry the offset in the UTF-16LE-with-BOM bytes of `text`
/// (2 + 2 × the code unit), the convention of the DAT editor (widgets/DatTextCodec.h).
[[nodiscard]] Result<LayoutText> parseLayoutText(const QString &text, const QString &pathForErrors);

/// Text .LAYOUT bytes → BINLAYOUT bytes as GUTS writes them beside the text: parseLayoutText() then
/// writeBinLayout(). On error nothing is returned but the error.
[[nodiscard]] Result<QByteArray> compileLayoutText(const QByteArray &textBytes, const QString &pathForErrors);
/// The same for editor text (offsets as parseLayoutText(const QString &, …) gives them).
[[nodiscard]] Result<QByteArray> compileLayoutText(const QString &text, const QString &pathForErrors);

} // namespace mwb::formats::tl2layout
