// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QStringList>

class QDockWidget;
class QListWidget;

namespace mwb::gui {

class CurrentArchive;
class FileController;
class ViewController;
class Workbench;

/// Archive stacks in the window: File › Open WoW Data Folder… (a client's Data folder in the client's order, the
/// locale folder found) and File › Open as Stack… (archives in the order picked, the last one wins), opened by the
/// DocumentManager as one read-only archive document (mwb::LayeredArchive) whose Source column names the
/// supplying layer; the Structure dock shows the layers and, for an entry, the copies it shadows. The Layers dock
/// lists the current stack's layers, highest priority first; dragging a layer to another place opens the stack
/// again in that order (the layers stay open) in place of the old one. GUI thread only.
class StackController : public QObject
{
    Q_OBJECT
public:
    /// Adds its two Open commands to `file`'s menu and the Layers dock to `layouts`.
    StackController(Workbench &workbench, FileController &file, ViewController &layouts, QObject *parent);

    /// Opens a stack of `inputs` (a Data folder, or archives lowest priority first).
    void openStack(const QStringList &inputs);
    /// The Layers dock's list (highest priority first).
    [[nodiscard]] QListWidget *layersList() const { return m_list; }

private:
    void chooseDataFolder();
    void chooseArchives();
    /// The Layers dock after what is current.
    void updateLayers();
    /// Opens the current stack again in the order of the Layers dock.
    void applyDockOrder();

    Workbench &m_workbench;
    CurrentArchive *m_current = nullptr;
    QDockWidget *m_dock = nullptr;
    QListWidget *m_list = nullptr;
};

} // namespace mwb::gui
