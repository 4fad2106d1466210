// SPDX-License-Identifier: GPL-3.0-or-later
// The icons of WoW client tables in the window: a SpellIcon table inside an MPQ the test writes (EditableTable and
// BlpEncoder, the project's MPQ writer) shows each row's icon from the BLP its path names, decoded to the encoded
// pixels, in the cell and its tooltip; a row whose BLP no archive holds gets the missing mark; rows no view showed
// read nothing; the same from a plain folder whose folders differ in letter case; a key pointing into SpellIcon
// (SkillLine's SpellIconID) shows the target row's icon; and on real files of the corpus. Every model runs under
// QAbstractItemModelTester.
#include "DefaultBackend.h"
#include "DocumentWaits.h"
#include "MainWindow.h"
#include "MessagePresenter.h"
#include "SharedCorpus.h"
#include "TablePageFixtures.h"
#include "WindowControllers.h"
#include "WowFixtures.h"
#include "controllers/StackController.h"
#include "documents/ArchiveDocument.h"
#include "documents/EntryDocument.h"
#include "documents/FileDocument.h"
#include "mwb/formats/blp/BlpTexture.h"
#include "mwb/formats/dbc/EditableTable.h"
#include "mwb/formats/dbc/TableIcons.h"
#include "mwb/widgets/DbcIconCache.h"
#include "mwb/widgets/DbcTableModel.h"
#include "mwb/widgets/DbcTableView.h"
#include "mwb/widgets/TablePage.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>

using mwb::formats::blp::RgbaImage;
using mwb::formats::dbc::DbcSchema;
using mwb::formats::dbc::EditableTable;
using mwb::gui::ContentDocument;
using mwb::gui::MainWindow;
using mwb::test::ok;
using mwb::test::pageOf;
using mwb::test::readAll;
using mwb::test::writeAll;
using mwb::widgets::DbcIconCache;
using mwb::widgets::DbcTableModel;
using mwb::widgets::TablePage;

namespace {

const QString kSpellIconEntry = QStringLiteral("DBFilesClient/SpellIcon.dbc");
const QString kSkillLineEntry = QStringLiteral("DBFilesClient/SkillLine.dbc");
constexpr qint64 kFirstFarId = 100; ///< rows from here on name Far_N icons, far below the first screen
constexpr int kFarRows = 300;

/// The pattern icons of the fixture: Fire 16×16, Frost 8×8 (palettized BLPs, exact).
RgbaImage fireImage()
{
    return mwb::test::patternImage(16, 16, 200);
}
RgbaImage frostImage()
{
    return mwb::test::patternImage(8, 8, 90);
}

/// `table` with rows (id, text of `key`); empty bytes when a row was refused.
QByteArray tableBytes(EditableTable table, const QString &key, const std::vector<std::pair<qint64, QString>> &rows)
{
    const int field = table.schema().fieldIndex(key);
    for (const auto &[id, text] : rows) {
        if (!ok(table.addRow(id)) || !ok(table.setText(table.rowOf(id), field, text)))
            return {};
    }
    auto bytes = table.toBytes();
    return bytes ? *bytes : QByteArray();
}

/// SpellIcon: 1 Fire, 2 Frost, 3 Gone (no BLP anywhere), then kFarRows rows naming Far_N.
QByteArray spellIconBytes()
{
    std::vector<std::pair<qint64, QString>> rows{{1, QStringLiteral("Interface\\Icons\\Fire")},
        {2, QStringLiteral("Interface\\Icons\\Frost")}, {3, QStringLiteral("Interface\\Icons\\Gone")}};
    for (int far = 0; far < kFarRows; ++far)
        rows.emplace_back(kFirstFarId + far, QStringLiteral("Interface\\Icons\\Far_%1").arg(far));
    return tableBytes(EditableTable::create(DbcSchema::defined(QStringLiteral("SpellIcon")), kSpellIconEntry),
        QStringLiteral("TextureFilename"), rows);
}

/// SkillLine: row 7 with the Fire icon (SpellIcon 1), row 8 with the missing one (3).
QByteArray skillLineBytes()
{
    return tableBytes(EditableTable::create(DbcSchema::defined(QStringLiteral("SkillLine")), kSkillLineEntry),
        QStringLiteral("SpellIconID"), {{7, QStringLiteral("1")}, {8, QStringLiteral("3")}});
}

/// ItemDisplayInfo: row 50 with the Fire icon (a name below Interface/Icons).
QByteArray itemDisplayInfoBytes()
{
    return tableBytes(
        EditableTable::create(DbcSchema::defined(QStringLiteral("ItemDisplayInfo")), QStringLiteral("ItemDisplayInfo")),
        QStringLiteral("InventoryIcon[0]"), {{50, QStringLiteral("Fire")}});
}

/// Item: row 9 shown by ItemDisplayInfo 50.
QByteArray itemBytes()
{
    return tableBytes(EditableTable::create(DbcSchema::defined(QStringLiteral("Item")), QStringLiteral("Item")),
        QStringLiteral("DisplayInfoID"), {{9, QStringLiteral("50")}});
}

/// The BLPs of the fixture by their path below the client's root ('/'-separated): Fire, Frost (in capitals, as the
/// table does not spell it) and the Far_N.
std::vector<std::pair<QString, QByteArray>> iconFiles()
{
    std::vector<std::pair<QString, QByteArray>> files{
        {QStringLiteral("Interface/Icons/Fire.blp"), mwb::test::patternBlp(16, 16, 200)},
        {QStringLiteral("INTERFACE/ICONS/FROST.BLP"), mwb::test::patternBlp(8, 8, 90)}};
    for (int far = 0; far < kFarRows; ++far)
        files.emplace_back(QStringLiteral("Interface/Icons/Far_%1.blp").arg(far), mwb::test::patternBlp(4, 4));
    return files;
}

/// Whether `shown` has `source`'s alpha everywhere and its colour where it is opaque (a pixmap premultiplies).
bool sameVisible(const QImage &shown, const RgbaImage &source)
{
    if (shown.width() != source.width || shown.height() != source.height) {
        qWarning("size %dx%d, expected %dx%d", shown.width(), shown.height(), source.width, source.height);
        return false;
    }
    const QImage rgba = shown.convertToFormat(QImage::Format_RGBA8888);
    for (int y = 0; y < source.height; ++y) {
        for (int x = 0; x < source.width; ++x) {
            const auto *want = reinterpret_cast<const uchar *>(source.rgba.constData()) + (y * source.width + x) * 4;
            const uchar *got = rgba.constScanLine(y) + x * 4;
            const int channels = want[3] == 255 ? 4 : 1;
            for (int channel = 4 - channels; channel < 4; ++channel) {
                if (got[channel] != want[channel]) {
                    qWarning("pixel (%d, %d) channel %d: %d, expected %d", x, y, channel, got[channel], want[channel]);
                    return false;
                }
            }
        }
    }
    return true;
}

/// The cell of the row with id `id` in the field keyed `key`.
QModelIndex cell(const DbcTableModel &model, qint64 id, const QString &key)
{
    const EditableTable &table = *model.records();
    return model.index(table.rowOf(id), table.schema().fieldIndex(key));
}

/// The decoration of `index` once it is not null any more (the icon was read and decoded), else null.
QIcon waitForIcon(const QModelIndex &index)
{
    QVariant shown;
    static_cast<void>(QTest::qWaitFor(
        [&] {
            shown = index.data(Qt::DecorationRole);
            return shown.isValid();
        },
        20000));
    return shown.value<QIcon>();
}

/// The image the rich-text tooltip `tip` shows (a base64 PNG), or null.
QImage tooltipImage(const QString &tip)
{
    static const QRegularExpression png(QStringLiteral("data:image/png;base64,([A-Za-z0-9+/=]+)"));
    const QRegularExpressionMatch match = png.match(tip);
    return match.hasMatch() ? QImage::fromData(QByteArray::fromBase64(match.captured(1).toLatin1()), "PNG") : QImage();
}

/// The current document once it is a `T` (20 s at most), else null.
template<typename T>
T *waitForCurrent(const MainWindow &window)
{
    T *current = nullptr;
    static_cast<void>(QTest::qWaitFor(
        [&] {
            current = mwb::test::currentAs<T>(window);
            return current != nullptr;
        },
        20000));
    return current;
}

bool isMissingMark(const QIcon &icon)
{
    return !icon.isNull() && icon.cacheKey() == DbcIconCache::missingMark().cacheKey();
}

} // namespace

class TestDbcIcons : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;
    int m_copies = 0;

    static std::unique_ptr<MainWindow> makeWindow()
    {
        auto window = std::make_unique<MainWindow>(mwb::gui::defaultBackend());
        window->messages()->setInteractive(false);
        window->resize(1200, 800);
        window->show();
        return window;
    }

    /// A fresh patch MPQ holding `tables` and the fixture's icons (paths with '\' as the client's archives have).
    QString writePatch(const std::vector<std::pair<QString, QByteArray>> &tables)
    {
        const QString mpq = m_tmp.filePath(QStringLiteral("patch-%1.MPQ").arg(++m_copies));
        std::vector<std::pair<QString, QByteArray>> files = tables;
        for (const auto &[path, bytes] : iconFiles())
            files.emplace_back(QString(path).replace(QLatin1Char('/'), QLatin1Char('\\')), bytes);
        const QString error = mwb::test::writeMpq(mpq, files);
        if (!error.isEmpty())
            qWarning("%s", qPrintable(error));
        return error.isEmpty() ? mpq : QString();
    }

    /// Checks the icon of the Fire row (id `id` of `key` in `model`): decoration and tooltip show the encoded
    /// pixels, the tooltip names where it came from.
    static void verifyFire(const DbcTableModel &model, qint64 id, const QString &key)
    {
        const QModelIndex fire = cell(model, id, key);
        const QIcon icon = waitForIcon(fire);
        QVERIFY(!icon.isNull());
        QVERIFY2(!isMissingMark(icon), qPrintable(fire.data(Qt::ToolTipRole).toString()));
        QVERIFY(sameVisible(icon.pixmap(QSize(16, 16)).toImage(), fireImage()));
        const QString path
            = mwb::formats::dbc::clientPathBeside(model.table()->path(), QStringLiteral("Interface/Icons/Fire.blp"));
        QVERIFY(sameVisible(model.icons()->image(path), fireImage()));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY(m_tmp.isValid());
        QVERIFY(!spellIconBytes().isEmpty());
        QVERIFY(!skillLineBytes().isEmpty());
    }

    void iconsOfATableInAnMpq()
    {
        const QString mpq = writePatch({{QStringLiteral("DBFilesClient\\SpellIcon.dbc"), spellIconBytes()}});
        QVERIFY(!mpq.isEmpty());
        auto window = makeWindow();
        auto *document
            = mwb::test::openAndWait<mwb::gui::EntryDocument>(*window, mpq + QStringLiteral("::") + kSpellIconEntry);
        TablePage *page = pageOf(document);
        QVERIFY(page);
        DbcTableModel *model = page->tableView()->model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QString key = QStringLiteral("TextureFilename");
        QCOMPARE(model->iconColumn(), model->records()->schema().fieldIndex(key));
        QCOMPARE(model->iconEntry(cell(*model, 1, key)), QStringLiteral("Interface/Icons/Fire.blp"));

        // Found: the decoded pixels in the cell and in the tooltip, which names the entry.
        verifyFire(*model, 1, key);
        const QIcon frost = waitForIcon(cell(*model, 2, key));
        QVERIFY(sameVisible(frost.pixmap(QSize(8, 8)).toImage(), frostImage()));
        const QString tip = cell(*model, 1, key).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QLatin1String("Interface/Icons/Fire.blp")), qPrintable(tip));
        QVERIFY(sameVisible(tooltipImage(tip), fireImage()));
        QTextDocument rich; // as QToolTip lays it out: the data URL loads as the image
        rich.setHtml(tip);
        QVERIFY(rich.size().height() >= DbcIconCache::kTipSide);
        const QString source = tip.section(QLatin1Char('"'), 1, 1);
        QVERIFY(source.startsWith(QLatin1String("data:image/png")));
        const QVariant loaded = rich.resource(QTextDocument::ImageResource, QUrl(source));
        QCOMPARE(loaded.value<QImage>().size(), QSize(16, 16));

        // Missing: the mark, and a tooltip that says so and names the path.
        QVERIFY(isMissingMark(waitForIcon(cell(*model, 3, key))));
        const QString missing = cell(*model, 3, key).data(Qt::ToolTipRole).toString();
        QVERIFY2(missing.contains(QLatin1String("Missing icon")), qPrintable(missing));
        QVERIFY2(missing.contains(QLatin1String("Interface/Icons/Gone.blp")), qPrintable(missing));
        QVERIFY(tooltipImage(missing).isNull());

        // Only what the view showed was read and decoded: the first screen, not the rows below it.
        DbcIconCache *icons = model->icons();
        QVERIFY(mwb::test::waitForJobs(*window));
        QVERIFY2(icons->decodedCount() >= 2 && icons->decodedCount() < 100,
            qPrintable(QString::number(icons->decodedCount())));
        const QString last = QStringLiteral("Interface/Icons/Far_%1.blp").arg(kFarRows - 1);
        QVERIFY(!icons->isWanted(last));
        QVERIFY(icons->image(last).isNull());
        QVERIFY(!icons->isMissing(last));

        // Scrolling there reads it then.
        QVERIFY(page->tableView()->selectId(kFirstFarId + kFarRows - 1));
        QVERIFY(!waitForIcon(cell(*model, kFirstFarId + kFarRows - 1, key)).isNull());
        QVERIFY(sameVisible(icons->image(last), mwb::test::patternImage(4, 4)));
    }

    void iconsOfATableInAFolderOfOtherLetterCase()
    {
        const QString root = m_tmp.filePath(QStringLiteral("client%1").arg(++m_copies));
        const QString table = root + QStringLiteral("/DBFilesClient/SpellIcon.dbc");
        QVERIFY(writeAll(table, spellIconBytes()));
        const auto files = iconFiles();
        QVERIFY(writeAll(root + QStringLiteral("/interface/icons/fire.blp"), files[0].second));
        QVERIFY(writeAll(root + QStringLiteral("/interface/icons/FROST.BLP"), files[1].second));
        auto window = makeWindow();
        TablePage *page = pageOf(mwb::test::openAndWait<mwb::gui::FileDocument>(*window, table));
        QVERIFY(page);
        DbcTableModel *model = page->tableView()->model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        verifyFire(*model, 1, QStringLiteral("TextureFilename"));
        QVERIFY(!isMissingMark(waitForIcon(cell(*model, 2, QStringLiteral("TextureFilename")))));
        QVERIFY(isMissingMark(waitForIcon(cell(*model, 3, QStringLiteral("TextureFilename")))));
        QVERIFY(isMissingMark(waitForIcon(cell(*model, kFirstFarId, QStringLiteral("TextureFilename")))));
    }

    void iconsOfATableInAStackComeFromTheLaterArchive()
    {
        // The lower layer holds the table and a Fire of another colour, the upper layer the Fire the row shows.
        const QString lower = m_tmp.filePath(QStringLiteral("common-%1.MPQ").arg(++m_copies));
        QCOMPARE(mwb::test::writeMpq(lower,
                     {{QStringLiteral("DBFilesClient\\SpellIcon.dbc"), spellIconBytes()},
                         {QStringLiteral("Interface\\Icons\\Fire.blp"), mwb::test::patternBlp(16, 16, 10)}}),
            QString());
        const QString upper = writePatch({});
        QVERIFY(!upper.isEmpty());
        auto window = makeWindow();
        mwb::test::controller<mwb::gui::StackController>(*window)->openStack({lower, upper});
        auto *stack = waitForCurrent<mwb::gui::ArchiveDocument>(*window);
        QVERIFY(stack);
        window->documents().openEntry(*stack, kSpellIconEntry);
        TablePage *page = pageOf(waitForCurrent<mwb::gui::EntryDocument>(*window));
        QVERIFY(page);
        DbcTableModel *model = page->tableView()->model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        verifyFire(*model, 1, QStringLiteral("TextureFilename"));
        QVERIFY(isMissingMark(waitForIcon(cell(*model, 3, QStringLiteral("TextureFilename")))));
    }

    void keysIntoSpellIconShowTheTargetIcon()
    {
        const QString mpq = writePatch({{QStringLiteral("DBFilesClient\\SpellIcon.dbc"), spellIconBytes()},
            {QStringLiteral("DBFilesClient\\SkillLine.dbc"), skillLineBytes()}});
        QVERIFY(!mpq.isEmpty());
        auto window = makeWindow();
        TablePage *page = pageOf(
            mwb::test::openAndWait<mwb::gui::EntryDocument>(*window, mpq + QStringLiteral("::") + kSkillLineEntry));
        QVERIFY(page);
        DbcTableModel *model = page->tableView()->model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QString key = QStringLiteral("SpellIconID");
        QCOMPARE(model->iconColumn(), -1);
        verifyFire(*model, 7, key);
        QVERIFY(isMissingMark(waitForIcon(cell(*model, 8, key))));
        QVERIFY(!cell(*model, 7, QStringLiteral("ID")).data(Qt::DecorationRole).isValid());
    }

    void itemsShowTheIconOfTheirDisplayInfo()
    {
        const QString mpq = writePatch({{QStringLiteral("DBFilesClient\\ItemDisplayInfo.dbc"), itemDisplayInfoBytes()},
            {QStringLiteral("DBFilesClient\\Item.dbc"), itemBytes()}});
        QVERIFY(!mpq.isEmpty());
        auto window = makeWindow();
        TablePage *displayInfo = pageOf(mwb::test::openAndWait<mwb::gui::EntryDocument>(
            *window, mpq + QStringLiteral("::DBFilesClient/ItemDisplayInfo.dbc")));
        QVERIFY(displayInfo);
        DbcTableModel *model = displayInfo->tableView()->model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model->iconColumn(), model->records()->schema().fieldIndex(u"InventoryIcon[0]"));
        verifyFire(*model, 50, QStringLiteral("InventoryIcon[0]"));

        TablePage *item = pageOf(
            mwb::test::openAndWait<mwb::gui::EntryDocument>(*window, mpq + QStringLiteral("::DBFilesClient/Item.dbc")));
        QVERIFY(item);
        DbcTableModel *items = item->tableView()->model();
        QAbstractItemModelTester itemTester(items, QAbstractItemModelTester::FailureReportingMode::QtTest);
        verifyFire(*items, 9, QStringLiteral("DisplayInfoID"));
        QCOMPARE(cell(*items, 9, QStringLiteral("DisplayInfoID")).data().toString(), QStringLiteral("50 · Fire"));
    }

    void iconsOfARealSpellIconTable()
    {
        MWB_REQUIRE_CORPUS(wow, "wow");
        // The corpus has Patch-Z's SpellIcon.dbc and two of its icons, not the rows that name them: rows 1 and 2
        // are pointed at them (the client's own spelling, '\' and no extension), row 3 keeps its icon, absent.
        const QByteArray real = readAll(wow + QStringLiteral("/dbc/nini_SpellIcon.dbc"));
        QVERIFY(!real.isEmpty());
        auto table = EditableTable::open(real, kSpellIconEntry, kSpellIconEntry);
        QVERIFY(ok(table));
        const int path = table->schema().fieldIndex(u"TextureFilename");
        QVERIFY(path >= 0);
        const std::vector<std::pair<QString, QString>> icons{
            {QStringLiteral("INV_LichKing_Belt"), QStringLiteral("nini_INV_LichKing_Belt.blp")},
            {QStringLiteral("ProfanatorDepths_Passive_1"), QStringLiteral("nini_ProfanatorDepths_Passive_1.blp")}};
        std::vector<std::pair<QString, QByteArray>> files;
        for (int row = 0; row < int(icons.size()); ++row) {
            const QString named = QStringLiteral("Interface\\Icons\\") + icons[std::size_t(row)].first;
            QVERIFY(ok(table->setText(row, path, named)));
            files.emplace_back(QStringLiteral("Interface\\Icons\\%1.blp").arg(icons[std::size_t(row)].first),
                readAll(wow + QStringLiteral("/blp/") + icons[std::size_t(row)].second));
        }
        auto bytes = table->toBytes();
        QVERIFY(ok(bytes));
        files.emplace_back(QStringLiteral("DBFilesClient\\SpellIcon.dbc"), *bytes);
        const QString mpq = m_tmp.filePath(QStringLiteral("patch-Z.MPQ"));
        QCOMPARE(mwb::test::writeMpq(mpq, files), QString());

        auto window = makeWindow();
        TablePage *page = pageOf(
            mwb::test::openAndWait<mwb::gui::EntryDocument>(*window, mpq + QStringLiteral("::") + kSpellIconEntry));
        QVERIFY(page);
        DbcTableModel *model = page->tableView()->model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        for (int row = 0; row < int(icons.size()); ++row) {
            const QIcon icon = waitForIcon(model->index(row, path));
            QVERIFY(!icon.isNull() && !isMissingMark(icon));
            auto texture = mwb::formats::blp::BlpTexture::parse(files[std::size_t(row)].second);
            QVERIFY(ok(texture));
            auto expected = texture->decode(0);
            QVERIFY(ok(expected));
            QCOMPARE(expected->width, DbcIconCache::kTipSide);
            QVERIFY(sameVisible(icon.pixmap(QSize(expected->width, expected->height)).toImage(), *expected));
        }
        QVERIFY(isMissingMark(waitForIcon(model->index(2, path))));
    }
};

QTEST_MAIN(TestDbcIcons)
#include "tst_dbcicons.moc"
