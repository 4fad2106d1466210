// SPDX-License-Identifier: GPL-3.0-or-later
#include "EditController.h"

#include "MainWindow.h"
#include "MessagePresenter.h"
#include "mwb/widgets/ArchiveTreeModel.h"
#include "mwb/widgets/ArchiveView.h"
#include "session/ArchiveSession.h"

#include <QAction>
#include <QClipboard>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenuBar>
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

EditController::EditController(MainWindow &window)
    : QObject(&window)
    , m_window(window)
    , m_session(window.session())
{
    QMenu *menu = window.menuBar()->addMenu(tr("&Edit"));
    menu->setObjectName(QStringLiteral("editMenu")); // EntryAttributesController adds its commands to it
    m_undo = m_session.undoStack()->createUndoAction(this);
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = m_session.undoStack()->createRedoAction(this);
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
    m_rename = menu->addAction(tr("Re&name"), window.archiveView(), &ArchiveView::renameCurrent);
    m_rename->setShortcut(QKeySequence(Qt::Key_F2));
    m_delete = menu->addAction(tr("&Delete"), this, &EditController::deleteSelection);
    m_delete->setShortcut(QKeySequence::Delete);
    m_newFolder = menu->addAction(tr("New Fol&der"), this, &EditController::startNewFolder);
    m_newFolder->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    menu->addSeparator();
    m_copyPath = menu->addAction(tr("&Copy Path"), this, &EditController::copyPaths);
    m_copyPath->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));

    // Keys that mean something else elsewhere (Delete and F2 in a text box, Ctrl+Shift+C in the hex view) act on
    // the tree only while it has the focus; the menu items work from anywhere.
    QTreeView *tree = window.archiveView()->treeView();
    for (QAction *action : {m_rename, m_delete, m_copyPath})
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    auto *separator = new QAction(this);
    separator->setSeparator(true);
    tree->addActions({separator, m_addFiles, m_addFolder, m_replace, m_rename, m_delete, m_newFolder});
    auto *beforeCopy = new QAction(this);
    beforeCopy->setSeparator(true);
    tree->addActions({beforeCopy, m_copyPath});

    connect(window.model(), &ArchiveTreeModel::renameRequested, this,
        [this](const QString &path, const QString &name) { rename(path, name); });
    connect(&m_session, &ArchiveSession::archiveChanged, this, &EditController::updateActions);
    connect(&m_session, &ArchiveSession::selectionChanged, this, &EditController::updateActions);
    connect(&m_session, &ArchiveSession::savingChanged, this, &EditController::updateActions);
    connect(&m_session, &ArchiveSession::planChanged, this, &EditController::updateActions);
    updateActions();
}

QString EditController::singleSelection(bool filesOnly) const
{
    const auto &nodes = m_session.selectedNodes();
    const auto &index = m_session.index();
    if (nodes.size() != 1 || !index)
        return {};
    const EntryIndex::Node &node = index->node(nodes.front());
    if ((filesOnly && node.isDir) || node.tag == static_cast<quint8>(EditMark::Deleted))
        return {};
    return index->pathOf(nodes.front());
}

void EditController::updateActions()
{
    const bool editable = m_session.canEdit();
    const QString reason = m_session.readOnlyReason();
    const auto &nodes = m_session.selectedNodes();
    const auto &index = m_session.index();
    const bool anyLive = index && std::any_of(nodes.begin(), nodes.end(), [&index](EntryIndex::NodeId node) {
        return index->node(node).tag != static_cast<quint8>(EditMark::Deleted);
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
    // The writer of a running save was built from the edits as they were: they stay put until it ends.
    const bool saving = m_session.isSaving();
    m_undo->setEnabled(!saving && m_session.undoStack()->canUndo());
    m_redo->setEnabled(!saving && m_session.undoStack()->canRedo());
    m_copyPath->setEnabled(!nodes.empty());
    m_copyPath->setToolTip(tr("Copy the archive paths of the selected rows"));
}

bool EditController::reported(const Result<void> &result)
{
    if (!result)
        m_window.messages()->showError(result.error());
    return bool(result);
}

QString EditController::targetFolder() const
{
    const auto &nodes = m_session.selectedNodes();
    const auto &index = m_session.index();
    if (nodes.size() != 1 || !index)
        return {};
    const QString path = index->pathOf(nodes.front());
    return index->node(nodes.front()).isDir ? path : parentOf(path);
}

bool EditController::addFiles(const QStringList &files, const QString &folder)
{
    auto added = m_session.addLocalFiles(files, folder);
    if (!added) {
        m_window.messages()->showError(added.error());
        return false;
    }
    return *added > 0;
}

bool EditController::replace(const QString &path, const QString &file)
{
    return reported(m_session.record(tr("Replace %1").arg(QFileInfo(path).fileName()),
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
    return !edits.empty() && reported(m_session.record(text, std::move(edits)));
}

bool EditController::rename(const QString &path, const QString &newName)
{
    if (newName.contains(u'/') || newName.contains(u'\\')) {
        m_window.messages()->showError(Error{ErrorCode::InvalidInput,
            tr("“%1” is not a name: it may not contain / or \\").arg(newName), m_session.archive()->path()});
        return false;
    }
    const QString target = childPath(parentOf(path), newName);
    if (!reported(m_session.record(tr("Rename %1").arg(QFileInfo(path).fileName()),
            {{PendingEdit::Kind::Rename, path, target, {}, {}}})))
        return false;
    m_window.archiveView()->selectPath(target);
    return true;
}

QString EditController::newFolder(const QString &parent)
{
    constexpr int kMaxNumber = 100;
    for (int number = 1; number <= kMaxNumber; ++number) {
        const QString name = number == 1 ? tr("New Folder") : tr("New Folder %1").arg(number);
        const QString path = childPath(parent, name);
        const auto recorded
            = m_session.record(tr("Make %1").arg(name), {{PendingEdit::Kind::NewFolder, path, {}, {}, {}}});
        if (recorded)
            return path;
        if (recorded.error().code != ErrorCode::InvalidInput) { // not a taken name: numbering will not help
            m_window.messages()->showError(recorded.error());
            return {};
        }
    }
    return {};
}

void EditController::startNewFolder()
{
    const QString path = newFolder(targetFolder());
    if (path.isEmpty() || !m_window.archiveView()->selectPath(path))
        return;
    m_window.archiveView()->renameCurrent();
}

void EditController::chooseFiles()
{
    const QStringList files = QFileDialog::getOpenFileNames(&m_window, tr("Add Files"), m_lastDir);
    if (files.isEmpty())
        return;
    m_lastDir = QFileInfo(files.constFirst()).absolutePath();
    addFiles(files, targetFolder());
}

void EditController::chooseFolder()
{
    const QString folder = QFileDialog::getExistingDirectory(&m_window, tr("Add Folder"), m_lastDir);
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
        &m_window, tr("Replace %1").arg(QFileInfo(path).fileName()), m_lastDir);
    if (file.isEmpty())
        return;
    m_lastDir = QFileInfo(file).absolutePath();
    replace(path, file);
}

void EditController::deleteSelection()
{
    const auto &index = m_session.index();
    if (!m_delete->isEnabled() || !index)
        return;
    QStringList paths;
    for (const EntryIndex::NodeId node : m_session.selectedNodes()) {
        if (index->node(node).tag != static_cast<quint8>(EditMark::Deleted))
            paths << index->pathOf(node);
    }
    remove(paths);
}

void EditController::copyPaths()
{
    const QStringList paths = m_session.selectedPaths();
    if (!paths.isEmpty())
        QGuiApplication::clipboard()->setText(paths.join(u'\n'));
}

} // namespace mwb::gui
