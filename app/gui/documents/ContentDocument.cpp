// SPDX-License-Identifier: GPL-3.0-or-later
#include "ContentDocument.h"

#include "DocumentManager.h"
#include "MessagePresenter.h"
#include "Workbench.h"
#include "controllers/ProgressJob.h"
#include "mwb/core/content/ContentRegistry.h"
#include "mwb/core/content/TextContent.h"
#include "mwb/widgets/TextPage.h"

#include <QFileInfo>
#include <QPlainTextDocumentLayout>
#include <QTextDocument>
#include <QUndoStack>

namespace mwb::gui {

namespace {

/// One undo step of the text editor, mirrored on the document's stack: the editor made the change already (the
/// first redo does nothing), undo and redo go back to the text document.
class TextStepCommand final : public QUndoCommand
{
public:
    explicit TextStepCommand(QTextDocument &text)
        : QUndoCommand(ContentDocument::tr("Typing"))
        , m_text(text)
    { }
    void undo() override { m_text.undo(); }
    void redo() override
    {
        if (!std::exchange(m_first, false))
            m_text.redo();
    }

private:
    QTextDocument &m_text;
    bool m_first = true;
};

/// The text content shown in an editor (a text or a plan view: one that could not be parsed shows its bytes).
const content::TextContent *textOf(const std::shared_ptr<const content::Content> &content)
{
    return content->view() != content::View::Hex ? dynamic_cast<const content::TextContent *>(content.get()) : nullptr;
}

} // namespace

ContentDocument::ContentDocument(Workbench &workbench, widgets::PreparedContent prepared, QObject *parent)
    : Document(workbench, parent)
    , m_prepared(std::move(prepared))
{
    if (const content::TextContent *text = textOf(m_prepared.content)) {
        m_text = new QTextDocument(this);
        m_text->setDocumentLayout(new QPlainTextDocumentLayout(m_text));
        m_text->setPlainText(text->text());
        m_text->setModified(false);
        mirrorTextUndo();
        return;
    }
    m_session = widgets::createEditSession(m_prepared.content, *undoStack());
}

ContentDocument::~ContentDocument()
{
    delete m_page; // before the text document it shows
}

void ContentDocument::mirrorTextUndo()
{
    connect(m_text, &QTextDocument::undoCommandAdded, this, [this] { undoStack()->push(new TextStepCommand(*m_text)); });
    connect(undoStack(), &QUndoStack::cleanChanged, m_text, [this](bool clean) { m_text->setModified(!clean); });
}

QWidget *ContentDocument::view()
{
    return page();
}

widgets::ContentPage *ContentDocument::page()
{
    if (!m_page) {
        m_page = widgets::createContentPage(m_prepared);
        m_page->setCaption(title());
        if (auto *text = qobject_cast<widgets::TextPage *>(m_page.data())) {
            text->setTextDocument(m_text);
            connect(text, &widgets::TextPage::undoRequested, undoStack(), &QUndoStack::undo);
            connect(text, &widgets::TextPage::redoRequested, undoStack(), &QUndoStack::redo);
        }
        m_page->setEditSession(m_session.get());
        connect(m_page, &widgets::ContentPage::companionRequested, this, &ContentDocument::goToCompanion);
        connect(m_page, &widgets::ContentPage::companionWanted, this, [this](const QString &path) {
            readCompanion(path, CompanionJob::Quiet);
        });
        connect(m_page, &widgets::ContentPage::companionTaskWanted, this, &ContentDocument::runCompanionTask);
        updateEditable();
        readCompanions();
        m_page->companionTasksAccepted();
    }
    return m_page;
}

void ContentDocument::readCompanions()
{
    for (const QString &path : content()->companions())
        readCompanion(path, CompanionJob::Listed);
}

void ContentDocument::readCompanion(const QString &path, CompanionJob job)
{
    const QString name = QFileInfo(path).fileName();
    auto read = companionReader(path);
    if (!read) {
        m_page->showCompanion(path, Error{ErrorCode::Io, tr("%1 is not beside it").arg(name), location()});
        return;
    }
    auto future = job == CompanionJob::Quiet
        ? workbench().jobs().submitQuiet<Result<QByteArray>>([read = std::move(read)] {
              return read();
          })
        : submitProgressJob<QByteArray>(
            workbench().jobs(), tr("Reading %1").arg(name), [read = std::move(read)](Progress &) {
                return read();
            });
    future.then(this, [this, path](const Result<QByteArray> &bytes) {
        if (m_page)
            m_page->showCompanion(path, bytes);
    });
}

void ContentDocument::runCompanionTask(const QString &title, const widgets::CompanionTask &task)
{
    auto tree = companionTree();
    auto game = workbench().game().lookupMaker();
    auto future = submitProgressJob<std::function<void()>>(workbench().jobs(), title,
        [tree = std::move(tree), game = std::move(game), task](Progress &) -> Result<std::function<void()>> {
            content::CompanionSources sources;
            for (const auto &maker : {tree, game}) {
                if (!maker)
                    continue;
                auto lookup = maker();
                if (lookup)
                    sources.lookups.push_back(std::move(lookup).value());
                else
                    sources.problems.push_back(lookup.error());
            }
            return task(sources);
        });
    future.then(this, [page = m_page](const Result<std::function<void()>> &show) {
        if (page && show && *show)
            (*show)();
    });
}

QString ContentDocument::readOnlyReason() const
{
    if (m_saving)
        return tr("Saving %1…").arg(title());
    const content::TextContent *text = textOf(content());
    if (!text && !m_session)
        return tr("%1 content is shown here, not edited").arg(content()->kind().displayName());
    if (text) {
        if (QString reason = text->readOnlyReason(); !reason.isEmpty())
            return reason;
    }
    return storageRefusal();
}

void ContentDocument::updateEditable()
{
    if (m_page) {
        const QString reason = readOnlyReason();
        m_page->setEditable(reason.isEmpty(), reason, saveHint());
    }
    Q_EMIT editableChanged();
}

Result<QByteArray> ContentDocument::encodeText() const
{
    const QString edited = m_text->toPlainText();
    const content::TextContent &text = *textOf(content());
    auto bytes = text.encode(edited);
    auto *page = qobject_cast<widgets::TextPage *>(m_page.data());
    if (!bytes) {
        const int line = text.errorLine(edited, bytes.error());
        if (page)
            page->showError(line, bytes.error().message);
        Error located = bytes.error();
        if (line > 0)
            located.message = tr("Line %1: %2").arg(line).arg(bytes.error().message);
        return located;
    }
    if (page)
        page->clearError();
    return bytes;
}

void ContentDocument::save(const QString &target)
{
    if (m_saving || (!m_text && !m_session) || (target.isEmpty() && !isModified()))
        return;
    if (const QString reason = readOnlyReason(); !reason.isEmpty()) {
        Q_EMIT saveFailed(Error{ErrorCode::Unsupported, reason, location()});
        return;
    }
    auto bytes = m_session ? m_session->encode() : encodeText();
    if (!bytes) {
        Error located = bytes.error();
        located.path = location();
        Q_EMIT saveFailed(located);
        return;
    }
    m_saving = true;
    updateEditable();
    store(*bytes, target);
}

void ContentDocument::stored(const QByteArray &bytes)
{
    m_saving = false;
    m_prepared = widgets::prepareContent(content::parse(content()->path(), bytes));
    if (m_page) {
        m_page->replaceContent(m_prepared.content);
        m_page->setCaption(title());
    }
    if (m_session)
        m_session->markSaved();
    undoStack()->setClean();
    updateEditable();
    Q_EMIT contentChanged();
    Q_EMIT saved();
}

void ContentDocument::goToCompanion(const QString &path, const QString &anchor)
{
    const QString target = companionLocation(path);
    if (target.isEmpty()) {
        workbench().messages().showError(
            Error{ErrorCode::InvalidInput, tr("%1 is not beside it").arg(QFileInfo(path).fileName()), location()});
        return;
    }
    const auto reveal = [anchor](Document *document) {
        if (auto *content = qobject_cast<ContentDocument *>(document))
            content->page()->reveal(anchor);
    };
    DocumentManager &documents = workbench().documents();
    for (Document *open : documents.documents()) {
        if (open->location() == target) {
            documents.show(open);
            reveal(open);
            return;
        }
    }
    auto opened = std::make_shared<QMetaObject::Connection>();
    *opened = connect(&documents, &DocumentManager::documentOpened, this, [opened, target, reveal](Document *document) {
        if (document->location() != target)
            return;
        QObject::disconnect(*opened);
        reveal(document);
    });
    openCompanion(path);
}

void ContentDocument::storeFailed(const Error &error)
{
    m_saving = false;
    updateEditable();
    Q_EMIT saveFailed(error);
}

} // namespace mwb::gui
