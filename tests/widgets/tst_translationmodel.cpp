// SPDX-License-Identifier: GPL-3.0-or-later
// The Translate window's table (mwb::widgets::TranslationTableModel) under QAbstractItemModelTester: statuses,
// placeholder problems marked with the tokens named, editing that clears fuzzy and undoes, the counts, and the
// filter proxy (text, status, problems only).
#include "mwb/widgets/TranslationDelegate.h"
#include "mwb/widgets/TranslationFilterProxy.h"
#include "mwb/widgets/TranslationTableModel.h"

#include <QAbstractItemModelTester>
#include <QBrush>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace mwb::formats::tl2translate;
using mwb::widgets::TranslationFilterProxy;
using mwb::widgets::TranslationTableModel;
using Status = TranslationTableModel::Status;

namespace {

enum Row { Translated, Untranslated, Fuzzy, Unused, Obsolete, Problem, RowCount };

PoEntry entry(const QString &original, const QString &translation, const QString &reference)
{
    PoEntry made;
    made.original = original;
    made.translation = translation;
    if (!reference.isEmpty())
        made.references << reference;
    return made;
}

/// One entry of each status, and a translation that loses a placeholder.
PoFile samplePo()
{
    PoFile po;
    po.header = PoFile::defaultHeader(QStringLiteral("VIETNAMESE"));
    po.entries.push_back(entry(QStringLiteral("Flame Sword"), QStringLiteral("Kiếm Lửa"),
        QStringLiteral("MEDIA/UNITS/ITEMS/FLAMESWORD.DAT:UNIT:DISPLAYNAME")));
    po.entries.push_back(
        entry(QStringLiteral("Sets enemies on fire"), {}, QStringLiteral("MEDIA/SKILLS/X.DAT:SKILL:DESCRIPTION")));
    PoEntry fuzzy = entry(QStringLiteral("+[VALUE] Melee weapon damage bonus"),
        QStringLiteral("+[VALUE] sát thương vũ khí cận chiến"), QStringLiteral("MEDIA/A.DAT:UNIT:DESCRIPTION"));
    fuzzy.fuzzy = true;
    fuzzy.previousOriginal = QStringLiteral("+[VALUE] Melee damage bonus");
    po.entries.push_back(fuzzy);
    po.entries.push_back(entry(QStringLiteral("A string of an older version"), QStringLiteral("Một chuỗi cũ"), {}));
    PoEntry obsolete = entry(QStringLiteral("Gone"), QStringLiteral("Đã mất"), {});
    obsolete.obsolete = true;
    po.entries.push_back(obsolete);
    PoEntry problem = entry(QStringLiteral("Press [[KB:ATTACK]] to strike <STAT1> times"),
        QStringLiteral("Nhấn [[KB:ATTACK]] để đánh <STAT2> lần"), QStringLiteral("MEDIA/B.DAT:AFFIX:TEXT"));
    problem.references << QStringLiteral("MEDIA/C.DAT:AFFIX:TEXT");
    po.entries.push_back(problem);
    return po;
}

QModelIndex cell(const TranslationTableModel &model, int row, int column)
{
    return model.index(row, column);
}

} // namespace

class TestTranslationModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void statusesAndProblems()
    {
        TranslationTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPo(samplePo());
        QCOMPARE(model.rowCount(), int(RowCount));
        QCOMPARE(model.columnCount(), int(TranslationTableModel::ColumnCount));
        QCOMPARE(model.status(Translated), Status::Translated);
        QCOMPARE(model.status(Untranslated), Status::Untranslated);
        QCOMPARE(model.status(Fuzzy), Status::Fuzzy);
        QCOMPARE(model.status(Unused), Status::Unused);
        QCOMPARE(model.status(Obsolete), Status::Obsolete);
        QCOMPARE(cell(model, Fuzzy, TranslationTableModel::StatusColumn).data().toString(), QStringLiteral("fuzzy"));
        QCOMPARE(cell(model, Obsolete, 0).data(TranslationTableModel::StatusRole).toInt(), int(Status::Obsolete));

        // The placeholder problem: marked red, its tooltip names both tokens; the others are not marked.
        const QModelIndex bad = cell(model, Problem, TranslationTableModel::TranslationColumn);
        QVERIFY(bad.data(TranslationTableModel::ProblemRole).toBool());
        QCOMPARE(bad.data(Qt::ToolTipRole).toString(),
            QStringLiteral("placeholders differ: missing <STAT1>; extra <STAT2>"));
        QCOMPARE(bad.data(Qt::BackgroundRole).value<QBrush>().color(), QColor(255, 205, 205));
        for (int row : {Translated, Untranslated, Fuzzy, Unused, Obsolete}) {
            QVERIFY(!cell(model, row, TranslationTableModel::TranslationColumn)
                         .data(TranslationTableModel::ProblemRole)
                         .toBool());
            QVERIFY(!cell(model, row, TranslationTableModel::TranslationColumn).data(Qt::BackgroundRole).isValid());
        }
        QCOMPARE(model.problemRows(), 1);
        QCOMPARE(cell(model, Problem, TranslationTableModel::WhereColumn).data().toString(),
            QStringLiteral("MEDIA/B.DAT:AFFIX:TEXT (+1 more)"));
        QCOMPARE(cell(model, Problem, TranslationTableModel::WhereColumn).data(Qt::ToolTipRole).toString(),
            QStringLiteral("MEDIA/B.DAT:AFFIX:TEXT\nMEDIA/C.DAT:AFFIX:TEXT"));

        const PoCounts counts = model.counts();
        QCOMPARE(counts.strings(), 5);
        QCOMPARE(counts.translated, 3);
        QCOMPARE(counts.fuzzy, 1);
        QCOMPARE(counts.untranslated, 1);
        QCOMPARE(counts.unused, 1);
        QCOMPARE(counts.obsolete, 1);
    }

    void editClearsFuzzyAndUndoes()
    {
        TranslationTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPo(samplePo());
        QSignalSpy modified(&model, &TranslationTableModel::modifiedChanged);
        QVERIFY(!model.isModified());

        // Only translations of live entries are editable.
        QVERIFY(model.flags(cell(model, Fuzzy, TranslationTableModel::TranslationColumn)) & Qt::ItemIsEditable);
        QVERIFY(!(model.flags(cell(model, Fuzzy, TranslationTableModel::OriginalColumn)) & Qt::ItemIsEditable));
        QVERIFY(!(model.flags(cell(model, Obsolete, TranslationTableModel::TranslationColumn)) & Qt::ItemIsEditable));
        QVERIFY(!model.setData(cell(model, Obsolete, TranslationTableModel::TranslationColumn), QStringLiteral("x")));

        const QString fixed = QStringLiteral("+[VALUE] sát thương cận chiến");
        QVERIFY(model.setData(cell(model, Fuzzy, TranslationTableModel::TranslationColumn), fixed));
        const PoEntry &edited = model.po().entries[Fuzzy];
        QCOMPARE(edited.translation, fixed);
        QVERIFY(!edited.fuzzy);
        QVERIFY(edited.previousOriginal.isEmpty());
        QCOMPARE(model.status(Fuzzy), Status::Translated);
        QVERIFY(model.isModified());
        QCOMPARE(modified.size(), 1);

        // Fixing the placeholder clears the mark.
        QVERIFY(model.setTranslation(Problem, QStringLiteral("Nhấn [[KB:ATTACK]] để đánh <STAT1> lần")));
        QCOMPARE(model.problemRows(), 0);
        // The same text again changes nothing.
        QVERIFY(!model.setTranslation(Problem, QStringLiteral("Nhấn [[KB:ATTACK]] để đánh <STAT1> lần")));

        model.undoStack()->undo();
        QCOMPARE(model.problemRows(), 1);
        model.undoStack()->undo();
        QCOMPARE(model.po().entries[Fuzzy].translation, QStringLiteral("+[VALUE] sát thương vũ khí cận chiến"));
        QVERIFY(model.po().entries[Fuzzy].fuzzy);
        QCOMPARE(model.po().entries[Fuzzy].previousOriginal, QStringLiteral("+[VALUE] Melee damage bonus"));
        QVERIFY(!model.isModified());

        model.undoStack()->redo();
        model.markSaved();
        QVERIFY(!model.isModified());
        // A line feed cannot go into a DAT string: a problem.
        QVERIFY(model.setTranslation(Untranslated, QStringLiteral("Đốt\nkẻ thù")));
        QCOMPARE(model.problems(Untranslated).size(), std::size_t(1));
        QCOMPARE(model.problems(Untranslated).front().kind, ProblemKind::LineBreak);
    }

    void filter()
    {
        TranslationTableModel model;
        model.setPo(samplePo());
        TranslationFilterProxy proxy;
        QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&model);
        QCOMPARE(proxy.rowCount(), int(RowCount));

        proxy.setFilterText(QStringLiteral("kiếm")); // a translation, any case
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(proxy.index(0, 0).data().toString(), QStringLiteral("Flame Sword"));
        proxy.setFilterText(QStringLiteral("c.dat")); // a reference
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(proxy.mapToSource(proxy.index(0, 0)).row(), int(Problem));

        proxy.setFilterText({});
        proxy.setKind({Status::Untranslated, false});
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(proxy.mapToSource(proxy.index(0, 0)).row(), int(Untranslated));
        proxy.setKind({std::nullopt, true});
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(proxy.mapToSource(proxy.index(0, 0)).row(), int(Problem));
        proxy.setFilterText(QStringLiteral("sword"));
        QCOMPARE(proxy.rowCount(), 0);
        proxy.setKind({});
        QCOMPARE(proxy.rowCount(), 1);
    }

    void longOriginalsGetAMultiLineEditor()
    {
        PoFile po;
        po.entries.push_back(entry(QStringLiteral("You curse your projectiles with shadow magic that has a chance of "
                                                  "converting slain enemies into Shadowling bats."),
            {}, QStringLiteral("MEDIA/SKILLS/RESUPPLY.DAT:SKILL:DESCRIPTION")));
        po.entries.push_back(
            entry(QStringLiteral("Resupply"), {}, QStringLiteral("MEDIA/SKILLS/RESUPPLY.DAT:SKILL:NAME")));
        TranslationTableModel model;
        model.setPo(po);
        QTableView view;
        view.setModel(&model);
        view.setItemDelegateForColumn(
            TranslationTableModel::TranslationColumn, new mwb::widgets::TranslationDelegate(&view));
        view.resize(800, 300);
        view.show();

        const QModelIndex longOne = model.index(0, TranslationTableModel::TranslationColumn);
        view.edit(longOne);
        auto *text = view.viewport()->findChild<QPlainTextEdit *>();
        QVERIFY(text && text->isVisible());
        QVERIFY(text->height() > view.rowHeight(0)); // room for a long translation
        text->setPlainText(QStringLiteral("Bạn nguyền rủa đạn của mình"));
        QTest::keyClick(text, Qt::Key_Return); // commits: a DAT string holds no line feed
        QCOMPARE(model.po().entries[0].translation, QStringLiteral("Bạn nguyền rủa đạn của mình"));
        QTRY_VERIFY(!view.viewport()->findChild<QPlainTextEdit *>() || !text->isVisible());

        const QModelIndex shortOne = model.index(1, TranslationTableModel::TranslationColumn);
        view.edit(shortOne);
        QVERIFY(view.viewport()->findChild<QLineEdit *>());
    }
};

QTEST_MAIN(TestTranslationModel)
#include "tst_translationmodel.moc"
