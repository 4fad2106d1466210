// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Backend.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <vector>

class QAction;
class QMenu;

namespace mwb::gui {

class MainWindow;

/// The Archive menu: Extract Selection…, Extract All…, Pack Folder into .MOD…, Verify and Add Listfile… (MPQ).
/// Each runs as a JobQueue job with progress and Cancel; results go to the status bar, failures through the
/// window's MessagePresenter.
class ArchiveController : public QObject
{
    Q_OBJECT
public:
    explicit ArchiveController(MainWindow &window);

    /// Extracts the archive's `entries` below `targetDir` in a background job.
    void extractTo(const std::vector<int> &entries, const QString &targetDir);
    /// Packs a mod folder in a background job (needs Backend::pack).
    void pack(const PackRequest &request);
    /// Verifies the open archive in a background job (needs Backend::verify) and shows the report.
    void verify();
    /// Keeps `listfiles` for the open archive and reopens it with them, in a background job.
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
    /// `listfiles` are to be used whenever the archive at `archivePath` is opened (Add Listfile…).
    void listfilesAdded(const QString &archivePath, const QStringList &listfiles);
    /// The file at `path` is to be opened (again).
    void openRequested(const QString &path);

private:
    void extractSelection();
    void extractAll();
    void choosePackRequest();
    void chooseListfiles();
    void updateActions();
    [[nodiscard]] QString chooseTargetDir();

    MainWindow &m_window;
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
