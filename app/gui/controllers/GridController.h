// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GridDocument.h"
#include "mwb/core/Result.h"

#include <QByteArray>
#include <QFuture>
#include <QObject>
#include <QString>

#include <functional>
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
class ViewController;

/// Walkability grids: the Heatmap dock (HeatmapPanel) and the Cell dock (a PropertyModel with the hovered cell,
/// the statistics and the format's detection explanation). Grid files come from the FileController. Grid entries
/// of an open archive (.MPP, .map) are previewed when selected: the InspectorController reads the selected entry
/// and hands its bytes over (previewEntryBytes), so it is read once for both. Any entry is previewed when
/// double-clicked: only that entry is read (Archive::readEntry). Decoding runs in a job. GUI thread only.
class GridController : public QObject
{
    Q_OBJECT
public:
    /// Index of the "Cell" group in properties(); the document's groups follow it.
    static constexpr int kCellGroup = 0;

    /// Adds the Heatmap and Properties docks to `layouts` (the View menu), which places them when a grid is shown.
    GridController(MainWindow &window, ViewController &layouts);

    /// Shows `document` in both docks (and raises them).
    void showDocument(GridDocument document);
    /// Reads entry `entry` (at `entryPath`) of the open archive and shows it as a grid, in a background job.
    void previewEntry(int entry, const QString &entryPath);
    /// Shows `bytes`, the content of entry `entryPath` of the open archive, as a grid (decoded in a background job).
    void previewEntryBytes(const QByteArray &bytes, const QString &entryPath);
    /// True from previewEntry() or previewEntryBytes() until the job's result is shown (or reported).
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
    void onActivated(const QModelIndex &index);
    void clearCell();
    void exportPng();
    /// Decodes the bytes `read` returns (on a worker thread) as entry `entryPath` of the open archive.
    void preview(const QString &entryPath, std::function<Result<QByteArray>()> read);

    MainWindow &m_window;
    ViewController &m_layouts;
    widgets::HeatmapPanel *m_panel = nullptr;
    PropertyModel *m_properties = nullptr;
    QTreeView *m_propertyView = nullptr;
    QDockWidget *m_heatmapDock = nullptr;
    QDockWidget *m_cellDock = nullptr;
    std::optional<GridDocument> m_document;
    QFuture<void> m_pending;
    QString m_previewPath; ///< the archive entry shown or loading, so a double-click does not read it again
    bool m_loading = false;
    QString m_lastExportDir;
};

} // namespace mwb::gui
