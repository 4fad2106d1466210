// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/diff/ContentDiff.h"

#include <QWidget>

class QLabel;
class QTreeWidget;

namespace mwb::gui {

/// What changed inside one entry (a diff::ContentDiff): its notes above, then one row per change (location,
/// before, after) coloured by kind. Shared by the comparison dialog's drill-down and the comparison of a stack's
/// shadowed copy with the copy that wins.
class ContentDiffView : public QWidget
{
    Q_OBJECT
public:
    explicit ContentDiffView(QWidget *parent = nullptr);

    /// Clears the rows and shows `text` instead (a hint, "Comparing…", an error).
    void showMessage(const QString &text);
    /// Shows `content`: its notes ("The content is the same" when it has none), then its changes.
    void showDiff(const diff::ContentDiff &content);
    /// One row per change: location, before, after.
    [[nodiscard]] QTreeWidget *tree() const { return m_tree; }

private:
    QLabel *m_notes = nullptr;
    QTreeWidget *m_tree = nullptr;
};

} // namespace mwb::gui
