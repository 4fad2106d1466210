// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/LayeredArchive.h"

#include <QFuture>
#include <QObject>
#include <QStringList>

#include <memory>

class QDockWidget;
class QListWidget;

namespace mwb::gui {

class FileController;
class MainWindow;
class ViewController;
struct OpenedArchive;

/// Archive stacks in the window: File › Open WoW Data Folder… (a client's Data folder in the client's order, the
/// locale folder found) and File › Open as Stack… (archives in the order picked, the last one wins), opened as one
/// read-only tree (mwb::LayeredArchive) whose Source column names the supplying layer; the Structure dock shows the
/// layers and, for an entry, the copies it shadows. The Layers dock lists the open stack's layers, highest priority
/// first; dragging a layer to another place rebuilds the stack in that order (the layers stay open).
class StackController : public QObject
{
    Q_OBJECT
public:
    /// Adds its two Open commands to `file`'s menu and the Layers dock to `layouts`.
    StackController(MainWindow &window, FileController &file, ViewController &layouts);

    /// Opens a stack of `inputs` (a Data folder, or archives lowest priority first) in a background job, asking
    /// first about unsaved edits of the open archive. Errors are shown through the window's MessagePresenter.
    void openStack(const QStringList &inputs);
    /// The Layers dock's list (highest priority first).
    [[nodiscard]] QListWidget *layersList() const { return m_list; }

Q_SIGNALS:
    /// A stack was opened or rebuilt in another order (it is on screen).
    void stackOpened();

private:
    void chooseDataFolder();
    void chooseArchives();
    /// Runs `build` (a worker-thread job giving the stack) and shows the result.
    void startJob(const QString &title, std::function<Result<std::shared_ptr<const LayeredArchive>>()> build);
    void show(OpenedArchive opened);
    /// The Layers dock after what is open.
    void updateLayers();
    /// Rebuilds the open stack in the order of the Layers dock.
    void applyDockOrder();

    MainWindow &m_window;
    ViewController &m_layouts;
    QDockWidget *m_dock = nullptr;
    QListWidget *m_list = nullptr;
    QFuture<void> m_pending;
};

} // namespace mwb::gui
