// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SignatureCrypto.h"
#include "SignatureLayout.h"
#include "mwb/core/Progress.h"

#include <QCoreApplication>

#include <vector>

namespace mwb::formats::mpq {

/// Checks and makes MPQ signatures, with the facts of Storm (as StormLib's SFileVerify.cpp documents them):
/// - weak: MD5 of the signed range with the (signature) file's 72 bytes read as zeros, RSA-512 PKCS #1 v1.5 with the
///   published weak key; the signature is bytes 8..71 of the file, little-endian. All-zero bytes 0..63 are a blank
///   signature, which Storm accepts unchecked.
/// - strong: SHA-1 of the signed range, optionally followed by a tail (the key decides: see StrongTail); the 256
///   bytes after "NGIS", little-endian, raised to the key's exponent must give 0x0B, 235 bytes 0xBB and the digest
///   reversed.
class SignatureVerifier
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::mpq::SignatureVerifier)
public:
    /// Verifies the signature `layout` describes in `source` (the archive's file: its name is the Warcraft III
    /// tail). Strong signatures are tried with `strongKeys` in order. Canceled through `progress`; Io when the file
    /// changed while it was read. Everything else is a verdict.
    [[nodiscard]] static Result<MpqSignatureCheck> verify(const ByteSource &source, const SignatureLayout &layout,
        Progress &progress, const std::vector<StrongKey> &strongKeys = SignatureKeys::strong());
    /// The 72 bytes a (signature) file must hold for the archive in `source` (whose layout has the weak signature
    /// file in place, any bytes in it) to carry a valid weak signature.
    [[nodiscard]] static Result<QByteArray> weakSignatureFile(
        const ByteSource &source, const SignatureLayout &layout, Progress &progress);

private:
    /// MD5 (weak: the signature's own bytes read as zeros) or SHA-1 of the signed range.
    [[nodiscard]] static Result<Digest> digest(
        const ByteSource &source, const SignatureLayout &layout, Digest::Algorithm algorithm, Progress &progress);
    [[nodiscard]] static MpqSignatureCheck checkWeak(const SignatureLayout &layout, const Digest &md5);
    [[nodiscard]] static MpqSignatureCheck checkStrong(const SignatureLayout &layout, const Digest &sha1,
        QByteArrayView fileName, const std::vector<StrongKey> &strongKeys);
};

} // namespace mwb::formats::mpq
