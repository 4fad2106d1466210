// SPDX-License-Identifier: GPL-3.0-or-later
// Editing WoW client tables in the window, as documents, on tables the test writes (EditableTable::create): a cell
// edit, added, copied and deleted rows, a column set on the filtered rows and a replace are undo steps of the
// document (Edit › Undo, Ctrl+Z); Save writes exactly the bytes EditableTable makes for the same changes, on disk,
// or as a pending edit of the MPQ the table is in (committed with the archive and read back from it); a refused
// value keeps the cell and says why; changed cells are marked until saved; the model stays consistent under
// QAbstractItemModelTester while it is edited; a foreign key names its target row and goes there; flags are bits.
#include "DefaultBackend.h"
#include "DocumentWaits.h"
#include "MainWindow.h"
#include "MessagePresenter.h"
#include "TablePageFixtures.h"
#include "WindowControllers.h"
#include "WowFixtures.h"
#include "controllers/EditController.h"
#include "documents/EntryDocument.h"
#include "documents/FileDocument.h"
#include "mwb/formats/dbc/EditableTable.h"
#include "mwb/widgets/DbcTableModel.h"
#include "mwb/widgets/DbcTableView.h"
#include "mwb/widgets/TablePage.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QLabel>
#include <QListWidget>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QUndoStack>

using mwb::formats::dbc::DbcSchema;
using mwb::formats::dbc::EditableTable;
using mwb::gui::ContentDocument;
using mwb::gui::MainWindow;
using mwb::test::ok;
using mwb::test::pageOf;
using mwb::test::readAll;
using mwb::test::writeAll;
using mwb::widgets::DbcTableModel;
using mwb::widgets::DbcTableView;
using mwb::widgets::TablePage;

namespace {

const QString kSkillEntry = QStringLiteral("DBFilesClient/SkillLine.dbc");
const QString kIconEntry = QStringLiteral("DBFilesClient/SpellIcon.dbc");

EditableTable skillLine()
{
    return EditableTable::create(DbcSchema::defined(QStringLiteral("SkillLine")), QStringLiteral("SkillLine.dbc"));
}

int fieldOf(const EditableTable &table, const QString &key)
{
    return table.schema().fieldIndex(key);
}

/// SkillLine: rows 1, 2 and 5 with their names (enUS) and icons (SpellIcon ids 4, 6, 6).
QByteArray skillLineBytes()
{
    EditableTable table = skillLine();
    const int name = fieldOf(table, QStringLiteral("DisplayName_lang[enUS]"));
    const int icon = fieldOf(table, QStringLiteral("SpellIconID"));
    const std::vector<std::tuple<qint64, QString, QString>> rows{{1, QStringLiteral("Fire Magic"), QStringLiteral("4")},
        {2, QStringLiteral("Frost Magic"), QStringLiteral("6")}, {5, QStringLiteral("Fire Arms"), QStringLiteral("6")}};
    for (const auto &[id, text, iconId] : rows) {
        if (!ok(table.addRow(id)) || !ok(table.setText(table.rowOf(id), name, text))
            || !ok(table.setText(table.rowOf(id), icon, iconId)))
            return {};
    }
    auto bytes = table.toBytes();
    return bytes ? *bytes : QByteArray();
}

QByteArray spellIconBytes()
{
    return mwb::test::spellIconDbc({{4, "Interface\\Icons\\Fire"}, {6, "Interface\\Icons\\Frost"}});
}

/// The source index of the cell of the row with id `id` in the field keyed `key`.
QModelIndex cell(const DbcTableView &view, qint64 id, const QString &key)
{
    const EditableTable &table = *view.model()->records();
    return view.model()->index(table.rowOf(id), table.schema().fieldIndex(key));
}

/// Makes the row with id `id` current and the only one selected.
bool selectRow(DbcTableView &view, qint64 id)
{
    if (!view.selectId(id))
        return false;
    view.tableView()->selectionModel()->select(
        view.tableView()->currentIndex(), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    return true;
}

/// Saves `document` and waits until it is saved.
bool saveAndWait(mwb::gui::Document &document)
{
    QSignalSpy saved(&document, &mwb::gui::Document::saved);
    document.save();
    return QTest::qWaitFor(
        [&] {
            return !saved.isEmpty();
        },
        20000);
}

/// Opens SkillLine.dbc of the patch `mpq` as an entry document.
mwb::gui::EntryDocument *openSkillLine(MainWindow &window, const QString &mpq)
{
    return mwb::test::openAndWait<mwb::gui::EntryDocument>(window, mpq + QStringLiteral("::") + kSkillEntry);
}

QAction *barAction(const DbcTableView &view, const QString &text)
{
    for (QAction *action : view.editBar()->actions()) {
        if (action->text() == text)
            return action;
    }
    return nullptr;
}

} // namespace

class TestDbcEdit : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;
    int m_copies = 0;

    static std::unique_ptr<MainWindow> makeWindow(mwb::gui::Backend backend = mwb::gui::defaultBackend())
    {
        auto window = std::make_unique<MainWindow>(std::move(backend));
        window->messages()->setInteractive(false);
        window->resize(1200, 800);
        window->show();
        return window;
    }

    /// A fresh folder with SkillLine.dbc and SpellIcon.dbc; the SkillLine path.
    QString writeFolder()
    {
        const QString folder = m_tmp.filePath(QStringLiteral("disk%1").arg(++m_copies));
        const QString skill = folder + QStringLiteral("/SkillLine.dbc");
        if (!writeAll(skill, skillLineBytes())
            || !writeAll(folder + QStringLiteral("/SpellIcon.dbc"), spellIconBytes()))
            return {};
        return skill;
    }

    /// A fresh patch MPQ holding both tables.
    QString writePatch()
    {
        const QString mpq = m_tmp.filePath(QStringLiteral("patch-%1.MPQ").arg(++m_copies));
        const QString written = mwb::test::writeMpq(mpq,
            {{QStringLiteral("DBFilesClient\\SkillLine.dbc"), skillLineBytes()},
                {QStringLiteral("DBFilesClient\\SpellIcon.dbc"), spellIconBytes()}});
        return written.isEmpty() ? mpq : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY(!skillLineBytes().isEmpty());
        QVERIFY(fieldOf(skillLine(), QStringLiteral("SpellIconID")) >= 0);
    }

    void editsAreUndoStepsAndSaveWritesTheTable()
    {
        const QString path = writeFolder();
        QVERIFY(!path.isEmpty());
        auto window = makeWindow();
        auto *document = mwb::test::openAndWait<mwb::gui::FileDocument>(*window, path);
        QVERIFY(document);
        TablePage *page = pageOf(document);
        QVERIFY(page);
        DbcTableView *view = page->tableView();
        DbcTableModel *model = view->model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(view->proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model->isEditable());
        QVERIFY(model->flags(cell(*view, 1, QStringLiteral("SpellIconID"))) & Qt::ItemIsEditable);
        QCOMPARE(view->stateLabel()->text(), QStringLiteral("Editable · Ctrl+S saves the file"));

        EditableTable expected = *EditableTable::open(skillLineBytes(), path, path);
        const int icon = fieldOf(expected, QStringLiteral("SpellIconID"));
        const int name = fieldOf(expected, QStringLiteral("DisplayName_lang[enUS]"));

        // A cell: the document is modified and the cell marked, its neighbours not.
        QVERIFY(model->setData(cell(*view, 1, QStringLiteral("SpellIconID")), QStringLiteral("6")));
        QVERIFY(ok(expected.setText(expected.rowOf(1), icon, u"6")));
        QVERIFY(document->isModified());
        QVERIFY(view->stateLabel()->text().startsWith(QLatin1String("Edited, not saved")));
        QVERIFY(cell(*view, 1, QStringLiteral("SpellIconID")).data(DbcTableModel::ChangedRole).toBool());
        QVERIFY(!cell(*view, 1, QStringLiteral("ID")).data(DbcTableModel::ChangedRole).toBool());
        QVERIFY(!cell(*view, 2, QStringLiteral("SpellIconID")).data(DbcTableModel::ChangedRole).toBool());
        QVERIFY(cell(*view, 1, QStringLiteral("SpellIconID")).data(Qt::FontRole).value<QFont>().bold());

        // A refused value keeps the cell and says why.
        QVERIFY(!model->setData(cell(*view, 2, QStringLiteral("SpellIconID")), QStringLiteral("fire")));
        QCOMPARE(view->errorText(),
            QStringLiteral("row with ID 2, column SpellIconID: \"fire\" is not a number (expected a 32-bit "
                           "integer (-2147483648 to 4294967295))"));
        QCOMPARE(cell(*view, 2, QStringLiteral("SpellIconID")).data(Qt::EditRole).toString(), QStringLiteral("6"));
        QCOMPARE(document->undoStack()->count(), 1);

        // Rows: added at the next free id, copied to an id asked for, deleted from the selection.
        auto added = view->addRow();
        QVERIFY(ok(added));
        QCOMPARE(*added, qint64(6));
        QVERIFY(ok(expected.addRow()));
        QVERIFY(cell(*view, 6, QStringLiteral("ID")).data(DbcTableModel::ChangedRole).toBool());
        QVERIFY(selectRow(*view, 2));
        QVERIFY(ok(view->copyCurrentRow(10)));
        QVERIFY(ok(expected.copyRow(2, 10)));
        QVERIFY(selectRow(*view, 5));
        QVERIFY(ok(view->deleteSelectedRows()));
        QVERIFY(ok(expected.deleteRows(std::vector<qint64>{5})));
        QCOMPARE(model->rowCount(), 4);
        QCOMPARE(document->undoStack()->count(), 4);

        // Edit › Undo takes the deletion back, Redo does it again.
        auto *edit = mwb::test::controller<mwb::gui::EditController>(*window);
        edit->undoAction()->trigger();
        QCOMPARE(model->rowCount(), 5);
        QVERIFY(model->records()->rowOf(5) >= 0);
        edit->redoAction()->trigger();
        QCOMPARE(model->rowCount(), 4);
        QVERIFY(model->records()->rowOf(5) < 0);

        // A string cell of the client's slot.
        QVERIFY(
            model->setData(cell(*view, 10, QStringLiteral("DisplayName_lang[enUS]")), QStringLiteral("Frost Arms")));
        QVERIFY(ok(expected.setText(expected.rowOf(10), name, u"Frost Arms")));

        QVERIFY(saveAndWait(*document));
        QCOMPARE(readAll(path), *expected.toBytes());
        QVERIFY(!document->isModified());
        for (int row = 0; row < model->rowCount(); ++row) {
            for (int column = 0; column < model->columnCount(); ++column)
                QVERIFY(!model->index(row, column).data(DbcTableModel::ChangedRole).toBool());
        }
        QCOMPARE(view->stateLabel()->text(), QStringLiteral("Editable · Ctrl+S saves the file"));

        // Ctrl+Z in the table is the document's undo: the change after the save goes, the file is as saved.
        QVERIFY(model->setData(cell(*view, 1, QStringLiteral("SpellIconID")), QStringLiteral("4")));
        QVERIFY(document->isModified());
        view->tableView()->setFocus();
        QTest::keyClick(view->tableView(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(cell(*view, 1, QStringLiteral("SpellIconID")).data(Qt::EditRole).toString(), QStringLiteral("6"));
        QVERIFY(!document->isModified());
        // Undo past the save: the cell differs from the file again and is marked.
        edit->undoAction()->trigger();
        QVERIFY(document->isModified());
        QVERIFY(cell(*view, 10, QStringLiteral("DisplayName_lang[enUS]")).data(DbcTableModel::ChangedRole).toBool());
    }

    void columnEditsWorkOnTheFilteredRows()
    {
        const QString path = writeFolder();
        auto window = makeWindow();
        auto *document = mwb::test::openAndWait<mwb::gui::FileDocument>(*window, path);
        DbcTableView *view = pageOf(document)->tableView();
        QAbstractItemModelTester tester(view->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        EditableTable expected = *EditableTable::open(skillLineBytes(), path, path);
        const int icon = fieldOf(expected, QStringLiteral("SpellIconID"));
        const int name = fieldOf(expected, QStringLiteral("DisplayName_lang[enUS]"));

        view->setFilterText(QStringLiteral("Fire"));
        QCOMPARE(view->filteredRows(), (std::vector<int>{0, 2}));
        QVERIFY(ok(view->setColumnOnFilteredRows(icon, QStringLiteral("7"))));
        QVERIFY(ok(expected.setColumn(std::vector<int>{0, 2}, icon, u"7")));
        auto replaced = view->replaceInColumn(name, QStringLiteral("Fire"), QStringLiteral("Flame"));
        QVERIFY(ok(replaced));
        QCOMPARE(*replaced, 2);
        QVERIFY(ok(expected.setText(0, name, u"Flame Magic")));
        QVERIFY(ok(expected.setText(2, name, u"Flame Arms")));
        QCOMPARE(document->undoStack()->count(), 2);
        // A replace whose text the column refuses changes nothing.
        view->setFilterText({});
        auto refused = view->replaceInColumn(icon, QStringLiteral("7"), QStringLiteral("x"));
        QVERIFY(!refused);
        QCOMPARE(view->errorText(), refused.error().message);
        QCOMPARE(refused.error().message,
            QStringLiteral("row with ID 1, column SpellIconID: \"x\" is not a number (expected a 32-bit integer "
                           "(-2147483648 to 4294967295))"));
        QCOMPARE(document->undoStack()->count(), 2);
        QCOMPARE(view->model()->records()->toBytes().value(), *expected.toBytes());

        QVERIFY(saveAndWait(*document));
        QCOMPARE(readAll(path), *expected.toBytes());
    }

    void flagsAreEditedAsBits()
    {
        const QString path = writeFolder();
        auto window = makeWindow();
        auto *document = mwb::test::openAndWait<mwb::gui::FileDocument>(*window, path);
        DbcTableView *view = pageOf(document)->tableView();
        view->setAllLocalesShown(true);
        const QModelIndex mask = cell(*view, 2, QStringLiteral("DisplayName_lang[flags]"));
        QVERIFY(mask.isValid());
        const QModelIndex shown = view->proxy()->mapFromSource(mask);
        view->tableView()->setCurrentIndex(shown);
        view->tableView()->edit(shown);
        auto *bits = view->tableView()->viewport()->findChild<QListWidget *>();
        QVERIFY(bits);
        QCOMPARE(bits->count(), 32);
        QCOMPARE(bits->item(0)->text(), QStringLiteral("0x00000001 (bit 0)"));
        bits->item(0)->setCheckState(Qt::Checked);
        bits->item(2)->setCheckState(Qt::Checked);
        view->tableView()->itemDelegate()->setModelData(bits, view->proxy(), shown);
        QCOMPARE(mask.data(Qt::EditRole).toString(), QStringLiteral("5"));
        QVERIFY(document->isModified());
    }

    void entrySaveIsAPendingEditOfItsArchive()
    {
        const QString mpq = writePatch();
        QVERIFY(!mpq.isEmpty());
        auto window = makeWindow();
        auto *entry = openSkillLine(*window, mpq);
        QVERIFY(entry);
        DbcTableView *view = pageOf(entry)->tableView();
        QAbstractItemModelTester tester(view->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(view->stateLabel()->text().contains(QLatin1String("save the archive to write it")));
        EditableTable expected = *EditableTable::open(skillLineBytes(), kSkillEntry, kSkillEntry);
        QVERIFY(view->model()->setData(cell(*view, 5, QStringLiteral("SpellIconID")), QStringLiteral("4")));
        QVERIFY(ok(expected.setText(expected.rowOf(5), fieldOf(expected, QStringLiteral("SpellIconID")), u"4")));
        QVERIFY(selectRow(*view, 1));
        QVERIFY(ok(view->copyCurrentRow(3)));
        QVERIFY(ok(expected.copyRow(1, 3)));

        QVERIFY(saveAndWait(*entry));
        mwb::gui::ArchiveDocument *archive = entry->archive();
        QVERIFY(archive->isModified());
        QVERIFY(!entry->isModified());
        QSignalSpy reopened(archive, &mwb::gui::ArchiveDocument::archiveChanged);
        archive->save();
        QVERIFY(QTest::qWaitFor(
            [&] {
                return !reopened.isEmpty();
            },
            30000));
        QVERIFY(window->documents().close(entry));
        auto *again = openSkillLine(*window, mpq);
        QVERIFY(again);
        QCOMPARE(again->content()->bytes(), *expected.toBytes());
    }

    void foreignKeysNameTheirRowAndGoThere()
    {
        const QString mpq = writePatch();
        auto window = makeWindow();
        auto *entry = openSkillLine(*window, mpq);
        QVERIFY(entry);
        DbcTableView *view = pageOf(entry)->tableView();
        const QModelIndex key = cell(*view, 2, QStringLiteral("SpellIconID"));
        QVERIFY(QTest::qWaitFor(
            [&] {
                return key.data().toString() == QStringLiteral("6 · Frost");
            },
            10000));
        QCOMPARE(key.data(Qt::ToolTipRole).toString(), QStringLiteral("SpellIcon row 6: Interface\\Icons\\Frost"));
        QCOMPARE(key.data(Qt::EditRole).toString(), QStringLiteral("6"));
        QCOMPARE(key.data(DbcTableModel::RelationIdRole).toLongLong(), qint64(6));
        view->tableView()->setCurrentIndex(view->proxy()->mapFromSource(key));
        QAction *goTo = barAction(*view, QStringLiteral("Go to Referenced Row"));
        QVERIFY(goTo && goTo->isEnabled());
        goTo->trigger();
        QVERIFY(QTest::qWaitFor(
            [&] {
                auto *current = mwb::test::currentAs<mwb::gui::EntryDocument>(*window);
                return current && current->entryPath().endsWith(QLatin1String("SpellIcon.dbc"), Qt::CaseInsensitive);
            },
            10000));
        DbcTableView *icons = pageOf(mwb::test::currentAs<mwb::gui::EntryDocument>(*window))->tableView();
        const QModelIndex current = icons->proxy()->mapToSource(icons->tableView()->currentIndex());
        QCOMPARE(icons->model()->records()->id(current.row()), qint64(6));
    }

    void anArchiveThatCannotBeEditedKeepsTheTableReadOnly()
    {
        const QString mpq = writePatch();
        mwb::gui::Backend backend = mwb::gui::defaultBackend();
        backend.edit = nullptr; // a window that edits no archive
        auto window = makeWindow(std::move(backend));
        auto *entry = openSkillLine(*window, mpq);
        QVERIFY(entry);
        DbcTableView *view = pageOf(entry)->tableView();
        QVERIFY(!view->model()->isEditable());
        QVERIFY(!(view->model()->flags(cell(*view, 1, QStringLiteral("SpellIconID"))) & Qt::ItemIsEditable));
        QCOMPARE(view->stateLabel()->text(), QStringLiteral("Read-only: This window cannot edit archives"));
        QVERIFY(!view->model()->setData(cell(*view, 1, QStringLiteral("SpellIconID")), QStringLiteral("6")));
        QVERIFY(!barAction(*view, QStringLiteral("Add Row"))->isEnabled());
        QVERIFY(!entry->isModified());
    }
};

QTEST_MAIN(TestDbcEdit)
#include "tst_dbcedit.moc"
