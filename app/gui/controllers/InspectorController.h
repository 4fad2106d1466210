// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Inspection.h"

#include <QFuture>
#include <QObject>

#include <memory>
#include <optional>

class QDockWidget;
class QModelIndex;
class QTreeView;

namespace mwb {
class StructureModel;
namespace widgets {
class EntryPreview;
class HexInspector;
} // namespace widgets
} // namespace mwb

namespace mwb::gui {

class ArchiveMapping;
class MainWindow;
class ViewController;

/// The Structure, Hex and Preview docks. What they show follows the selection: the open archive's own structure
/// (headers, tables, directories) over the archive file's bytes; a selected entry's record(s) in the archive plus
/// its described content over the entry's bytes (read alone, never by extracting the archive), and its preview;
/// a file opened on its own, a grid file, or a file that failed to open with the failing byte marked. Built in a
/// job (Inspection), so selecting a large entry never blocks the window; a newer selection drops an older result.
/// The open archive's file is mapped once (ArchiveMapping) and shared by the inspections of its entries. When a
/// file on disk is shown, the Preview dock comes to the front for text and images, the Structure dock otherwise
/// (and always for a file that failed to open, whose error row is there).
/// A selected grid entry's bytes, once read here, are handed on (gridEntryRead) for the heatmap (read once for both).
///
/// The docks are linked: selecting a structure row (or a row of a table preview) marks its bytes in the hex view (switching between the
/// archive's and the entry's bytes as the row requires), and clicking a byte selects the field that owns it.
/// GUI thread only.
class InspectorController : public QObject
{
    Q_OBJECT
public:
    /// Adds the Structure, Hex and Preview docks to `layouts` (the View menu).
    InspectorController(MainWindow &window, ViewController &layouts);

    /// Inspects a file on disk (a grid opened on its own, or a file that failed to open with `failure`).
    void inspectFile(const QString &path, std::optional<Error> failure = std::nullopt);

    [[nodiscard]] widgets::EntryPreview *preview() const { return m_preview; }
    [[nodiscard]] widgets::HexInspector *hex() const { return m_hex; }
    [[nodiscard]] StructureModel *structure() const { return m_structure; }
    [[nodiscard]] QTreeView *structureView() const { return m_structureView; }
    /// What the docks show.
    [[nodiscard]] const Inspection &shown() const { return m_shown; }
    /// True while an inspection job runs.
    [[nodiscard]] bool isLoading() const { return m_loading; }

Q_SIGNALS:
    /// An inspection is on screen: `shown`.
    void inspected(const mwb::gui::Inspection &shown);
    /// A grid entry too large to inspect was selected: the heatmap reads it itself.
    void gridEntrySelected(int entry, const QString &entryPath);
    /// A grid entry's bytes were read for its inspection (read once for the heatmap too).
    void gridEntryRead(const QByteArray &bytes, const QString &entryPath);
    /// The preview's Show Grid asks for the file on screen to be opened as a grid.
    void openRequested(const QString &path);

private:
    void onArchiveChanged();
    void onSelectionChanged();
    void run(std::function<Inspection()> work);
    void show(Inspection inspection);
    void onStructureRowChanged(const QModelIndex &current);
    void onByteClicked(qint64 offset);
    /// Marks `size` bytes at `offset` of the selected entry's (or file's) bytes: a table row's record.
    void markContentBytes(qint64 offset, qint64 size);
    void showSpace(bool content);
    void highlightTopLevel();
    void raiseDockFor(const Inspection &inspection);
    void showGrid();
    [[nodiscard]] bool isContentRow(const QModelIndex &index) const;

    MainWindow &m_window;
    widgets::EntryPreview *m_preview = nullptr;
    widgets::HexInspector *m_hex = nullptr;
    StructureModel *m_structure = nullptr;
    QTreeView *m_structureView = nullptr;
    QDockWidget *m_structureDock = nullptr;
    QDockWidget *m_previewDock = nullptr;
    std::shared_ptr<const ArchiveMapping> m_mapping; ///< of the open archive, null when none
    Inspection m_shown;
    bool m_showingContent = false;
    QFuture<void> m_pending;
    int m_generation = 0;
    bool m_loading = false;
    bool m_syncing = false; ///< set while the hex view drives the structure selection (no feedback loop)
};

} // namespace mwb::gui
