// SPDX-License-Identifier: GPL-3.0-or-later
// Opening any file from disk with the real codecs: a file that is not an archive (a text DAT, a BINDAT, an image,
// a sound, any binary) opens as a file document in a tab, shown by its content kind's page, its structure and
// bytes in the docks, without an error box; a file whose content or name says it is an archive but that is broken
// (a truncated .MOD or MPQ) reports its error and opens as its bytes, with the failing byte marked. A folder opens
// as a read-only archive of its files, each of which opens as the file it is (a WoW Data folder as its stack).
#include "DatEditFixtures.h"
#include "DefaultBackend.h"
#include "DocumentWaits.h"
#include "MainWindow.h"
#include "MessagePresenter.h"
#include "ModFixtures.h"
#include "MpqFixtureBuilder.h"
#include "WindowControllers.h"
#include "controllers/FileController.h"
#include "controllers/InspectorController.h"
#include "controllers/RecentFiles.h"
#include "documents/ArchiveDocument.h"
#include "documents/ContentDocument.h"
#include "documents/FileDocument.h"
#include "mwb/core/Archive.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2mod/ModPacker.h"
#include "mwb/widgets/HexInspector.h"
#include "mwb/widgets/HexPage.h"
#include "mwb/widgets/HexView.h"
#include "mwb/widgets/ImagePage.h"
#include "mwb/widgets/TextPage.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDirIterator>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QtEndian>

using mwb::gui::InspectorController;
using mwb::gui::MainWindow;
using mwb::gui::UserMessage;

Q_DECLARE_METATYPE(mwb::gui::UserMessage)

namespace {

constexpr auto kDemoMedia = MWB_DEMO_MOD_DIR "/MEDIA/";

QByteArray demoFile(const QString &relativePath)
{
    return mwb::test::tl2::readAll(QString::fromUtf8(kDemoMedia) + relativePath);
}

QByteArray compiledSample()
{
    auto bytes = mwb::formats::tl2dat::compileDatText(
        mwb::test::utf16Le(mwb::test::sampleDatText(), true), QStringLiteral("SAMPLE.DAT"));
    return bytes ? *bytes : QByteArray();
}

/// How many files are below `folder`.
int countFiles(const QString &folder)
{
    int files = 0;
    for (QDirIterator it(folder, QDir::Files, QDirIterator::Subdirectories); it.hasNext(); it.next())
        ++files;
    return files;
}

/// The window's placeholder text when it is on screen (nothing open), else empty.
QString visiblePlaceholder(const MainWindow &window)
{
    const auto *label = window.findChild<QLabel *>(QStringLiteral("placeholder"));
    return label && label->isVisible() ? label->text() : QString();
}

} // namespace

class TestOpenFile : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;
    std::unique_ptr<MainWindow> m_window;

    [[nodiscard]] QString write(const QString &name, const QByteArray &bytes) const
    {
        const QString path = m_tmp.filePath(name);
        return mwb::test::tl2::writeFile(path, bytes) ? path : QString();
    }

    [[nodiscard]] QDockWidget *dock(const char *objectName) const
    {
        return m_window->findChild<QDockWidget *>(QLatin1String(objectName));
    }

    [[nodiscard]] mwb::widgets::HexView *hex() const
    {
        return qobject_cast<mwb::widgets::HexInspector *>(dock("hexDock")->widget())->view();
    }

    /// Drags `path` over the window and drops it, as a file manager does; false when the window refused the drag.
    [[nodiscard]] bool dropOnWindow(const QString &path) const
    {
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(path)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_window.get(), &enter);
        if (!enter.isAccepted())
            return false;
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_window.get(), &drop);
        return true;
    }

    /// Opens `path` and waits until it is the current file document and the inspector shows it.
    [[nodiscard]] mwb::gui::FileDocument *openAndInspect(const QString &path) const
    {
        const InspectorController *inspector = mwb::test::controller<mwb::gui::InspectorController>(*m_window);
        mwb::test::controller<mwb::gui::FileController>(*m_window)->openFile(path);
        mwb::gui::FileDocument *document = nullptr;
        const bool shown = QTest::qWaitFor(
            [&] {
                document = mwb::test::currentAs<mwb::gui::FileDocument>(*m_window);
                return document && document->location() == path && !inspector->isLoading()
                    && inspector->shown().contentRow == 0;
            },
            20000);
        return shown ? document : nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<mwb::gui::UserMessage>();
        QVERIFY(m_tmp.isValid());
    }

    void init()
    {
        QSettings().clear();
        m_window = std::make_unique<MainWindow>(mwb::gui::defaultBackend());
        m_window->messages()->setInteractive(false);
        m_window->resize(1200, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }

    void cleanup() { m_window.reset(); }

    void anyFileOpensAsADocument_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("kind"); ///< the content kind's id
        QTest::addColumn<QString>("page"); ///< the class of the tab's page
        QTest::addColumn<QString>("structure"); ///< the value of the top "Content" row
        const QByteArray textDat = mwb::test::utf16Le(mwb::test::withCrLf(mwb::test::sampleDatText()), true);
        QTest::newRow("text DAT") << QStringLiteral("FLASK.DAT") << textDat << QStringLiteral("tl2dat")
                                  << QStringLiteral("mwb::widgets::TextPage") << QStringLiteral("Torchlight 2 DAT");
        QTest::newRow("BINDAT") << QStringLiteral("FLASK.DAT.BINDAT") << compiledSample() << QStringLiteral("tl2dat")
                                << QStringLiteral("mwb::widgets::TextPage") << QStringLiteral("Compiled DAT (BINDAT)");
        QTest::newRow("png") << QStringLiteral("WORKBENCH.PNG") << demoFile(QStringLiteral("UI/ICONS/WORKBENCH.PNG"))
                             << QStringLiteral("png") << QStringLiteral("mwb::widgets::ImagePage")
                             << QStringLiteral("PNG image");
        QTest::newRow("wav") << QStringLiteral("CHIME.WAV") << demoFile(QStringLiteral("SOUNDS/CHIME.WAV"))
                             << QStringLiteral("wav") << QStringLiteral("mwb::widgets::HexPage")
                             << QStringLiteral("WAVE audio");
        QTest::newRow("random binary") << QStringLiteral("blob.bin") << mwb::test::tl2::noise(7, 5000)
                                       << QStringLiteral("hex") << QStringLiteral("mwb::widgets::HexPage")
                                       << QStringLiteral("Binary data");
        QTest::newRow("empty") << QStringLiteral("empty.raw") << QByteArray() << QStringLiteral("text")
                               << QStringLiteral("mwb::widgets::TextPage") << QStringLiteral("Text");
    }

    void anyFileOpensAsADocument()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, kind);
        QFETCH(QString, page);
        QFETCH(QString, structure);
        const QString path = write(name, bytes);
        QVERIFY(!path.isEmpty());
        QSignalSpy presented(m_window->messages(), &mwb::gui::MessagePresenter::presented);
        mwb::gui::FileDocument *document = openAndInspect(path);
        QVERIFY(document);
        QTest::qWait(50); // a late error box would come now
        QCOMPARE(presented.size(), 0);

        QCOMPARE(QLatin1String(document->content()->kind().id), kind);
        QCOMPARE(QLatin1String(document->page()->metaObject()->className()), page);
        QVERIFY(document->page()->isVisible()); // full size in the central area
        QCOMPARE(m_window->windowTitle(), QStringLiteral("%1[*] — Mod Workbench").arg(name));
        QVERIFY(visiblePlaceholder(*m_window).isEmpty());
        QCOMPARE(hex()->dataSize(), bytes.size());
        hex()->setSelection(0, 4);
        QCOMPARE(hex()->selectedBytes(), bytes.left(4));
        const auto &shown = mwb::test::controller<mwb::gui::InspectorController>(*m_window)->shown();
        QCOMPARE(shown.contentRow, 0);
        QCOMPARE(shown.root.children.front().value, structure);
        QVERIFY(!shown.error);
    }

    void droppedFileOpensAndIsRemembered()
    {
        const QString path = write(QStringLiteral("DROPPED.DAT"), mwb::test::sampleDatText().toUtf8());
        QSignalSpy presented(m_window->messages(), &mwb::gui::MessagePresenter::presented);
        QVERIFY(dropOnWindow(path));
        QVERIFY(QTest::qWaitFor([&] {
            const auto *document = mwb::test::currentAs<mwb::gui::FileDocument>(*m_window);
            return document && document->location() == path;
        }));
        QCOMPARE(presented.size(), 0);
        QCOMPARE(mwb::gui::RecentFiles::load(), QStringList{path});

        // Shown again from the recent files, after something else was opened: one tab each.
        QVERIFY(openAndInspect(write(QStringLiteral("other.bin"), mwb::test::tl2::noise(3, 64))));
        QVERIFY(openAndInspect(mwb::gui::RecentFiles::load().value(1)));
        QCOMPARE(m_window->documents().documents().size(), 2);
    }

    void droppedFolderOpensAsAReadOnlyArchive()
    {
        const QString folder = QFileInfo(QStringLiteral(MWB_DEMO_MOD_DIR)).absoluteFilePath();
        QSignalSpy presented(m_window->messages(), &mwb::gui::MessagePresenter::presented);
        QVERIFY(dropOnWindow(folder));
        mwb::gui::ArchiveDocument *archive = nullptr;
        QVERIFY(QTest::qWaitFor([&] {
            archive = mwb::test::currentAs<mwb::gui::ArchiveDocument>(*m_window);
            return archive && archive->location() == folder;
        }));
        QCOMPARE(presented.size(), 0);
        QCOMPARE(archive->archive()->formatId(), QStringLiteral("folder"));
        QCOMPARE(archive->index()->entryCount(), countFiles(folder));
        QVERIFY(archive->readOnlyReason().contains(QStringLiteral("File › Open")));
        QCOMPARE(mwb::gui::RecentFiles::load(), QStringList{folder});

        // Archive › Pack Folder into .MOD… starts from the mod folder on screen.
        QAction *pack = nullptr;
        for (QAction *action : m_window->findChildren<QAction *>()) {
            if (action->text() == QStringLiteral("&Pack Folder into .MOD…"))
                pack = action;
        }
        QVERIFY(pack);
        QString offered;
        QTimer::singleShot(0, this, [&offered] {
            QWidget *dialog = QApplication::activeModalWidget();
            if (!dialog)
                return;
            offered = dialog->findChild<QLineEdit *>(QStringLiteral("modFolder"))->text();
            QMetaObject::invokeMethod(dialog, "reject", Qt::QueuedConnection);
        });
        pack->trigger();
        QCOMPARE(offered, QDir::toNativeSeparators(folder));

        // An entry opens as the file it is, edited and saved on its own.
        const QString entry = QStringLiteral("MEDIA/UNITS/ITEMS/POTIONS/WORKBENCH_TONIC.DAT");
        auto *file = mwb::test::openAndWait<mwb::gui::FileDocument>(*m_window, folder + QStringLiteral("::") + entry);
        QVERIFY(file);
        QCOMPARE(file->location(), QDir(folder).filePath(entry));
        QVERIFY(file->canEdit());
    }

    void wowDataFolderOpensAsItsStack()
    {
        QTemporaryDir client;
        const QString data = client.filePath(QStringLiteral("Data"));
        QVERIFY(QDir().mkpath(data));
        using mwb::test::MpqFixtureBuilder;
        QVERIFY(mwb::test::tl2::writeFile(
            data + QStringLiteral("/common.MPQ"), MpqFixtureBuilder::build({{"known.txt", "known text", 10}})));
        mwb::test::controller<mwb::gui::FileController>(*m_window)->openFile(client.path());
        mwb::gui::ArchiveDocument *stack = nullptr;
        QVERIFY(QTest::qWaitFor(
            [&] {
                stack = mwb::test::currentAs<mwb::gui::ArchiveDocument>(*m_window);
                return stack != nullptr;
            },
            20000));
        QCOMPARE(stack->archive()->formatId(), QStringLiteral("stack"));
        QCOMPARE(stack->location(), data);
    }

    void largeFileIsShownInHexWithoutBeingRead()
    {
        const QString path = m_tmp.filePath(QStringLiteral("huge.bin"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        const qint64 size = mwb::gui::Inspection::kMaxInspectedEntry + 1;
        QVERIFY(file.resize(size)); // sparse: nothing is written
        file.close();
        QSignalSpy presented(m_window->messages(), &mwb::gui::MessagePresenter::presented);
        mwb::gui::FileDocument *document = openAndInspect(path);
        QVERIFY(document);
        QCOMPARE(presented.size(), 0);
        QCOMPARE(hex()->dataSize(), size); // the file's own mapping, never read whole
        QVERIFY(document->content()->bytes().isEmpty());
        QCOMPARE(document->content()->problem()->code, mwb::ErrorCode::LimitExceeded);
        const auto &shown = mwb::test::controller<mwb::gui::InspectorController>(*m_window)->shown();
        QCOMPARE(shown.root.children.front().size, size);
        QVERIFY(QFile::remove(path));
    }

    void closeClosesTheFile()
    {
        const QString path = write(QStringLiteral("NOTES.TXT"), "plain notes\n");
        QVERIFY(openAndInspect(path));
        QAction *close = nullptr;
        for (QAction *action : m_window->menuBar()->actions().constFirst()->menu()->actions()) {
            if (action->text() == QLatin1String("&Close"))
                close = action;
        }
        QVERIFY(close && close->isEnabled());
        close->trigger();
        QVERIFY(!m_window->documents().current());
        QCOMPARE(m_window->windowTitle(), QStringLiteral("Mod Workbench"));
        QVERIFY(!close->isEnabled());
        QVERIFY(visiblePlaceholder(*m_window).startsWith(QLatin1String("No file open.")));
    }

    void brokenArchiveReportsItsError_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<mwb::ErrorCode>("code");
        QTest::addColumn<qint64>("offset");

        const QString folder = m_tmp.filePath(QStringLiteral("SmallMod"));
        QVERIFY(mwb::test::tl2::makeSmallModFolder(folder));
        mwb::SilentProgress progress;
        const auto packed
            = mwb::formats::tl2mod::packModFolder(folder, m_tmp.filePath(QStringLiteral("SMALL.MOD")), {}, progress);
        QVERIFY(packed);
        const QByteArray mod = mwb::test::tl2::readAll(packed->outputPath);
        // Cut before the manifest: the header points past the end (the manifest offset is the u32 at 16).
        QTest::newRow("truncated .MOD") << QStringLiteral("CUT.MOD") << mod.left(mod.size() / 2)
                                        << mwb::ErrorCode::Truncated << qint64(16);
        // The fixed header ends in the middle of the game version (a u64 at 4).
        QTest::newRow(".MOD cut in its header")
            << QStringLiteral("TINY.MOD") << mod.left(10) << mwb::ErrorCode::Truncated << qint64(4);
        // A file named .MOD that is no Torchlight 2 mod says so (here: container version 0x4241).
        QTest::newRow("not a TL2 mod") << QStringLiteral("song.mod") << QByteArray("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
                                       << mwb::ErrorCode::BadMagic << qint64(0);

        using mwb::test::MpqFixtureBuilder;
        const QByteArray mpq = MpqFixtureBuilder::build({{"known.txt", "known text", 10, 0x80000000u}});
        // Cut inside the hash table (its offset is the u32 at 16); the error points at the header that places it.
        const qint64 hashTable = qFromLittleEndian<quint32>(mpq.constData() + 16);
        QTest::newRow("truncated MPQ") << QStringLiteral("cut.mpq") << mpq.left(hashTable + 8)
                                       << mwb::ErrorCode::Truncated << qint64(0);
        QTest::newRow("MPQ cut in its header")
            << QStringLiteral("tiny.w3x") << mpq.left(16) << mwb::ErrorCode::BadMagic << qint64(0);
    }

    void brokenArchiveReportsItsError()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        QFETCH(mwb::ErrorCode, code);
        QFETCH(qint64, offset);
        const QString path = write(name, bytes);
        QSignalSpy presented(m_window->messages(), &mwb::gui::MessagePresenter::presented);
        mwb::gui::FileDocument *document = openAndInspect(path); // shown as its bytes, the failing byte marked
        QVERIFY(document);
        QCOMPARE(presented.size(), 1);
        const auto message = presented.at(0).at(0).value<UserMessage>();
        QCOMPARE(message.severity, UserMessage::Severity::Critical);
        QCOMPARE(message.title, mwb::errorCodeTitle(code));
        QCOMPARE(document->openError()->code, code);
        QVERIFY(!document->canEdit());

        const auto &shown = mwb::test::controller<mwb::gui::InspectorController>(*m_window)->shown();
        QVERIFY(shown.error);
        QCOMPARE(shown.error->code, code);
        QCOMPARE(shown.error->offset, offset);
        QVERIFY2(message.text.contains(QStringLiteral("at byte offset 0x%1").arg(shown.error->offset, 0, 16)),
            qPrintable(message.text));
        QCOMPARE(hex()->dataSize(), bytes.size());
        QCOMPARE(hex()->markedOffset(), shown.error->offset);
    }
};

QTEST_MAIN(TestOpenFile)
#include "tst_openfile.moc"
