// SPDX-License-Identifier: GPL-3.0-or-later
// What an edit of a big archive costs in the window: 1,000 renames recorded in a generated 100k-entry .MOD (each an
// undo step of the document, the tree brought up to date once after the burst), then undo and redo of one of them
// with the tree patched and shown anew (the model reset, the expanded folders and the selection restored). Side by
// side, the previous design measured on the same archive: every edit replayed on a fresh writer (what recording,
// undoing and saving each did) with the tree rebuilt from that plan.
#include "DefaultBackend.h"
#include "MainWindow.h"
#include "MessagePresenter.h"
#include "ModFolderGenerator.h"
#include "documents/ArchiveDocument.h"
#include "documents/DocumentManager.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QUndoStack>

#include <cstdio>

namespace {

using mwb::gui::PendingEdit;

QString renamed(int i)
{
    return QStringLiteral("MEDIA/UNITS/GROUP%1/SET%2/RENAMED_%3.BIN").arg(i % 100).arg(i / 100 % 10).arg(i);
}

QString original(int i)
{
    return QStringLiteral("MEDIA/UNITS/GROUP%1/SET%2/ITEM_%3.BIN").arg(i % 100).arg(i / 100 % 10).arg(i);
}

/// The previous design's cost of one undo at `edits` pending renames: a fresh writer, every edit replayed, the tree
/// built from the plan.
qint64 replayAll(const std::shared_ptr<const mwb::Archive> &archive, int edits)
{
    QElapsedTimer clock;
    clock.start();
    auto writer = mwb::editArchive(archive);
    if (!writer)
        return -1;
    mwb::gui::EditPlan plan(std::move(writer).value(), archive);
    std::vector<PendingEdit> all;
    for (int i = 0; i < edits; ++i)
        all.push_back({PendingEdit::Kind::Rename, original(i), renamed(i), {}, {}});
    if (!plan.apply(all))
        return -1;
    QHash<QString, mwb::EntrySource> pending;
    const mwb::EntryIndex index = mwb::EntryIndex::build(plan.treeInputs(pending), archive->indexColumns());
    return index.size() > 0 ? clock.elapsed() : -1;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("entries"), QStringLiteral("Entries of the generated mod."), QStringLiteral("N"),
        QStringLiteral("100000")});
    parser.addOption(
        {QStringLiteral("edits"), QStringLiteral("Renames recorded."), QStringLiteral("N"), QStringLiteral("1000")});
    parser.process(app);
    const int entries = parser.value(QStringLiteral("entries")).toInt();
    const int edits = parser.value(QStringLiteral("edits")).toInt();

    QTemporaryDir dir;
    const QString mod = mwb::bench::generateManyFileMod(dir.path(), entries);
    if (mod.isEmpty()) {
        std::fprintf(stderr, "could not generate the mod\n");
        return 1;
    }
    mwb::gui::MainWindow window(mwb::gui::defaultBackend());
    window.messages()->setInteractive(false);
    window.documents().open(mod);
    if (!QTest::qWaitFor(
            [&window] {
                return window.documents().currentArchive();
            },
            120000)) {
        std::fprintf(stderr, "the mod did not open\n");
        return 1;
    }
    mwb::gui::ArchiveDocument &document = *window.documents().currentArchive();

    QElapsedTimer clock;
    clock.start();
    for (int i = 0; i < edits; ++i) {
        if (!document.record(
                QStringLiteral("Rename"), {{PendingEdit::Kind::Rename, original(i), renamed(i), {}, {}}})) {
            std::fprintf(stderr, "rename %d was refused\n", i);
            return 1;
        }
    }
    const qint64 recordMs = clock.elapsed();
    static_cast<void>(document.index()); // the tree after the burst
    const qint64 recordAndTreeMs = clock.elapsed();

    static_cast<void>(document.archiveView()); // the tree shown, as before an undo in the window
    QThreadPool::globalInstance()->waitForDone(); // and the window idle, as a user's undo finds it

    clock.restart();
    document.undoStack()->undo();
    const qint64 undoEditMs = clock.elapsed();
    static_cast<void>(document.archiveView()); // the tree patched and shown anew
    const qint64 undoMs = clock.elapsed();
    QThreadPool::globalInstance()->waitForDone();
    clock.restart();
    document.undoStack()->redo();
    const qint64 redoEditMs = clock.elapsed();
    static_cast<void>(document.archiveView());
    const qint64 redoMs = clock.elapsed();

    const qint64 replayMs = replayAll(document.archive(), edits);
    std::printf("archive: %d entries; %d renames\n", entries, edits);
    std::printf("record %d renames: %lld ms (%lld ms with the tree rebuilt once)\n", edits,
        static_cast<long long>(recordMs), static_cast<long long>(recordAndTreeMs));
    std::printf("undo one: %lld ms, redo one: %lld ms (%lld ms and %lld ms with the tree shown anew)\n",
        static_cast<long long>(undoEditMs), static_cast<long long>(redoEditMs), static_cast<long long>(undoMs),
        static_cast<long long>(redoMs));
    std::printf("previous design, per edit, undo or save at %d pending: %lld ms (%.0fx the undo)\n", edits,
        static_cast<long long>(replayMs), undoMs > 0 ? double(replayMs) / double(undoMs) : 0.0);
    return 0;
}
