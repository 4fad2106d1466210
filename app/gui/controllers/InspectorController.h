// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Inspection.h"
#include "LatestRequest.h"

#include <QMetaObject>
#include <QObject>
#include <QPointer>

class QDockWidget;
class QModelIndex;
class QTreeView;

namespace mwb {
class StructureModel;
namespace widgets {
class HexInspector;
} // namespace widgets
} // namespace mwb

namespace mwb::gui {

class ContentDocument;
class CurrentArchive;
class Document;
class ViewController;
class Workbench;

/// The Structure and Hex docks. What they show follows the current document: for an archive, its own structure
/// (headers, tables, directories) over the archive file's bytes, or a selected entry's record(s) in the archive plus
/// its content described (read alone, parsed once by the content registry) over the entry's bytes; for a file or an
/// entry document, its content's structure over its bytes, with the failing byte marked when it did not open as the
/// archive its name claims. Entries are inspected in quiet jobs, the newest selection winning (LatestRequest).
///
/// The docks are linked: selecting a structure row (or a row of a table, a cell of a grid) marks its bytes in the
/// hex view (switching between the archive's and the entry's bytes as the row requires), and clicking a byte
/// selects the field that owns it. GUI thread only.
class InspectorController : public QObject
{
    Q_OBJECT
public:
    /// Adds the Structure and Hex docks to `layouts` (the View menu).
    InspectorController(Workbench &workbench, ViewController &layouts, QObject *parent);

    [[nodiscard]] widgets::HexInspector *hex() const { return m_hex; }
    [[nodiscard]] StructureModel *structure() const { return m_structure; }
    [[nodiscard]] QTreeView *structureView() const { return m_structureView; }
    /// What the docks show.
    [[nodiscard]] const Inspection &shown() const { return m_shown; }
    /// True while an inspection job runs.
    [[nodiscard]] bool isLoading() const { return m_request.isRunning(); }

Q_SIGNALS:
    /// An inspection is on screen: `shown`.
    void inspected(const mwb::gui::Inspection &shown);

private:
    void onCurrentDocument(Document *document);
    void inspectContent(ContentDocument &document);
    void onSelectionChanged();
    void run(std::function<Inspection()> work);
    void show(Inspection inspection);
    void onStructureRowChanged(const QModelIndex &current);
    void onByteClicked(qint64 offset);
    /// Marks `size` bytes at `offset` of the shown content's bytes: a table row's record, a grid cell's.
    void markContentBytes(qint64 offset, qint64 size);
    void showSpace(bool content);
    void highlightTopLevel();
    [[nodiscard]] bool isContentRow(const QModelIndex &index) const;

    Workbench &m_workbench;
    CurrentArchive *m_current = nullptr;
    widgets::HexInspector *m_hex = nullptr;
    StructureModel *m_structure = nullptr;
    QTreeView *m_structureView = nullptr;
    QDockWidget *m_structureDock = nullptr;
    QList<QMetaObject::Connection> m_documentConnections;
    Inspection m_shown;
    LatestRequest m_request;
    bool m_showingContent = false;
    bool m_syncing = false; ///< set while the hex view drives the structure selection (no feedback loop)
};

} // namespace mwb::gui
