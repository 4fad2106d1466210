// SPDX-License-Identifier: GPL-3.0-or-later
// The inspector docks of the main window on a packed demo mod: a structure row marks its bytes in the hex view, a
// click on a byte selects the field that owns it, selecting an entry shows its bytes and its content's structure
// (parsed by its kind), the hex view reads the archive's own mapping, and double-clicking an entry opens it full
// size in a tab by its kind.
#include "DefaultBackend.h"
#include "MainWindow.h"
#include "WindowControllers.h"
#include "MessagePresenter.h"
#include "DocumentWaits.h"
#include "controllers/FileController.h"
#include "documents/EntryDocument.h"
#include "controllers/InspectorController.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/tl2mod/ModPacker.h"
#include "mwb/widgets/ArchiveView.h"
#include "mwb/widgets/HexDataSource.h"
#include "mwb/widgets/HexInspector.h"
#include "mwb/widgets/HexView.h"
#include "mwb/widgets/StructureModel.h"

#include <QDockWidget>
#include <QFile>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTabWidget>
#include <QTreeView>

using mwb::StructureModel;
using mwb::gui::InspectorController;
using mwb::gui::MainWindow;

namespace {

constexpr auto kDemoMedia = MWB_DEMO_MOD_DIR "/MEDIA/";

QByteArray demoFile(const QString &relativePath)
{
    QFile file(QString::fromUtf8(kDemoMedia) + relativePath);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// The top-level structure row named `name`, or an invalid index.
QModelIndex topRow(const QAbstractItemModel &model, const QString &name)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex index = model.index(row, StructureModel::NameColumn);
        if (index.data().toString() == name)
            return index;
    }
    return {};
}

/// The child of `parent` named `name`, or an invalid index.
QModelIndex childRow(const QAbstractItemModel &model, const QModelIndex &parent, const QString &name)
{
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex index = model.index(row, StructureModel::NameColumn, parent);
        if (index.data().toString() == name)
            return index;
    }
    return {};
}

/// Whether `spy` has caught its signal, waiting up to `timeoutMs` (the signal may already have come: a small
/// archive can open inside openFile()).
bool arrived(const QSignalSpy &spy, int timeoutMs)
{
    return QTest::qWaitFor(
        [&spy] {
            return !spy.isEmpty();
        },
        timeoutMs);
}

} // namespace

class TestInspector : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;
    QString m_mod;
    std::unique_ptr<MainWindow> m_window;
    InspectorController *m_inspector = nullptr;
    QTreeView *m_structure = nullptr;
    mwb::widgets::HexView *m_hex = nullptr;
    mwb::gui::ArchiveDocument *m_archive = nullptr;

    template<typename Widget>
    Widget *dockWidget(const char *objectName) const
    {
        auto *dock = m_window->findChild<QDockWidget *>(QLatin1String(objectName));
        return dock ? qobject_cast<Widget *>(dock->widget()) : nullptr;
    }

    /// Selects `path` in the archive tree and waits until the inspector shows it.
    bool inspectEntry(const QString &path)
    {
        QSignalSpy inspected(m_inspector, &InspectorController::inspected);
        return m_archive->archiveView()->selectPath(path) && arrived(inspected, 10000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        m_mod = m_tmp.filePath(QStringLiteral("DEMO.MOD"));
        mwb::SilentProgress progress;
        QVERIFY(mwb::formats::tl2mod::packModFolder(QStringLiteral(MWB_DEMO_MOD_DIR), m_mod, {}, progress));

        m_window = std::make_unique<MainWindow>(mwb::gui::defaultBackend());
        m_window->messages()->setInteractive(false);
        m_window->resize(1400, 900);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_inspector = m_window->findChild<InspectorController *>();
        m_structure = dockWidget<QTreeView>("structureDock");
        auto *hex = dockWidget<mwb::widgets::HexInspector>("hexDock");
        QVERIFY(m_inspector && m_structure && hex);
        QVERIFY(!m_window->findChild<QDockWidget *>(QStringLiteral("previewDock"))); // content opens in tabs
        m_hex = hex->view();

        QSignalSpy inspected(m_inspector, &InspectorController::inspected);
        m_archive = mwb::test::openArchiveAndWait(*m_window, m_mod);
        QVERIFY(m_archive);
        QVERIFY(arrived(inspected, 20000));
        QCOMPARE(m_hex->dataSize(), QFileInfo(m_mod).size());
    }

    void structureRowMarksItsBytes()
    {
        const QAbstractItemModel &model = *m_structure->model();
        const QModelIndex header = topRow(model, QStringLiteral("Header"));
        QVERIFY(header.isValid());
        m_structure->setCurrentIndex(header);
        QCOMPARE(m_hex->markedOffset(), 0);
        QCOMPARE(m_hex->markedLength(), header.data(StructureModel::SizeRole).toLongLong());

        // Container version (u16) at 0, then the mod version (u16) at 2.
        const QModelIndex modVersion = childRow(model, header, QStringLiteral("Mod version"));
        QVERIFY(modVersion.isValid());
        m_structure->setCurrentIndex(modVersion);
        QCOMPARE(m_hex->markedOffset(), 2);
        QCOMPARE(m_hex->markedLength(), 2);
    }

    void clickOnAByteSelectsItsField()
    {
        // Byte 3 is the high byte of the mod version.
        m_hex->goTo(0);
        QTest::mouseClick(m_hex->viewport(), Qt::LeftButton, {}, m_hex->byteRect(3).center());
        const QModelIndex current = m_structure->currentIndex();
        QCOMPARE(current.siblingAtColumn(StructureModel::NameColumn).data().toString(), QStringLiteral("Mod version"));
        QCOMPARE(m_hex->markedOffset(), 2);
        QCOMPARE(m_hex->markedLength(), 2);
    }

    void entryShowsItsBytesAndItsKindsStructure_data()
    {
        QTest::addColumn<QString>("entry");
        QTest::addColumn<QString>("demoPath");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("page");
        QTest::newRow("png") << QStringLiteral("MEDIA/UI/ICONS/WORKBENCH.PNG") << QStringLiteral("UI/ICONS/WORKBENCH.PNG")
                             << QStringLiteral("PNG image") << QStringLiteral("mwb::widgets::ImagePage");
        QTest::newRow("jpg") << QStringLiteral("MEDIA/TEXTURES/PREVIEW.JPG") << QStringLiteral("TEXTURES/PREVIEW.JPG")
                             << QStringLiteral("JPEG image") << QStringLiteral("mwb::widgets::ImagePage");
        QTest::newRow("utf-8 text") << QStringLiteral("MEDIA/TRANSLATIONS/中文说明.TXT")
                                    << QStringLiteral("TRANSLATIONS/中文说明.TXT") << QStringLiteral("Text")
                                    << QStringLiteral("mwb::widgets::TextPage");
        QTest::newRow("pathing grid") << QStringLiteral("MEDIA/LAYOUTS/DEMO_ARENA/DEMO_ARENA.MPP")
                                      << QStringLiteral("LAYOUTS/DEMO_ARENA/DEMO_ARENA.MPP")
                                      << QStringLiteral("Torchlight 2 pathing grid")
                                      << QStringLiteral("mwb::widgets::GridPage");
        QTest::newRow("sound") << QStringLiteral("MEDIA/SOUNDS/CHIME.WAV") << QStringLiteral("SOUNDS/CHIME.WAV")
                               << QStringLiteral("WAVE audio") << QStringLiteral("mwb::widgets::HexPage");
    }

    void entryShowsItsBytesAndItsKindsStructure()
    {
        QFETCH(QString, entry);
        QFETCH(QString, demoPath);
        QFETCH(QString, kind);
        QFETCH(QString, page);
        QVERIFY(inspectEntry(entry));
        const QByteArray expected = demoFile(demoPath);
        QVERIFY(!expected.isEmpty());
        const mwb::gui::Inspection &shown = m_inspector->shown();
        QVERIFY(shown.contentRow >= 0);
        QCOMPARE(shown.root.children[std::size_t(shown.contentRow)].type, kind);
        // The hex view switched from the archive file to the entry's own bytes.
        QCOMPARE(m_hex->dataSize(), expected.size());
        m_hex->setSelection(0, 4);
        QCOMPARE(m_hex->selectedBytes(), expected.left(4));

        // Double-click opens it full size in a tab beside the mod, by its kind.
        QVERIFY(mwb::test::doubleClickCurrentRow(*m_archive));
        QVERIFY(QTest::qWaitFor([&] { return mwb::test::currentAs<mwb::gui::EntryDocument>(*m_window); }, 10000));
        auto *document = mwb::test::currentAs<mwb::gui::EntryDocument>(*m_window);
        QCOMPARE(document->entryPath(), entry);
        QCOMPARE(document->content()->bytes(), expected);
        QCOMPARE(QLatin1String(document->page()->metaObject()->className()), page);
        QVERIFY(document->page()->width() > m_window->width() / 2);
        QVERIFY(m_window->documents().close(document));
        QCOMPARE(m_window->documents().current(), m_archive);
    }

    void leavingTheEntryShowsTheArchiveAgain()
    {
        QVERIFY(inspectEntry(QStringLiteral("MEDIA/UI/ICONS/WORKBENCH.PNG")));
        QCOMPARE(m_hex->dataSize(), demoFile(QStringLiteral("UI/ICONS/WORKBENCH.PNG")).size());
        QSignalSpy inspected(m_inspector, &InspectorController::inspected);
        QVERIFY(m_archive->archiveView()->selectPath(QStringLiteral("MEDIA/UI/ICONS")));
        QVERIFY(arrived(inspected, 10000));
        QCOMPARE(m_hex->dataSize(), QFileInfo(m_mod).size());
        QVERIFY(topRow(*m_structure->model(), QStringLiteral("Header")).isValid());
    }

    void theHexViewReadsTheArchivesOwnMapping()
    {
        const auto mapped = [this] {
            const auto *data = dynamic_cast<const mwb::widgets::ByteSourceHexData *>(m_inspector->shown().container.get());
            return data ? &data->source() : nullptr;
        };
        QVERIFY(inspectEntry(QStringLiteral("MEDIA/UI/ICONS/WORKBENCH.PNG")));
        QCOMPARE(mapped(), &m_archive->archive()->source());
        QVERIFY(inspectEntry(QStringLiteral("MEDIA/TEXTURES/PREVIEW.JPG")));
        QCOMPARE(mapped(), &m_archive->archive()->source());
        QSignalSpy inspected(m_inspector, &InspectorController::inspected);
        QVERIFY(m_archive->archiveView()->selectPath(QStringLiteral("MEDIA/UI/ICONS")));
        QVERIFY(arrived(inspected, 10000));
        QCOMPARE(mapped(), &m_archive->archive()->source()); // the archive's own structure
        QCOMPARE(m_hex->dataSource(), m_inspector->shown().container);
    }
};

QTEST_MAIN(TestInspector)
#include "tst_inspector.moc"
