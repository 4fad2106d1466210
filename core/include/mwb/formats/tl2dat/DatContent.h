// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/content/TextContent.h"
#include "mwb/formats/tl2dat/DatTextCodec.h"

#include <optional>

namespace mwb::formats::tl2dat {

/// A Torchlight 2 DAT (.DAT, .TEMPLATE, .BINDAT) as text: a compiled one decompiled with the built-in name
/// dictionary, a text one decoded. Edited text is compiled before it is stored (a DAT the game cannot read is never
/// written) and stored the way the DAT was: compiled, or as text in its encoding and line ends. Compared with another
/// version property by property (text and compiled versions too).
class DatContent final : public content::TextContent
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2dat::DatContent)
public:
    DatContent(const content::Kind &kind, QString path, QByteArray bytes);

    /// How the DAT stores its text; nullopt for a text file named like a DAT that is no DAT (it does not start with
    /// a block): it is edited as plain text.
    [[nodiscard]] const std::optional<DatStorage> &storage() const { return m_storage; }

    [[nodiscard]] Result<QByteArray> encode(const QString &edited) const override;
    [[nodiscard]] int errorLine(const QString &edited, const Error &error) const override;
    /// Tagged blocks for a DAT, plain for other text named like one.
    [[nodiscard]] content::TextSyntax syntax() const override;

protected:
    [[nodiscard]] ContentDescription describe() const override;
    [[nodiscard]] std::optional<Result<diff::ContentDiff>> diffKind(const content::Content &before) const override;

private:
    std::optional<DatStorage> m_storage;
};

} // namespace mwb::formats::tl2dat
