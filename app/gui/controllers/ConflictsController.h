// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/conflicts/ModMerge.h"

#include <QObject>
#include <QPointer>

class QAction;
class QMenu;

namespace mwb::gui {

class ConflictsDialog;
class CurrentArchive;
class Workbench;

/// File › Show Conflicts… and File › Merge into New Mod… for an open stack of Torchlight 2 mods (File › Open as
/// Stack…, the last one wins): the conflict analysis runs as a job (conflicts::analyzeConflicts, over the stack's
/// layers and, once the user picks one, the game's files as the base) and shows in a ConflictsDialog; its Merge
/// runs conflicts::mergeMods as a job with the winners picked there (Merge into New Mod… opens the dialog with that
/// button first). Enabled while a stack of .MODs is open.
class ConflictsController : public QObject
{
    Q_OBJECT
public:
    /// Puts Show Conflicts… and Merge into New Mod… into `fileMenu`, above `closeAction`.
    ConflictsController(Workbench &workbench, QMenu &fileMenu, QAction *closeAction, QObject *parent);

    /// Analyzes the open stack against `base` (empty: none) and shows the dialog; errors go to the MessagePresenter.
    /// The menu commands use the base chosen last for the open stack.
    void showConflicts(const QString &base = {});

Q_SIGNALS:
    /// An analysis finished and the dialog shows it.
    void analyzed();
    /// A merge finished: `report` on success.
    void merged(const mwb::conflicts::MergeReport &report);
    /// A merge failed or was canceled (the error is shown).
    void mergeFailed(const mwb::Error &error);

private:
    void updateActions();
    void merge(const QString &output, const conflicts::MergeOptions &options);
    /// The open stack's mods, or none when the open archive is no stack of .MODs.
    [[nodiscard]] std::vector<LayeredArchive::Layer> stackedMods() const;
    [[nodiscard]] ConflictsDialog *dialog();

    Workbench &m_workbench;
    CurrentArchive *m_current = nullptr;
    QAction *m_show = nullptr;
    QAction *m_merge = nullptr;
    QPointer<ConflictsDialog> m_dialog;
    conflicts::ConflictInputs m_inputs; ///< what the dialog shows
    QString m_base; ///< the base of the last analysis of the open stack
    bool m_focusMerge = false; ///< Merge into New Mod… asked for the analysis: the dialog offers the merge first
};

} // namespace mwb::gui
