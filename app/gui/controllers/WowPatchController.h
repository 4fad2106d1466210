// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dialogs/PatchPreviewDialog.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

#include <functional>
#include <memory>

class QAction;
class QMenu;

namespace mwb::gui {

class ArchiveDocument;
class CurrentArchive;
class Workbench;
struct DataFolderStack;
struct IconPreparation;
struct ItemsRequest;

/// The WoW menu: custom content into a client patch of the Data folder opened as a stack (issue 30 §1). Its own
/// top-level menu beside Mod (Torchlight 2's), as the issue names it: WoW › Add Icons… (images into
/// formats::wow::IconPatch) and WoW › Items from Server… (an item_template into formats::wow::ItemPatch), enabled
/// only while the current document is a Data folder (DataFolderStack), with a status tip saying why otherwise. Each
/// reads its inputs and plans the patch in a job (IconPatch::plan(), ItemPatch::plan(): nothing written), shows
/// what will be written in a PatchPreviewDialog (where an icon can be renamed: planned again), and on Write Patch
/// writes it in a job (the Jobs panel, cancelable; one checked commit), then opens the Data folder again in place of
/// the old stack so the new rows and icons show at once, and says in the status bar what was written. Errors go to the
/// window's messages. GUI thread only.
class WowPatchController : public QObject
{
    Q_OBJECT
public:
    explicit WowPatchController(Workbench &workbench, QObject *parent);
    ~WowPatchController() override;

    [[nodiscard]] QMenu *menu() const { return m_menu; }
    [[nodiscard]] QAction *addIconsAction() const { return m_addIcons; }
    [[nodiscard]] QAction *itemsAction() const { return m_items; }
    /// The preview on screen, or null.
    [[nodiscard]] PatchPreviewDialog *preview() const { return m_preview; }

    /// WoW › Add Icons… after its file dialog: the images `files` (each icon named after its file) planned into the
    /// current Data folder's default patch and previewed. Nothing without a Data folder current.
    void addIcons(const QStringList &files);
    /// WoW › Items from Server… after its dialog: `request` planned into the current Data folder's default patch and
    /// previewed. Nothing without a Data folder current.
    void addItems(const ItemsRequest &request);

Q_SIGNALS:
    /// A preview is on screen (preview()).
    void previewShown();
    /// The preview shows a new plan after an icon was renamed in it (or the old one again after an error).
    void previewUpdated();
    /// A patch was written and the Data folder is being opened again; `summary` is what the status bar shows.
    void patched(const QString &summary);

private:
    void updateActions();
    void chooseIcons();
    void chooseItems();
    /// Plans in a job, previews, and writes on accept (the steps of both commands; see the .cpp).
    template<typename Prepared, typename Prepare, typename Show, typename Write>
    void planAndPreview(const QString &title, Prepare prepare, Show show, Write write);
    /// Plans `current` (the plan `dialog` shows) again with icon `row` named `name`, and refills `dialog`.
    void renameIcon(PatchPreviewDialog &dialog, const std::shared_ptr<std::shared_ptr<const IconPreparation>> &current,
        int row, const QString &name);
    /// Shows `dialog` as the preview; `write` runs when it is accepted.
    void showPreview(PatchPreviewDialog *dialog, std::function<void()> write);
    /// Closes the stack `old` (when still open) and opens the Data folder `dataDir` again.
    void reopen(ArchiveDocument *old, const QString &dataDir);

    Workbench &m_workbench;
    CurrentArchive *m_current = nullptr;
    QMenu *m_menu = nullptr;
    QAction *m_addIcons = nullptr;
    QAction *m_items = nullptr;
    QPointer<PatchPreviewDialog> m_preview;
};

} // namespace mwb::gui
