// SPDX-License-Identifier: GPL-3.0-or-later
#include "SignatureQuestion.h"

#include "MessagePresenter.h"

namespace mwb::gui {

namespace {

/// The policy the user chose, or nullopt for Cancel.
std::optional<SignaturePolicy> choose(MessagePresenter &messages, BaseSignature signature, const QString &title)
{
    switch (signature) {
    case BaseSignature::None:
        return SignaturePolicy::Unsigned;
    case BaseSignature::Weak: {
        const int choice = messages.ask(SignatureQuestion::tr("Signed Archive"),
            SignatureQuestion::tr("%1 has a weak signature. Saving changes its bytes, so the signature must be "
                                  "made again or the archive saved without one.")
                .arg(title),
            {SignatureQuestion::tr("Sign Again with the Weak Signature"),
                SignatureQuestion::tr("Save Without a Signature")});
        if (choice == 0)
            return SignaturePolicy::Weak;
        if (choice == 1)
            return SignaturePolicy::Unsigned;
        return std::nullopt;
    }
    case BaseSignature::Strong:
        break;
    }
    const int choice = messages.ask(SignatureQuestion::tr("Signed Archive"),
        SignatureQuestion::tr("%1 has a strong signature, which only its maker's key can make again: the saved "
                              "archive will not have it.")
            .arg(title),
        {SignatureQuestion::tr("Save Without the Signature")});
    return choice == 0 ? std::optional(SignaturePolicy::Unsigned) : std::nullopt;
}

} // namespace

Result<bool> SignatureQuestion::ask(MessagePresenter &messages, ArchiveWriter &writer, const QString &title)
{
    const auto policy = choose(messages, writer.baseSignature(), title);
    if (!policy)
        return false;
    if (auto set = writer.setSignaturePolicy(*policy); !set)
        return set.error();
    return true;
}

} // namespace mwb::gui
