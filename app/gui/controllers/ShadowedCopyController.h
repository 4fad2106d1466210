// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

#include <memory>

class QAction;

namespace mwb {
class LayeredArchive;
} // namespace mwb

namespace mwb::gui {

class CurrentArchive;
class Workbench;

/// The "also in" rows of a stack's tree: below each file, one row per layer whose copy it shadows (the model names
/// them through LayeredArchive::shadowedSources()). On such a row the tree's context menu offers:
/// - *Open This Copy's Archive*: opens the layer's archive on its own, with the file selected;
/// - *Extract This Copy…*: writes the shadowed copy's bytes to a file (atomically);
/// - *Compare With the Copy in Use*: what the winning copy changes in it (diff::diffContent(): DAT properties,
///   WDBC cells, image facts, bytes), read and compared in a job.
/// The commands are hidden on every other row. GUI thread only.
class ShadowedCopyController : public QObject
{
    Q_OBJECT
public:
    ShadowedCopyController(Workbench &workbench, QObject *parent);

    /// The copy the tree's current row stands for: its stack, entry and copy (copy -1 when the row is no copy).
    struct CurrentCopy
    {
        std::shared_ptr<const LayeredArchive> stack;
        int entry = -1;
        int copy = -1;
    };
    [[nodiscard]] CurrentCopy current() const;
    /// Extracts the current copy to `target` in a job.
    void extractTo(const QString &target);
    /// Compares the current copy with the one in use in a job; `compared` is emitted with the dialog on screen.
    void compareWithWinner();

Q_SIGNALS:
    /// A comparison's dialog is on screen.
    void compared();

private:
    void updateActions();
    void openLayer();
    void chooseExtractTarget();
    [[nodiscard]] QString layerPath(const CurrentCopy &copy) const;

    Workbench &m_workbench;
    CurrentArchive *m_current = nullptr;
    QAction *m_open = nullptr;
    QAction *m_extract = nullptr;
    QAction *m_compare = nullptr;
};

} // namespace mwb::gui
