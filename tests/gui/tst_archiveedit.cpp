// SPDX-License-Identifier: GPL-3.0-or-later
// Editing an archive document in the window: every edit kind is a pending edit marked in the tree and undone /
// redone; Save commits exactly the planned entries through the writer in one job and reopens the file with the
// selection kept; a failed or canceled save leaves the file untouched and the edits pending; closing the document or
// the window with edits asks; a format that cannot be written has its edit commands disabled with the reason; an
// entry opened as its own document and saved becomes a pending edit of its archive. Runs on a small list archive
// with a recording writer; the last test runs the real .MOD writer.
#include "DefaultBackend.h"
#include "ListArchive.h"
#include "MainWindow.h"
#include "WindowControllers.h"
#include "DocumentWaits.h"
#include "MessagePresenter.h"
#include "TestFiles.h"
#include "controllers/EditController.h"
#include "controllers/FileController.h"
#include "controllers/InspectorController.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2mod/ModPacker.h"
#include "mwb/formats/tl2mod/ModVerifier.h"
#include "mwb/widgets/ArchiveTreeModel.h"
#include "mwb/widgets/ArchiveView.h"
#include "documents/EntryDocument.h"
#include "mwb/widgets/HexDataSource.h"
#include "mwb/widgets/TextPage.h"

#include <QAction>
#include <QDir>
#include <QFont>
#include <QMenu>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTabWidget>
#include <QTreeView>
#include <QUndoStack>

using mwb::EditMark;
using mwb::gui::MainWindow;
using mwb::test::ListArchive;
using mwb::test::WriterMode;
using mwb::test::WrittenEntry;
using mwb::test::readFile;
using mwb::test::writeFile;

namespace {

/// A window whose backend opens list archives and edits them with a RecordingWriter.
struct EditWindow
{
    std::shared_ptr<std::vector<WrittenEntry>> written = std::make_shared<std::vector<WrittenEntry>>();
    std::shared_ptr<WriterMode> mode = std::make_shared<WriterMode>(WriterMode::Write);
    std::unique_ptr<MainWindow> window;

    EditWindow()
    {
        mwb::gui::Backend backend;
        backend.open = [](const QString &path, const mwb::OpenOptions &) { return ListArchive::open(path); };
        backend.edit = [written = written, mode = mode](std::shared_ptr<const mwb::Archive> archive)
            -> mwb::Result<std::unique_ptr<mwb::ArchiveWriter>> {
            return std::unique_ptr<mwb::ArchiveWriter>(
                std::make_unique<mwb::test::RecordingWriter>(std::move(archive), written, *mode));
        };
        window = std::make_unique<MainWindow>(backend);
        window->messages()->setInteractive(false);
    }
    mwb::gui::ArchiveDocument &archive() const { return *mwb::test::currentAs<mwb::gui::ArchiveDocument>(*window); }
    mwb::gui::EditController &edit() const { return *mwb::test::controller<mwb::gui::EditController>(*window); }
};

std::vector<ListArchive::Entry> sampleEntries()
{
    return {{QStringLiteral("A/ONE.TXT"), "one"}, {QStringLiteral("A/TWO.TXT"), "two"},
        {QStringLiteral("B/THREE.TXT"), "three"}};
}

mwb::ArchiveView *viewOf(MainWindow &window)
{
    return window.documents().currentArchive()->archiveView();
}

/// The proxy index of `path` in the current archive's tree (selects it), invalid when absent.
QModelIndex rowOf(MainWindow &window, const QString &path)
{
    if (!viewOf(window)->selectPath(path))
        return {};
    return viewOf(window)->treeView()->currentIndex().siblingAtColumn(0);
}

/// The options of the planned entry at `path`.
mwb::AddOptions plannedOptions(const mwb::gui::ArchiveDocument &archive, const QString &path)
{
    for (const mwb::PlannedEntry &entry : archive.editPlan()->writer().entries()) {
        if (entry.path == path)
            return entry.options;
    }
    return {};
}

EditMark markOf(MainWindow &window, const QString &path)
{
    return static_cast<EditMark>(rowOf(window, path).data(mwb::ArchiveTreeModel::EditMarkRole).toInt());
}

bool waitFor(const std::function<bool()> &condition)
{
    return QTest::qWaitFor(condition, 20000);
}

} // namespace

class TestArchiveEdit : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;
    int m_files = 0;

    /// A fresh list archive with the sample entries.
    QString makeArchive()
    {
        const QString path = m_tmp.filePath(QStringLiteral("archive%1.list").arg(++m_files));
        return writeFile(path, ListArchive::serialize(sampleEntries())) ? path : QString();
    }

    QString makeLocalFile(const QString &name, const QByteArray &content)
    {
        const QString path = m_tmp.filePath(QStringLiteral("local%1/%2").arg(++m_files).arg(name));
        return writeFile(path, content) ? path : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void addMarksTheTreeAndUndoRedoRestoresIt()
    {
        EditWindow w;
        QVERIFY(mwb::test::openArchiveAndWait(*w.window, makeArchive()));
        QVERIFY(!w.window->isWindowModified());
        QVERIFY(w.edit().addFiles({makeLocalFile(QStringLiteral("new.dat"), "[X]\n")}, QStringLiteral("A")));
        QCOMPARE(markOf(*w.window, QStringLiteral("A/new.dat")), EditMark::Added);
        const QModelIndex added = rowOf(*w.window, QStringLiteral("A/new.dat"));
        QVERIFY(added.data(Qt::ToolTipRole).toString().contains(mwb::ArchiveTreeModel::markText(EditMark::Added)));
        QVERIFY(added.data(Qt::ForegroundRole).value<QColor>().isValid());
        QCOMPARE(markOf(*w.window, QStringLiteral("A/ONE.TXT")), EditMark::None);
        QVERIFY(w.window->isWindowModified());
        QVERIFY(w.window->windowTitle().contains(QLatin1String("[*]")));
        QCOMPARE(w.edit().undoAction()->text(), QStringLiteral("Undo Add new.dat"));
        QCOMPARE(plannedOptions(w.archive(), QStringLiteral("A/new.dat")).compileSources, true);

        w.edit().undoAction()->trigger();
        QVERIFY(!rowOf(*w.window, QStringLiteral("A/new.dat")).isValid());
        QVERIFY(!w.window->isWindowModified());
        w.edit().redoAction()->trigger();
        QCOMPARE(markOf(*w.window, QStringLiteral("A/new.dat")), EditMark::Added);
    }

    void selectingAPendingEntryInspectsItsNewContent()
    {
        EditWindow w;
        QVERIFY(mwb::test::openArchiveAndWait(*w.window, makeArchive()));
        auto *inspector = mwb::test::controller<mwb::gui::InspectorController>(*w.window);
        QVERIFY(viewOf(*w.window)->selectPath(QStringLiteral("A/ONE.TXT")));
        QVERIFY(waitFor([&] { return inspector->shown().entryPath == QLatin1String("A/ONE.TXT"); }));
        QVERIFY(w.edit().replace(QStringLiteral("A/TWO.TXT"), makeLocalFile(QStringLiteral("two.txt"), "new two")));
        QVERIFY(viewOf(*w.window)->selectPath(QStringLiteral("A/TWO.TXT")));
        QVERIFY(waitFor([&] { return inspector->shown().entryPath == QLatin1String("A/TWO.TXT"); }));
        const mwb::gui::Inspection &shown = inspector->shown();
        QVERIFY(shown.content);
        QCOMPARE(shown.content->read(0, 100), QByteArray("new two")); // the pending bytes, not the archive's "two"
        QVERIFY(!shown.container); // no record in the archive file yet
    }

    void replaceDeleteRenameAndNewFolderAreMarkedAndUndone()
    {
        EditWindow w;
        QVERIFY(mwb::test::openArchiveAndWait(*w.window, makeArchive()));
        QUndoStack *undo = w.archive().undoStack();

        QVERIFY(w.edit().replace(QStringLiteral("A/ONE.TXT"), makeLocalFile(QStringLiteral("one.txt"), "ONE")));
        QCOMPARE(markOf(*w.window, QStringLiteral("A/ONE.TXT")), EditMark::Replaced);
        QCOMPARE(w.edit().undoAction()->text(), QStringLiteral("Undo Replace ONE.TXT"));

        QVERIFY(w.edit().remove({QStringLiteral("B/THREE.TXT")}));
        const QModelIndex deleted = rowOf(*w.window, QStringLiteral("B/THREE.TXT"));
        QVERIFY(deleted.isValid()); // still listed until saved
        QCOMPARE(markOf(*w.window, QStringLiteral("B/THREE.TXT")), EditMark::Deleted);
        QVERIFY(deleted.data(Qt::FontRole).value<QFont>().strikeOut());
        QVERIFY(!(deleted.flags() & Qt::ItemIsEditable));

        QVERIFY(w.edit().rename(QStringLiteral("A/TWO.TXT"), QStringLiteral("2.TXT")));
        QVERIFY(!rowOf(*w.window, QStringLiteral("A/TWO.TXT")).isValid()); // the planned state: at its new path
        QCOMPARE(markOf(*w.window, QStringLiteral("A/2.TXT")), EditMark::Renamed);
        QCOMPARE(w.edit().undoAction()->text(), QStringLiteral("Undo Rename TWO.TXT"));

        const QString folder = w.edit().newFolder(QStringLiteral("B"));
        QCOMPARE(folder, QStringLiteral("B/New Folder"));
        QCOMPARE(markOf(*w.window, folder), EditMark::Added);
        QVERIFY(rowOf(*w.window, folder).data(mwb::ArchiveTreeModel::IsDirRole).toBool());
        QCOMPARE(w.edit().newFolder(QStringLiteral("B")), QStringLiteral("B/New Folder 2"));
        QCOMPARE(undo->count(), 5);

        // A taken name is refused at once and records nothing.
        QSignalSpy presented(w.window->messages(), &mwb::gui::MessagePresenter::presented);
        QVERIFY(!w.edit().rename(QStringLiteral("A/ONE.TXT"), QStringLiteral("2.TXT")));
        QCOMPARE(presented.size(), 1);
        QCOMPARE(undo->count(), 5);

        undo->setIndex(0);
        QCOMPARE(markOf(*w.window, QStringLiteral("A/ONE.TXT")), EditMark::None);
        QCOMPARE(markOf(*w.window, QStringLiteral("A/TWO.TXT")), EditMark::None);
        QCOMPARE(markOf(*w.window, QStringLiteral("B/THREE.TXT")), EditMark::None);
        QVERIFY(!rowOf(*w.window, folder).isValid());
        QVERIFY(!w.window->isWindowModified());
        undo->setIndex(5);
        QCOMPARE(markOf(*w.window, QStringLiteral("A/2.TXT")), EditMark::Renamed);
        QCOMPARE(markOf(*w.window, QStringLiteral("B/THREE.TXT")), EditMark::Deleted);
    }

    void renameInPlaceAndFromTheContextMenu()
    {
        EditWindow w;
        QVERIFY(mwb::test::openArchiveAndWait(*w.window, makeArchive()));
        const QModelIndex row = rowOf(*w.window, QStringLiteral("A/TWO.TXT"));
        QVERIFY(row.flags() & Qt::ItemIsEditable);
        QVERIFY(w.edit().renameAction()->isEnabled());
        QCOMPARE(w.edit().renameAction()->shortcut(), QKeySequence(Qt::Key_F2));
        QCOMPARE(w.edit().deleteAction()->shortcut(), QKeySequence(QKeySequence::Delete));
        QVERIFY(viewOf(*w.window)->treeView()->model()->setData(row, QStringLiteral("RENAMED.TXT")));
        QVERIFY(waitFor([&] { return rowOf(*w.window, QStringLiteral("A/RENAMED.TXT")).isValid(); }));
        QCOMPARE(markOf(*w.window, QStringLiteral("A/RENAMED.TXT")), EditMark::Renamed);

        const std::unique_ptr<QMenu> menu(viewOf(*w.window)->createContextMenu());
        QStringList texts;
        for (const QAction *action : menu->actions()) {
            if (!action->isSeparator())
                texts << action->text();
        }
        for (const char *expected : {"&Extract Selection…", "Add &Files…", "Add F&older…", "&Replace…", "Re&name",
                 "&Delete", "New Fol&der", "&Copy Path", "Add &Listfile…"})
            QVERIFY2(texts.contains(QString::fromUtf8(expected)), expected);
        QVERIFY(menu->toolTipsVisible());
    }

    void saveCommitsExactlyThePlanAndReopens()
    {
        EditWindow w;
        const QString path = makeArchive();
        QVERIFY(mwb::test::openArchiveAndWait(*w.window, path));
        const QString dat = makeLocalFile(QStringLiteral("new.dat"), "[X]\n");
        QVERIFY(w.edit().addFiles({dat}, QStringLiteral("A")));
        QVERIFY(w.edit().replace(QStringLiteral("A/ONE.TXT"), makeLocalFile(QStringLiteral("one.txt"), "ONE")));
        QVERIFY(w.edit().remove({QStringLiteral("B")}));
        QVERIFY(w.edit().rename(QStringLiteral("A/TWO.TXT"), QStringLiteral("2.TXT")));
        QVERIFY(viewOf(*w.window)->selectPath(QStringLiteral("A/2.TXT")));

        QSignalSpy reopened(&w.archive(), &mwb::gui::ArchiveDocument::archiveChanged);
        QSignalSpy saved(&w.archive(), &mwb::gui::Document::saved);
        mwb::test::controller<mwb::gui::FileController>(*w.window)->save();
        QVERIFY(waitFor([&] { return !reopened.isEmpty(); }));
        QCOMPARE(saved.size(), 1);

        const std::vector<WrittenEntry> expected{{QStringLiteral("A/ONE.TXT"), -1, true, "ONE"},
            {QStringLiteral("A/2.TXT"), 1, false, "two"}, {QStringLiteral("A/new.dat"), -1, true, "[X]\n"}};
        QCOMPARE(*w.written, expected);
        QCOMPARE(readFile(path), ListArchive::serialize({{QStringLiteral("A/ONE.TXT"), "ONE"},
                                     {QStringLiteral("A/2.TXT"), "two"}, {QStringLiteral("A/new.dat"), "[X]\n"}}));
        QVERIFY(!w.window->isWindowModified());
        QCOMPARE(w.archive().undoStack()->count(), 0);
        QCOMPARE(markOf(*w.window, QStringLiteral("A/new.dat")), EditMark::None);
        QVERIFY(!rowOf(*w.window, QStringLiteral("B/THREE.TXT")).isValid());
        QVERIFY(w.edit().addFilesAction()->isEnabled());
    }

    void saveKeepsTheSelection()
    {
        EditWindow w;
        QVERIFY(mwb::test::openArchiveAndWait(*w.window, makeArchive()));
        QVERIFY(w.edit().remove({QStringLiteral("A/ONE.TXT")}));
        QVERIFY(viewOf(*w.window)->selectPath(QStringLiteral("B/THREE.TXT")));
        QSignalSpy reopened(&w.archive(), &mwb::gui::ArchiveDocument::archiveChanged);
        mwb::test::controller<mwb::gui::FileController>(*w.window)->save();
        QVERIFY(waitFor([&] { return !reopened.isEmpty(); }));
        QCOMPARE(viewOf(*w.window)->selectedPaths(), QStringList{QStringLiteral("B/THREE.TXT")});
        QCOMPARE(w.archive().selectedPaths(), QStringList{QStringLiteral("B/THREE.TXT")});
    }

    void saveAsWritesAnotherFileAndOpensIt()
    {
        EditWindow w;
        const QString path = makeArchive();
        const QByteArray before = readFile(path);
        QVERIFY(mwb::test::openArchiveAndWait(*w.window, path));
        QVERIFY(w.edit().remove({QStringLiteral("A/ONE.TXT")}));
        const QString copy = m_tmp.filePath(QStringLiteral("copy.list"));
        QSignalSpy reopened(&w.archive(), &mwb::gui::ArchiveDocument::archiveChanged);
        mwb::test::controller<mwb::gui::FileController>(*w.window)->saveAs(copy);
        QVERIFY(waitFor([&] { return !reopened.isEmpty(); }));
        QCOMPARE(readFile(path), before);
        QCOMPARE(w.archive().location(), copy);
        QVERIFY(w.window->windowTitle().contains(QStringLiteral("copy.list")));
        QVERIFY(!rowOf(*w.window, QStringLiteral("A/ONE.TXT")).isValid());
    }

    void failedOrCanceledSaveLeavesTheFileAndTheEdits_data()
    {
        QTest::addColumn<bool>("cancel");
        QTest::newRow("failed") << false;
        QTest::newRow("canceled") << true;
    }

    void failedOrCanceledSaveLeavesTheFileAndTheEdits()
    {
        QFETCH(bool, cancel);
        const WriterMode mode = cancel ? WriterMode::WaitForCancel : WriterMode::Fail;
        EditWindow w;
        *w.mode = mode;
        const QString path = makeArchive();
        const QByteArray before = readFile(path);
        QVERIFY(mwb::test::openArchiveAndWait(*w.window, path));
        QVERIFY(w.edit().remove({QStringLiteral("A/ONE.TXT")}));
        QSignalSpy failed(&w.archive(), &mwb::gui::Document::saveFailed);
        const QStringList filesBefore = QDir(m_tmp.path()).entryList(QDir::Files | QDir::Hidden);
        w.archive().save();
        if (cancel) {
            QVERIFY(w.archive().isSaving());
            QVERIFY(!w.edit().addFilesAction()->isEnabled()); // no edits while the writer runs
            w.window->jobs().cancelAll();
        }
        QVERIFY(waitFor([&] { return !failed.isEmpty(); }));
        const auto error = failed.front().front().value<mwb::Error>();
        QCOMPARE(error.code, mode == WriterMode::Fail ? mwb::ErrorCode::Io : mwb::ErrorCode::Canceled);
        QCOMPARE(readFile(path), before);
        QVERIFY(waitFor([&] { // no temporary file is left (a canceled writer returns on the worker thread)
            return QDir(m_tmp.path()).entryList(QDir::Files | QDir::Hidden) == filesBefore;
        }));
        QVERIFY(w.window->isWindowModified());
        QCOMPARE(w.archive().undoStack()->count(), 1);
        QCOMPARE(markOf(*w.window, QStringLiteral("A/ONE.TXT")), EditMark::Deleted);
        QVERIFY(w.edit().addFilesAction()->isEnabled());
    }

    void closingWithEditsAsks()
    {
        EditWindow w;
        const QString path = makeArchive();
        QVERIFY(mwb::test::openArchiveAndWait(*w.window, path));
        QVERIFY(w.edit().remove({QStringLiteral("A/ONE.TXT")}));
        QSignalSpy presented(w.window->messages(), &mwb::gui::MessagePresenter::presented);

        auto *file = mwb::test::controller<mwb::gui::FileController>(*w.window);
        w.window->messages()->setScriptedAnswer(-1); // Cancel: everything stays
        file->closeCurrent();
        QVERIFY(w.window->documents().current());
        QVERIFY(!w.window->close());
        QCOMPARE(presented.size(), 2);
        QCOMPARE(w.archive().location(), path);
        QVERIFY(w.window->isWindowModified());

        w.window->messages()->setScriptedAnswer(0); // Save, then close
        file->closeCurrent();
        QVERIFY(waitFor([&] { return w.window->documents().current() == nullptr; }));
        QCOMPARE(readFile(path), ListArchive::serialize({{QStringLiteral("A/TWO.TXT"), "two"},
                                     {QStringLiteral("B/THREE.TXT"), "three"}}));

        QVERIFY(mwb::test::openArchiveAndWait(*w.window, path));
        QVERIFY(w.edit().remove({QStringLiteral("A/TWO.TXT")}));
        w.window->messages()->setScriptedAnswer(1); // Discard
        QVERIFY(w.window->close());
        QCOMPARE(readFile(path), ListArchive::serialize({{QStringLiteral("A/TWO.TXT"), "two"},
                                     {QStringLiteral("B/THREE.TXT"), "three"}}));
    }

    void droppedFilesBecomePendingEdits()
    {
        EditWindow w;
        w.window->messages()->setScriptedAnswer(0); // Add
        w.window->resize(900, 600);
        w.window->show();
        QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
        QVERIFY(mwb::test::openArchiveAndWait(*w.window, makeArchive()));
        QTreeView *tree = viewOf(*w.window)->treeView();
        QVERIFY(viewOf(*w.window)->selectPath(QStringLiteral("B")));
        const QPoint onB = tree->visualRect(tree->currentIndex()).center();
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(makeLocalFile(QStringLiteral("drop.dat"), "[X]\n"))});
        QDragEnterEvent enter(onB, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(tree->viewport(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(onB), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(tree->viewport(), &drop);
        QVERIFY(drop.isAccepted());
        QCOMPARE(markOf(*w.window, QStringLiteral("B/drop.dat")), EditMark::Added);
        QCOMPARE(w.archive().undoStack()->count(), 1);
        QVERIFY(plannedOptions(w.archive(), QStringLiteral("B/drop.dat")).compileSources);
    }

    void anEntryOpensAsItsOwnDocumentAndSavesIntoItsArchive()
    {
        const QByteArray text("[ITEM]\r\n\t<INTEGER>LEVEL:3\r\n[/ITEM]\r\n");
        const QString path = m_tmp.filePath(QStringLiteral("dat%1.list").arg(++m_files));
        QVERIFY(writeFile(path, ListArchive::serialize({{QStringLiteral("A/ITEM.DAT"), text}})));
        EditWindow w;
        w.window->resize(1000, 700);
        w.window->show();
        QVERIFY(QTest::qWaitForWindowActive(w.window.get()));
        mwb::gui::ArchiveDocument *archive = mwb::test::openArchiveAndWait(*w.window, path);
        QVERIFY(archive);

        // Enter on the row opens it in a tab beside the archive, as editable DAT text.
        QTreeView *tree = viewOf(*w.window)->treeView();
        QVERIFY(viewOf(*w.window)->selectPath(QStringLiteral("A/ITEM.DAT")));
        tree->setFocus();
        QTest::keyClick(tree, Qt::Key_Return);
        QVERIFY(waitFor([&] { return mwb::test::currentAs<mwb::gui::EntryDocument>(*w.window); }));
        auto *entry = mwb::test::currentAs<mwb::gui::EntryDocument>(*w.window);
        QCOMPARE(entry->location(), path + QStringLiteral("::A/ITEM.DAT"));
        QCOMPARE(w.window->documents().tabs()->count(), 2);
        auto *page = qobject_cast<mwb::widgets::TextPage *>(entry->page());
        QVERIFY(page);
        QVERIFY(page->isEditable());
        QTextCursor cursor = page->textEdit()->document()->find(QStringLiteral("LEVEL:3"));
        QVERIFY(!cursor.isNull());
        cursor.insertText(QStringLiteral("LEVEL:4"));
        QVERIFY(entry->isModified());
        QVERIFY(w.edit().undoAction()->isEnabled()); // the edit is an undo step of the entry's document
        QVERIFY(w.window->isWindowModified());

        // Ctrl+S records it in the archive; saving the archive writes it (the text stays text, CRLF kept).
        page->textEdit()->setFocus();
        QTest::keyClick(page->textEdit(), Qt::Key_S, Qt::ControlModifier);
        QVERIFY(!entry->isModified());
        QVERIFY(archive->isModified());
        QCOMPARE(markOf(*w.window, QStringLiteral("A/ITEM.DAT")), EditMark::Replaced);
        QSignalSpy reopened(archive, &mwb::gui::ArchiveDocument::archiveChanged);
        w.window->documents().show(archive);
        mwb::test::controller<mwb::gui::FileController>(*w.window)->save();
        QVERIFY(waitFor([&] { return !reopened.isEmpty(); }));
        QCOMPARE(w.written->size(), std::size_t(1));
        const WrittenEntry &written = w.written->front();
        QCOMPARE(written.path, QStringLiteral("A/ITEM.DAT"));
        QCOMPARE(written.original, -1);
        QCOMPARE(written.content, QByteArray(text).replace("LEVEL:3", "LEVEL:4"));
        QVERIFY(!w.window->isWindowModified());
    }

    void aDatThatDoesNotCompileIsNotRecorded()
    {
        const QString path = m_tmp.filePath(QStringLiteral("bad%1.list").arg(++m_files));
        QVERIFY(writeFile(path, ListArchive::serialize({{QStringLiteral("A/ITEM.DAT"), "[ITEM]\n[/ITEM]\n"}})));
        EditWindow w;
        QVERIFY(mwb::test::openArchiveAndWait(*w.window, path));
        auto *entry = mwb::test::openAndWait<mwb::gui::EntryDocument>(*w.window, path + QStringLiteral("::A/ITEM.DAT"));
        QVERIFY(entry);
        auto *page = qobject_cast<mwb::widgets::TextPage *>(entry->page());
        page->textEdit()->moveCursor(QTextCursor::End);
        page->textEdit()->insertPlainText(QStringLiteral("[/ITEM]\n")); // a block closed twice
        QSignalSpy failed(entry, &mwb::gui::Document::saveFailed);
        entry->save();
        QCOMPARE(failed.size(), 1);
        QCOMPARE(page->errorLine(), 3);
        QVERIFY(entry->isModified());
        QVERIFY(!entry->archive()->isModified());
        QCOMPARE(markOf(*w.window, QStringLiteral("A/ITEM.DAT")), EditMark::None);
    }

    void closingAnArchiveAsksOnceForItsEntries()
    {
        const QString path = makeArchive();
        EditWindow w;
        mwb::gui::ArchiveDocument *archive = mwb::test::openArchiveAndWait(*w.window, path);
        QVERIFY(archive);
        auto *entry = mwb::test::openAndWait<mwb::gui::EntryDocument>(*w.window, path + QStringLiteral("::A/ONE.TXT"));
        QVERIFY(entry);
        qobject_cast<mwb::widgets::TextPage *>(entry->page())->textEdit()->insertPlainText(QStringLiteral("more "));
        QVERIFY(w.edit().remove({QStringLiteral("B/THREE.TXT")}));
        QSignalSpy presented(w.window->messages(), &mwb::gui::MessagePresenter::presented);
        w.window->messages()->setScriptedAnswer(1); // Discard both
        QVERIFY(w.window->documents().close(archive));
        QCOMPARE(presented.size(), 1);
        QVERIFY(presented.front().front().value<mwb::gui::UserMessage>().text.contains(QStringLiteral("A/ONE.TXT")));
        QCOMPARE(w.window->documents().documents().size(), 0); // the entry went with its archive
        QCOMPARE(readFile(path), ListArchive::serialize(sampleEntries()));
    }

    void readOnlyFormatDisablesEditsWithTheReason()
    {
        mwb::gui::Backend backend;
        backend.open = [](const QString &path, const mwb::OpenOptions &) {
            return ListArchive::open(path, QStringLiteral("mpq")); // an archive of a format without a writer
        };
        backend.edit = &mwb::editArchive;
        MainWindow window(backend);
        window.messages()->setInteractive(false);
        mwb::gui::ArchiveDocument *archive = mwb::test::openArchiveAndWait(window, makeArchive());
        QVERIFY(archive);
        QVERIFY(viewOf(window)->selectPath(QStringLiteral("A/ONE.TXT")));
        const QString reason = archive->readOnlyReason();
        QVERIFY2(reason.contains(QLatin1String("cannot be edited")), qPrintable(reason));
        mwb::gui::EditController &edit = *mwb::test::controller<mwb::gui::EditController>(window);
        for (QAction *action : {edit.addFilesAction(), edit.addFolderAction(), edit.replaceAction(), edit.renameAction(),
                 edit.deleteAction(), edit.newFolderAction()}) {
            QVERIFY2(!action->isEnabled(), qPrintable(action->text()));
            QCOMPARE(action->toolTip(), reason);
        }
        QVERIFY(edit.copyPathAction()->isEnabled());
        QVERIFY(!(viewOf(window)->treeView()->currentIndex().flags() & Qt::ItemIsEditable));
        QVERIFY(!edit.remove({QStringLiteral("A/ONE.TXT")}));
        QCOMPARE(archive->undoStack()->count(), 0);
    }

    void realModWriterSavesTheEdits()
    {
        const QString mod = m_tmp.filePath(QStringLiteral("DEMO.MOD"));
        mwb::SilentProgress progress;
        QVERIFY(mwb::formats::tl2mod::packModFolder(QStringLiteral(MWB_DEMO_MOD_DIR), mod, {}, progress));
        MainWindow window(mwb::gui::defaultBackend());
        window.messages()->setInteractive(false);
        mwb::gui::ArchiveDocument *archive = mwb::test::openArchiveAndWait(window, mod);
        QVERIFY(archive);
        QVERIFY2(archive->canEdit(), qPrintable(archive->readOnlyReason()));
        mwb::gui::EditController &edit = *mwb::test::controller<mwb::gui::EditController>(window);
        QVERIFY(edit.addFiles({makeLocalFile(QStringLiteral("readme.txt"), "added")}, QStringLiteral("MEDIA/UI")));
        QVERIFY(edit.rename(QStringLiteral("MEDIA/UI/DEMO.IMAGESET"), QStringLiteral("RENAMED.IMAGESET")));
        QSignalSpy reopened(archive, &mwb::gui::ArchiveDocument::archiveChanged);
        mwb::test::controller<mwb::gui::FileController>(window)->save();
        QVERIFY(waitFor([&] { return !reopened.isEmpty(); }));
        auto saved = mwb::formats::tl2mod::ModArchive::open(mod);
        QVERIFY(saved);
        QStringList paths;
        for (const auto &record : (*saved)->records())
            paths << record.path();
        QVERIFY(paths.contains(QStringLiteral("MEDIA/UI/README.TXT")));
        QVERIFY(paths.contains(QStringLiteral("MEDIA/UI/RENAMED.IMAGESET")));
        QVERIFY(!paths.contains(QStringLiteral("MEDIA/UI/DEMO.IMAGESET")));
        QVERIFY((*mwb::formats::tl2mod::verifyMod(**saved, progress)).gameAccepts());
    }
};

QTEST_MAIN(TestArchiveEdit)
#include "tst_archiveedit.moc"
