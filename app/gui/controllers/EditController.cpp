// SPDX-License-Identifier: GPL-3.0-or-later
#include "EditController.h"

#include "CurrentArchive.h"
#include "MessagePresenter.h"
#include "Workbench.h"
#include "documents/ArchiveDocument.h"
#include "documents/DocumentManager.h"
#include "mwb/widgets/ArchiveTreeModel.h"
#include "mwb/widgets/ArchiveView.h"

#include <QAction>
#include <QClipboard>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMainWindow>
#include <QMenuBar>
#include <QUndoGroup>
#include <QTreeView>
#include <QUndoStack>

#include <algorithm>

namespace mwb::gui {

namespace {

QString parentOf(const QString &path)
{
    const qsizetype slash = path.lastIndexOf(u'/');
    return slash > 0 ? path.left(slash) : QString();
}

QString childPath(const QString &folder, const QString &name)
{
    return folder.isEmpty() ? name : folder + u'/' + name;
}

} // namespace

EditController::EditController(Workbench &workbench, QObject *parent)
    : QObject(parent)
    , m_workbench(workbench)
    , m_current(new CurrentArchive(workbench.documents(), this))
{
    QMenu *menu = workbench.window().menuBar()->addMenu(tr("&Edit"));
    menu->setObjectName(QStringLiteral("editMenu")); // EntryAttributesController adds its commands to it
    m_undo = workbench.documents().undoGroup()->createUndoAction(this);
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = workbench.documents().undoGroup()->createRedoAction(this);
    m_redo->setShortcuts(QKeySequence::keyBindings(QKeySequence::Redo).isEmpty()
            ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)}
            : QKeySequence::keyBindings(QKeySequence::Redo));
    menu->addAction(m_undo);
    menu->addAction(m_redo);
    menu->addSeparator();
    m_addFiles = menu->addAction(tr("Add &Files…"), this, &EditController::chooseFiles);
    m_addFiles->setShortcut(QKeySequence(Qt::Key_Insert));
    m_addFolder = menu->addAction(tr("Add F&older…"), this, &EditController::chooseFolder);
    m_addFolder->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Insert));
    m_replace = menu->addAction(tr("&Replace…"), this, &EditController::chooseReplacement);
    m_replace->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_rename = menu->addAction(tr("Re&name"), this, &EditController::renameInPlace);
    m_rename->setShortcut(QKeySequence(Qt::Key_F2));
    m_delete = menu->addAction(tr("&Delete"), this, &EditController::deleteSelection);
    m_delete->setShortcut(QKeySequence::Delete);
    m_newFolder = menu->addAction(tr("New Fol&der"), this, &EditController::startNewFolder);
    m_newFolder->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    menu->addSeparator();
    m_copyPath = menu->addAction(tr("&Copy Path"), this, &EditController::copyPaths);
    m_copyPath->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    // Keys that mean something else elsewhere (Delete and F2 in a text box, Ctrl+Shift+C in the hex view) act on
    // a tree only while it has the focus; the menu items work from anywhere.
    for (QAction *action : {m_rename, m_delete, m_copyPath})
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);

    m_current->forEachArchive([this](ArchiveDocument &archive) { prepare(archive); });
    connect(m_current, &CurrentArchive::changed, this, &EditController::updateActions);
    updateActions();
}

void EditController::prepare(ArchiveDocument &archive)
{
    QTreeView *tree = archive.archiveView()->treeView();
    auto *separator = new QAction(tree);
    separator->setSeparator(true);
    tree->addActions({separator, m_addFiles, m_addFolder, m_replace, m_rename, m_delete, m_newFolder});
    auto *beforeCopy = new QAction(tree);
    beforeCopy->setSeparator(true);
    tree->addActions({beforeCopy, m_copyPath});
    connect(archive.model(), &ArchiveTreeModel::renameRequested, this,
        [this](const QString &path, const QString &name) { rename(path, name); });
}

QString EditController::singleSelection(bool filesOnly) const
{
    const ArchiveDocument *archive = m_current->document();
    if (!archive || archive->selectedNodes().size() != 1)
        return {};
    const auto &index = archive->index();
    const EntryIndex::NodeId selected = archive->selectedNodes().front();
    const EntryIndex::Node &node = index->node(selected);
    if ((filesOnly && node.isDir) || node.tag == static_cast<quint8>(EditMark::Deleted))
        return {};
    return index->pathOf(selected);
}

void EditController::updateActions()
{
    const ArchiveDocument *archive = m_current->document();
    const bool editable = archive && archive->canEdit();
    const QString reason = archive ? archive->readOnlyReason() : tr("No archive is open");
    const std::vector<EntryIndex::NodeId> nodes = archive ? archive->selectedNodes() : std::vector<EntryIndex::NodeId>{};
    const bool anyLive = std::any_of(nodes.begin(), nodes.end(), [archive](EntryIndex::NodeId node) {
        return archive->index()->node(node).tag != static_cast<quint8>(EditMark::Deleted);
    });
    const struct
    {
        QAction *action;
        bool possible;
        const char *help;
    } commands[] = {
        {m_addFiles, true, QT_TR_NOOP("Add files to the selected folder; written when you save")},
        {m_addFolder, true, QT_TR_NOOP("Add a folder with everything below it; written when you save")},
        {m_replace, !singleSelection(true).isEmpty(), QT_TR_NOOP("Replace the selected file with another file")},
        {m_rename, !singleSelection(false).isEmpty(), QT_TR_NOOP("Rename the selected entry or folder in place")},
        {m_delete, anyLive, QT_TR_NOOP("Delete the selected entries; they stay listed, struck out, until you save")},
        {m_newFolder, true, QT_TR_NOOP("Make a new folder in the selected folder")},
    };
    for (const auto &command : commands) {
        command.action->setEnabled(editable && command.possible);
        command.action->setToolTip(editable ? tr(command.help) : reason);
    }
    m_copyPath->setEnabled(!nodes.empty());
    m_copyPath->setToolTip(tr("Copy the archive paths of the selected rows"));
}

bool EditController::reported(const Result<void> &result)
{
    if (!result)
        m_workbench.messages().showError(result.error());
    return bool(result);
}

QString EditController::targetFolder() const
{
    const ArchiveDocument *archive = m_current->document();
    if (!archive || archive->selectedNodes().size() != 1)
        return {};
    const EntryIndex::NodeId selected = archive->selectedNodes().front();
    const QString path = archive->index()->pathOf(selected);
    return archive->index()->node(selected).isDir ? path : parentOf(path);
}

bool EditController::addFiles(const QStringList &files, const QString &folder)
{
    ArchiveDocument *archive = m_current->document();
    if (!archive)
        return false;
    auto added = archive->addLocalFiles(files, folder);
    if (!added) {
        m_workbench.messages().showError(added.error());
        return false;
    }
    return *added > 0;
}

bool EditController::replace(const QString &path, const QString &file)
{
    ArchiveDocument *archive = m_current->document();
    return archive && reported(archive->record(tr("Replace %1").arg(QFileInfo(path).fileName()),
        {{PendingEdit::Kind::Replace, path, {}, EntrySource::fromFile(file), AddOptions{true}}}));
}

bool EditController::remove(const QStringList &paths)
{
    QStringList sorted = paths;
    sorted.sort(Qt::CaseInsensitive);
    std::vector<PendingEdit> edits;
    QString last;
    for (const QString &path : std::as_const(sorted)) {
        if (!last.isEmpty() && path.startsWith(last + u'/', Qt::CaseInsensitive))
            continue; // below a folder that goes already
        edits.push_back({PendingEdit::Kind::Remove, path, {}, {}, {}});
        last = path;
    }
    const QString text = edits.size() == 1 ? tr("Delete %1").arg(QFileInfo(edits.front().path).fileName())
                                           : tr("Delete %n Item(s)", nullptr, static_cast<int>(edits.size()));
    ArchiveDocument *archive = m_current->document();
    return archive && !edits.empty() && reported(archive->record(text, std::move(edits)));
}

bool EditController::rename(const QString &path, const QString &newName)
{
    ArchiveDocument *archive = m_current->document();
    if (!archive)
        return false;
    if (newName.contains(u'/') || newName.contains(u'\\')) {
        m_workbench.messages().showError(Error{ErrorCode::InvalidInput,
            tr("“%1” is not a name: it may not contain / or \\").arg(newName), archive->location()});
        return false;
    }
    const QString target = childPath(parentOf(path), newName);
    if (!reported(archive->record(tr("Rename %1").arg(QFileInfo(path).fileName()),
            {{PendingEdit::Kind::Rename, path, target, {}, {}}})))
        return false;
    archive->archiveView()->selectPath(target);
    return true;
}

QString EditController::newFolder(const QString &parent)
{
    ArchiveDocument *archive = m_current->document();
    if (!archive)
        return {};
    constexpr int kMaxNumber = 100;
    for (int number = 1; number <= kMaxNumber; ++number) {
        const QString name = number == 1 ? tr("New Folder") : tr("New Folder %1").arg(number);
        const QString path = childPath(parent, name);
        const auto recorded
            = archive->record(tr("Make %1").arg(name), {{PendingEdit::Kind::NewFolder, path, {}, {}, {}}});
        if (recorded)
            return path;
        if (recorded.error().code != ErrorCode::InvalidInput) { // not a taken name: numbering will not help
            m_workbench.messages().showError(recorded.error());
            return {};
        }
    }
    return {};
}

void EditController::startNewFolder()
{
    const QString path = newFolder(targetFolder());
    ArchiveDocument *archive = m_current->document();
    if (path.isEmpty() || !archive || !archive->archiveView()->selectPath(path))
        return;
    archive->archiveView()->renameCurrent();
}

void EditController::renameInPlace()
{
    if (ArchiveDocument *archive = m_current->document())
        archive->archiveView()->renameCurrent();
}

void EditController::chooseFiles()
{
    const QStringList files = QFileDialog::getOpenFileNames(&m_workbench.window(), tr("Add Files"), m_lastDir);
    if (files.isEmpty())
        return;
    m_lastDir = QFileInfo(files.constFirst()).absolutePath();
    addFiles(files, targetFolder());
}

void EditController::chooseFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(&m_workbench.window(), tr("Add Folder"), m_lastDir);
    if (folder.isEmpty())
        return;
    m_lastDir = QFileInfo(folder).absolutePath();
    addFiles({folder}, targetFolder());
}

void EditController::chooseReplacement()
{
    const QString path = singleSelection(true);
    if (path.isEmpty())
        return;
    const QString file = QFileDialog::getOpenFileName(
        &m_workbench.window(), tr("Replace %1").arg(QFileInfo(path).fileName()), m_lastDir);
    if (file.isEmpty())
        return;
    m_lastDir = QFileInfo(file).absolutePath();
    replace(path, file);
}

void EditController::deleteSelection()
{
    const ArchiveDocument *archive = m_current->document();
    if (!m_delete->isEnabled() || !archive)
        return;
    const auto &index = archive->index();
    QStringList paths;
    for (const EntryIndex::NodeId node : archive->selectedNodes()) {
        if (index->node(node).tag != static_cast<quint8>(EditMark::Deleted))
            paths << index->pathOf(node);
    }
    remove(paths);
}

void EditController::copyPaths()
{
    const ArchiveDocument *archive = m_current->document();
    const QStringList paths = archive ? archive->selectedPaths() : QStringList();
    if (!paths.isEmpty())
        QGuiApplication::clipboard()->setText(paths.join(u'\n'));
}

} // namespace mwb::gui
