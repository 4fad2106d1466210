// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

#include <vector>

class QAction;
class QMenu;

namespace mwb::gui {

class CurrentArchive;
class Workbench;

/// *Archive › Export Images…* (also on the tree's context menu): every BLP, DDS, TGA and PNG of the selected rows
/// (a folder stands for everything below it), or of the whole archive when nothing is selected, written as PNG
/// files keeping their folders; and *Export Spell Icons…*, enabled when the archive holds
/// DBFilesClient/SpellIcon.dbc: each row's icon as ID_name.png with a CSV and JSON index (found/missing). Both
/// are background jobs with progress and Cancel (formats::images::ImageExport); nothing is written unless every
/// image converts. GUI thread only.
class ImageExportController : public QObject
{
    Q_OBJECT
public:
    /// Puts both exports into `archiveMenu` (after its two Extract commands) and the tree's context menu.
    ImageExportController(Workbench &workbench, QMenu &archiveMenu, QObject *parent);

    /// Exports the images among `entries` of the open archive (all of them when empty) below `targetDir`.
    void exportImages(const std::vector<int> &entries, const QString &targetDir);
    /// Exports the spell icons of the open archive below `targetDir`.
    void exportSpellIcons(const QString &targetDir);

Q_SIGNALS:
    /// An export finished: `images` PNG files written below `targetDir`; `missing` icons not found (spell icons).
    void exported(int images, int missing, const QString &targetDir);

private:
    void updateActions();
    void chooseImageExport();
    void chooseSpellIconExport();
    [[nodiscard]] QString chooseTargetDir(const QString &title);

    Workbench &m_workbench;
    CurrentArchive *m_current = nullptr;
    QAction *m_exportImages = nullptr;
    QAction *m_exportSpellIcons = nullptr;
    QString m_lastTargetDir;
};

} // namespace mwb::gui
