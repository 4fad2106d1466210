// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Backend.h"
#include "mwb/core/ops/ExtractEntries.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

class QAction;
class QMenu;

namespace mwb::gui {

class ArchiveDocument;
class CurrentArchive;
class Workbench;

/// The Archive menu: Extract Selection…, Extract All…, Pack Folder into .MOD…, Verify and Add Listfile… (MPQ).
/// Each runs as a JobQueue job with progress and Cancel; results go to the status bar, failures through the
/// window's MessagePresenter.
class ArchiveController : public QObject
{
    Q_OBJECT
public:
    ArchiveController(Workbench &workbench, QObject *parent);

    /// Extracts the archive's `entries` below `targetDir` in background jobs: the first finds the files that exist
    /// there already; when there are any, the user chooses to overwrite, skip or rename them all (or to cancel)
    /// before the second extracts (ops::extractEntries, atomic).
    void extractTo(const std::vector<int> &entries, const QString &targetDir);
    /// Packs a mod folder in a background job (needs Backend::pack).
    void pack(const PackRequest &request);
    /// Verifies the open archive (Archive::verify) in a background job and shows the report.
    void verify();
    /// Reopens the current archive with `listfiles` added, in a background job (asking first about unsaved edits).
    void addListfiles(const QStringList &listfiles);
    /// The Archive menu, for the controllers that add their commands to it (ImageExportController).
    [[nodiscard]] QMenu *menu() const { return m_menu; }
    /// Codec entry indices under the selected rows (a selected folder stands for everything below it).
    [[nodiscard]] std::vector<int> selectedEntries() const;

Q_SIGNALS:
    /// An extraction finished successfully.
    void extracted(int files, qint64 bytes, const QString &targetDir);
    /// A pack job finished successfully.
    void packed(const mwb::gui::PackOutcome &outcome);

private:
    void extractSelection();
    void extractAll();
    void choosePackRequest();
    void chooseListfiles();
    void updateActions();
    void prepare(ArchiveDocument &archive);
    [[nodiscard]] QString chooseTargetDir();
    /// What to do with `conflicts` (files that exist in `targetDir`): Refuse when there are none, the user's answer
    /// otherwise, nullopt when the user cancels.
    [[nodiscard]] std::optional<ops::OverwritePolicy> askOverwritePolicy(
        const std::vector<ops::ExtractConflict> &conflicts, const QString &targetDir);
    void runExtraction(const std::shared_ptr<const Archive> &archive, const std::vector<int> &entries,
        const QString &targetDir, ops::OverwritePolicy policy);

    Workbench &m_workbench;
    CurrentArchive *m_current = nullptr;
    QMenu *m_menu = nullptr;
    QAction *m_extractSelection = nullptr;
    QAction *m_extractAll = nullptr;
    QAction *m_pack = nullptr;
    QAction *m_verify = nullptr;
    QAction *m_compact = nullptr;
    QAction *m_addListfile = nullptr;
    QString m_lastTargetDir;
    QString m_lastListfileDir;
};

} // namespace mwb::gui
