// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ByteSource.h"
#include "mwb/formats/mpq/MpqSignatureCheck.h"

#include <QByteArray>

#include <optional>

namespace mwb::formats::mpq {

/// The weak signature file as the tables give it: where its stored bytes lie (relative to the archive start) and
/// how many there are.
struct WeakSignatureFile
{
    quint64 offset = 0;
    quint32 storedSize = 0;
};

/// Where an archive's signature is and which bytes it covers, found the way Storm finds it (StormLib's
/// QueryMpqSignatureInfo): the (signature) file when it holds exactly 72 bytes, else 260 bytes after the archive
/// that start with "NGIS".
struct SignatureLayout
{
    /// Bytes of the (signature) file: 8 bytes, then the 64-byte RSA signature (little-endian).
    static constexpr qint64 kWeakFileSize = 72;
    static constexpr qint64 kWeakSignatureSize = 64;
    /// Bytes of a strong signature block: "NGIS", then the 256-byte RSA signature (little-endian).
    static constexpr qint64 kStrongBlockSize = 260;
    static constexpr qint64 kStrongSignatureSize = 256;

    MpqSignature kind = MpqSignature::None;
    /// Set when the signature cannot be read (the verdict is then CannotTell, as StormLib's "verify failed").
    MpqSignatureDoubt doubt = MpqSignatureDoubt::None;
    qint64 signedBegin = 0; ///< file position: 0 for a Warcraft III map with its HM3W header, else the MPQ header
    qint64 signedEnd = 0; ///< file position of the archive's end (header position + the archive size Storm uses)
    qint64 signatureOffset = -1; ///< file position of the signature bytes
    QByteArray signature; ///< the 72 bytes of the (signature) file, or the 260-byte strong block

    /// Finds the signature of the archive whose header is `header` in `source`. `weakFile` is the (signature) file
    /// Storm would pick (the last neutral-locale one on its probe chain), if there is one. Reads at most 512 + 260
    /// bytes; never fails: what cannot be read becomes a doubt.
    [[nodiscard]] static SignatureLayout locate(
        const ByteSource &source, const MpqHeaderInfo &header, std::optional<WeakSignatureFile> weakFile);
};

} // namespace mwb::formats::mpq
