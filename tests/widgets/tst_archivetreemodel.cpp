// SPDX-License-Identifier: GPL-3.0-or-later
#include "SyntheticIndex.h"
#include "mwb/widgets/ArchiveTreeModel.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QFont>
#include <QIcon>
#include <QSet>
#include <QSignalSpy>
#include <QTest>

using mwb::ArchiveTreeModel;
using mwb::EditMark;
using mwb::EntryIndex;
using mwb::test::fileInput;

class TestArchiveTreeModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void emptyModelIsValid();
    void passesModelTesterOn100k();
    void duplicatePathsStayTwoRows();
    void columnsFollowTheIndex();
    void sizeRoleIsTheColumnsNumber();
    void setIndexIsOneReset();
    void missingChecksumIsBlankNotZero();
    void editMarksAreShownAndExplained();
    void renamesAreAskedForNotApplied();
    void hiddenCopiesAreAlsoInRows();
};

void TestArchiveTreeModel::emptyModelIsValid()
{
    ArchiveTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), 1);
}

void TestArchiveTreeModel::passesModelTesterOn100k()
{
    ArchiveTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QElapsedTimer clock;
    clock.start();
    model.setIndex(mwb::test::syntheticIndex(100'000));
    qInfo("setIndex + tester over 100k entries: %lld ms", clock.elapsed());
    QCOMPARE(model.rowCount(), 1); // "data"
    const QModelIndex data = model.index(0, 0);
    QCOMPARE(data.data().toString(), QStringLiteral("data"));
    QCOMPARE(model.rowCount(data), 8); // pack0..pack6, then the file
    const QModelIndex pack0 = model.index(0, 0, data);
    QCOMPARE(model.rowCount(pack0), 100);
    const QModelIndex dir0 = model.index(0, 0, pack0);
    QVERIFY(model.rowCount(dir0) > 100);
    const QModelIndex leaf = model.index(3, 0, dir0);
    QCOMPARE(leaf.parent(), dir0);
    QCOMPARE(dir0.parent(), pack0);
    QVERIFY(leaf.data(ArchiveTreeModel::PathRole).toString().startsWith(QStringLiteral("data/pack0/dir0/file")));
    QCOMPARE(model.index(7, 0, data).data().toString(), QStringLiteral("unique_needle.txt"));
    QCOMPARE(model.index(7, 0, data).data(ArchiveTreeModel::EntryRole).toInt(), 100'000);
}

void TestArchiveTreeModel::duplicatePathsStayTwoRows()
{
    std::vector<EntryIndex::Input> inputs{fileInput(QStringLiteral("MEDIA/A.DAT"), 10, 4, 0),
        fileInput(QStringLiteral("MEDIA/A.DAT"), 20, 8, 1), fileInput(QStringLiteral("MEDIA/"), 0, 0, 2)};
    ArchiveTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setIndex(std::make_shared<const EntryIndex>(EntryIndex::build(inputs)));
    const QModelIndex media = model.index(0, 0);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.rowCount(media), 2);
    QCOMPARE(model.index(0, 0, media).data().toString(), QStringLiteral("A.DAT"));
    QCOMPARE(model.index(1, 0, media).data().toString(), QStringLiteral("A.DAT"));
    QSet<int> entries{model.index(0, 0, media).data(ArchiveTreeModel::EntryRole).toInt(),
        model.index(1, 0, media).data(ArchiveTreeModel::EntryRole).toInt()};
    QCOMPARE(entries, (QSet<int>{0, 1}));
}

void TestArchiveTreeModel::columnsFollowTheIndex()
{
    ArchiveTreeModel model;
    model.setIndex(mwb::test::syntheticIndex(10));
    QCOMPARE(model.columnCount(), 5);
    QCOMPARE(model.fieldOfColumn(1), ArchiveTreeModel::Field::Type);
    QCOMPARE(model.fieldOfColumn(4), ArchiveTreeModel::Field::Checksum);
    QCOMPARE(model.headerData(4, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("CRC-32"));

    std::vector<EntryIndex::Input> mpq{fileInput(QStringLiteral("war3map.j"), 10, 4, 0)};
    model.setIndex(std::make_shared<const EntryIndex>(
        EntryIndex::build(mpq, EntryIndex::CompressionColumn | EntryIndex::FlagsColumn | EntryIndex::LocaleColumn)));
    QCOMPARE(model.columnCount(), 6);
    QCOMPARE(model.fieldOfColumn(5), ArchiveTreeModel::Field::Locale);
}

void TestArchiveTreeModel::sizeRoleIsTheColumnsNumber()
{
    std::vector<EntryIndex::Input> inputs{fileInput(QStringLiteral("a.bin"), 1000, 300, 0)};
    ArchiveTreeModel model;
    model.setIndex(std::make_shared<const EntryIndex>(EntryIndex::build(inputs)));
    QCOMPARE(model.index(0, 1).data(ArchiveTreeModel::SizeRole).toLongLong(), 1000);
    QCOMPARE(model.index(0, 2).data(ArchiveTreeModel::SizeRole).toLongLong(), 300);
    QVERIFY(ArchiveTreeModel::isNumericField(ArchiveTreeModel::Field::PackedSize));
    QVERIFY(!ArchiveTreeModel::isNumericField(ArchiveTreeModel::Field::Name));
    QCOMPARE(model.index(0, 1).data(Qt::TextAlignmentRole).value<Qt::Alignment>(), Qt::AlignRight | Qt::AlignVCenter);
    QVERIFY(!model.index(0, 0).data(Qt::DecorationRole).value<QIcon>().isNull());
}

void TestArchiveTreeModel::missingChecksumIsBlankNotZero()
{
    auto withCrc = fileInput(QStringLiteral("a.txt"), 1, 1, 0);
    withCrc.checksum = 0;
    auto withoutCrc = fileInput(QStringLiteral("b.txt"), 1, 1, 1);
    withoutCrc.hasChecksum = false;
    ArchiveTreeModel model;
    model.setIndex(std::make_shared<const EntryIndex>(
        EntryIndex::build({withCrc, withoutCrc}, EntryIndex::ChecksumColumn)));
    QCOMPARE(model.fieldOfColumn(3), ArchiveTreeModel::Field::Checksum);
    QCOMPARE(model.index(0, 3).data().toString(), QStringLiteral("00000000")); // a real CRC of 0 still shows
    QCOMPARE(model.index(1, 3).data().toString(), QString());
}

void TestArchiveTreeModel::editMarksAreShownAndExplained()
{
    std::vector<EntryIndex::Input> inputs;
    for (const auto mark : {EditMark::None, EditMark::Added, EditMark::Replaced, EditMark::Renamed, EditMark::Deleted}) {
        inputs.push_back(fileInput(QStringLiteral("f%1").arg(int(mark)), 1, 1, int(mark)));
        inputs.back().tag = static_cast<quint8>(mark);
    }
    EntryIndex::Input folder;
    folder.path = QStringLiteral("new/");
    folder.tag = static_cast<quint8>(EditMark::Added);
    inputs.push_back(folder);
    ArchiveTreeModel model;
    model.setIndex(std::make_shared<const EntryIndex>(EntryIndex::build(inputs)));
    QCOMPARE(model.rowCount(), 6);
    const QModelIndex newFolder = model.index(0, 0);
    QVERIFY(newFolder.data(ArchiveTreeModel::IsDirRole).toBool());
    QCOMPARE(newFolder.data(ArchiveTreeModel::EditMarkRole).toInt(), int(EditMark::Added));
    const QModelIndex plain = model.index(1, 0);
    QCOMPARE(plain.data(ArchiveTreeModel::EditMarkRole).toInt(), int(EditMark::None));
    QCOMPARE(plain.data(Qt::ToolTipRole).toString(), QStringLiteral("f0"));
    QVERIFY(!plain.data(Qt::ForegroundRole).isValid());
    QVERIFY(!plain.data(Qt::FontRole).isValid());
    QSet<QRgb> colours;
    for (int row = 2; row <= 5; ++row) {
        const QModelIndex marked = model.index(row, 0);
        const auto mark = static_cast<EditMark>(marked.data(ArchiveTreeModel::EditMarkRole).toInt());
        QCOMPARE(int(mark), row - 1);
        QCOMPARE(marked.data(Qt::ToolTipRole).toString(),
            QStringLiteral("f%1\n%2").arg(row - 1).arg(ArchiveTreeModel::markText(mark)));
        colours.insert(marked.data(Qt::ForegroundRole).value<QColor>().rgb());
        // The badge makes the icon differ from an unmarked file's.
        QVERIFY(marked.data(Qt::DecorationRole).value<QIcon>().pixmap(16).toImage()
            != plain.data(Qt::DecorationRole).value<QIcon>().pixmap(16).toImage());
        QCOMPARE(marked.data(Qt::FontRole).value<QFont>().strikeOut(), mark == EditMark::Deleted);
    }
    QCOMPARE(colours.size(), 4);
}

void TestArchiveTreeModel::renamesAreAskedForNotApplied()
{
    auto deleted = fileInput(QStringLiteral("dir/gone.txt"), 1, 1, 1);
    deleted.tag = static_cast<quint8>(EditMark::Deleted);
    ArchiveTreeModel model;
    model.setIndex(std::make_shared<const EntryIndex>(
        EntryIndex::build({fileInput(QStringLiteral("dir/a.txt"), 1, 1, 0), deleted})));
    const QModelIndex dir = model.index(0, 0);
    const QModelIndex file = model.index(0, 0, dir);
    QVERIFY(!(file.flags() & Qt::ItemIsEditable)); // read-only until the archive can be edited
    model.setRenamable(true);
    QVERIFY(file.flags() & Qt::ItemIsEditable);
    QVERIFY(!(model.index(1, 0, dir).flags() & Qt::ItemIsEditable)); // a deleted row
    QVERIFY(!(model.index(0, 1, dir).flags() & Qt::ItemIsEditable)); // only names
    QCOMPARE(file.data(Qt::EditRole).toString(), QStringLiteral("a.txt"));

    QSignalSpy requested(&model, &ArchiveTreeModel::renameRequested);
    QVERIFY(!model.setData(file, QStringLiteral("a.txt"))); // unchanged
    QVERIFY(model.setData(file, QStringLiteral(" b.txt ")));
    QVERIFY(requested.isEmpty()); // queued: the view finishes its editor first
    QVERIFY(requested.wait(1000));
    QCOMPARE(requested.front(), (QVariantList{QStringLiteral("dir/a.txt"), QStringLiteral("b.txt")}));
    QCOMPARE(file.data().toString(), QStringLiteral("a.txt")); // the index changes when the session rebuilds it
}

void TestArchiveTreeModel::setIndexIsOneReset()
{
    ArchiveTreeModel model;
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy inserts(&model, &QAbstractItemModel::rowsInserted);
    model.setIndex(mwb::test::syntheticIndex(1000));
    QCOMPARE(resets.count(), 1);
    QCOMPARE(inserts.count(), 0);
}

void TestArchiveTreeModel::hiddenCopiesAreAlsoInRows()
{
    std::vector<EntryIndex::Input> inputs{fileInput(QStringLiteral("dir/a.txt"), 7, 7, 0),
        fileInput(QStringLiteral("dir/b.txt"), 5, 5, 1)};
    inputs[0].source = QStringLiteral("top.mpq");
    inputs[0].hiddenCopies = 2;
    ArchiveTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setIndex(std::make_shared<const EntryIndex>(EntryIndex::build(inputs, EntryIndex::SourceColumn)));
    QStringList asked;
    model.setHiddenCopyNames([&asked](int entry) {
        asked << QString::number(entry);
        return QStringList{QStringLiteral("middle.mpq"), QStringLiteral("base.mpq (deletion)")};
    });

    const QModelIndex dir = model.index(0, 0);
    const QModelIndex a = model.index(0, 0, dir);
    const QModelIndex b = model.index(1, 0, dir);
    QCOMPARE(a.data().toString(), QStringLiteral("a.txt"));
    QCOMPARE(a.data(ArchiveTreeModel::CopyRole).toInt(), -1);
    QCOMPARE(model.rowCount(a), 2);
    QVERIFY(model.hasChildren(a));
    QCOMPARE(model.rowCount(b), 0); // no hidden copy: a plain leaf

    const QModelIndex second = model.index(1, 0, a);
    QCOMPARE(second.parent(), a);
    QCOMPARE(model.rowCount(second), 0);
    QCOMPARE(second.data().toString(), QStringLiteral("also in base.mpq (deletion)"));
    QCOMPARE(model.index(1, 1, a).data().toString(), QStringLiteral("base.mpq (deletion)")); // the Source column
    QCOMPARE(second.data(ArchiveTreeModel::CopyRole).toInt(), 1);
    QCOMPARE(second.data(ArchiveTreeModel::EntryRole).toInt(), 0); // the file's entry
    QCOMPARE(second.data(ArchiveTreeModel::NodeIdRole), a.data(ArchiveTreeModel::NodeIdRole));
    QCOMPARE(second.data(ArchiveTreeModel::PathRole).toString(), QStringLiteral("dir/a.txt"));
    QVERIFY(second.data(Qt::ToolTipRole).toString().contains(QStringLiteral("top.mpq")));
    QVERIFY(!(model.flags(second) & Qt::ItemIsEditable));
    QVERIFY(asked.contains(QStringLiteral("0")));
    QVERIFY(!asked.contains(QStringLiteral("1")));
}

QTEST_MAIN(TestArchiveTreeModel)
#include "tst_archivetreemodel.moc"
