// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/mpq/MpqTypes.h"

#include <QCoreApplication>
#include <QString>

namespace mwb::formats::mpq {

/// What checking an archive's signature concluded. Agrees with StormLib's SFileVerifyArchive: its "no signature",
/// "weak/strong signature OK" and "weak/strong signature error" are None, WeakOk/StrongOk and WeakBad/StrongBad;
/// CannotTell is its "verify failed" (MpqSignatureDoubt::NotASignature, OutsideFile) and the strong signatures it
/// rejects because no key it knows made them (MpqSignatureDoubt::UnknownKey).
enum class MpqSignatureVerdict { None, WeakOk, WeakBad, StrongOk, StrongBad, CannotTell };

/// Why a verdict is CannotTell.
enum class MpqSignatureDoubt {
    None,
    /// Strong: none of the published keys (Blizzard, Warcraft III map, WoW patch, WoW survey, StarCraft II map)
    /// decrypts the signature to Blizzard's padding, so another key made it, or its bytes are damaged.
    UnknownKey,
    /// 260 bytes or more follow the archive and they do not start with "NGIS".
    NotASignature,
    /// The signed bytes or the signature reach past the end of the file.
    OutsideFile,
};

/// The result of MpqArchive::verifySignature(). Plain value, safe to pass between threads.
struct MpqSignatureCheck
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::mpq::MpqSignatureCheck)
public:
    MpqSignatureVerdict verdict = MpqSignatureVerdict::None;
    MpqSignature kind = MpqSignature::None; ///< the signature found (weak "(signature)" file or strong "NGIS" block)
    MpqSignatureDoubt doubt = MpqSignatureDoubt::None;
    /// Stable id of the key that verified the signature, or (StrongBad) whose padding the signature decrypts to:
    /// "blizzard-weak", "blizzard-strong", "warcraft3-map", "wow-patch", "wow-survey", "starcraft2-map"; else empty.
    QString key;
    /// A weak signature whose bytes are all zero (what a signing tool writes before it signs): Storm, and StormLib,
    /// accept it without checking anything.
    bool blank = false;
    qint64 signatureOffset = -1; ///< file position of the signature bytes ((signature) file, or "NGIS"); -1 if none
    qint64 signatureSize = 0;
    qint64 signedBegin = 0; ///< file range the signature covers: from the HM3W map header or the MPQ header…
    qint64 signedEnd = 0; ///< …to the end of the archive

    /// The signature is there and does not verify (WeakBad, StrongBad, CannotTell): the games and StormLib refuse it.
    [[nodiscard]] bool failed() const;
    /// Stable, untranslated verdict name for machine output: "none", "weak-ok", "weak-bad", "strong-ok",
    /// "strong-bad", "cannot-tell".
    [[nodiscard]] QString verdictId() const;
    /// Stable, untranslated doubt name ("unknown-key", "not-a-signature", "outside-file"), empty without doubt.
    [[nodiscard]] QString doubtId() const;
    /// One translated sentence: the verdict and why (which key, what differs, why it cannot be told).
    [[nodiscard]] QString message() const;
};

} // namespace mwb::formats::mpq
