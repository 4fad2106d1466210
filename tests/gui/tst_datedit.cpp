// SPDX-License-Identifier: GPL-3.0-or-later
// Editing DATs in the window with the real codecs, as documents: a compiled DAT of a packed .MOD opens as an entry
// document, decompiled and editable; its edits are undo steps of that document; Save compiles it into a pending edit
// of the mod and saving the mod writes it (the game accepts it); a text DAT stays text in its encoding; a broken edit
// points at its line and records nothing; an archive that cannot be edited makes its entries read-only; closing asks
// once. A DAT file opened from disk is a file document saved in place the same way (text in its encoding, a BINDAT
// compiled).
#include "DatEditFixtures.h"
#include "DefaultBackend.h"
#include "DocumentWaits.h"
#include "EditorTyping.h"
#include "MainWindow.h"
#include "MessagePresenter.h"
#include "ModFixtures.h"
#include "MpqFixtureBuilder.h"
#include "WindowControllers.h"
#include "controllers/EditController.h"
#include "controllers/FileController.h"
#include "controllers/InspectorController.h"
#include "controllers/JobsController.h"
#include "documents/EntryDocument.h"
#include "documents/FileDocument.h"
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
#include "mwb/widgets/HexInspector.h"
#include "mwb/widgets/HexView.h"
#include "mwb/widgets/JobsPanel.h"
#include "mwb/widgets/TextPage.h"

#include <QAction>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using mwb::gui::EntryDocument;
using mwb::gui::FileDocument;
using mwb::gui::MainWindow;
using mwb::test::lineNumberOf;
using mwb::test::utf16Le;
using mwb::test::withCrLf;
using mwb::widgets::TextPage;
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

/// Replaces `from` by `to` in the page's editor as typing would (the document becomes modified).
bool edit(TextPage *page, const QString &from, const QString &to)
{
    return mwb::test::typeOver(*page->textEdit()->document(), from, to);
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

    static TextPage *pageOf(mwb::gui::ContentDocument *document)
    {
        return document ? qobject_cast<TextPage *>(document->page()) : nullptr;
    }

    /// Opens entry `entry` of the archive `archive` as its own document.
    static EntryDocument *openEntry(MainWindow &window, const QString &archive, const QString &entry)
    {
        return mwb::test::openAndWait<EntryDocument>(window, archive + QStringLiteral("::") + entry);
    }

    /// Saves the archive at `path` (open in `window`) and waits until it is written and open again.
    static bool saveArchive(MainWindow &window, const QString &path)
    {
        mwb::gui::ArchiveDocument *archive = window.documents().findArchive(path);
        if (!archive)
            return false;
        QSignalSpy reopened(archive, &mwb::gui::ArchiveDocument::archiveChanged);
        archive->save();
        return QTest::qWaitFor([&] { return !reopened.isEmpty(); }, 30000);
    }

    /// Writes `bytes` to a new file `name` in the temporary folder.
    QString writeDatFile(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_tmp.filePath(QStringLiteral("disk%1/%2").arg(++m_copies).arg(name));
        return mwb::test::tl2::writeFile(path, bytes) ? path : QString();
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

    void compiledDatOpensAsDecompiledEditableText()
    {
        auto window = makeWindow();
        EntryDocument *entry = openEntry(*window, m_mod, kCompiled);
        QVERIFY(entry);
        TextPage *page = pageOf(entry);
        QVERIFY(page);
        QCOMPARE(page->textEdit()->toPlainText(), decompiled(entryOf(m_mod, kCompiled)));
        QVERIFY(page->isEditable());
        QVERIFY(!page->textEdit()->isReadOnly());
        QCOMPARE(page->textEdit()->font().family(), QFontDatabase::systemFont(QFontDatabase::FixedFont).family());
        QCOMPARE(window->documents().tabs()->count(), 2); // the mod's tree stays one click away
        // The structure dock still shows the BINDAT.
        const auto *inspector = mwb::test::controller<mwb::gui::InspectorController>(*window);
        QVERIFY(QTest::qWaitFor([&] { return !inspector->isLoading() && inspector->shown().contentRow == 0; }));
        QCOMPARE(inspector->shown().root.children.front().value, QStringLiteral("Compiled DAT (BINDAT)"));
    }

    void anEditIsAnUndoStepOfItsDocument()
    {
        auto window = makeWindow();
        EntryDocument *entry = openEntry(*window, m_mod, kCompiled);
        QVERIFY(entry);
        TextPage *page = pageOf(entry);
        const QString original = page->textEdit()->toPlainText();
        QVERIFY(edit(page, QStringLiteral("LEVEL:6"), QStringLiteral("LEVEL:5")));
        QVERIFY(entry->isModified());
        QVERIFY(page->stateLabel()->text().startsWith(QLatin1String("Edited, not saved")));
        auto *editMenu = mwb::test::controller<mwb::gui::EditController>(*window);
        QVERIFY(editMenu->undoAction()->isEnabled());
        editMenu->undoAction()->trigger(); // Edit › Undo takes the typing back
        QCOMPARE(page->textEdit()->toPlainText(), original);
        QVERIFY(!entry->isModified());
        editMenu->redoAction()->trigger();
        QVERIFY(page->textEdit()->toPlainText().contains(QLatin1String("LEVEL:5")));
        QVERIFY(entry->isModified());
        page->textEdit()->setFocus(); // Ctrl+Z in the editor is the same undo stack
        QTest::keyClick(page->textEdit(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(page->textEdit()->toPlainText(), original);
        QVERIFY(!entry->isModified());
        QVERIFY(!entry->archive()->isModified());
    }

    void savingACompiledEditRecordsItAndTheModSaveWritesIt()
    {
        const QString mod = copyOfMod();
        const QByteArray textBefore = entryOf(mod, kText);
        auto window = makeWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        EntryDocument *entry = openEntry(*window, mod, kCompiled);
        QVERIFY(entry);
        TextPage *page = pageOf(entry);
        QVERIFY(edit(page, QStringLiteral("<INTEGER>LEVEL:6"), QStringLiteral("<INTEGER>LEVEL:7")));
        const QString edited = page->textEdit()->toPlainText();
        page->textEdit()->setFocus();
        QTest::keyClick(page->textEdit(), Qt::Key_S, Qt::ControlModifier); // File › Save of the entry: recorded
        QVERIFY(!entry->isModified());
        QVERIFY(entry->archive()->isModified());
        QVERIFY(saveArchive(*window, mod));
        const QTreeWidget *jobs = mwb::test::controller<mwb::gui::JobsController>(*window)->panel()->list();
        QCOMPARE(jobs->findItems(QStringLiteral("Saving %1").arg(QFileInfo(mod).fileName()), Qt::MatchExactly).size(), 1);
        QCOMPARE(entryOf(mod, kCompiled), compiled(edited));
        QCOMPARE(entryOf(mod, kText), textBefore);
        QVERIFY(gameAccepts(mod));
        QVERIFY(page->isEditable());
        QVERIFY(!window->isWindowModified());
    }

    void textDatIsSavedAsTextInItsEncoding()
    {
        const QString mod = copyOfMod();
        auto window = makeWindow();
        EntryDocument *entry = openEntry(*window, mod, kText);
        QVERIFY(entry);
        TextPage *page = pageOf(entry);
        QCOMPARE(page->textEdit()->toPlainText(), notesText());
        QVERIFY(edit(page, QStringLiteral("COUNT:3"), QStringLiteral("COUNT:12")));
        entry->save();
        QVERIFY(saveArchive(*window, mod));
        const QString expected = QString(notesText()).replace(QLatin1String("COUNT:3"), QLatin1String("COUNT:12"));
        QCOMPARE(entryOf(mod, kText), utf16Le(withCrLf(expected), true));
        QVERIFY(gameAccepts(mod));
    }

    void brokenEditPointsAtItsLineAndRecordsNothing_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::newRow("closing tag") << QStringLiteral("\t[/EFFECT]") << QStringLiteral("\t[/EFECT]");
        QTest::newRow("bad value") << QStringLiteral("<INTEGER>LEVEL:6") << QStringLiteral("<INTEGER>LEVEL:six");
    }

    void brokenEditPointsAtItsLineAndRecordsNothing()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        const QString mod = copyOfMod();
        const QByteArray before = readAll(mod);
        auto window = makeWindow();
        EntryDocument *entry = openEntry(*window, mod, kCompiled);
        QVERIFY(entry);
        TextPage *page = pageOf(entry);
        const QString text = page->textEdit()->toPlainText();
        const int line = lineNumberOf(text, lineWith(text, from));
        QVERIFY(line > 1);
        QVERIFY(edit(page, from, to));
        page->textEdit()->moveCursor(QTextCursor::Start);
        QSignalSpy failed(entry, &mwb::gui::Document::saveFailed);
        entry->save();
        QCOMPARE(failed.size(), 1);
        QVERIFY(failed.front().front().value<mwb::Error>().message.startsWith(QStringLiteral("Line %1: ").arg(line)));
        QCOMPARE(page->errorLine(), line);
        QVERIFY(page->errorText().startsWith(QStringLiteral("Line %1: ").arg(line)));
        QCOMPARE(page->textEdit()->textCursor().blockNumber(), line - 1);
        QVERIFY(entry->isModified()); // the edit is still there to be fixed
        QVERIFY(!entry->archive()->isModified());
        QTest::qWait(200);
        QCOMPARE(readAll(mod), before);
    }

    void archiveThatCannotBeEditedMakesItsEntriesReadOnly()
    {
        mwb::gui::Backend backend = mwb::gui::defaultBackend();
        backend.edit = nullptr; // a window that edits no archive
        auto window = makeWindow(std::move(backend));
        EntryDocument *entry = openEntry(*window, m_mod, kCompiled);
        QVERIFY(entry);
        TextPage *page = pageOf(entry);
        QVERIFY(!page->isEditable());
        QVERIFY(page->textEdit()->isReadOnly());
        QVERIFY2(page->textEdit()->toolTip().contains(QLatin1String("cannot edit archives")),
            qPrintable(page->textEdit()->toolTip()));
        QVERIFY(!entry->canEdit());
    }

    void datInAnMpqIsEditable()
    {
        const QByteArray bindat = compiled(mwb::test::sampleDatText());
        const QString path = m_tmp.filePath(QStringLiteral("units.mpq"));
        QVERIFY(mwb::test::tl2::writeFile(
            path, mwb::test::MpqFixtureBuilder::build({{"sword.dat", bindat, quint32(bindat.size()), 0x80000000u}})));
        auto window = makeWindow();
        EntryDocument *entry = openEntry(*window, path, QStringLiteral("sword.dat"));
        QVERIFY(entry);
        TextPage *page = pageOf(entry);
        QCOMPARE(page->textEdit()->toPlainText(), decompiled(bindat));
        QVERIFY(page->isEditable()); // MPQ archives are written by the MPQ writer
    }

    void closingWithEditsAsks()
    {
        const QString mod = copyOfMod();
        const QByteArray before = readAll(mod);
        auto window = makeWindow();
        EntryDocument *entry = openEntry(*window, mod, kCompiled);
        QVERIFY(entry);
        QVERIFY(edit(pageOf(entry), QStringLiteral("LEVEL:6"), QStringLiteral("LEVEL:4")));
        const QString edited = pageOf(entry)->textEdit()->toPlainText();

        window->messages()->setScriptedAnswer(-1); // Cancel
        QVERIFY(!window->close());
        QVERIFY(window->isVisible());
        QVERIFY(entry->isModified());

        window->messages()->setScriptedAnswer(0); // Save: recorded, the mod saved, then the window closes
        QVERIFY(!window->close());
        QVERIFY(QTest::qWaitFor([&] { return !window->isVisible(); }, 30000));
        QVERIFY(readAll(mod) != before);
        QCOMPARE(entryOf(mod, kCompiled), compiled(edited));

        const QString other = copyOfMod();
        const QByteArray otherBefore = readAll(other);
        auto second = makeWindow();
        EntryDocument *secondEntry = openEntry(*second, other, kCompiled);
        QVERIFY(secondEntry);
        QVERIFY(edit(pageOf(secondEntry), QStringLiteral("LEVEL:6"), QStringLiteral("LEVEL:3")));
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
        FileDocument *file = mwb::test::openAndWait<FileDocument>(*window, path);
        QVERIFY(file);
        TextPage *page = pageOf(file);
        QCOMPARE(page->textEdit()->toPlainText(), notesText());
        QVERIFY(page->isEditable());
        QVERIFY(edit(page, QStringLiteral("COUNT:3"), QStringLiteral("COUNT:12")));

        QSignalSpy saved(file, &mwb::gui::Document::saved);
        page->textEdit()->setFocus();
        QTest::keyClick(page->textEdit(), Qt::Key_S, Qt::ControlModifier);
        QVERIFY(QTest::qWaitFor([&] { return !saved.isEmpty(); }, 10000));
        QCOMPARE(readAll(path), after);
        QVERIFY(!file->isModified());
        // The file is inspected again: the hex view shows the new bytes.
        auto *hex = mwb::test::controller<mwb::gui::InspectorController>(*window)->hex()->view();
        QVERIFY(QTest::qWaitFor([&] { return hex->dataSize() == after.size(); }, 10000));
        QVERIFY(page->isEditable());
        QVERIFY(presented.isEmpty());
    }

    void brokenEditOfADatFileLeavesItAlone()
    {
        const QByteArray before = utf16Le(withCrLf(notesText()), true);
        const QString path = writeDatFile(QStringLiteral("NOTES.DAT"), before);
        auto window = makeWindow();
        FileDocument *file = mwb::test::openAndWait<FileDocument>(*window, path);
        QVERIFY(file);
        TextPage *page = pageOf(file);
        QVERIFY(edit(page, QStringLiteral("<INTEGER>COUNT:3"), QStringLiteral("<INTEGER>COUNT:three")));
        file->save();
        QCOMPARE(page->errorLine(), 3);
        QVERIFY(page->errorText().startsWith(QLatin1String("Line 3: ")));
        QVERIFY(file->isModified());
        QTest::qWait(100);
        QCOMPARE(readAll(path), before);
        QCOMPARE(QDir(QFileInfo(path).absolutePath()).entryList(QDir::Files), QStringList{QStringLiteral("NOTES.DAT")});
    }

    void bindatFileIsSavedCompiled()
    {
        const QByteArray before = compiled(mwb::test::sampleDatText());
        const QString path = writeDatFile(QStringLiteral("TEST.DAT.BINDAT"), before);
        auto window = makeWindow();
        FileDocument *file = mwb::test::openAndWait<FileDocument>(*window, path);
        QVERIFY(file);
        TextPage *page = pageOf(file);
        QCOMPARE(page->textEdit()->toPlainText(), decompiled(before));
        QVERIFY(edit(page, QStringLiteral("<INTEGER>LEVEL:6"), QStringLiteral("<INTEGER>LEVEL:7")));
        const QString edited = page->textEdit()->toPlainText();
        QSignalSpy saved(file, &mwb::gui::Document::saved);
        file->save();
        QVERIFY(QTest::qWaitFor([&] { return !saved.isEmpty(); }, 10000));
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
        FileDocument *file = mwb::test::openAndWait<FileDocument>(*window, path);
        QVERIFY(file);
        QVERIFY(edit(pageOf(file), QStringLiteral("Flasks"), QStringLiteral("Potions")));

        window->messages()->setScriptedAnswer(-1); // Cancel
        QVERIFY(!window->close());
        QVERIFY(file->isModified());
        QCOMPARE(readAll(path), before);

        window->messages()->setScriptedAnswer(0); // Save: written, then the window closes
        QVERIFY(!window->close());
        QVERIFY(QTest::qWaitFor([&] { return !window->isVisible(); }, 10000));
        QCOMPARE(readAll(path),
            utf16Le(withCrLf(QString(notesText()).replace(QLatin1String("Flasks"), QLatin1String("Potions"))), true));

        const QString other = writeDatFile(QStringLiteral("NOTES.DAT"), before);
        auto second = makeWindow();
        FileDocument *secondFile = mwb::test::openAndWait<FileDocument>(*second, other);
        QVERIFY(secondFile);
        QVERIFY(edit(pageOf(secondFile), QStringLiteral("Flasks"), QStringLiteral("Potions")));
        second->messages()->setScriptedAnswer(1); // Discard
        QVERIFY(second->close());
        QCOMPARE(readAll(other), before);
    }
};

QTEST_MAIN(TestDatEdit)
#include "tst_datedit.moc"
