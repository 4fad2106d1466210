// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/content/TextContent.h"
#include "mwb/formats/tl2layout/LayoutCompiler.h"
#include "mwb/formats/tl2layout/LayoutPlan.h"

#include <optional>

namespace mwb::formats::tl2layout {

/// True for what the layout row of the content registry takes: a .LAYOUT or .BINLAYOUT name (any case) on bytes
/// that are a BINLAYOUT or that look like text.
[[nodiscard]] bool isLayoutContent(const QString &path, QByteArrayView bytes);

/// A Torchlight 2 layout (.LAYOUT, .LAYOUT.BINLAYOUT) as text: a compiled one (BINLAYOUT, what a .MOD stores under
/// the .LAYOUT name) decompiled, a text one decoded; plus the layout read from that text and its plan (the level's
/// objects at their positions, or the UI's windows). Edited text is compiled before it is stored (a layout GUTS or
/// the game could not read is never written) and stored the way the layout was: compiled, or as text in its
/// encoding and line ends. Text named .LAYOUT that is no layout (it does not start with a block: a CEGUI XML
/// layout) is edited as plain text.
class LayoutContent final : public content::TextContent
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2layout::LayoutContent)
public:
    LayoutContent(const content::Kind &kind, QString path, QByteArray bytes);

    /// Stored compiled: shown decompiled, saved compiled.
    [[nodiscard]] bool isCompiled() const { return m_compiled; }
    /// The text is a layout (compiled, or text that starts with its root block).
    [[nodiscard]] bool isLayout() const { return m_isLayout; }
    /// The layout read from text(), objects with their lines; nullopt when it is no layout or does not compile
    /// (textError()).
    [[nodiscard]] const std::optional<LayoutText> &layout() const { return m_layout; }
    /// Why text() does not compile (line and column in its message, offset as encode()'s errors have it).
    [[nodiscard]] const std::optional<Error> &textError() const { return m_textError; }
    /// The plan of layout() (Empty without one); its items point into layout().
    [[nodiscard]] const LayoutPlan &plan() const { return m_plan; }

    /// A level layout's pathing grid: X.MPP beside X.LAYOUT (or X.LAYOUT.BINLAYOUT).
    [[nodiscard]] QStringList companions() const override;
    [[nodiscard]] Result<QByteArray> encode(const QString &edited) const override;
    [[nodiscard]] int errorLine(const QString &edited, const Error &error) const override;
    [[nodiscard]] content::TextSyntax syntax() const override;

protected:
    /// A compiled layout: its BINLAYOUT structure; text: the default.
    [[nodiscard]] ContentDescription describe() const override;

private:
    void readLayout();

    bool m_compiled = false;
    bool m_isLayout = false;
    std::optional<LayoutText> m_layout;
    std::optional<Error> m_textError;
    LayoutPlan m_plan;
};

} // namespace mwb::formats::tl2layout
