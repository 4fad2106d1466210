// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CommandLine.h"
#include "mwb/core/ArchiveWriter.h"

#include <QJsonObject>

#include <optional>

namespace mwb::cli {

/// What `--sign weak|none` asked of a command that saves an archive: the signature every archive it writes gets
/// (ArchiveWriter::setSignaturePolicy()), and whether the option was given at all. Without it a save writes no
/// signature, as before, and says so when that drops one.
struct SignChoice
{
    SignaturePolicy policy = SignaturePolicy::Unsigned;
    bool given = false;
};

/// `--sign` for every command that saves an archive.
class SignOption
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::SignOption)
public:
    /// Adds `--sign weak|none` to `cli`.
    static void add(CommandLine &cli);
    /// The choice after parsing; nullopt (with the usage error printed) for a value other than "weak" or "none".
    [[nodiscard]] static std::optional<SignChoice> choice(CommandLine &cli);
    /// When `choice` left it unsaid and the save dropped a weak signature, says on stderr that `--sign weak` signs
    /// the archive again (the format's note in the report says that the signature is gone, weak or strong).
    static void warn(const CommitReport &report, const SignChoice &choice);
    /// The signature fields of a save's JSON: signature_before (none|weak|strong), signature (none|weak) and
    /// signature_dropped.
    static void insertJson(QJsonObject &json, const CommitReport &report);
};

} // namespace mwb::cli
