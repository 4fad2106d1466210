// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/widgets/ContentPage.h"

namespace mwb::widgets {

class HexInspector;

/// The page of content without a view of its own, or whose view could not show it: its bytes (HexInspector), with
/// the reason in the caption.
class HexPage final : public ContentPage
{
    Q_OBJECT
public:
    /// `problem` overrides the caption's detail (an image Qt could not decode), empty for the content's own.
    HexPage(std::shared_ptr<const content::Content> content, const QString &problem, QWidget *parent = nullptr);
    [[nodiscard]] HexInspector *inspector() const { return m_hex; }

private:
    HexInspector *m_hex = nullptr;
};

} // namespace mwb::widgets
