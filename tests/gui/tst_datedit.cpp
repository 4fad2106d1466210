// SPDX-License-Identifier: GPL-3.0-or-later
// Editing DATs in the window with the real codecs: a compiled DAT of a packed .MOD is shown decompiled and
// editable; saving compiles it into a pending edit of the archive session and saves the mod in one job (the mod
// reopens on the same entry and the game accepts it); a text DAT stays text in its encoding; a broken edit points
// at its line and writes nothing; edits are kept per entry; archives that cannot be edited are read-only; closing
// with edits asks. A DAT file opened on its own from disk is edited and saved in place the same way (text in its
// encoding, a BINDAT compiled). The tests that save into a .MOD skip while editArchive() cannot write one.
#include "DatEditFixtures.h"
#include "DefaultBackend.h"
#include "MainWindow.h"
#include "WindowControllers.h"
#include "MessagePresenter.h"
#include "ModFixtures.h"
#include "MpqFixtureBuilder.h"
#include "OpenAndWait.h"
#include "controllers/DatEditController.h"
#include "controllers/FileController.h"
#include "controllers/InspectorController.h"
#include "controllers/JobsController.h"
#include "mwb/core/ArchiveWriter.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2dat/DatDecompiler.h"
#include "mwb/formats/tl2dat/NameDictionary.h"
#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2mod/ModPacker.h"
#include "mwb/formats/tl2mod/ModVerifier.h"
#include "mwb/widgets/ArchiveTreeModel.h"
#include "mwb/widgets/ArchiveView.h"
#include "mwb/widgets/DatTextEditor.h"
#include "mwb/widgets/EntryPreview.h"
#include "mwb/widgets/HexInspector.h"
#include "session/ArchiveSession.h"
#include "mwb/widgets/HexView.h"
#include "mwb/widgets/JobsPanel.h"

#include <QAction>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using mwb::gui::DatEditController;
using mwb::gui::MainWindow;
using mwb::test::lineNumberOf;
using mwb::test::utf16Le;
using mwb::test::withCrLf;
using mwb::widgets::DatTextEditor;
namespace tl2 = mwb::formats::tl2mod;
namespace tl2dat = mwb::formats::tl2dat;

namespace {

const QString kCompiled = QStringLiteral("MEDIA/DUNGEONS/TEST.DAT");
const QString kText = QStringLiteral("MEDIA/DUNGEONS/NOTES.DAT");

/// A text DAT as GUTS writes it (UTF-16LE with BOM, CR LF).
QString notesText()
{
    return QStringLiteral("[NOTES]\n\t<STRING>TITLE:Flasks\n\t<INTEGER>COUNT:3\n[/NOTES]");
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// The bytes of the entry at `path` in the mod file `mod` (empty when missing).
QByteArray entryOf(const QString &mod, const QString &path)
{
    auto archive = tl2::ModArchive::open(mod);
    if (!archive)
        return {};
    const auto &records = (*archive)->records();
    for (std::size_t i = 0; i < records.size(); ++i) {
        if (records[i].path() == path && records[i].hasData()) {
            auto bytes = (*archive)->readEntry(int(i));
            return bytes ? *bytes : QByteArray();
        }
    }
    return {};
}

bool gameAccepts(const QString &mod)
{
    auto archive = tl2::ModArchive::open(mod);
    mwb::SilentProgress progress;
    return archive && (*tl2::verifyMod(**archive, progress)).gameAccepts();
}

QString decompiled(const QByteArray &bindat)
{
    auto document = tl2dat::decompileBindat(bindat, tl2dat::NameDictionary::builtin(), QStringLiteral("X.DAT"));
    return document ? document->toText().replace(QLatin1String("\r\n"), QLatin1String("\n")) : QString();
}

QByteArray compiled(const QString &text)
{
    auto bytes = tl2dat::compileDatText(utf16Le(text, true), QStringLiteral("X.DAT"));
    return bytes ? *bytes : QByteArray();
}

/// The first line of `text` that contains `part`.
QString lineWith(const QString &text, const QString &part)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    const auto found = std::find_if(lines.begin(), lines.end(), [&](const QString &line) {
        return line.contains(part);
    });
    return found == lines.end() ? QString() : *found;
}

/// Replaces `from` by `to` in the editor as typing would (the document becomes modified).
bool edit(DatTextEditor *editor, const QString &from, const QString &to)
{
    QTextCursor cursor = editor->textEdit()->document()->find(from);
    if (cursor.isNull())
        return false;
    cursor.insertText(to);
    return true;
}

} // namespace

class TestDatEdit : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;
    QString m_mod;
    int m_copies = 0;

    /// A fresh copy of the fixture mod.
    QString copyOfMod()
    {
        const QString copy = m_tmp.filePath(QStringLiteral("EDIT%1.MOD").arg(++m_copies));
        return QFile::copy(m_mod, copy) ? copy : QString();
    }

    static std::unique_ptr<MainWindow> makeWindow(mwb::gui::Backend backend = mwb::gui::defaultBackend())
    {
        auto window = std::make_unique<MainWindow>(std::move(backend));
        window->messages()->setInteractive(false);
        window->resize(1000, 700);
        window->show();
        return window;
    }

    /// Why a test that edits a .MOD cannot run yet, or nullptr when it can.
    static const char *modWriterMissing(const MainWindow &window)
    {
        return window.session().canEdit() ? nullptr
                                          : "editArchive() cannot write .MOD files yet: the Torchlight 2 ArchiveWriter "
                                            "is not merged";
    }

    static DatTextEditor *editorOf(const MainWindow &window)
    {
        return mwb::test::controller<mwb::gui::InspectorController>(window)->preview()->datEditor();
    }

    /// Waits until the inspector shows `entry` of the open archive.
    static bool waitForEntry(const MainWindow &window, const QString &entry)
    {
        const auto *inspector = mwb::test::controller<mwb::gui::InspectorController>(window);
        return QTest::qWaitFor(
            [&] {
                return !inspector->isLoading() && inspector->shown().entryPath == entry;
            },
            20000);
    }

    static bool selectAndWait(MainWindow &window, const QString &entry)
    {
        return window.archiveView()->selectPath(entry) && waitForEntry(window, entry);
    }

    /// Waits for a save into `mod` to succeed and the mod to be reopened on `entry`.
    static bool waitForSaveAndReopen(MainWindow &window, QSignalSpy &saved, QSignalSpy &reopened, const QString &entry)
    {
        return QTest::qWaitFor(
                   [&] {
                       return !saved.isEmpty();
                   },
                   30000)
            && QTest::qWaitFor(
                [&] {
                    return !reopened.isEmpty();
                },
                20000)
            && waitForEntry(window, entry);
    }

    /// Opens the file at `path` on its own (not an archive) and waits until the inspector shows it.
    static bool openFileAndWait(MainWindow &window, const QString &path)
    {
        mwb::test::controller<mwb::gui::FileController>(window)->openFile(path);
        const auto *inspector = mwb::test::controller<mwb::gui::InspectorController>(window);
        return QTest::qWaitFor(
            [&] {
                return !inspector->isLoading() && inspector->shown().filePath == path;
            },
            20000);
    }

    /// Writes `bytes` to a new file `name` in the temporary folder.
    QString writeDatFile(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_tmp.filePath(QStringLiteral("disk%1/%2").arg(++m_copies).arg(name));
        return mwb::test::tl2::writeFile(path, bytes) ? path : QString();
    }

    static QString selectedPath(const MainWindow &window)
    {
        const auto nodes = window.archiveView()->selectedNodes();
        return nodes.size() == 1 ? window.model()->entryIndex()->pathOf(nodes.front()) : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        const QString folder = m_tmp.filePath(QStringLiteral("folder"));
        QVERIFY(mwb::test::tl2::writeFile(
            folder + QStringLiteral("/MOD.DAT"), tl2::writeModDat(mwb::test::tl2::sampleInfo())));
        QVERIFY(mwb::test::tl2::writeFile(
            folder + QLatin1Char('/') + kCompiled + QStringLiteral(".BINDAT"), compiled(mwb::test::sampleDatText())));
        const QString packed = m_tmp.filePath(QStringLiteral("PACKED.MOD"));
        mwb::SilentProgress progress;
        QVERIFY(tl2::packModFolder(folder, packed, {}, progress));
        // An entry added without compileSources is stored as it is: the text DAT stays text inside the mod.
        auto archive = mwb::openArchive(packed);
        QVERIFY(archive);
        auto writer = mwb::editArchive(std::move(archive).value());
        QVERIFY(writer);
        QVERIFY((*writer)->add(kText, mwb::EntrySource::fromBytes(utf16Le(withCrLf(notesText()), true))));
        m_mod = m_tmp.filePath(QStringLiteral("FIXTURE.MOD"));
        QVERIFY((*writer)->commit(m_mod, progress));
        QVERIFY(tl2dat::readBindat(entryOf(m_mod, kCompiled), kCompiled));
        QCOMPARE(entryOf(m_mod, kText), utf16Le(withCrLf(notesText()), true));
    }

    void compiledDatShowsDecompiledText()
    {
        auto window = makeWindow();
        QVERIFY(mwb::test::openArchiveAndWait(*window, m_mod));
        QVERIFY(selectAndWait(*window, kCompiled));
        DatTextEditor *editor = editorOf(*window);
        QCOMPARE(mwb::test::controller<mwb::gui::InspectorController>(*window)->preview()->currentPage(), editor->textEdit());
        QVERIFY(editor->isDat());
        QCOMPARE(editor->text(), decompiled(entryOf(m_mod, kCompiled)));
        const bool writable = modWriterMissing(*window) == nullptr;
        QCOMPARE(editor->isEditable(), writable);
        QCOMPARE(editor->textEdit()->isReadOnly(), !writable);
        QCOMPARE(editor->textEdit()->font().family(), QFontDatabase::systemFont(QFontDatabase::FixedFont).family());
        // The structure dock still shows the BINDAT.
        const auto &shown = mwb::test::controller<mwb::gui::InspectorController>(*window)->shown();
        QVERIFY(shown.contentRow >= 0);
        QCOMPARE(shown.root.children[std::size_t(shown.contentRow)].value, QStringLiteral("Compiled DAT (BINDAT)"));
    }

    void savingACompiledEditSavesTheMod()
    {
        const QString mod = copyOfMod();
        const QByteArray textBefore = entryOf(mod, kText);
        auto window = makeWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        QVERIFY(mwb::test::openArchiveAndWait(*window, mod));
        if (const char *missing = modWriterMissing(*window))
            QSKIP(missing);
        QVERIFY(selectAndWait(*window, kCompiled));
        DatTextEditor *editor = editorOf(*window);
        QVERIFY(edit(editor, QStringLiteral("<INTEGER>LEVEL:6"), QStringLiteral("<INTEGER>LEVEL:7")));
        QVERIFY(editor->isModified());
        QVERIFY(mwb::test::controller<mwb::gui::InspectorController>(*window)->preview()->captionView()->text().contains(QLatin1String("edited")));
        const QString edited = editor->text();

        QSignalSpy saved(mwb::test::controller<mwb::gui::DatEditController>(*window), &DatEditController::saved);
        QSignalSpy reopened(window.get(), &MainWindow::archiveChanged);
        editor->textEdit()->setFocus();
        QTest::keyClick(editor->textEdit(), Qt::Key_S, Qt::ControlModifier);
        const QTreeWidget *jobs = mwb::test::controller<mwb::gui::JobsController>(*window)->panel()->list();
        QCOMPARE(jobs->findItems(QStringLiteral("Saving %1").arg(QFileInfo(mod).fileName()),
                         Qt::MatchExactly)
                     .size(),
            1);
        QVERIFY(waitForSaveAndReopen(*window, saved, reopened, kCompiled));

        QCOMPARE(entryOf(mod, kCompiled), compiled(edited));
        QCOMPARE(entryOf(mod, kText), textBefore);
        QVERIFY(gameAccepts(mod));
        QCOMPARE(selectedPath(*window), kCompiled);
        QVERIFY(!editor->isModified());
        QCOMPARE(editor->text(), decompiled(compiled(edited)));
        QVERIFY(editor->isEditable());
        QVERIFY(mwb::test::controller<mwb::gui::DatEditController>(*window)->editedEntries(mod).isEmpty());
    }

    void textDatIsSavedAsTextInItsEncoding()
    {
        const QString mod = copyOfMod();
        auto window = makeWindow();
        QVERIFY(mwb::test::openArchiveAndWait(*window, mod));
        if (const char *missing = modWriterMissing(*window))
            QSKIP(missing);
        QVERIFY(selectAndWait(*window, kText));
        DatTextEditor *editor = editorOf(*window);
        QVERIFY(editor->isDat());
        QCOMPARE(editor->text(), notesText());
        QVERIFY(edit(editor, QStringLiteral("COUNT:3"), QStringLiteral("COUNT:12")));
        QSignalSpy saved(mwb::test::controller<mwb::gui::DatEditController>(*window), &DatEditController::saved);
        QSignalSpy reopened(window.get(), &MainWindow::archiveChanged);
        QVERIFY(mwb::test::controller<mwb::gui::DatEditController>(*window)->save());
        QVERIFY(waitForSaveAndReopen(*window, saved, reopened, kText));
        const QString expected = QString(notesText()).replace(QLatin1String("COUNT:3"), QLatin1String("COUNT:12"));
        QCOMPARE(entryOf(mod, kText), utf16Le(withCrLf(expected), true));
        QVERIFY(gameAccepts(mod));
        QCOMPARE(editor->text(), expected);
    }

    void brokenEditPointsAtItsLineAndWritesNothing_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::newRow("closing tag") << QStringLiteral("\t[/EFFECT]") << QStringLiteral("\t[/EFECT]");
        QTest::newRow("bad value") << QStringLiteral("<INTEGER>LEVEL:6") << QStringLiteral("<INTEGER>LEVEL:six");
    }

    void brokenEditPointsAtItsLineAndWritesNothing()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        const QString mod = copyOfMod();
        const QByteArray before = readAll(mod);
        auto window = makeWindow();
        QVERIFY(mwb::test::openArchiveAndWait(*window, mod));
        if (const char *missing = modWriterMissing(*window))
            QSKIP(missing);
        QVERIFY(selectAndWait(*window, kCompiled));
        DatTextEditor *editor = editorOf(*window);
        const int line = lineNumberOf(editor->text(), lineWith(editor->text(), from));
        QVERIFY(line > 1);
        QVERIFY(edit(editor, from, to));
        editor->textEdit()->moveCursor(QTextCursor::Start);

        QVERIFY(!mwb::test::controller<mwb::gui::DatEditController>(*window)->save());
        QVERIFY(!window->session().isSaving());
        QCOMPARE(editor->errorLine(), line);
        QVERIFY(editor->errorText().startsWith(QStringLiteral("Line %1: ").arg(line)));
        QCOMPARE(editor->textEdit()->textCursor().blockNumber(), line - 1);
        QVERIFY(editor->isModified()); // the edit is still there to be fixed
        QCOMPARE(mwb::test::controller<mwb::gui::JobsController>(*window)->panel()->jobCount(), 1); // only "Opening …"
        QTest::qWait(200);
        QCOMPARE(readAll(mod), before);
    }

    void editsAreKeptPerEntryAndSavedTogether()
    {
        const QString mod = copyOfMod();
        auto window = makeWindow();
        window->messages()->setScriptedAnswer(-1); // a question would cancel: there must be none
        QVERIFY(mwb::test::openArchiveAndWait(*window, mod));
        if (const char *missing = modWriterMissing(*window))
            QSKIP(missing);
        QVERIFY(selectAndWait(*window, kCompiled));
        DatTextEditor *editor = editorOf(*window);
        const QString original = editor->text();
        QVERIFY(edit(editor, QStringLiteral("LEVEL:6"), QStringLiteral("LEVEL:60")));
        const QString edited = editor->text();

        QVERIFY(selectAndWait(*window, kText));
        QVERIFY(!editor->isModified());
        QCOMPARE(mwb::test::controller<mwb::gui::DatEditController>(*window)->editedEntries(mod), QStringList{kCompiled});
        QVERIFY(editor->stateLabel()->text().contains(QLatin1String("1 other edited file(s)")));
        QVERIFY(edit(editor, QStringLiteral("Flasks"), QStringLiteral("Potions")));
        QCOMPARE(mwb::test::controller<mwb::gui::DatEditController>(*window)->editedEntries(mod), (QStringList{kText, kCompiled}));

        QVERIFY(selectAndWait(*window, kCompiled));
        QVERIFY(editor->isModified());
        QCOMPARE(editor->text(), edited);
        QCOMPARE(editor->originalText(), original);

        QSignalSpy saved(mwb::test::controller<mwb::gui::DatEditController>(*window), &DatEditController::saved);
        QSignalSpy reopened(window.get(), &MainWindow::archiveChanged);
        QVERIFY(mwb::test::controller<mwb::gui::DatEditController>(*window)->save());
        QVERIFY(waitForSaveAndReopen(*window, saved, reopened, kCompiled));
        QCOMPARE(entryOf(mod, kCompiled), compiled(edited));
        const QString notes = QString(notesText()).replace(QLatin1String("Flasks"), QLatin1String("Potions"));
        QCOMPARE(entryOf(mod, kText), utf16Le(withCrLf(notes), true));
        QVERIFY(mwb::test::controller<mwb::gui::DatEditController>(*window)->editedEntries(mod).isEmpty());
    }

    void brokenEditOfAnotherEntryIsShownWithItsLine()
    {
        const QString mod = copyOfMod();
        const QByteArray before = readAll(mod);
        auto window = makeWindow();
        QVERIFY(mwb::test::openArchiveAndWait(*window, mod));
        if (const char *missing = modWriterMissing(*window))
            QSKIP(missing);
        QVERIFY(selectAndWait(*window, kText));
        DatTextEditor *editor = editorOf(*window);
        QVERIFY(edit(editor, QStringLiteral("<INTEGER>COUNT:3"), QStringLiteral("<INTEGER>COUNT:three")));
        QVERIFY(selectAndWait(*window, kCompiled));
        QVERIFY(edit(editor, QStringLiteral("LEVEL:6"), QStringLiteral("LEVEL:2")));

        QVERIFY(!mwb::test::controller<mwb::gui::DatEditController>(*window)->save());
        QVERIFY(waitForEntry(*window, kText)); // the entry that does not compile is shown, with its error
        QCOMPARE(selectedPath(*window), kText);
        QVERIFY(editor->isModified());
        QCOMPARE(editor->errorLine(), 3);
        QVERIFY(editor->errorText().contains(QLatin1String("COUNT")));
        QCOMPARE(mwb::test::controller<mwb::gui::DatEditController>(*window)->editedEntries(mod), (QStringList{kText, kCompiled}));
        QTest::qWait(200);
        QCOMPARE(readAll(mod), before);
    }

    void revertedEditIsForgotten()
    {
        auto window = makeWindow();
        QVERIFY(mwb::test::openArchiveAndWait(*window, m_mod));
        if (const char *missing = modWriterMissing(*window))
            QSKIP(missing);
        QVERIFY(selectAndWait(*window, kCompiled));
        DatTextEditor *editor = editorOf(*window);
        const QString original = editor->text();
        QVERIFY(edit(editor, QStringLiteral("LEVEL:6"), QStringLiteral("LEVEL:5")));
        editor->revertAction()->trigger();
        QCOMPARE(editor->text(), original);
        QVERIFY(selectAndWait(*window, kText));
        QVERIFY(selectAndWait(*window, kCompiled));
        QVERIFY(!editor->isModified());
        QVERIFY(mwb::test::controller<mwb::gui::DatEditController>(*window)->editedEntries(m_mod).isEmpty());
    }

    void archiveThatCannotBeEditedIsReadOnly()
    {
        mwb::gui::Backend backend = mwb::gui::defaultBackend();
        backend.edit = [](std::shared_ptr<const mwb::Archive> archive) -> mwb::Result<std::unique_ptr<mwb::ArchiveWriter>> {
            return mwb::Error{mwb::ErrorCode::Unsupported, QStringLiteral("Torchlight 2 mod files cannot be edited here"),
                archive->path()};
        };
        auto window = makeWindow(std::move(backend));
        QVERIFY(mwb::test::openArchiveAndWait(*window, m_mod));
        QVERIFY(selectAndWait(*window, kCompiled));
        DatTextEditor *editor = editorOf(*window);
        QVERIFY(editor->isDat());
        QVERIFY(!editor->isEditable());
        QVERIFY(editor->textEdit()->isReadOnly());
        QVERIFY(editor->textEdit()->toolTip().contains(QLatin1String("Torchlight 2 mod")));
        QVERIFY(!editor->saveAction()->isEnabled());
        QVERIFY(!mwb::test::controller<mwb::gui::DatEditController>(*window)->save());
    }

    void datInAnMpqIsEditable()
    {
        const QByteArray bindat = compiled(mwb::test::sampleDatText());
        const QString path = m_tmp.filePath(QStringLiteral("units.mpq"));
        QVERIFY(mwb::test::tl2::writeFile(
            path, mwb::test::MpqFixtureBuilder::build({{"sword.dat", bindat, quint32(bindat.size()), 0x80000000u}})));
        auto window = makeWindow();
        QVERIFY(mwb::test::openArchiveAndWait(*window, path));
        QVERIFY(selectAndWait(*window, QStringLiteral("sword.dat")));
        DatTextEditor *editor = editorOf(*window);
        QVERIFY(editor->isDat());
        QCOMPARE(editor->text(), decompiled(bindat));
        QVERIFY(editor->isEditable()); // MPQ archives are written by the MPQ writer
        QVERIFY(!editor->textEdit()->isReadOnly());
    }

    void closingWithEditsAsks()
    {
        const QString mod = copyOfMod();
        const QByteArray before = readAll(mod);
        auto window = makeWindow();
        QVERIFY(mwb::test::openArchiveAndWait(*window, mod));
        if (const char *missing = modWriterMissing(*window))
            QSKIP(missing);
        QVERIFY(selectAndWait(*window, kCompiled));
        DatTextEditor *editor = editorOf(*window);
        QVERIFY(edit(editor, QStringLiteral("LEVEL:6"), QStringLiteral("LEVEL:4")));
        const QString edited = editor->text();

        window->messages()->setScriptedAnswer(-1); // Cancel
        QVERIFY(!window->close());
        QVERIFY(window->isVisible());
        QCOMPARE(mwb::test::controller<mwb::gui::DatEditController>(*window)->editedEntries(mod), QStringList{kCompiled});

        window->messages()->setScriptedAnswer(0); // Save: the window closes once the mod is saved
        QVERIFY(!window->close());
        QVERIFY(QTest::qWaitFor(
            [&] {
                return !window->isVisible();
            },
            30000));
        QVERIFY(readAll(mod) != before);
        QCOMPARE(entryOf(mod, kCompiled), compiled(edited));

        const QString other = copyOfMod();
        const QByteArray otherBefore = readAll(other);
        auto second = makeWindow();
        QVERIFY(mwb::test::openArchiveAndWait(*second, other));
        QVERIFY(selectAndWait(*second, kCompiled));
        QVERIFY(edit(editorOf(*second), QStringLiteral("LEVEL:6"), QStringLiteral("LEVEL:3")));
        second->messages()->setScriptedAnswer(1); // Discard
        QVERIFY(second->close());
        QCOMPARE(readAll(other), otherBefore);
    }

    void datFileIsSavedInPlaceInItsEncoding_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QByteArray>("after");
        const QString edited = QString(notesText()).replace(QLatin1String("COUNT:3"), QLatin1String("COUNT:12"));
        QTest::newRow("UTF-16LE, BOM, CR LF")
            << QStringLiteral("NOTES.DAT") << utf16Le(withCrLf(notesText()), true) << utf16Le(withCrLf(edited), true);
        QTest::newRow("UTF-8, LF") << QStringLiteral("NOTES.TEMPLATE") << notesText().toUtf8() << edited.toUtf8();
    }

    void datFileIsSavedInPlaceInItsEncoding()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, after);
        const QString path = writeDatFile(name, before);
        auto window = makeWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get())); // Ctrl+S goes to the active window
        QSignalSpy presented(window->messages(), &mwb::gui::MessagePresenter::presented);
        QVERIFY(openFileAndWait(*window, path));
        DatTextEditor *editor = editorOf(*window);
        QVERIFY(editor->isDat());
        QCOMPARE(editor->text(), notesText());
        QVERIFY(editor->isEditable());
        QCOMPARE(editor->saveAction()->text(), QStringLiteral("Save"));
        QVERIFY(edit(editor, QStringLiteral("COUNT:3"), QStringLiteral("COUNT:12")));

        QSignalSpy saved(mwb::test::controller<mwb::gui::DatEditController>(*window), &DatEditController::saved);
        editor->textEdit()->setFocus();
        QTest::keyClick(editor->textEdit(), Qt::Key_S, Qt::ControlModifier);
        QCOMPARE(saved.size(), 1);
        QCOMPARE(saved.at(0).at(0).toString(), path);
        QCOMPARE(readAll(path), after);
        QVERIFY(!editor->isModified());
        QCOMPARE(mwb::test::controller<mwb::gui::JobsController>(*window)->panel()->jobCount(), 1); // only "Opening …": written in place
        // The file is inspected again: the hex view shows the new bytes.
        auto *hex = mwb::test::controller<mwb::gui::InspectorController>(*window)->hex()->view();
        QVERIFY(QTest::qWaitFor(
            [&] {
                return hex->dataSize() == after.size();
            },
            10000));
        QVERIFY(editor->isEditable());
        QVERIFY(presented.isEmpty());
    }

    void brokenEditOfADatFileLeavesItAlone()
    {
        const QByteArray before = utf16Le(withCrLf(notesText()), true);
        const QString path = writeDatFile(QStringLiteral("NOTES.DAT"), before);
        auto window = makeWindow();
        QVERIFY(openFileAndWait(*window, path));
        DatTextEditor *editor = editorOf(*window);
        QVERIFY(edit(editor, QStringLiteral("<INTEGER>COUNT:3"), QStringLiteral("<INTEGER>COUNT:three")));
        QVERIFY(!mwb::test::controller<mwb::gui::DatEditController>(*window)->save());
        QCOMPARE(editor->errorLine(), 3);
        QVERIFY(editor->errorText().startsWith(QLatin1String("Line 3: ")));
        QVERIFY(editor->isModified());
        QCOMPARE(readAll(path), before);
        QCOMPARE(QDir(QFileInfo(path).absolutePath()).entryList(QDir::Files), QStringList{QStringLiteral("NOTES.DAT")});
    }

    void bindatFileIsSavedCompiled()
    {
        const QByteArray before = compiled(mwb::test::sampleDatText());
        const QString path = writeDatFile(QStringLiteral("TEST.DAT.BINDAT"), before);
        auto window = makeWindow();
        QVERIFY(openFileAndWait(*window, path));
        DatTextEditor *editor = editorOf(*window);
        QVERIFY(editor->isDat());
        QCOMPARE(editor->text(), decompiled(before));
        QVERIFY(edit(editor, QStringLiteral("<INTEGER>LEVEL:6"), QStringLiteral("<INTEGER>LEVEL:7")));
        const QString edited = editor->text();
        QVERIFY(mwb::test::controller<mwb::gui::DatEditController>(*window)->save());
        const QByteArray after = readAll(path);
        QCOMPARE(after, compiled(edited));
        QVERIFY(after != before);
        QVERIFY(tl2dat::readBindat(after, path));
    }

    void closingWithAnEditedDatFileAsks()
    {
        const QByteArray before = utf16Le(withCrLf(notesText()), true);
        const QString path = writeDatFile(QStringLiteral("NOTES.DAT"), before);
        auto window = makeWindow();
        QVERIFY(openFileAndWait(*window, path));
        QVERIFY(edit(editorOf(*window), QStringLiteral("Flasks"), QStringLiteral("Potions")));

        window->messages()->setScriptedAnswer(-1); // Cancel
        QVERIFY(!window->close());
        QCOMPARE(mwb::test::controller<mwb::gui::DatEditController>(*window)->editedEntries(path), QStringList{QString()});
        QCOMPARE(readAll(path), before);

        window->messages()->setScriptedAnswer(0); // Save: written, then the window closes
        QVERIFY(!window->close());
        QCOMPARE(readAll(path),
            utf16Le(withCrLf(QString(notesText()).replace(QLatin1String("Flasks"), QLatin1String("Potions"))), true));
        QVERIFY(QTest::qWaitFor(
            [&] {
                return !window->isVisible();
            },
            10000));

        const QString other = writeDatFile(QStringLiteral("NOTES.DAT"), before);
        auto second = makeWindow();
        QVERIFY(openFileAndWait(*second, other));
        QVERIFY(edit(editorOf(*second), QStringLiteral("Flasks"), QStringLiteral("Potions")));
        second->messages()->setScriptedAnswer(1); // Discard
        QVERIFY(second->close());
        QCOMPARE(readAll(other), before);
    }
};

QTEST_MAIN(TestDatEdit)
#include "tst_datedit.moc"
