// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/conflicts/ModMerge.h"

#include <QDialog>

#include <vector>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace mwb::gui {

/// The conflicts of the open stack of mods (File › Show Conflicts…, File › Merge into New Mod…): the files several
/// mods share with the mods that carry them, the status and the winner, each DAT's overlapping properties below
/// it, and the mod × mod matrix of conflicting files. Every real conflict (a DAT property, or a file compared by its
/// bytes) has a Winner box, preset to the load order's winner; Merge into New Mod… asks for the output and hands the
/// choices on. Compare With Base… takes the game's archive or asks for its unpacked files. Non-modal; the controller runs the jobs.
class ConflictsDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ConflictsDialog(QWidget *parent = nullptr);

    /// Shows a finished analysis (the Winner boxes start over at the load order).
    void setReport(const conflicts::ConflictReport &report, const QString &basePath);
    [[nodiscard]] const conflicts::ConflictReport &report() const { return m_report; }
    /// The files (top level) and their properties (children), for tests.
    [[nodiscard]] QTreeWidget *filesTree() const { return m_files; }
    [[nodiscard]] QTableWidget *matrixTable() const { return m_matrix; }
    /// The winners picked in the Winner boxes that differ from the load order.
    [[nodiscard]] QHash<QString, int> chosenWinners() const;
    /// Picks `mod` as the winner of the conflict at `address` of `file` (empty address: the whole file); false when
    /// there is no such conflict or the mod does not take part in it.
    bool chooseWinner(const QString &file, const QString &address, int mod);
    /// Asks the controller to merge into `output` with the chosen winners (mergeRequested).
    void mergeInto(const QString &output);
    /// Makes Merge into New Mod… the default button and gives it the focus.
    void focusMerge();
    /// Enables the buttons that start jobs (off while one runs).
    void setBusy(bool busy);
    /// The game's archive (File › Torchlight 2 Game Folder…), empty when none is known: with one, Compare With
    /// Base… offers it first and another folder second.
    void setGameArchive(const QString &pakPath);
    /// Compare With Base…, for tests.
    [[nodiscard]] QPushButton *baseButton() const { return m_base; }

Q_SIGNALS:
    void baseRequested(const QString &base);
    void mergeRequested(const QString &output, const conflicts::MergeOptions &options);

private:
    void fillFiles();
    void fillMatrix();
    QTreeWidgetItem *addFile(const conflicts::FileReport &file);
    void addProperty(QTreeWidgetItem *parent, const conflicts::FileReport &file, const conflicts::PropertyOverlap &property);
    /// A Winner box in `item`'s last column offering `mods`, set to `winner`, keyed by choiceKey(file, address).
    void addWinnerBox(QTreeWidgetItem *item, const QString &key, const std::vector<int> &mods, int winner);
    void chooseBase();
    void chooseOutput();

    conflicts::ConflictReport m_report;
    QLabel *m_summary = nullptr;
    QTreeWidget *m_files = nullptr;
    QTableWidget *m_matrix = nullptr;
    std::vector<QComboBox *> m_winnerBoxes; ///< of the rows on screen (owned by the tree)
    QPushButton *m_base = nullptr;
    QPushButton *m_merge = nullptr;
    QString m_lastDir;
};

} // namespace mwb::gui
