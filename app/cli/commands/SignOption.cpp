// SPDX-License-Identifier: GPL-3.0-or-later
#include "SignOption.h"

namespace mwb::cli {

namespace {

const QString kSign = QStringLiteral("sign");
const QString kWeak = QStringLiteral("weak");
const QString kNone = QStringLiteral("none");

QString baseKey(BaseSignature signature)
{
    switch (signature) {
    case BaseSignature::Weak:
        return kWeak;
    case BaseSignature::Strong:
        return QStringLiteral("strong");
    case BaseSignature::None:
        break;
    }
    return kNone;
}

} // namespace

void SignOption::add(CommandLine &cli)
{
    cli.parser().addOption({kSign,
        tr("Sign the saved archive: \"weak\" with the weak signature (Blizzard's published key, which the games "
           "and StormLib verify), \"none\" without one. Default: none, and a save that drops the archive's "
           "signature says so. A strong signature cannot be made again."),
        QStringLiteral("weak|none")});
}

std::optional<SignChoice> SignOption::choice(CommandLine &cli)
{
    if (!cli.parser().isSet(kSign))
        return SignChoice{};
    const QString value = cli.parser().value(kSign);
    if (value == kWeak)
        return SignChoice{SignaturePolicy::Weak, true};
    if (value == kNone)
        return SignChoice{SignaturePolicy::Unsigned, true};
    static_cast<void>(cli.usageError(tr("--sign takes weak or none, not \"%1\"").arg(value)));
    return std::nullopt;
}

void SignOption::warn(const CommitReport &report, const SignChoice &choice)
{
    // The format's note has said that the signature is gone; this says how to keep it.
    if (report.signatureBefore == BaseSignature::Weak && report.signatureDropped() && !choice.given) {
        CommandLine::printErr(
            tr("mwb-cli: --sign weak signs %1 again (--sign none leaves it unsigned without this line)")
                .arg(report.outputPath));
    }
}

void SignOption::insertJson(QJsonObject &json, const CommitReport &report)
{
    json.insert(QStringLiteral("signature_before"), baseKey(report.signatureBefore));
    json.insert(QStringLiteral("signature"), report.signature == SignaturePolicy::Weak ? kWeak : kNone);
    json.insert(QStringLiteral("signature_dropped"), report.signatureDropped());
}

} // namespace mwb::cli
