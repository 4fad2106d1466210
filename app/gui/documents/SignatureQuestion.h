// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ArchiveWriter.h"

#include <QCoreApplication>

#include <optional>

namespace mwb::gui {

class MessagePresenter;

/// The question a save asks when the archive it writes was signed: a weak signature can be made again ("Sign Again
/// with the Weak Signature" / "Save Without a Signature" / Cancel), a strong one cannot ("Save Without the
/// Signature" / Cancel). The answer goes to the writer (ArchiveWriter::setSignaturePolicy(), the seam the CLI's
/// --sign uses too).
class SignatureQuestion
{
    Q_DECLARE_TR_FUNCTIONS(mwb::gui::SignatureQuestion)
public:
    /// Asks through `messages` about the base archive of `writer` (named `title`) and sets the writer's policy;
    /// nothing is asked for an unsigned archive. False when the user canceled (the save must not start); the
    /// writer's error when it refused the policy.
    [[nodiscard]] static Result<bool> ask(MessagePresenter &messages, ArchiveWriter &writer, const QString &title);
};

} // namespace mwb::gui
