// SPDX-License-Identifier: GPL-3.0-or-later
// The tree of an archive document follows its edits by patching the rows they touch. Whatever the sequence of
// adds, replaces, removals, renames (of files and folders), new folders, undos and redos, the patched tree must be
// the one a full build of the planned archive gives: every node at the same path with the same mark, entry, sizes
// and explicit-folder state, and the same pending contents. The archive has nested folders, a duplicate path and
// names that differ only in letter case.
#include "DocumentWaits.h"
#include "ListArchive.h"
#include "MainWindow.h"
#include "MessagePresenter.h"
#include "TestFiles.h"

#include <QRandomGenerator>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using mwb::EntryIndex;
using mwb::gui::ArchiveDocument;
using mwb::gui::PendingEdit;
using mwb::test::ListArchive;

namespace {

/// Every node of `index` as one line (path, kind, mark, entry, sizes), sorted: two trees with the same lines show
/// the same thing (siblings of equal names may come in either order).
QStringList linesOf(const EntryIndex &index)
{
    QStringList lines;
    for (EntryIndex::NodeId id = 1; id < index.size(); ++id) {
        const EntryIndex::Node &n = index.node(id);
        lines << QStringLiteral("%1|%2%3|tag %4|entry %5|%6/%7|%8 children")
                     .arg(index.pathOf(id), n.isDir ? QStringLiteral("dir") : QStringLiteral("file"),
                         n.isExplicit ? QStringLiteral(" explicit") : QString())
                     .arg(n.tag)
                     .arg(n.entry)
                     .arg(n.size)
                     .arg(n.packedSize)
                     .arg(n.childCount);
    }
    lines.sort();
    lines << QStringLiteral("entries %1, root %2/%3")
                 .arg(index.entryCount())
                 .arg(index.node(EntryIndex::Root).size)
                 .arg(index.node(EntryIndex::Root).packedSize);
    return lines;
}

std::vector<ListArchive::Entry> startingEntries()
{
    std::vector<ListArchive::Entry> entries;
    for (int i = 0; i < 40; ++i)
        entries.push_back(
            {QStringLiteral("F%1/SUB%2/FILE%3.TXT").arg(i % 4).arg(i % 3).arg(i), QByteArray(i + 1, 'x')});
    entries.push_back({QStringLiteral("F1/SUB1/FILE1.TXT"), "a duplicate of FILE1"});
    entries.push_back({QStringLiteral("f1/sub1/file1.txt"), "another letter case"});
    entries.push_back({QStringLiteral("TOP.TXT"), "top"});
    return entries;
}

/// A random edit of what `index` shows: paths of its files and folders, new names in and out of its folders.
PendingEdit randomEdit(QRandomGenerator &random, const EntryIndex &index, const QString &localFile)
{
    const auto pick = [&](bool dirs) {
        for (int tries = 0; tries < 50; ++tries) {
            const auto id = static_cast<EntryIndex::NodeId>(random.bounded(1, std::max(2, int(index.size()))));
            if (id < index.size() && index.node(id).isDir == dirs)
                return index.pathOf(id);
        }
        return QStringLiteral("TOP.TXT");
    };
    const QString folder = QStringLiteral("F%1/SUB%2").arg(random.bounded(5)).arg(random.bounded(4));
    const QString fresh = folder + QStringLiteral("/N%1.TXT").arg(random.bounded(30));
    switch (random.bounded(8)) {
    case 0:
        return {PendingEdit::Kind::Add, fresh, {}, mwb::EntrySource::fromFile(localFile), {}};
    case 1:
        return {PendingEdit::Kind::Replace, pick(false), {}, mwb::EntrySource::fromBytes("replaced"), {}};
    case 2:
        return {PendingEdit::Kind::Remove, pick(false), {}, {}, {}};
    case 3:
        return {PendingEdit::Kind::Remove, pick(true), {}, {}, {}};
    case 4:
        return {PendingEdit::Kind::Rename, pick(true), QStringLiteral("G%1").arg(random.bounded(6)), {}, {}};
    case 5:
        return {PendingEdit::Kind::NewFolder, folder + QStringLiteral("/NEW%1").arg(random.bounded(3)), {}, {}, {}};
    default:
        return {PendingEdit::Kind::Rename, pick(false), fresh, {}, {}};
    }
}

} // namespace

class TestEditTree : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }

    void thePatchedTreeIsTheBuiltTreeAfterEveryStep()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("edits.list"));
        QVERIFY(mwb::test::writeFile(path, ListArchive::serialize(startingEntries())));
        const QString local = dir.filePath(QStringLiteral("local.txt"));
        QVERIFY(mwb::test::writeFile(local, "a local file"));

        mwb::gui::Backend backend;
        backend.open = [](const QString &file, const mwb::OpenOptions &) {
            return ListArchive::open(file);
        };
        auto sink = std::make_shared<std::vector<mwb::test::WrittenEntry>>();
        backend.edit
            = [sink](std::shared_ptr<const mwb::Archive> archive) -> mwb::Result<std::unique_ptr<mwb::ArchiveWriter>> {
            return std::unique_ptr<mwb::ArchiveWriter>(
                std::make_unique<mwb::test::RecordingWriter>(std::move(archive), sink, mwb::test::WriterMode::Write));
        };
        mwb::gui::MainWindow window(backend);
        window.messages()->setInteractive(false);
        auto *document = mwb::test::openAndWait<ArchiveDocument>(window, path);
        QVERIFY(document);

        QRandomGenerator random(20261205);
        int recorded = 0;
        for (int step = 0; step < 400; ++step) {
            const int action = random.bounded(10);
            QString did;
            if (action < 6) {
                const PendingEdit edit = randomEdit(random, *document->index(), local);
                recorded += document->record(QStringLiteral("Edit"), {edit}) ? 1 : 0;
                did = QStringLiteral("edit %1 %2 -> %3").arg(int(edit.kind)).arg(edit.path, edit.target);
            } else if (action < 9) {
                document->undoStack()->undo();
                did = QStringLiteral("undo");
            } else {
                document->undoStack()->redo();
                did = QStringLiteral("redo");
            }
            const EntryIndex &patched = *document->index();
            if (!document->editPlan())
                continue;
            QHash<QString, mwb::EntrySource> pending;
            const EntryIndex built = EntryIndex::build(document->editPlan()->treeInputs(pending), 0);
            const QStringList want = linesOf(built);
            const QStringList got = linesOf(patched);
            if (got != want) {
                for (qsizetype i = 0; i < std::max(got.size(), want.size()); ++i) {
                    if (got.value(i) != want.value(i)) {
                        qWarning("first difference: patched \"%s\", built \"%s\"", qPrintable(got.value(i)),
                            qPrintable(want.value(i)));
                        break;
                    }
                }
            }
            QVERIFY2(got == want, qPrintable(QStringLiteral("step %1 (%2)").arg(step).arg(did)));
            for (EntryIndex::NodeId id = 1; id < built.size(); ++id) {
                const QString at = built.pathOf(id);
                const auto expected = pending.constFind(at.toCaseFolded());
                const auto content = document->pendingContent(at);
                QVERIFY2(content.has_value() == (expected != pending.cend()), qPrintable(at));
                QVERIFY2(
                    !content || (content->bytes == expected->bytes && content->file == expected->file), qPrintable(at));
            }
        }
        QVERIFY2(recorded > 100, "the random edits must mostly be accepted to test anything");
    }
};

QTEST_MAIN(TestEditTree)
#include "tst_edittree.moc"
