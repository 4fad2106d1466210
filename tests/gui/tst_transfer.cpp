// SPDX-License-Identifier: GPL-3.0-or-later
// Drag and drop with the real codecs: dragged rows are extracted by a job and handed over as file URLs; files and
// folders dropped onto the tree of an open .MOD become pending edits, and the mod saved with them is one the game
// accepts.
#include "DefaultBackend.h"
#include "DocumentWaits.h"
#include "DragOutMimeData.h"
#include "MainWindow.h"
#include "MessagePresenter.h"
#include "TestFiles.h"
#include "WindowControllers.h"
#include "controllers/ArchiveController.h"
#include "controllers/FileController.h"
#include "controllers/TransferController.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2mod/ModPacker.h"
#include "mwb/formats/tl2mod/ModVerifier.h"
#include "mwb/widgets/ArchiveView.h"

#include <QDropEvent>
#include <QMimeData>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using mwb::gui::MainWindow;
namespace tl2 = mwb::formats::tl2mod;

using mwb::test::readFile;
using mwb::test::writeFile;

class TestTransfer : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;
    QString m_mod;

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        m_mod = m_tmp.filePath(QStringLiteral("DEMO.MOD"));
        mwb::SilentProgress progress;
        QVERIFY(tl2::packModFolder(QStringLiteral(MWB_DEMO_MOD_DIR), m_mod, {}, progress));
    }

    void dragOutExtractsFilesAndFolders()
    {
        MainWindow window(mwb::gui::defaultBackend());
        window.messages()->setInteractive(false);
        mwb::gui::ArchiveDocument *archive = mwb::test::openArchiveAndWait(window, m_mod);
        QVERIFY(archive);
        QVERIFY(archive->archiveView()->selectPath(QStringLiteral("MEDIA/UI/DEMO.IMAGESET")));
        std::unique_ptr<QMimeData> file(mwb::test::controller<mwb::gui::TransferController>(window)->createDragData());
        QVERIFY(file);
        QCOMPARE(file->formats(), QStringList{QStringLiteral("text/uri-list")});
        const QList<QUrl> urls = file->urls(); // waits for the extraction job
        QCOMPARE(urls.size(), 1);
        QVERIFY(urls[0].toLocalFile().endsWith(QLatin1String("MEDIA/UI/DEMO.IMAGESET")));
        QCOMPARE(readFile(urls[0].toLocalFile()), readFile(QStringLiteral(MWB_DEMO_MOD_DIR "/MEDIA/UI/DEMO.IMAGESET")));

        QVERIFY(archive->archiveView()->selectPath(QStringLiteral("MEDIA/UI")));
        std::unique_ptr<QMimeData> folder(mwb::test::controller<mwb::gui::TransferController>(window)->createDragData());
        const QList<QUrl> folderUrls = folder->urls();
        QCOMPARE(folderUrls.size(), 1);
        QVERIFY(QFileInfo(folderUrls[0].toLocalFile()).isDir());
        QVERIFY(QFile::exists(folderUrls[0].toLocalFile() + QStringLiteral("/ICONS/WORKBENCH.PNG")));
    }

    void extractionAsksAboutExistingFiles_data()
    {
        QTest::addColumn<int>("answer");
        QTest::addColumn<QByteArray>("expectedExisting");
        QTest::addColumn<bool>("renamedCopy");
        const QByteArray mine("the user's own file");
        const QByteArray entry = readFile(QStringLiteral(MWB_DEMO_MOD_DIR "/MEDIA/UI/DEMO.IMAGESET"));
        QTest::newRow("overwrite all") << 0 << entry << false;
        QTest::newRow("skip all") << 1 << mine << false;
        QTest::newRow("rename all") << 2 << mine << true;
        QTest::newRow("cancel") << -1 << mine << false;
    }

    void extractionAsksAboutExistingFiles()
    {
        QFETCH(int, answer);
        QFETCH(QByteArray, expectedExisting);
        QFETCH(bool, renamedCopy);
        const QString target = m_tmp.filePath(QStringLiteral("extract-%1").arg(QLatin1String(QTest::currentDataTag())));
        const QString existing = target + QStringLiteral("/MEDIA/UI/DEMO.IMAGESET");
        QVERIFY(writeFile(existing, "the user's own file"));
        MainWindow window(mwb::gui::defaultBackend());
        window.messages()->setInteractive(false);
        window.messages()->setScriptedAnswer(answer);
        QList<mwb::gui::UserMessage> questions;
        connect(window.messages(), &mwb::gui::MessagePresenter::presented, this,
            [&questions](const mwb::gui::UserMessage &message) {
                if (message.severity == mwb::gui::UserMessage::Severity::Question)
                    questions << message;
            });
        mwb::gui::ArchiveDocument *archive = mwb::test::openArchiveAndWait(window, m_mod);
        QVERIFY(archive);
        QVERIFY(archive->archiveView()->selectPath(QStringLiteral("MEDIA/UI")));
        auto *controller = mwb::test::controller<mwb::gui::ArchiveController>(window);
        QSignalSpy extracted(controller, &mwb::gui::ArchiveController::extracted);
        controller->extractTo(controller->selectedEntries(), target);
        QTRY_COMPARE(questions.size(), 1);
        QVERIFY(questions[0].text.contains(QStringLiteral("DEMO.IMAGESET")));
        if (answer >= 0)
            QTRY_COMPARE_WITH_TIMEOUT(extracted.size(), 1, 10000); // it may have come while the question was awaited
        else
            QTest::qWait(200); // nothing runs after a cancel
        QCOMPARE(readFile(existing), expectedExisting);
        QCOMPARE(QFile::exists(target + QStringLiteral("/MEDIA/UI/DEMO (1).IMAGESET")), renamedCopy);
        QCOMPARE(QFile::exists(target + QStringLiteral("/MEDIA/UI/ICONS/WORKBENCH.PNG")), answer >= 0);
    }

    void droppedFilesAreAddedAndSaved()
    {
        const QString mod = m_tmp.filePath(QStringLiteral("DROP.MOD"));
        QVERIFY(QFile::copy(m_mod, mod));
        const QString loose = m_tmp.filePath(QStringLiteral("drop/readme.txt"));
        const QString folder = m_tmp.filePath(QStringLiteral("drop/Extra"));
        QVERIFY(writeFile(loose, "dropped file"));
        // A text DAT dropped in is compiled, as packing the folder would (UTF-8 text here).
        const QByteArray datText("[ITEM]\r\n\t<INTEGER>LEVEL:3\r\n[/ITEM]\r\n");
        QVERIFY(writeFile(folder + QStringLiteral("/deep/a.dat"), datText));

        MainWindow window(mwb::gui::defaultBackend());
        window.messages()->setInteractive(false);
        window.messages()->setScriptedAnswer(0); // "Add"
        window.resize(900, 600);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        mwb::gui::ArchiveDocument *archive = mwb::test::openArchiveAndWait(window, mod);
        QVERIFY(archive);
        QVERIFY2(archive->canEdit(), qPrintable(archive->readOnlyReason()));
        QTreeView *tree = archive->archiveView()->treeView();
        QVERIFY(archive->archiveView()->selectPath(QStringLiteral("MEDIA/UI")));
        const QPoint onUi = tree->visualRect(tree->currentIndex()).center();

        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(loose), QUrl::fromLocalFile(folder)});
        QSignalSpy reopened(archive, &mwb::gui::ArchiveDocument::archiveChanged);
        QDragEnterEvent enter(onUi, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(tree->viewport(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(onUi), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(tree->viewport(), &drop);
        QVERIFY(drop.isAccepted());
        QVERIFY(window.isWindowModified()); // pending until saved
        mwb::test::controller<mwb::gui::FileController>(window)->save();
        QVERIFY(QTest::qWaitFor(
            [&] {
                return !reopened.isEmpty();
            },
            20000));

        auto saved = tl2::ModArchive::open(mod);
        QVERIFY(saved);
        QStringList paths;
        for (const auto &record : (*saved)->records())
            paths << record.path();
        QVERIFY(paths.contains(QStringLiteral("MEDIA/UI/README.TXT")));
        const int dat = int(paths.indexOf(QStringLiteral("MEDIA/UI/EXTRA/DEEP/A.DAT")));
        QVERIFY(dat >= 0);
        QCOMPARE(*(*saved)->readEntry(dat), *mwb::formats::tl2dat::compileDatText(datText, QStringLiteral("a.dat")));
        QVERIFY(paths.contains(QStringLiteral("MEDIA/UI/DEMO.IMAGESET")));
        mwb::SilentProgress progress;
        QVERIFY((*tl2::verifyMod(**saved, progress)).gameAccepts());
        QVERIFY(archive->archiveView()->selectPath(QStringLiteral("MEDIA/UI/README.TXT")));
    }

    void canceledDropChangesNothing()
    {
        const QString mod = m_tmp.filePath(QStringLiteral("KEEP.MOD"));
        QVERIFY(QFile::copy(m_mod, mod));
        const QByteArray before = readFile(mod);
        MainWindow window(mwb::gui::defaultBackend());
        window.messages()->setInteractive(false);
        window.messages()->setScriptedAnswer(-1); // Cancel
        window.resize(900, 600);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        mwb::gui::ArchiveDocument *archive = mwb::test::openArchiveAndWait(window, mod);
        QVERIFY(archive);
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(m_mod)});
        QDropEvent drop(QPointF(5, 5), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(archive->archiveView()->treeView()->viewport(), &drop);
        QTest::qWait(300);
        QCOMPARE(readFile(mod), before);
        QVERIFY(!archive->isModified());
    }
};

QTEST_MAIN(TestTransfer)
#include "tst_transfer.moc"
