// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPoint>
#include <QStringList>
#include <QTemporaryDir>


class QDropEvent;
class QMimeData;
class QTreeView;

namespace mwb::gui {

class CurrentArchive;
class Workbench;

/// Drag and drop between the archive tree and the file manager.
/// - Out: dragging selected rows starts an extraction job into a staging folder (removed when the window closes)
///   and hands the file manager the extracted files or folders (DragOutMimeData) — the UI never waits.
/// - In: dropping files or folders onto the tree of an archive the session can edit offers to add them below the
///   folder under the cursor (or to open the first file instead); they become pending edits of the ArchiveDocument
///   (one undoable action, text DATs compiled when saved), written by File › Save. Drops anywhere else open the
///   file.
/// GUI thread only.
class TransferController : public QObject
{
    Q_OBJECT
public:
    TransferController(Workbench &workbench, QObject *parent);

    /// The drag payload for the selected rows (null when nothing is selected); public so tests need no real drag.
    [[nodiscard]] QMimeData *createDragData();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    [[nodiscard]] bool acceptsDrop(const QMimeData *mime) const;
    void handleDrop(QDropEvent *event);
    [[nodiscard]] QString folderAt(QPoint viewportPos) const;
    void startDrag();
    /// The current archive's tree, or null.
    [[nodiscard]] QTreeView *tree() const;

    Workbench &m_workbench;
    CurrentArchive *m_current = nullptr;
    QTemporaryDir m_staging;
    int m_drags = 0;
    QPoint m_pressPos;
    bool m_pressed = false;
};

} // namespace mwb::gui
