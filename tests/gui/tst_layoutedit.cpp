// SPDX-License-Identifier: GPL-3.0-or-later
// Editing Torchlight 2 layouts in the window with the real codecs: a compiled level layout of a packed .MOD opens as
// an entry document showing the decompiled text beside its plan, with the level's .MPP from the same archive under
// it (read in a job); Save compiles the text into a pending edit of the mod (the bytes compileLayoutText gives) and
// the plan follows the saved text; a broken edit points at its line and records nothing; undo goes through the
// document. A text layout on disk finds its .MPP beside it whatever its letter case, and is saved as text. With the
// game folder chosen (File › Torchlight 2 Game Folder…), a mod's level names and draws the game's room pieces.
#include "DefaultBackend.h"
#include "DocumentWaits.h"
#include "EditorTyping.h"
#include "GameArchive.h"
#include "LayoutPlanFixtures.h"
#include "MainWindow.h"
#include "MapFixtures.h"
#include "MessagePresenter.h"
#include "ModFixtures.h"
#include "RoomPieceGame.h"
#include "WindowControllers.h"
#include "controllers/EditController.h"
#include "controllers/GameFolderController.h"
#include "documents/ArchiveDocument.h"
#include "documents/EntryDocument.h"
#include "documents/FileDocument.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/tl2layout/LayoutCompiler.h"
#include "mwb/formats/tl2mod/ModPacker.h"
#include "mwb/widgets/LayoutPage.h"
#include "mwb/widgets/LayoutPlanView.h"

#include <QAction>
#include <QGraphicsItem>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using mwb::gui::EntryDocument;
using mwb::gui::FileDocument;
using mwb::gui::MainWindow;
using mwb::widgets::LayoutPage;
namespace tl2 = mwb::formats::tl2mod;
namespace tl2layout = mwb::formats::tl2layout;

namespace {

const QString kLevel = QStringLiteral("MEDIA/LAYOUTS/TOWN/TOWN.LAYOUT");

QByteArray compiled(const QString &text)
{
    auto bytes = tl2layout::compileLayoutText(text, QStringLiteral("X.LAYOUT"));
    return bytes ? *bytes : QByteArray();
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestLayoutEdit : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;
    QString m_mod;
    int m_copies = 0;

    QString copyOfMod()
    {
        const QString copy = m_tmp.filePath(QStringLiteral("EDIT%1.MOD").arg(++m_copies));
        return QFile::copy(m_mod, copy) ? copy : QString();
    }

    static std::unique_ptr<MainWindow> makeWindow()
    {
        auto window = std::make_unique<MainWindow>(mwb::gui::defaultBackend());
        window->messages()->setInteractive(false);
        window->resize(1280, 800);
        window->show();
        return window;
    }

    /// Opens the level layout of the mod `mod` as its own document.
    static EntryDocument *openLevel(MainWindow &window, const QString &mod)
    {
        return mwb::test::openAndWait<EntryDocument>(window, mod + QStringLiteral("::") + kLevel);
    }

    static LayoutPage *pageOf(mwb::gui::ContentDocument *document)
    {
        return document ? qobject_cast<LayoutPage *>(document->page()) : nullptr;
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
            folder + QLatin1Char('/') + kLevel + QStringLiteral(".BINLAYOUT"), compiled(mwb::test::planLevelText())));
        QVERIFY(mwb::test::tl2::writeFile(
            folder + QStringLiteral("/MEDIA/LAYOUTS/TOWN/TOWN.MPP"), mwb::test::makeMpp(12, 9)));
        m_mod = m_tmp.filePath(QStringLiteral("PACKED.MOD"));
        mwb::SilentProgress progress;
        QVERIFY(tl2::packModFolder(folder, m_mod, {}, progress));
    }

    void compiledLevelOpensAsTextBesideItsPlanOverTheGrid()
    {
        auto window = makeWindow();
        EntryDocument *entry = openLevel(*window, m_mod);
        QVERIFY(entry);
        LayoutPage *page = pageOf(entry);
        QVERIFY(page);
        QVERIFY(page->isEditable());
        QCOMPARE(compiled(page->textEdit()->toPlainText()), compiled(mwb::test::planLevelText()));
        QCOMPARE(page->planView()->plan().items.size(), std::size(mwb::test::kPlanLevelPositions));
        QVERIFY(QTest::qWaitFor(
            [&] {
                return page->planView()->hasGround();
            },
            20000));
        QVERIFY(page->planState()->text().contains(QStringLiteral("walkability from TOWN.MPP (12 × 9 cells)")));
    }

    void savingCompilesIntoAPendingEditAndThePlanFollows()
    {
        const QString mod = copyOfMod();
        auto window = makeWindow();
        EntryDocument *entry = openLevel(*window, mod);
        QVERIFY(entry);
        LayoutPage *page = pageOf(entry);
        QVERIFY(page);
        QVERIFY(mwb::test::typeOver(
            *page->textEdit()->document(), QStringLiteral("POSITIONX:-5"), QStringLiteral("POSITIONX:-40")));
        QVERIFY(entry->isModified());
        auto *editMenu = mwb::test::controller<mwb::gui::EditController>(*window);
        editMenu->undoAction()->trigger(); // the edit is an undo step of the document
        QVERIFY(!entry->isModified());
        editMenu->redoAction()->trigger();
        const QString edited = page->textEdit()->toPlainText();
        QVERIFY(edited.contains(QLatin1String("POSITIONX:-40")));
        entry->save();
        QVERIFY(!entry->isModified());
        mwb::gui::ArchiveDocument *archive = entry->archive();
        QVERIFY(archive->isModified());
        const auto pending = archive->pendingContent(kLevel);
        QVERIFY(pending);
        QCOMPARE(pending->load().value(), compiled(edited));
        QCOMPARE(page->planView()->plan().items[2].position, QPointF(-40, 7));
        QVERIFY(page->planState()->text().startsWith(QLatin1String("Level plan")));
    }

    void brokenEditPointsAtItsLineAndRecordsNothing()
    {
        const QString mod = copyOfMod();
        auto window = makeWindow();
        EntryDocument *entry = openLevel(*window, mod);
        QVERIFY(entry);
        LayoutPage *page = pageOf(entry);
        QVERIFY(page);
        QVERIFY(mwb::test::typeOver(
            *page->textEdit()->document(), QStringLiteral("POSITIONX:-5"), QStringLiteral("POSITIONX:far")));
        const int line = int(page->textEdit()
                                 ->toPlainText()
                                 .left(page->textEdit()->toPlainText().indexOf(QLatin1String("POSITIONX:far")))
                                 .count(QLatin1Char('\n')))
            + 1;
        QSignalSpy failed(entry, &mwb::gui::Document::saveFailed);
        entry->save();
        QCOMPARE(failed.size(), 1);
        QCOMPARE(page->errorLine(), line);
        QVERIFY(page->errorText().startsWith(QStringLiteral("Line %1: ").arg(line)));
        QVERIFY(entry->isModified());
        QVERIFY(!entry->archive()->isModified());
        QVERIFY(!entry->archive()->pendingContent(kLevel));
    }

    void textLayoutOnDiskFindsItsGridAndStaysText()
    {
        const QString dir = m_tmp.filePath(QStringLiteral("disk"));
        const QString path = dir + QStringLiteral("/TOWN.LAYOUT");
        const QByteArray text = mwb::test::planLevelText().toUtf8();
        QVERIFY(mwb::test::tl2::writeFile(path, text));
        QVERIFY(mwb::test::tl2::writeFile(dir + QStringLiteral("/town.mpp"), mwb::test::makeMpp(5, 4)));
        auto window = makeWindow();
        FileDocument *file = mwb::test::openAndWait<FileDocument>(*window, path);
        QVERIFY(file);
        LayoutPage *page = pageOf(file);
        QVERIFY(page);
        QVERIFY(QTest::qWaitFor(
            [&] {
                return page->planView()->hasGround();
            },
            20000));
        QVERIFY(page->planState()->text().contains(QStringLiteral("walkability from TOWN.MPP (5 × 4 cells)")));
        QVERIFY(mwb::test::typeOver(
            *page->textEdit()->document(), QStringLiteral("NAME:Boss"), QStringLiteral("NAME:Chief")));
        QSignalSpy saved(file, &mwb::gui::Document::saved);
        file->save();
        QVERIFY(QTest::qWaitFor(
            [&] {
                return !saved.isEmpty();
            },
            20000));
        QCOMPARE(readAll(path),
            QString::fromUtf8(text).replace(QLatin1String("NAME:Boss"), QLatin1String("NAME:Chief")).toUtf8());
        QCOMPARE(page->planView()->plan().items[2].label, QStringLiteral("Chief"));
    }

    void theGameFoldersRoomPiecesAreDrawnOnAModsLevel()
    {
        mwb::test::RoomPieceGame game;
        const QString failed = game.write(m_tmp.filePath(QStringLiteral("rooms")));
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        auto window = makeWindow();
        auto *folders = window->findChild<mwb::gui::GameFolderController *>();
        QVERIFY(folders);
        QVERIFY(!folders->chooseFolder(game.mod)); // no PAKS/DATA.PAK there: refused, nothing set
        QVERIFY(QSettings().value(mwb::gui::GameArchive::settingsKey()).toString().isEmpty());
        QVERIFY(folders->chooseFolder(m_tmp.filePath(QStringLiteral("rooms/install"))));

        FileDocument *file = mwb::test::openAndWait<FileDocument>(*window, game.layout);
        LayoutPage *page = pageOf(file);
        QVERIFY(page);
        QVERIFY(QTest::qWaitFor(
            [&] {
                return !page->planView()->plan().items[0].footprint.empty();
            },
            20000));
        QCOMPARE(page->planView()->plan().items[0].label, QStringLiteral("Hall"));
        QCOMPARE(page->planView()->itemAt(0)->sceneBoundingRect(), QRectF(QPointF(9, 16), QPointF(13, 22)));
        QCOMPARE(page->planView()->plan().items[3].label, QStringLiteral("GONE")); // from the mod's own RAW
        QVERIFY(page->planState()->text().contains(
            QStringLiteral("room pieces: 4 of 4 in a level set, 3 named by it, 2 drawn as their footprint")));
        QSettings().remove(mwb::gui::GameArchive::settingsKey());
    }
};

QTEST_MAIN(TestLayoutEdit)
#include "tst_layoutedit.moc"
