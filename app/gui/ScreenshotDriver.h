// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace mwb::gui {

class MainWindow;

/// What `mwb --screenshot` (and --select, --layers without it) asks for.
struct ScreenshotPlan
{
    QString file; ///< the PNG to write; empty: no screenshot
    QStringList inputs; ///< what the command line opens (a file, ARCHIVE::ENTRY, a stack)
    QString select; ///< an entry to select once the archive is open (its inspection is waited for)
    QString raise; ///< a dock to bring to the front ("structure" for structureDock)
    QString layers; ///< heatmap layers of a grid page (comma-separated keys)
    QString compare; ///< compare the archive with this file or folder and picture the comparison
    bool conflicts = false; ///< picture the Conflicts dialog of the stack of mods
    bool doctor = false; ///< picture the window once the Doctor dock lists the findings of the WoW Data folder
    QString translate; ///< picture Mod › Translate… of the opened mod into this language
    QString po; ///< with `translate`: a PO merged into the strings first (Open PO…)
    QString edit; ///< a cell of a table to change first, as ID.COLUMN=VALUE (the change is not saved)
    QStringList addIcons; ///< picture the preview of WoW › Add Icons… of these images on the opened Data folder
};

/// Drives the window for the README's screenshots (scripts/screenshots.sh): the default layout at the default
/// window size, messages not shown as boxes, and the PNG taken once what the plan names is on screen (the document
/// opened, the selected entry inspected, a grid's sample cell shown, a comparison or the conflicts analysed, a mod's
/// strings collected for translation, a Data folder examined by the doctor, the preview of icons to add), then
/// the application quits (1 when the PNG cannot be written). GUI thread only.
class ScreenshotDriver
{
public:
    static void start(MainWindow &window, const ScreenshotPlan &plan);
    /// --select and --layers without --screenshot: applied once the document is open.
    static void selectWhenOpen(MainWindow &window, const ScreenshotPlan &plan);
};

} // namespace mwb::gui
