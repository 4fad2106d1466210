// SPDX-License-Identifier: GPL-3.0-or-later
// Opening any file from disk with the real codecs: a file that is neither an archive nor a grid (a text DAT, a
// BINDAT, an image, a sound, any binary) opens on its own in the inspector docks without an error box, and the
// dock that shows it best comes to the front; a file whose content or name says it is an archive but that is
// broken (a truncated .MOD or MPQ) still reports its error, with the failing byte marked in the hex view.
#include "DatEditFixtures.h"
#include "DefaultBackend.h"
#include "MainWindow.h"
#include "WindowControllers.h"
#include "MessagePresenter.h"
#include "ModFixtures.h"
#include "MpqFixtureBuilder.h"
#include "controllers/FileController.h"
#include "controllers/InspectorController.h"
#include "controllers/RecentFiles.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2mod/ModPacker.h"
#include "mwb/widgets/ArchiveView.h"
#include "mwb/widgets/EntryPreview.h"
#include "mwb/widgets/HexInspector.h"
#include "mwb/widgets/HexView.h"
#include "mwb/widgets/ImageCanvas.h"
#include "mwb/widgets/PreviewContent.h"

#include <QAction>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using mwb::gui::InspectorController;
using mwb::gui::MainWindow;
using mwb::gui::UserMessage;
using mwb::widgets::PreviewKind;

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

/// The text of the archive view's placeholder label when it is the one on screen, else empty.
QString visiblePlaceholder(const MainWindow &window)
{
    for (const QLabel *label : window.archiveView()->findChildren<QLabel *>()) {
        if (label->isVisible() && !label->text().isEmpty())
            return label->text();
    }
    return {};
}

/// Whether `dock` is the tab on screen (a tabified dock behind another has no visible region).
bool inFront(const QDockWidget *dock)
{
    return dock->isVisible() && !dock->visibleRegion().isEmpty();
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

    /// Opens `path` and waits until the inspector shows it.
    [[nodiscard]] bool openAndInspect(const QString &path) const
    {
        const InspectorController *inspector = mwb::test::controller<mwb::gui::InspectorController>(*m_window);
        mwb::test::controller<mwb::gui::FileController>(*m_window)->openFile(path);
        return QTest::qWaitFor(
            [&] {
                return !inspector->isLoading() && inspector->shown().filePath == path;
            },
            20000);
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

    void anyFileOpensInTheInspector_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<PreviewKind>("kind");
        QTest::addColumn<QString>("structure"); ///< the value of the top "Content" row
        QTest::addColumn<QString>("frontDock");
        const QByteArray textDat = mwb::test::utf16Le(mwb::test::withCrLf(mwb::test::sampleDatText()), true);
        QTest::newRow("text DAT") << QStringLiteral("FLASK.DAT") << textDat << PreviewKind::Text
                                  << QStringLiteral("no structure known for this kind of file")
                                  << QStringLiteral("previewDock");
        QTest::newRow("BINDAT") << QStringLiteral("FLASK.DAT.BINDAT") << compiledSample() << PreviewKind::Text
                                << QStringLiteral("Compiled DAT (BINDAT)") << QStringLiteral("previewDock");
        QTest::newRow("png") << QStringLiteral("WORKBENCH.PNG") << demoFile(QStringLiteral("UI/ICONS/WORKBENCH.PNG"))
                             << PreviewKind::Image << QStringLiteral("PNG image") << QStringLiteral("previewDock");
        QTest::newRow("wav") << QStringLiteral("CHIME.WAV") << demoFile(QStringLiteral("SOUNDS/CHIME.WAV"))
                             << PreviewKind::Binary << QStringLiteral("WAVE audio") << QStringLiteral("structureDock");
        QTest::newRow("random binary") << QStringLiteral("blob.bin") << mwb::test::tl2::noise(7, 5000)
                                       << PreviewKind::Binary
                                       << QStringLiteral("no structure known for this kind of file")
                                       << QStringLiteral("structureDock");
        QTest::newRow("empty") << QStringLiteral("empty.raw") << QByteArray() << PreviewKind::Binary
                               << QStringLiteral("no structure known for this kind of file")
                               << QStringLiteral("structureDock");
    }

    void anyFileOpensInTheInspector()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        QFETCH(PreviewKind, kind);
        QFETCH(QString, structure);
        QFETCH(QString, frontDock);
        const QString path = write(name, bytes);
        QVERIFY(!path.isEmpty());
        QSignalSpy presented(m_window->messages(), &mwb::gui::MessagePresenter::presented);
        QVERIFY(openAndInspect(path));
        QTest::qWait(50); // a late error box would come now
        QCOMPARE(presented.size(), 0);

        QCOMPARE(m_window->standaloneFile(), path);
        QVERIFY(!m_window->archive());
        QCOMPARE(m_window->windowTitle(), QStringLiteral("%1 — Mod Workbench").arg(name));
        QCOMPARE(visiblePlaceholder(*m_window),
            QStringLiteral("%1 is not an archive.\n\nIt is shown in the Structure, Hex and Preview docks.").arg(name));

        const auto *preview = mwb::test::controller<mwb::gui::InspectorController>(*m_window)->preview();
        QCOMPARE(preview->content().kind, kind);
        QCOMPARE(preview->content().path, name);
        QCOMPARE(hex()->dataSize(), bytes.size());
        hex()->setSelection(0, 4);
        QCOMPARE(hex()->selectedBytes(), bytes.left(4));
        const auto &shown = mwb::test::controller<mwb::gui::InspectorController>(*m_window)->shown();
        QCOMPARE(shown.contentRow, 0);
        QCOMPARE(shown.root.children.front().value, structure);
        QVERIFY(!shown.error);
        QVERIFY2(inFront(dock(frontDock.toLatin1().constData())), qPrintable(frontDock));
        if (kind == PreviewKind::Text)
            QCOMPARE(preview->currentPage(), static_cast<QWidget *>(preview->textView()));
        if (kind == PreviewKind::Image)
            QCOMPARE(preview->currentPage(), static_cast<QWidget *>(preview->imageView()));
    }

    void droppedFileOpensAndIsRemembered()
    {
        const QString path = write(QStringLiteral("DROPPED.DAT"), mwb::test::sampleDatText().toUtf8());
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(path)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_window.get(), &enter);
        QVERIFY(enter.isAccepted());
        QSignalSpy presented(m_window->messages(), &mwb::gui::MessagePresenter::presented);
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_window.get(), &drop);
        const InspectorController *inspector = mwb::test::controller<mwb::gui::InspectorController>(*m_window);
        QVERIFY(QTest::qWaitFor([&] {
            return !inspector->isLoading() && inspector->shown().filePath == path;
        }));
        QCOMPARE(presented.size(), 0);
        QCOMPARE(m_window->standaloneFile(), path);
        QCOMPARE(inspector->preview()->content().kind, PreviewKind::Text);
        QCOMPARE(mwb::gui::RecentFiles::load(), QStringList{path});

        // Reopened from the recent files, after something else was open.
        QVERIFY(openAndInspect(write(QStringLiteral("other.bin"), mwb::test::tl2::noise(3, 64))));
        QVERIFY(openAndInspect(mwb::gui::RecentFiles::load().value(1)));
        QCOMPARE(m_window->standaloneFile(), path);
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
        QVERIFY(openAndInspect(path));
        QCOMPARE(presented.size(), 0);
        QCOMPARE(hex()->dataSize(), size);
        const auto &shown = mwb::test::controller<mwb::gui::InspectorController>(*m_window)->shown();
        QVERIFY(!shown.preview);
        QCOMPARE(shown.root.children.front().size, size);
        QCOMPARE(mwb::test::controller<mwb::gui::InspectorController>(*m_window)->preview()->messageView()->text(),
            QStringLiteral("The file is too large to describe here."));
        QVERIFY(inFront(dock("structureDock")));
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
        QVERIFY(m_window->standaloneFile().isEmpty());
        QCOMPARE(m_window->windowTitle(), QStringLiteral("Mod Workbench"));
        QVERIFY(!close->isEnabled());
        QVERIFY(visiblePlaceholder(*m_window).startsWith(QLatin1String("No archive open.")));
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
        QVERIFY(openAndInspect(path)); // the inspector shows the file with the failing byte
        QCOMPARE(presented.size(), 1);
        const auto message = presented.at(0).at(0).value<UserMessage>();
        QCOMPARE(message.severity, UserMessage::Severity::Critical);
        QCOMPARE(message.title, mwb::errorCodeTitle(code));
        QVERIFY(m_window->standaloneFile().isEmpty());
        QVERIFY(!m_window->archive());

        const auto &shown = mwb::test::controller<mwb::gui::InspectorController>(*m_window)->shown();
        QVERIFY(shown.error);
        QCOMPARE(shown.error->code, code);
        QCOMPARE(shown.error->offset, offset);
        QVERIFY2(message.text.contains(QStringLiteral("at byte offset 0x%1").arg(shown.error->offset, 0, 16)),
            qPrintable(message.text));
        QCOMPARE(hex()->dataSize(), bytes.size());
        QCOMPARE(hex()->markedOffset(), shown.error->offset);
        QVERIFY(inFront(dock("structureDock")));
    }
};

QTEST_MAIN(TestOpenFile)
#include "tst_openfile.moc"
