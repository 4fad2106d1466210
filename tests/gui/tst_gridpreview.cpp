// SPDX-License-Identifier: GPL-3.0-or-later
// Walkability grids in the window with the real codecs: a Mir map file opens as a grid page (heatmap, statistics,
// detection, the hovered cell's fields with their offsets); a file named like a grid that is none shows its bytes
// and why each format refused it; an .MPP entry of a mod is read once for its inspection and its tab; and an MPQ
// opened again with a listfile names its entries.
#include "DefaultBackend.h"
#include "DocumentWaits.h"
#include "MainWindow.h"
#include "WindowControllers.h"
#include "MapFixtures.h"
#include "MessagePresenter.h"
#include "ModFixtures.h"
#include "MpqFixtureBuilder.h"
#include "controllers/ArchiveController.h"
#include "controllers/FileController.h"
#include "controllers/InspectorController.h"
#include "documents/EntryDocument.h"
#include "documents/FileDocument.h"
#include "mwb/widgets/GridPage.h"
#include "mwb/formats/tl2mod/ModPacker.h"
#include "mwb/widgets/ArchiveTreeModel.h"
#include "mwb/widgets/ArchiveView.h"
#include "mwb/widgets/HeatmapPanel.h"
#include "mwb/widgets/HeatmapView.h"
#include "mwb/widgets/PropertyModel.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QMouseEvent>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>

using mwb::gui::MainWindow;
using mwb::widgets::GridPage;
using mwb::gui::UserMessage;

Q_DECLARE_METATYPE(mwb::gui::UserMessage)

namespace {

bool emitted(const QSignalSpy &spy)
{
    return QTest::qWaitFor([&spy] { return !spy.isEmpty(); }, 10000);
}

/// The tree path of every entry of the current archive.
QStringList entryPaths(const MainWindow &window)
{
    QStringList paths;
    const auto &index = window.documents().currentArchive()->index();
    for (mwb::EntryIndex::NodeId id = 1; index && id < index->size(); ++id) {
        if (!index->node(id).isDir)
            paths << index->pathOf(id);
    }
    return paths;
}

/// Moves the pointer over `cell` of the heatmap (a synthetic move event: no window system needed).
void hover(mwb::widgets::HeatmapView *view, QPoint cell)
{
    const QPointF at = view->cellCenter(cell);
    QMouseEvent move(QEvent::MouseMove, at, view->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(view, &move);
}

/// A real archive that counts readEntry() calls (made on worker threads).
class CountingArchive final : public mwb::Archive
{
public:
    CountingArchive(std::unique_ptr<mwb::Archive> archive, std::shared_ptr<std::atomic<int>> reads)
        : m_archive(std::move(archive))
        , m_reads(std::move(reads))
    { }

    QString path() const override { return m_archive->path(); }
    QString formatId() const override { return m_archive->formatId(); }
    const mwb::ByteSource &source() const override { return m_archive->source(); }
    std::vector<mwb::EntryIndex::Input> buildIndexInputs() const override { return m_archive->indexInputs(); }
    unsigned indexColumns() const override { return m_archive->indexColumns(); }
    mwb::Result<QByteArray> readEntry(int entry) const override
    {
        ++*m_reads;
        return m_archive->readEntry(entry);
    }
    mwb::Result<mwb::ExtractSummary> extract(
        const std::vector<int> &entries, const QString &targetDir, mwb::Progress &progress) const override
    {
        return m_archive->extract(entries, targetDir, progress);
    }
    mwb::StructureNode describeStructure() const override { return m_archive->describeStructure(); }
    mwb::StructureNode describeEntry(int entry) const override { return m_archive->describeEntry(entry); }

private:
    std::unique_ptr<mwb::Archive> m_archive;
    std::shared_ptr<std::atomic<int>> m_reads;
};

/// The real codecs, with every opened archive counting its entry reads in `reads`.
mwb::gui::Backend countingBackend(std::shared_ptr<std::atomic<int>> reads)
{
    mwb::gui::Backend backend = mwb::gui::defaultBackend();
    backend.open = [reads](const QString &path,
                       const mwb::OpenOptions &options) -> mwb::Result<std::unique_ptr<mwb::Archive>> {
        auto archive = mwb::openArchive(path, options);
        if (!archive)
            return archive.error();
        return std::unique_ptr<mwb::Archive>(new CountingArchive(std::move(archive).value(), reads));
    };
    return backend;
}

} // namespace

class TestGridPreview : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void mapFileShowsHeatmapAndCell();
    void unknownFileExplainsEveryFormat();
    void mppEntryOfAModIsPreviewed();
    void addListfileReopensTheMpq();

private:
    [[nodiscard]] QString write(const QString &name, const QByteArray &bytes) const;
    QTemporaryDir m_dir;
};

void TestGridPreview::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    qRegisterMetaType<mwb::gui::UserMessage>();
    QVERIFY(m_dir.isValid());
}

void TestGridPreview::init()
{
    QSettings().clear();
}

QString TestGridPreview::write(const QString &name, const QByteArray &bytes) const
{
    const QString path = m_dir.filePath(name);
    return mwb::test::tl2::writeFile(path, bytes) ? path : QString();
}

void TestGridPreview::mapFileShowsHeatmapAndCell()
{
    using mwb::formats::mir2map::MapType;
    const mwb::test::MapFixture fixture = mwb::test::makeMap(MapType::Wemade, 7, 6);
    MainWindow window(mwb::gui::defaultBackend());
    window.messages()->setInteractive(false);
    window.resize(1200, 700);
    window.show();
    auto *document
        = mwb::test::openAndWait<mwb::gui::FileDocument>(window, write(QStringLiteral("level.map"), fixture.bytes));
    QVERIFY(document);
    auto *grid = qobject_cast<GridPage *>(document->page());
    QVERIFY(grid);
    QAbstractItemModelTester tester(grid->properties(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto *view = grid->panel()->view();
    QVERIFY(view->isVisible());
    QCOMPARE(view->grid()->width, 7);
    QCOMPARE(view->grid()->height, 6);
    QCOMPARE(view->image().size(), QSize(7, 6));
    const auto *properties = grid->properties();
    QCOMPARE(properties->groups().size(), std::size_t(3)); // Cell, Statistics, Detection
    QCOMPARE(properties->value(1, QStringLiteral("Walkable")).section(u' ', 0, 0), QString::number(fixture.walkable));
    QCOMPARE(properties->value(1, QStringLiteral("Suspicious doors")), QStringLiteral("1"));
    QCOMPARE(properties->groups()[2].title, QStringLiteral("Detection"));
    QCOMPARE(properties->value(2, QStringLiteral("Type 100")), QStringLiteral("rejected: the signature bytes do not match"));

    QTest::qWait(50); // the page's first layout fits the grid
    hover(view, QPoint(1, 1)); // a door cell, id 5, walkable
    const int cell = GridPage::kCellGroup;
    QCOMPARE(properties->value(cell, QStringLiteral("Position")), QStringLiteral("(1, 1)"));
    QCOMPARE(properties->value(cell, QStringLiteral("State")), QStringLiteral("Walkable"));
    QCOMPARE(properties->value(cell, QStringLiteral("Door")), QStringLiteral("yes, id 5"));
    QVERIFY(properties->value(cell, QStringLiteral("Region")).contains(QStringLiteral("main area")));
    const qint64 record = 52 + (1 * 6 + 1) * 12; // column-major records after the 52-byte header
    QCOMPARE(properties->find(cell, QStringLiteral("Record"))->offset, record);
    QCOMPARE(properties->find(cell, QStringLiteral("Door bytes"))->offset, record + 6);
    QCOMPARE(properties->value(cell, QStringLiteral("Door bytes")), QStringLiteral("0x85 0x07 (closed)"));

    hover(view, QPoint(2, 0)); // the junk door cell
    QCOMPARE(properties->value(cell, QStringLiteral("Suspicious door")), QStringLiteral("yes"));
    hover(view, QPoint(3, 3)); // (3 + 3) % 3 == 0: ground-blocked, lit (diagonal)
    QCOMPARE(properties->value(cell, QStringLiteral("State")), QStringLiteral("Blocked"));
    QCOMPARE(properties->value(cell, QStringLiteral("Light")), QStringLiteral("3"));
    QCOMPARE(properties->value(cell, QStringLiteral("Region")), QStringLiteral("none (not walkable)"));
}

void TestGridPreview::unknownFileExplainsEveryFormat()
{
    MainWindow window(mwb::gui::defaultBackend());
    window.messages()->setInteractive(false);
    // Named like a grid, so it must be one: its bytes are shown with the reason.
    auto *document = mwb::test::openAndWait<mwb::gui::FileDocument>(
        window, write(QStringLiteral("notes.map"), QByteArray(200, 'a')));
    QVERIFY(document);
    QVERIFY(document->content()->problem());
    QCOMPARE(document->content()->problem()->code, mwb::ErrorCode::BadMagic);
    const QString caption = document->page()->captionView()->text();
    QVERIFY2(caption.contains(QStringLiteral("not a TL2 .MPP")), qPrintable(caption));
    QVERIFY2(caption.contains(QStringLiteral("not a Legend of Mir map")), qPrintable(caption));
    QVERIFY(!qobject_cast<GridPage *>(document->page()));
    const auto *inspector = mwb::test::controller<mwb::gui::InspectorController>(window);
    QVERIFY(QTest::qWaitFor([&] { return !inspector->isLoading() && inspector->shown().contentRow == 0; }));
    QVERIFY(inspector->shown().error); // the structure shows where detection stopped
}

void TestGridPreview::mppEntryOfAModIsPreviewed()
{
    const QString folder = m_dir.filePath(QStringLiteral("ArenaMod"));
    QVERIFY(mwb::test::tl2::makeSmallModFolder(folder));
    QVERIFY(mwb::test::tl2::writeFile(folder + QStringLiteral("/MEDIA/LAYOUTS/ARENA/ARENA.MPP"), mwb::test::makeMpp(12, 9)));
    mwb::SilentProgress progress;
    const auto packed = mwb::formats::tl2mod::packModFolder(folder, m_dir.filePath(QStringLiteral("ARENA.MOD")), {}, progress);
    QVERIFY2(packed, packed ? "" : qPrintable(packed.error().toString()));

    const auto reads = std::make_shared<std::atomic<int>>(0);
    MainWindow window(countingBackend(reads));
    window.messages()->setInteractive(false);
    mwb::gui::ArchiveDocument *archive = mwb::test::openArchiveAndWait(window, packed->outputPath);
    QVERIFY(archive);
    const auto *inspector = mwb::test::controller<mwb::gui::InspectorController>(window);
    QVERIFY(archive->archiveView()->selectPath(QStringLiteral("media/layouts/arena/arena.mpp")));
    QVERIFY(QTest::qWaitFor([&] {
        return !inspector->isLoading() && inspector->shown().entryPath == QStringLiteral("MEDIA/LAYOUTS/ARENA/ARENA.MPP");
    }));
    QCOMPARE(reads->load(), 1);
    window.documents().openEntry(*archive, QStringLiteral("MEDIA/LAYOUTS/ARENA/ARENA.MPP"));
    QVERIFY(QTest::qWaitFor([&] { return mwb::test::currentAs<mwb::gui::EntryDocument>(window); }));
    // The inspection's parsed grid is the tab's: one read for both.
    QCOMPARE(reads->load(), 1);
    auto *grid = qobject_cast<GridPage *>(mwb::test::currentAs<mwb::gui::EntryDocument>(window)->page());
    QVERIFY(grid);
    QCOMPARE(grid->panel()->view()->grid()->width, 12);
    QCOMPARE(grid->panel()->view()->grid()->height, 9);
    QCOMPARE(grid->properties()->value(1, QStringLiteral("Format")), QStringLiteral("Torchlight 2 pathing grid (.MPP)"));
    grid->showCell(0, 0); // the undefined value 7
    QCOMPARE(grid->properties()->value(GridPage::kCellGroup, QStringLiteral("Raw value")), QStringLiteral("7 (undefined)"));
    QCOMPARE(grid->properties()->find(GridPage::kCellGroup, QStringLiteral("Raw value"))->offset, 24);
}

void TestGridPreview::addListfileReopensTheMpq()
{
    using mwb::test::MpqFixtureBuilder;
    QByteArray mpq = MpqFixtureBuilder::build({{"known.txt", "known text", 10, 0x80000000u},
        {"secret.txt", "secret text", 11, 0x80000000u}});
    const qsizetype listed = mpq.indexOf("secret.txt\r\n");
    QVERIFY(listed > 0);
    mpq.replace(listed, 10, "zzzzzz.zzz"); // same length: the name is hashed but no longer listed
    const QString archivePath = write(QStringLiteral("maps.mpq"), mpq);
    const QString listfile = write(QStringLiteral("names.txt"), "secret.txt\r\n");

    MainWindow window(mwb::gui::defaultBackend());
    window.messages()->setInteractive(false);
    mwb::gui::ArchiveDocument *archive = mwb::test::openArchiveAndWait(window, archivePath);
    QVERIFY(archive);
    QStringList paths = entryPaths(window);
    QVERIFY2(!paths.contains(QStringLiteral("secret.txt")), qPrintable(paths.join(u',')));
    QCOMPARE(paths.size(), 3); // known.txt, (listfile) and the unnamed entry under its placeholder name
    QVERIFY(paths.contains(QStringLiteral("known.txt")));
    const auto *model = archive->model();
    QStringList headers;
    for (int column = 0; column < model->columnCount(); ++column)
        headers << model->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
    QCOMPARE(model->columnCount(), 7); // name, size, packed size, compression, checksum, flags, locale
    for (const char *column : {"Size", "Packed", "Compression", "Flags", "Locale"})
        QVERIFY2(headers.join(u',').contains(QLatin1String(column)), qPrintable(headers.join(u',')));

    QSignalSpy reopened(archive, &mwb::gui::ArchiveDocument::archiveChanged);
    mwb::test::controller<mwb::gui::ArchiveController>(window)->addListfiles({listfile});
    QVERIFY(emitted(reopened));
    paths = entryPaths(window);
    QVERIFY2(paths.contains(QStringLiteral("secret.txt")), qPrintable(paths.join(u',')));
    QCOMPARE(archive->listfiles(), QStringList{QFileInfo(listfile).absoluteFilePath()});
}

QTEST_MAIN(TestGridPreview)
#include "tst_gridpreview.moc"
