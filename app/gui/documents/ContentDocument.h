// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Document.h"
#include "mwb/widgets/ContentEditSession.h"
#include "mwb/widgets/ContentPage.h"

#include <QPointer>

#include <functional>

class QTextDocument;

namespace mwb::gui {

/// A document of one piece of content (a file that is not an archive, or an entry of an archive): the content
/// parsed once by the content registry, the page of its view, and what is edited: for text the text (the editor's
/// own undo steps, mirrored on the document's undo stack, so Edit › Undo and the editor agree), for other editable
/// kinds (a WoW client table) an edit session (widgets::createEditSession()) whose changes are undo steps of the
/// document. Saving encodes the text the way the content was stored (a DAT is compiled first; an error marks its
/// line and nothing is stored), or the session's content, and hands the bytes to the subclass: a file writes
/// itself, an entry becomes a pending edit of its archive. The files the content names as its companions (a level
/// layout's pathing grid, the tables a table's keys point at) are read where the document came from, in jobs, and
/// handed to its page; the page may ask to open one at a place (ContentPage::companionRequested), or for one more
/// file beside it (ContentPage::companionWanted: a table row's icon), read the same way, quietly, or for work on the
/// files of the tree it came from and of the game's archive (ContentPage::companionTaskWanted: a level plan's room
/// pieces), run as a job. GUI thread only.
class ContentDocument : public Document
{
    Q_OBJECT
public:
    ~ContentDocument() override;

    [[nodiscard]] const std::shared_ptr<const content::Content> &content() const { return m_prepared.content; }
    [[nodiscard]] QWidget *view() override;
    [[nodiscard]] widgets::ContentPage *page();
    /// The text being edited (text content only, else null).
    [[nodiscard]] QTextDocument *textDocument() const { return m_text; }
    /// The edit session of content edited through one (a table), else null.
    [[nodiscard]] widgets::ContentEditSession *editSession() const { return m_session.get(); }
    [[nodiscard]] QString readOnlyReason() const override;
    void save(const QString &target = {}) override;
    [[nodiscard]] bool isSaving() const override { return m_saving; }

Q_SIGNALS:
    /// content() was replaced by what was saved (the structure and hex docks follow).
    void contentChanged();

protected:
    ContentDocument(Workbench &workbench, widgets::PreparedContent prepared, QObject *parent);
    /// Why the bytes cannot be stored where they came from (a read-only file, an archive that cannot be edited);
    /// empty when they can.
    [[nodiscard]] virtual QString storageRefusal() const = 0;
    /// Stores `bytes` (into its file, or `target` when set); calls stored() or storeFailed() when done.
    virtual void store(const QByteArray &bytes, const QString &target) = 0;
    /// What a successful save says next to "Editable" ("Ctrl+S records it in X.MOD").
    [[nodiscard]] virtual QString saveHint() const = 0;
    /// Reads the companion `path` (content::Content::companions()) from where the document came from, on any
    /// thread, owning what it needs; null (or an error when called) when it is not there.
    [[nodiscard]] virtual std::function<Result<QByteArray>()> companionReader(const QString &path) const = 0;
    /// The location() the document of the companion `path` has, or empty when it is not there.
    [[nodiscard]] virtual QString companionLocation(const QString &path) const = 0;
    /// Opens the companion `path` (found by companionLocation()) as a document.
    virtual void openCompanion(const QString &path) = 0;
    /// A maker, called on a worker thread, of the lookup over the tree of files the document came from (its
    /// archive, pending edits left out; a file's mod folder, the folder above its MEDIA folder) for the page's
    /// companion tasks; null when there is none.
    [[nodiscard]] virtual std::function<Result<content::CompanionLookup>()> companionTree() const = 0;
    void stored(const QByteArray &bytes);
    void storeFailed(const Error &error);
    /// The page's editable state after what may have changed it.
    void updateEditable();

private:
    void mirrorTextUndo();
    /// The edited text encoded; a compile error marks its line on the page.
    [[nodiscard]] Result<QByteArray> encodeText() const;
    /// Shows the companion `path`'s document (opening it first when needed) at `anchor`.
    void goToCompanion(const QString &path, const QString &anchor);
    /// Reads the content's companions in jobs; the page shows each as it comes.
    void readCompanions();
    /// How a companion is read: as a job of the Jobs panel (the content's companions) or quietly (files the page
    /// wants as it shows them: one per visible row).
    enum class CompanionJob { Listed, Quiet };
    /// Reads the companion `path` in a job and hands it (or why it is not there) to the page.
    void readCompanion(const QString &path, CompanionJob job);
    /// Runs the page's `task` in a job over companionTree() and the game's archive (Workbench::game()), then hands its
    /// result to the page.
    void runCompanionTask(const QString &title, const widgets::CompanionTask &task);

    widgets::PreparedContent m_prepared;
    QTextDocument *m_text = nullptr;
    std::unique_ptr<widgets::ContentEditSession> m_session;
    QPointer<widgets::ContentPage> m_page;
    bool m_saving = false;
};

} // namespace mwb::gui
