// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/mpq/MpqSignatureCheck.h"

namespace mwb::formats::mpq {

namespace {

/// The translated name of a key id (see MpqSignatureCheck::key).
QString keyName(const QString &id)
{
    if (id == QLatin1String("blizzard-strong"))
        return MpqSignatureCheck::tr("Blizzard");
    if (id == QLatin1String("warcraft3-map"))
        return MpqSignatureCheck::tr("Warcraft III map");
    if (id == QLatin1String("wow-patch"))
        return MpqSignatureCheck::tr("World of Warcraft patch");
    if (id == QLatin1String("wow-survey"))
        return MpqSignatureCheck::tr("World of Warcraft survey");
    if (id == QLatin1String("starcraft2-map"))
        return MpqSignatureCheck::tr("StarCraft II map");
    return MpqSignatureCheck::tr("Blizzard weak");
}

} // namespace

bool MpqSignatureCheck::failed() const
{
    return verdict == MpqSignatureVerdict::WeakBad || verdict == MpqSignatureVerdict::StrongBad
        || verdict == MpqSignatureVerdict::CannotTell;
}

QString MpqSignatureCheck::verdictId() const
{
    switch (verdict) {
    case MpqSignatureVerdict::WeakOk:
        return QStringLiteral("weak-ok");
    case MpqSignatureVerdict::WeakBad:
        return QStringLiteral("weak-bad");
    case MpqSignatureVerdict::StrongOk:
        return QStringLiteral("strong-ok");
    case MpqSignatureVerdict::StrongBad:
        return QStringLiteral("strong-bad");
    case MpqSignatureVerdict::CannotTell:
        return QStringLiteral("cannot-tell");
    case MpqSignatureVerdict::None:
        break;
    }
    return QStringLiteral("none");
}

QString MpqSignatureCheck::doubtId() const
{
    switch (doubt) {
    case MpqSignatureDoubt::UnknownKey:
        return QStringLiteral("unknown-key");
    case MpqSignatureDoubt::NotASignature:
        return QStringLiteral("not-a-signature");
    case MpqSignatureDoubt::OutsideFile:
        return QStringLiteral("outside-file");
    case MpqSignatureDoubt::None:
        break;
    }
    return {};
}

QString MpqSignatureCheck::message() const
{
    switch (verdict) {
    case MpqSignatureVerdict::None:
        return tr("The archive is not signed");
    case MpqSignatureVerdict::WeakOk:
        return blank ? tr("Weak signature: blank (all zeros), which Storm accepts without checking it")
                     : tr("Weak signature: valid (Blizzard's published weak key)");
    case MpqSignatureVerdict::WeakBad:
        return tr("Weak signature: it does not match the archive (the archive changed after it was signed, or the "
                  "signature is damaged)");
    case MpqSignatureVerdict::StrongOk:
        return tr("Strong signature: valid (the %1 key)").arg(keyName(key));
    case MpqSignatureVerdict::StrongBad:
        if (key == QLatin1String("warcraft3-map")) {
            return tr("Strong signature: made with the %1 key, but the archive changed since, or it was renamed "
                      "(Warcraft III maps are signed together with their file name)")
                .arg(keyName(key));
        }
        return tr("Strong signature: made with the %1 key, but the archive changed since").arg(keyName(key));
    case MpqSignatureVerdict::CannotTell:
        break;
    }
    switch (doubt) {
    case MpqSignatureDoubt::UnknownKey:
        return tr("Strong signature: cannot tell; none of the published keys (Blizzard, Warcraft III map, World of "
                  "Warcraft patch and survey, StarCraft II map) made it, or its bytes are damaged");
    case MpqSignatureDoubt::NotASignature:
        return tr("Signature: cannot tell; bytes follow the archive but they are not a strong signature (no "
                  "\"NGIS\")");
    case MpqSignatureDoubt::OutsideFile:
    case MpqSignatureDoubt::None:
        break;
    }
    return tr("Signature: cannot tell; the signature or the bytes it covers reach past the end of the file");
}

} // namespace mwb::formats::mpq
