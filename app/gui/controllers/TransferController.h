// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPoint>
#include <QStringList>
#include <QTemporaryDir>


class QDropEvent;
class QMimeData;

namespace mwb::gui {

class MainWindow;

/// Drag and drop between the archive tree and the file manager.
/// - Out: dragging selected rows starts an extraction job into a staging folder (removed when the window closes)
///   and hands the file manager the extracted files or folders (DragOutMimeData) — the UI never waits.
/// - In: dropping files or folders onto the tree of an archive the session can edit offers to add them below the
///   folder under the cursor (or to open the first file instead); they become pending edits of the ArchiveSession
///   (one undoable action, text DATs compiled when saved), written by File › Save. Drops anywhere else open the
///   file.
/// GUI thread only.
class TransferController : public QObject
{
    Q_OBJECT
public:
    explicit TransferController(MainWindow &window);

    /// The drag payload for the selected rows (null when nothing is selected); public so tests need no real drag.
    [[nodiscard]] QMimeData *createDragData();

Q_SIGNALS:
    /// A dropped file is to be opened instead of added.
    void openRequested(const QString &path);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    [[nodiscard]] bool acceptsDrop(const QMimeData *mime) const;
    void handleDrop(QDropEvent *event);
    [[nodiscard]] QString folderAt(QPoint viewportPos) const;
    void startDrag();

    MainWindow &m_window;
    QTemporaryDir m_staging;
    int m_drags = 0;
    QPoint m_pressPos;
    bool m_pressed = false;
};

} // namespace mwb::gui
