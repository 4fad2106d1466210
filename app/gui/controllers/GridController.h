// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GridDocument.h"

#include <QFuture>
#include <QObject>
#include <QString>

#include <optional>

class QDockWidget;
class QModelIndex;
class QTreeView;

namespace mwb {
class PropertyModel;
namespace widgets {
class HeatmapPanel;
} // namespace widgets
} // namespace mwb

namespace mwb::gui {

class MainWindow;

/// Walkability grids: the Heatmap dock (HeatmapPanel) and the Cell dock (a PropertyModel with the hovered cell,
/// the statistics and the format's detection explanation). Grid files come from the FileController; grid entries
/// of an open archive (.MPP, .map) are previewed when selected, any entry when double-clicked: only that entry is
/// read (Archive::readEntry) and decoded in a job. GUI thread only.
class GridController : public QObject
{
    Q_OBJECT
public:
    /// Index of the "Cell" group in properties(); the document's groups follow it.
    static constexpr int kCellGroup = 0;

    explicit GridController(MainWindow &window);

    /// Shows `document` in both docks (and raises them).
    void showDocument(GridDocument document);
    /// Reads entry `entry` (at `entryPath`) of the open archive and shows it as a grid, in a background job.
    void previewEntry(int entry, const QString &entryPath);
    /// True from previewEntry() until its job's result is shown (or reported).
    [[nodiscard]] bool isLoading() const { return m_loading; }

    /// The shown document, if any.
    [[nodiscard]] const std::optional<GridDocument> &document() const { return m_document; }
    [[nodiscard]] widgets::HeatmapPanel *panel() const { return m_panel; }
    [[nodiscard]] PropertyModel *properties() const { return m_properties; }
    [[nodiscard]] QTreeView *propertyView() const { return m_propertyView; }

    /// Fills the "Cell" group with cell (x, y) of the shown grid.
    void showCell(int x, int y);

Q_SIGNALS:
    /// A grid was decoded, labelled and baked, and is on screen.
    void gridShown();

private:
    void onSelectionChanged();
    void onActivated(const QModelIndex &index);
    void clearCell();
    void exportPng();
    void previewNode(int node, bool onlyGridNames);

    MainWindow &m_window;
    widgets::HeatmapPanel *m_panel = nullptr;
    PropertyModel *m_properties = nullptr;
    QTreeView *m_propertyView = nullptr;
    QDockWidget *m_heatmapDock = nullptr;
    QDockWidget *m_cellDock = nullptr;
    std::optional<GridDocument> m_document;
    QFuture<void> m_pending;
    int m_previewNode = -1; ///< the archive node shown or loading, so a double-click does not read it twice
    bool m_loading = false;
    QString m_lastExportDir;
};

} // namespace mwb::gui
