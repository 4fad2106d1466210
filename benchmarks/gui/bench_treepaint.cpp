// SPDX-License-Identifier: GPL-3.0-or-later
// Time from "open this file" to the first painted frame of the archive tree, for a generated .MOD with 100k
// entries, and the time to apply a filter; the peer is a QStandardItemModel tree of the same paths built from the
// same parsed archive. The archive is generated once per run in a temporary folder.
#include "DefaultBackend.h"
#include "ModFolderGenerator.h"
#include "MainWindow.h"
#include "MessagePresenter.h"
#include "documents/ArchiveDocument.h"
#include "documents/DocumentManager.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2mod/ModFolder.h"
#include "mwb/formats/tl2mod/ModPacker.h"
#include "mwb/widgets/ArchiveView.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QHash>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

/// Notices the first paint of the viewport of a tree while its model has rows (the tree is watched once it exists).
class PaintWatcher : public QObject
{
public:
    void watch(QTreeView *view)
    {
        m_view = view;
        view->viewport()->installEventFilter(this);
    }

    /// Runs the event loop until that paint (sleeping between events, as the application does: a loop that polls
    /// would take a core from the work it waits for).
    void waitForPaint()
    {
        if (!m_painted)
            m_loop.exec();
    }

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && m_view->model() && m_view->model()->rowCount() > 0) {
            m_painted = true;
            m_loop.quit();
        }
        return false;
    }

private:
    QTreeView *m_view = nullptr;
    QEventLoop m_loop;
    bool m_painted = false;
};


struct Timing
{
    qint64 firstPaintMs = 0;
    qint64 filterMs = 0;
};

/// Opens `inputs` as the command line does (one archive, or a stack) until the tree's first paint, then filters.
Timing timeWorkbench(const QStringList &inputs)
{
    mwb::gui::MainWindow window(mwb::gui::defaultBackend());
    window.messages()->setInteractive(false);
    window.resize(1200, 800);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        std::fprintf(stderr, "the window was not exposed\n");
    PaintWatcher watcher;
    QObject::connect(&window.documents(), &mwb::gui::DocumentManager::documentOpened, &window,
        [&watcher](mwb::gui::Document *document) {
            if (auto *archive = qobject_cast<mwb::gui::ArchiveDocument *>(document))
                watcher.watch(archive->archiveView()->treeView());
        });

    QElapsedTimer clock;
    clock.start();
    window.openFiles(inputs);
    watcher.waitForPaint();
    Timing timing;
    timing.firstPaintMs = clock.elapsed();

    mwb::ArchiveView *view = window.documents().currentArchive()->archiveView();
    QSignalSpy filtered(view, &mwb::ArchiveView::filterApplied);
    view->filterEdit()->setText(QStringLiteral("ITEM_9999"));
    if (!filtered.wait(60000))
        std::fprintf(stderr, "the filter did not finish\n");
    timing.filterMs = filtered.first().at(1).toLongLong();
    return timing;
}

/// The peer: parse with the same codec, then one QStandardItem per path component, then the first paint.
Timing timePeer(const QString &path)
{
    QElapsedTimer clock;
    clock.start();
    auto archive = mwb::formats::tl2mod::ModArchive::open(path);
    if (!archive)
        return {};
    QStandardItemModel model;
    QHash<QString, QStandardItem *> folders;
    for (const auto &record : (*archive)->records()) {
        if (record.isDirectory())
            continue;
        const QStringList parts = record.path().split(QLatin1Char('/'));
        QStandardItem *parent = model.invisibleRootItem();
        QString key;
        for (qsizetype i = 0; i + 1 < parts.size(); ++i) {
            key += parts[i] + QLatin1Char('/');
            QStandardItem *&folder = folders[key];
            if (!folder) {
                folder = new QStandardItem(parts[i]);
                parent->appendRow(folder);
            }
            parent = folder;
        }
        parent->appendRow({new QStandardItem(parts.last()), new QStandardItem(QString::number(record.size))});
    }
    model.sort(0);
    QTreeView view;
    view.resize(1200, 800);
    view.setModel(&model);
    view.expandToDepth(1);
    PaintWatcher watcher;
    watcher.watch(&view);
    view.show();
    watcher.waitForPaint();
    Timing timing;
    timing.firstPaintMs = clock.elapsed();
    return timing;
}

qint64 median(std::vector<qint64> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QCommandLineParser parser;
    parser.addOptions({{QStringLiteral("entries"), QStringLiteral("Entries in the generated mod."), QStringLiteral("n"),
                           QStringLiteral("100000")},
        {QStringLiteral("reps"), QStringLiteral("Repetitions (median reported)."), QStringLiteral("n"),
            QStringLiteral("5")},
        {QStringLiteral("archive"), QStringLiteral("Use this archive instead of generating one."), QStringLiteral("path")},
        {QStringLiteral("keep"), QStringLiteral("Generate into this folder and keep the archive."), QStringLiteral("dir")},
        {QStringLiteral("stack"),
            QStringLiteral("Open this WoW Data folder as a stack instead (e.g. the one bench_stack --folder keeps); no "
                           "peer."),
            QStringLiteral("dir")}});
    parser.process(app);
    const int entries = parser.value(QStringLiteral("entries")).toInt();
    const int reps = std::max(1, parser.value(QStringLiteral("reps")).toInt());

    if (parser.isSet(QStringLiteral("stack"))) {
        std::vector<qint64> paints;
        std::vector<qint64> filters;
        for (int rep = 0; rep < reps; ++rep) {
            const Timing workbench = timeWorkbench({parser.value(QStringLiteral("stack"))});
            paints.push_back(workbench.firstPaintMs);
            filters.push_back(workbench.filterMs);
        }
        std::printf("| stack (median of %d) | open → first paint of the tree | filter |\n|---|---:|---:|\n", reps);
        std::printf("| %s | %lld ms | %lld ms |\n", qPrintable(parser.value(QStringLiteral("stack"))), median(paints),
            median(filters));
        return 0;
    }

    QTemporaryDir dir;
    QElapsedTimer clock;
    clock.start();
    const QString keep = parser.value(QStringLiteral("keep"));
    const QString path = parser.isSet(QStringLiteral("archive"))
        ? parser.value(QStringLiteral("archive"))
        : mwb::bench::generateManyFileMod(keep.isEmpty() ? dir.path() : keep, entries);
    if (path.isEmpty()) {
        std::fprintf(stderr, "could not generate the benchmark mod\n");
        return 1;
    }
    std::printf("%s: %lld bytes, ready in %lld ms\n", qPrintable(path), QFileInfo(path).size(), clock.elapsed());

    std::vector<qint64> ours;
    std::vector<qint64> filters;
    std::vector<qint64> peer;
    for (int rep = 0; rep < reps; ++rep) {
        const Timing workbench = timeWorkbench({path});
        ours.push_back(workbench.firstPaintMs);
        filters.push_back(workbench.filterMs);
        peer.push_back(timePeer(path).firstPaintMs);
    }
    const qint64 oursMs = median(ours);
    const qint64 peerMs = median(peer);
    std::printf("| measure (median of %d) | workbench | QStandardItemModel peer | ratio (peer / ours) |\n", reps);
    std::printf("|---|---:|---:|---:|\n");
    std::printf("| open → first paint of the tree | %lld ms | %lld ms | %.2f× |\n", oursMs, peerMs,
        oursMs > 0 ? double(peerMs) / double(oursMs) : 0.0);
    std::printf("| filter \"ITEM_9999\" | %lld ms | — | — |\n", median(filters));
    return 0;
}
