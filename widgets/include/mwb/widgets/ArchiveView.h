// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/EntryIndex.h"

#include <QWidget>

#include <vector>

class QLabel;
class QLineEdit;
class QMenu;
class QStackedWidget;
class QTimer;
class QTreeView;

namespace mwb {

class ArchiveTreeModel;
class EntryFilterProxy;

/// An archive's entry tree with a filter box: a QTreeView (uniform row heights, interactive column widths, sorting
/// on header click) over an EntryFilterProxy whose filter text follows the line edit after a 200 ms pause in
/// typing. While the model is empty a placeholder text is shown instead of the tree. The context menu lists the
/// tree's actions (QWidget::addAction) with their tooltips, so a disabled command says why. GUI thread only.
class ArchiveView : public QWidget
{
    Q_OBJECT
public:
    /// Debounce delay between the last keystroke and refiltering.
    static constexpr int kFilterDelayMs = 200;
    /// Filtered results are expanded until about this many rows are visible.
    static constexpr int kExpandBudget = 2000;

    /// What the user sees of the tree, by path, so that it survives a rebuilt index.
    struct TreeState
    {
        QStringList expanded;
        QStringList selected;
        QString current;
    };

    explicit ArchiveView(QWidget *parent = nullptr);

    /// Shows `model` (not owned; it must outlive the view or be replaced first).
    void setModel(ArchiveTreeModel *model);
    /// The text shown while the model has no rows.
    void setPlaceholderText(const QString &text);

    /// Selects the entry or folder at '/'-separated `path` (case-insensitive), expands its parents and scrolls to
    /// it. False when no such node exists or the filter hides it.
    bool selectPath(const QString &path);

    /// Selected entries as NodeIds of the model's EntryIndex, one per selected row ("also in" rows left out).
    [[nodiscard]] std::vector<EntryIndex::NodeId> selectedNodes() const;
    /// Paths of the selected rows.
    [[nodiscard]] QStringList selectedPaths() const;

    /// The expanded folders, selected rows and current row.
    [[nodiscard]] TreeState treeState() const;
    /// Expands, selects and makes current what `state` names, where those paths still exist.
    void restoreTreeState(const TreeState &state);
    /// Starts editing the current row's name in place (when the model allows it).
    void renameCurrent();
    /// The context menu: the tree's actions, tooltips shown. The caller owns it.
    [[nodiscard]] QMenu *createContextMenu();

    [[nodiscard]] QTreeView *treeView() const { return m_tree; }
    [[nodiscard]] QLineEdit *filterEdit() const { return m_filter; }
    [[nodiscard]] EntryFilterProxy *proxy() const { return m_proxy; }

Q_SIGNALS:
    /// The set of selected rows changed.
    void selectionChanged();
    /// The filter was applied to the proxy, `elapsedMs` after it started.
    void filterApplied(const QString &text, qint64 elapsedMs);

private:
    void applyFilter();
    void onModelReset();
    void updatePage();
    void expandMatches();
    void fitColumns();
    /// The proxy index of `path` (case-insensitive), invalid when absent or filtered out.
    [[nodiscard]] QModelIndex indexOfPath(const QString &path) const;

    ArchiveTreeModel *m_model = nullptr;
    EntryFilterProxy *m_proxy = nullptr;
    QLineEdit *m_filter = nullptr;
    QTreeView *m_tree = nullptr;
    QLabel *m_placeholder = nullptr;
    QStackedWidget *m_pages = nullptr;
    QTimer *m_debounce = nullptr;
};

} // namespace mwb
