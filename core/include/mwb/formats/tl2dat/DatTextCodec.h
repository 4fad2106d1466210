// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace mwb::formats::tl2dat {

/// How a Torchlight 2 DAT entry stores its text, so that edited text goes back the same way.
enum class DatEncoding {
    Bindat, ///< compiled (what a .MOD stores under .DAT / .TEMPLATE names)
    Utf16LeBom, ///< text, as GUTS writes it
    Utf16Le,
    Utf16BeBom,
    Utf8Bom,
    Utf8, ///< also text that decoded as Latin-1 (the DAT parser reads it as UTF-8, so it is written back so)
};

struct DatStorage
{
    DatEncoding encoding = DatEncoding::Bindat;
    bool crlf = true; ///< text: lines end in CR LF (else LF)

    friend bool operator==(const DatStorage &, const DatStorage &) = default;
};

/// True for the names Torchlight 2 DATs have: .DAT and .TEMPLATE, and .BINDAT for a compiled one beside its
/// source in a mod folder (any case).
[[nodiscard]] bool isDatPath(const QString &path);
/// The one answer to "is this a Torchlight 2 DAT?": a DAT's name (isDatPath()) on bytes that are a BINDAT or that
/// look like text.
[[nodiscard]] bool isDatContent(const QString &path, QByteArrayView bytes);
/// True when `bytes` start like a BINDAT: version 2 as a little-endian u32, and room for the string count.
[[nodiscard]] bool isBindat(QByteArrayView bytes);
/// The storage of a text DAT from TextDecoding's encoding name ("UTF-16LE (BOM)", …) and its line ends.
[[nodiscard]] DatStorage textDatStorage(const QString &decodedEncoding, bool crlf);

/// BINDAT → text for the editor: decompiled with the built-in name dictionary (unknown hashes as 0x…), LF line
/// ends, one tab per nesting level. Errors are the reader's and decompiler's (with their byte offsets).
[[nodiscard]] Result<QString> decompileForEditing(const QByteArray &bytes, const QString &pathForErrors);

/// Edited text (LF line ends, as an editor holds it) → the bytes to store: compiled (compileDatText) for Bindat;
/// for a text DAT the text itself, encoded as `storage` says, once it has compiled without error (a DAT the game
/// cannot read is never written). Errors are the compiler's; their offsets are in UTF-16LE-with-BOM bytes of
/// `text`: content::TextContent::lineAtUtf16Offset() turns them into a line.
[[nodiscard]] Result<QByteArray> encodeDatText(const QString &text, DatStorage storage, const QString &pathForErrors);

} // namespace mwb::formats::tl2dat
