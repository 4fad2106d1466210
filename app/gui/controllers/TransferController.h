// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Backend.h"

#include <QObject>
#include <QPoint>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>
#include <vector>

class QDropEvent;
class QMimeData;

namespace mwb::gui {

class MainWindow;

/// Drag and drop between the archive tree and the file manager.
/// - Out: dragging selected rows starts an extraction job into a staging folder (removed when the window closes)
///   and hands the file manager the extracted files or folders (DragOutMimeData) — the UI never waits.
/// - In: dropping files or folders onto the tree of a writable archive (a .MOD) offers to add them to the archive
///   below the folder under the cursor (or to open the first file instead); adding runs as a repack job on
///   Backend::repack, and the archive is reopened when it finishes. Drops anywhere else open the file.
/// GUI thread only.
class TransferController : public QObject
{
    Q_OBJECT
public:
    explicit TransferController(MainWindow &window);

    /// The drag payload for the selected rows (null when nothing is selected); public so tests need no real drag.
    [[nodiscard]] QMimeData *createDragData();
    /// Adds local `files` (files or folders) to the open archive below `targetFolder` ("MEDIA/UNITS"), in a
    /// repack job; the archive is reopened afterwards.
    void addFiles(const QStringList &files, const QString &targetFolder);
    /// The changes addFiles() would make: every file below the dropped folders, at its path below `targetFolder`.
    [[nodiscard]] static std::vector<FileChange> changesFor(const QStringList &files, const QString &targetFolder);

Q_SIGNALS:
    /// A repack of the open archive finished successfully (before it is reopened).
    void repacked(const mwb::gui::PackOutcome &outcome);

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
