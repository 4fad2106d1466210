// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dialogs/TranslateDialog.h"
#include "mwb/core/Error.h"
#include "mwb/formats/tl2translate/TranslationBuilder.h"

#include <QObject>
#include <QPointer>

class QAction;

namespace mwb::gui {

class ArchiveDocument;
class CurrentArchive;
class Workbench;

/// The Mod menu's Translate…: the translatable strings of the current Torchlight 2 mod (a .MOD, a mod folder or a
/// stack of mods) collected as a job (tl2translate::collectStrings) and shown in a TranslateDialog; choosing
/// another language there collects them again; its Build runs tl2translate::buildTranslation as a job and either
/// records TRANSLATION.DAT and the language DAT as one pending edit of the open archive (saved with it, undone with
/// Edit › Undo) or writes a separate translation mod (tl2translate::writeTranslationMod: atomic, nothing left on
/// error or cancel). Enabled while such a mod is current, and with nothing open (then it asks for a .MOD and opens
/// it first). Translate… again, and closing the window, ask about the dialog's unsaved translations first.
class TranslateController : public QObject
{
    Q_OBJECT
public:
    TranslateController(Workbench &workbench, QObject *parent);

    /// Collects the strings of the current mod into `language` (empty: the one language it translates) and shows the
    /// dialog; errors go to the MessagePresenter.
    void translate(const QString &language = {});
    /// The dialog, once shown.
    [[nodiscard]] TranslateDialog *dialog() const { return m_dialog; }
    [[nodiscard]] QAction *translateAction() const { return m_translate; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

Q_SIGNALS:
    /// The strings were collected and the dialog shows them.
    void collected();
    /// A build finished: into the open mod (pending) or written as a separate mod.
    void built(const mwb::formats::tl2translate::TranslatedModReport &report);
    /// A collection or build failed or was canceled (the error is shown).
    void failed(const mwb::Error &error);

private:
    void updateAction();
    /// Translate… with nothing open: asks for a .MOD, opens it, then translates it.
    void openAndTranslate();
    void build(const TranslationBuildRequest &request);
    /// Records the built files as one pending edit of the mod the strings came from; false (error shown) when it
    /// is gone or refuses the edit.
    bool recordInMod(const formats::tl2translate::TranslationBuild &build);
    void fail(const Error &error);
    /// A job was canceled before it returned: the dialog is usable again, nothing is reported but the status line.
    void canceled();
    [[nodiscard]] TranslateDialog *ensureDialog();

    Workbench &m_workbench;
    CurrentArchive *m_current = nullptr;
    QAction *m_translate = nullptr;
    QPointer<TranslateDialog> m_dialog;
    QPointer<ArchiveDocument> m_document; ///< the mod the dialog's strings come from
};

} // namespace mwb::gui
