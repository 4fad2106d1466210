// SPDX-License-Identifier: GPL-3.0-or-later
// WoW › Add Icons… and WoW › Items from Server… in the window: a Data folder our MPQ writer builds is opened as a
// stack, the preview is checked against what the core plans, and on Write Patch the patch (read back through
// StormLib) and the reopened stack hold the new rows; a bad image or a canceled preview writes nothing.
#include "DefaultBackend.h"
#include "MainWindow.h"
#include "MessagePresenter.h"
#include "TestFiles.h"
#include "WindowControllers.h"
#include "WowDataFolder.h"
#include "WowItemFixtures.h"
#include "controllers/StackController.h"
#include "controllers/WowPatchController.h"
#include "dialogs/ItemsFromServerDialog.h"
#include "dialogs/PatchPreviewDialog.h"
#include "documents/ArchiveDocument.h"
#include "documents/ContentDocument.h"
#include "documents/DocumentManager.h"
#include "mwb/core/JobQueue.h"
#include "mwb/core/LayeredArchive.h"
#include "mwb/formats/blp/BlpTexture.h"
#include "mwb/widgets/DbcTableModel.h"
#include "mwb/widgets/DbcTableView.h"
#include "mwb/widgets/TablePage.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QMenu>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace mwb;
using namespace mwb::test;

namespace {

constexpr int kWaitMs = 20000;
const QString kSpellIcon = QStringLiteral("DBFilesClient\\SpellIcon.dbc");

const IconRows kStockIcons{{1, QStringLiteral("Interface\\Icons\\Trade_Engineering")}};
const IconRows kPatchedIcons{{1, QStringLiteral("Interface\\Icons\\Trade_Engineering")},
    {20, QStringLiteral("Interface\\Icons\\Spell_Fire_Fireball")},
    {35, QStringLiteral("Interface/Icons/Spell_Frost_FrostBolt02.blp")}};

/// The cells of every row of the preview, top to bottom.
QList<QStringList> previewRows(const gui::PatchPreviewDialog &dialog)
{
    QList<QStringList> rows;
    const QTreeWidget &tree = *dialog.rows();
    for (int row = 0; row < tree.topLevelItemCount(); ++row) {
        QStringList cells;
        for (int column = 0; column < tree.columnCount(); ++column)
            cells << tree.topLevelItem(row)->text(column);
        rows << cells;
    }
    return rows;
}

/// The layer names of the current document when it is a stack, lowest priority first.
QStringList currentLayers(const gui::MainWindow &window)
{
    const gui::ArchiveDocument *current = window.documents().currentArchive();
    const auto stack = current ? std::dynamic_pointer_cast<const LayeredArchive>(current->archive()) : nullptr;
    QStringList names;
    if (stack) {
        for (const LayeredArchive::Layer &layer : stack->layers())
            names << layer.name;
    }
    return names;
}

} // namespace

class TestWowPatchGui : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::unique_ptr<gui::MainWindow> m_window;
    gui::WowPatchController *m_wow = nullptr;

    QString image(const QString &name, const QImage &picture)
    {
        const QString path = m_dir.filePath(name);
        return picture.save(path, "PNG") ? path : QString();
    }

    /// Opens the Data folder `data` as File › Open WoW Data Folder… does; true once the WoW menu is enabled.
    bool openDataFolder(const QString &data)
    {
        test::controller<gui::StackController>(*m_window)->openStack({data});
        return QTest::qWaitFor(
            [this] {
                return m_wow->addIconsAction()->isEnabled();
            },
            kWaitMs);
    }

    /// Waits for the preview a WoW command opens.
    gui::PatchPreviewDialog *waitForPreview(QSignalSpy &shown)
    {
        return QTest::qWaitFor(
                   [&shown] {
                       return !shown.isEmpty();
                   },
                   kWaitMs)
            ? m_wow->preview()
            : nullptr;
    }

    /// Waits until the patch is written and the Data folder opened again with `patch` among its layers.
    bool waitForReopen(QSignalSpy &patched, const QString &patch)
    {
        return QTest::qWaitFor(
            [this, &patched, &patch] {
                return !patched.isEmpty() && currentLayers(*m_window).contains(patch);
            },
            kWaitMs);
    }

private Q_SLOTS:
    void init()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY(m_dir.isValid());
        QDir(m_dir.path()).removeRecursively();
        QDir().mkpath(m_dir.path());
        m_window = std::make_unique<gui::MainWindow>(gui::defaultBackend());
        m_window->messages()->setInteractive(false);
        m_wow = test::controller<gui::WowPatchController>(*m_window);
    }
    void cleanup() { m_window.reset(); }

    void theMenuNeedsADataFolder();
    void addsIconsAfterThePreview();
    void anIconRenamedInThePreviewIsPlannedAgain();
    void aCanceledPreviewWritesNothing();
    void aBadImageIsReportedAndWritesNothing();
    void addsItemsAfterThePreview();
    void theItemsDialogReadsTheRequest();
    void aServerPasswordIsNeverShown();
};

void TestWowPatchGui::theMenuNeedsADataFolder()
{
    QVERIFY(!m_wow->addIconsAction()->isEnabled());
    QVERIFY(!m_wow->itemsAction()->isEnabled());
    QVERIFY(m_wow->addIconsAction()->statusTip().contains(QStringLiteral("Open WoW Data Folder")));
    QVERIFY(m_wow->menu()->actions().contains(m_wow->itemsAction()));
    m_wow->addIcons({image(QStringLiteral("a.png"), gradientImage(64))}); // nothing to add to
    QTest::qWait(100);
    QVERIFY(!m_wow->preview());

    const QString data = writeEnUsDataFolder(m_dir.path(), kStockIcons, kPatchedIcons);
    QVERIFY(!data.isEmpty());
    QVERIFY(openDataFolder(data));
    QVERIFY(m_wow->itemsAction()->isEnabled());
    QVERIFY(!m_wow->addIconsAction()->statusTip().contains(QStringLiteral("Open WoW Data Folder")));

    // archives picked one by one are no Data folder
    test::controller<gui::StackController>(*m_window)->openStack(
        {data + QStringLiteral("/common.MPQ"), data + QStringLiteral("/patch-4.MPQ")});
    QVERIFY(QTest::qWaitFor(
        [this] {
            return !m_wow->addIconsAction()->isEnabled();
        },
        kWaitMs));
    QVERIFY(!m_wow->itemsAction()->isEnabled());
}

void TestWowPatchGui::addsIconsAfterThePreview()
{
    const QString data = writeEnUsDataFolder(m_dir.path(), kStockIcons, kPatchedIcons);
    QVERIFY(!data.isEmpty());
    QVERIFY(openDataFolder(data));
    gui::ArchiveDocument *old = m_window->documents().currentArchive();
    const QString frost = image(QStringLiteral("Spell_Custom_Frost.png"), gradientImage(128));
    const QString bolt = image(QStringLiteral("Spell_Frost_FrostBolt02.png"), gradientImage(64));

    QSignalSpy shown(m_wow, &gui::WowPatchController::previewShown);
    m_wow->addIcons({frost, bolt});
    gui::PatchPreviewDialog *preview = waitForPreview(shown);
    QVERIFY(preview);
    const QString patch = data + QStringLiteral("/patch-Z.MPQ");
    QVERIFY(!QFileInfo::exists(patch)); // the preview writes nothing
    QVERIFY2(
        preview->summary().contains(QStringLiteral("Creates the patch patch-Z.MPQ")), qPrintable(preview->summary()));
    QVERIFY2(preview->summary().contains(
                 QStringLiteral("SpellIcon.dbc of enUS/patch-enUS-3.MPQ extended to 4 rows (1 new)")),
        qPrintable(preview->summary()));
    const QList<QStringList> rows = previewRows(*preview);
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows[0].mid(0, 4),
        (QStringList{QStringLiteral("Spell_Custom_Frost"), QStringLiteral("36"), QStringLiteral("new"),
            QStringLiteral("Interface\\Icons\\Spell_Custom_Frost.blp")}));
    QVERIFY(rows[0][4].endsWith(QStringLiteral("(128×128)")));
    // the table has the path already (other case, '/' and ".blp"): its row is reused
    QCOMPARE(rows[1].mid(0, 4),
        (QStringList{QStringLiteral("Spell_Frost_FrostBolt02"), QStringLiteral("35"), QStringLiteral("reused"),
            QStringLiteral("Interface\\Icons\\Spell_Frost_FrostBolt02.blp")}));
    const QIcon thumbnail = preview->rows()->topLevelItem(0)->icon(0);
    QVERIFY(!thumbnail.isNull());
    QCOMPARE(thumbnail.availableSizes().value(0), QSize(64, 64));

    QSignalSpy patched(m_wow, &gui::WowPatchController::patched);
    preview->accept();
    QVERIFY(waitForReopen(patched, QStringLiteral("patch-Z.MPQ")));
    QVERIFY(patched.constFirst().constFirst().toString().contains(QStringLiteral("SpellIcon IDs 36, 35")));
    QVERIFY(!m_window->documents().documents().contains(old)); // opened again in its place
    QCOMPARE(m_window->documents().documents().size(), 1);

    // the patch as StormLib reads it: the table with the new row, and the BLPs
    const auto table = EditableTable::open(stormRead(patch, kSpellIcon), QStringLiteral("SpellIcon.dbc"), kSpellIcon);
    QVERIFY(table);
    QCOMPARE(table->rowCount(), 4);
    QCOMPARE(table->text(table->rowOf(36), 1), QStringLiteral("Interface\\Icons\\Spell_Custom_Frost"));
    for (const QString &blp : {QStringLiteral("Interface\\Icons\\Spell_Custom_Frost.blp"),
             QStringLiteral("Interface\\Icons\\Spell_Frost_FrostBolt02.blp")}) {
        const auto texture = formats::blp::BlpTexture::parse(stormRead(patch, blp), blp);
        QVERIFY2(texture, qPrintable(blp));
        QCOMPARE(texture->levelWidth(0), 64);
    }

    // the reopened stack's SpellIcon.dbc, opened in the window, shows the new row
    gui::ArchiveDocument *stack = m_window->documents().currentArchive();
    QPointer<gui::ContentDocument> entry;
    connect(&m_window->documents(), &gui::DocumentManager::documentOpened, this, [&entry](gui::Document *document) {
        entry = qobject_cast<gui::ContentDocument *>(document);
    });
    m_window->documents().openEntry(*stack, QStringLiteral("DBFilesClient/SpellIcon.dbc"));
    QVERIFY(QTest::qWaitFor(
        [&entry] {
            return !entry.isNull();
        },
        kWaitMs));
    auto *page = qobject_cast<widgets::TablePage *>(entry->page());
    QVERIFY(page);
    const formats::dbc::EditableTable *shownTable = page->tableView()->model()->records();
    QVERIFY(shownTable);
    QCOMPARE(shownTable->rowCount(), 4);
    QCOMPARE(shownTable->text(shownTable->rowOf(36), 1), QStringLiteral("Interface\\Icons\\Spell_Custom_Frost"));
}

void TestWowPatchGui::anIconRenamedInThePreviewIsPlannedAgain()
{
    const QString data = writeEnUsDataFolder(m_dir.path(), kStockIcons, kPatchedIcons);
    QVERIFY(!data.isEmpty());
    QVERIFY(openDataFolder(data));
    QSignalSpy shown(m_wow, &gui::WowPatchController::previewShown);
    QSignalSpy updated(m_wow, &gui::WowPatchController::previewUpdated);
    QSignalSpy presented(m_window->messages(), &gui::MessagePresenter::presented);
    m_wow->addIcons(
        {image(QStringLiteral("frost.png"), gradientImage(64)), image(QStringLiteral("fire.png"), gradientImage(32))});
    gui::PatchPreviewDialog *preview = waitForPreview(shown);
    QVERIFY(preview);
    QCOMPARE(previewRows(*preview)[0].mid(0, 3),
        (QStringList{QStringLiteral("frost"), QStringLiteral("36"), QStringLiteral("new")}));
    QVERIFY(preview->rows()->topLevelItem(0)->flags().testFlag(Qt::ItemIsEditable));

    // named like a row the table has: that row is reused, the other icon takes the first free ID
    preview->rows()->topLevelItem(0)->setText(0, QStringLiteral(" Spell_Fire_Fireball "));
    QVERIFY(QTest::qWaitFor(
        [&updated] {
            return updated.size() == 1;
        },
        kWaitMs));
    QCOMPARE(previewRows(*preview)[0].mid(0, 4),
        (QStringList{QStringLiteral("Spell_Fire_Fireball"), QStringLiteral("20"), QStringLiteral("reused"),
            QStringLiteral("Interface\\Icons\\Spell_Fire_Fireball.blp")}));
    QCOMPARE(previewRows(*preview)[1].mid(0, 3),
        (QStringList{QStringLiteral("fire"), QStringLiteral("36"), QStringLiteral("new")}));

    // a name the client cannot use: the error is shown and the plan stays
    preview->rows()->topLevelItem(1)->setText(0, QStringLiteral("no spaces"));
    QVERIFY(QTest::qWaitFor(
        [&updated] {
            return updated.size() == 2;
        },
        kWaitMs));
    QCOMPARE(presented.size(), 1);
    QVERIFY(presented.constFirst().constFirst().value<gui::UserMessage>().text.contains(QStringLiteral("no spaces")));
    QCOMPARE(previewRows(*preview)[1][0], QStringLiteral("fire"));

    QSignalSpy patched(m_wow, &gui::WowPatchController::patched);
    preview->accept();
    QVERIFY(waitForReopen(patched, QStringLiteral("patch-Z.MPQ")));
    const QString patch = data + QStringLiteral("/patch-Z.MPQ");
    const auto table = EditableTable::open(stormRead(patch, kSpellIcon), QStringLiteral("SpellIcon.dbc"), kSpellIcon);
    QVERIFY(table);
    QCOMPARE(table->rowCount(), 4);
    QCOMPARE(table->text(table->rowOf(36), 1), QStringLiteral("Interface\\Icons\\fire"));
    QVERIFY(!stormRead(patch, QStringLiteral("Interface\\Icons\\Spell_Fire_Fireball.blp")).isEmpty());
    QVERIFY(stormRead(patch, QStringLiteral("Interface\\Icons\\frost.blp")).isEmpty());
}

void TestWowPatchGui::aCanceledPreviewWritesNothing()
{
    const QString data = writeEnUsDataFolder(m_dir.path(), kStockIcons, kPatchedIcons);
    QVERIFY(!data.isEmpty());
    QVERIFY(openDataFolder(data));
    QSignalSpy shown(m_wow, &gui::WowPatchController::previewShown);
    QSignalSpy patched(m_wow, &gui::WowPatchController::patched);
    m_wow->addIcons({image(QStringLiteral("Spell_Custom_Frost.png"), gradientImage(64))});
    gui::PatchPreviewDialog *preview = waitForPreview(shown);
    QVERIFY(preview);
    preview->reject();
    QTest::qWait(300);
    QCOMPARE(m_window->jobs().activeCount(), 0);
    QVERIFY(patched.isEmpty());
    QVERIFY(!QFileInfo::exists(data + QStringLiteral("/patch-Z.MPQ")));
}

void TestWowPatchGui::aBadImageIsReportedAndWritesNothing()
{
    const QString data = writeEnUsDataFolder(m_dir.path(), kStockIcons, kPatchedIcons);
    QVERIFY(!data.isEmpty());
    const QString patch = data + QStringLiteral("/patch-Z.MPQ");
    QVERIFY(writeMpqFiles(patch, {{QStringLiteral("readme.txt"), "custom"}}));
    const QByteArray before = readFile(patch);
    QVERIFY(openDataFolder(data));
    const QString bad = m_dir.filePath(QStringLiteral("Broken.png"));
    QVERIFY(writeFile(bad, "\x89PNG\r\n\x1a\n not really"));

    QSignalSpy presented(m_window->messages(), &gui::MessagePresenter::presented);
    QSignalSpy shown(m_wow, &gui::WowPatchController::previewShown);
    m_wow->addIcons({image(QStringLiteral("Good.png"), gradientImage(64)), bad});
    QVERIFY(QTest::qWaitFor(
        [&presented] {
            return !presented.isEmpty();
        },
        kWaitMs));
    const auto message = presented.constFirst().constFirst().value<gui::UserMessage>();
    QCOMPARE(message.severity, gui::UserMessage::Severity::Critical);
    QVERIFY2(message.text.contains(QStringLiteral("Cannot read the image")), qPrintable(message.text));
    QVERIFY2(
        message.text.contains(QStringLiteral("Broken.png")) || message.details.contains(QStringLiteral("Broken.png")),
        qPrintable(message.text));
    QVERIFY(shown.isEmpty());
    QCOMPARE(readFile(patch), before);
}

void TestWowPatchGui::addsItemsAfterThePreview()
{
    const QString data = m_dir.filePath(QStringLiteral("Data"));
    QVERIFY(writeItemDataFolder(data));
    const QString dump = m_dir.filePath(QStringLiteral("item_template.sql"));
    QVERIFY(writeFile(dump, kItemDump));
    const QString icon = image(QStringLiteral("Custom_Blade.png"), gradientImage(64));
    QVERIFY(openDataFolder(data));

    QSignalSpy shown(m_wow, &gui::WowPatchController::previewShown);
    m_wow->addItems(gui::ItemsRequest{dump, {25, 90001}, icon});
    gui::PatchPreviewDialog *preview = waitForPreview(shown);
    QVERIFY(preview);
    const QString patch = data + QStringLiteral("/patch-Z.MPQ");
    QVERIFY(!QFileInfo::exists(patch));
    QVERIFY2(preview->summary().contains(QStringLiteral("Item.dbc of enUS/locale-enUS.MPQ set to 3 rows")),
        qPrintable(preview->summary()));
    QVERIFY2(
        preview->summary().contains(QStringLiteral("Interface\\Icons\\Custom_Blade")), qPrintable(preview->summary()));
    QCOMPARE(previewRows(*preview),
        (QList<QStringList>{{QStringLiteral("25"), QStringLiteral("row updated"),
                                QStringLiteral("1543 (new, with the icon)"), QStringLiteral("2"), QStringLiteral("8")},
            {QStringLiteral("90001"), QStringLiteral("row added"), QStringLiteral("1543"), QStringLiteral("2"),
                QStringLiteral("7")}}));

    QSignalSpy patched(m_wow, &gui::WowPatchController::patched);
    preview->accept();
    QVERIFY(waitForReopen(patched, QStringLiteral("patch-Z.MPQ")));
    QVERIFY(patched.constFirst().constFirst().toString().contains(QStringLiteral("1 added, 1 updated")));
    const QMap<qint64, QString> displays{
        {25, QStringLiteral("1543")}, {35, QStringLiteral("472")}, {90001, QStringLiteral("1543")}};
    QCOMPARE(column(stormRead(patch, kItem), QStringLiteral("Item.dbc"), QStringLiteral("DisplayInfoID")), displays);
    QCOMPARE(
        column(stormRead(patch, kDisplay), QStringLiteral("ItemDisplayInfo.dbc"), QStringLiteral("InventoryIcon[0]"))
            .value(1543),
        QStringLiteral("Custom_Blade"));
    QVERIFY(formats::blp::BlpTexture::parse(
        stormRead(patch, QStringLiteral("Interface\\Icons\\Custom_Blade.blp")), QStringLiteral("Custom_Blade.blp")));

    // the reopened stack resolves Item.dbc to the patch's copy
    auto read = m_window->documents().currentArchive()->entryReader(QStringLiteral("DBFilesClient/Item.dbc"));
    QVERIFY(read);
    const auto bytes = read();
    QVERIFY(bytes);
    QCOMPARE(column(*bytes, QStringLiteral("Item.dbc"), QStringLiteral("DisplayInfoID")), displays);
}

void TestWowPatchGui::theItemsDialogReadsTheRequest()
{
    gui::ItemsFromServerDialog dialog;
    auto *source = dialog.findChild<QLineEdit *>(QStringLiteral("itemsSource"));
    auto *entries = dialog.findChild<QLineEdit *>(QStringLiteral("itemsEntries"));
    auto *icon = dialog.findChild<QLineEdit *>(QStringLiteral("itemsIcon"));
    QPushButton *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(source && entries && icon && ok);
    QVERIFY(!ok->isEnabled()); // no source yet
    source->setText(QStringLiteral("  mysql://acore@localhost/acore_world/item_template "));
    QVERIFY(ok->isEnabled());
    QVERIFY(dialog.request().entries.empty()); // all of them
    QTest::keyClicks(entries, QStringLiteral("25, 90001 x 90002"));
    QCOMPARE(entries->text(), QStringLiteral("25, 90001  90002")); // a letter is refused
    icon->setText(QStringLiteral("/icons/Custom_Blade.png"));
    const gui::ItemsRequest request = dialog.request();
    QCOMPARE(request.source, QStringLiteral("mysql://acore@localhost/acore_world/item_template"));
    QCOMPARE(request.entries, (std::vector<qint64>{25, 90001, 90002}));
    QCOMPARE(request.iconFile, QStringLiteral("/icons/Custom_Blade.png"));
}

void TestWowPatchGui::aServerPasswordIsNeverShown()
{
    const QString data = m_dir.filePath(QStringLiteral("Data"));
    QVERIFY(writeItemDataFolder(data));
    QVERIFY(openDataFolder(data));
    QStringList titles;
    connect(&m_window->jobs(), &JobQueue::jobStarted, this, [&titles](JobId, const QString &title) {
        titles << title;
    });
    QSignalSpy presented(m_window->messages(), &gui::MessagePresenter::presented);
    m_wow->addItems(gui::ItemsRequest{
        QStringLiteral("mysql://acore:s3cret@127.0.0.1:1/acore_world/item_template"), {}, {}}); // nothing listens
    QVERIFY(QTest::qWaitFor(
        [&presented] {
            return !presented.isEmpty();
        },
        kWaitMs));
    QCOMPARE(titles.size(), 1);
    QVERIFY2(titles.constFirst().contains(QStringLiteral("acore@127.0.0.1")), qPrintable(titles.constFirst()));
    const auto message = presented.constFirst().constFirst().value<gui::UserMessage>();
    for (const QString &shown : {titles.constFirst(), message.text, message.details})
        QVERIFY2(!shown.contains(QStringLiteral("s3cret")), qPrintable(shown));
    QVERIFY(!m_wow->preview());
}

QTEST_MAIN(TestWowPatchGui)
#include "tst_wowpatch_gui.moc"
