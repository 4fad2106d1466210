// SPDX-License-Identifier: GPL-3.0-or-later
// Time from a real level layout's bytes (CITY_04B.LAYOUT, 118 KB of UTF-16 text, from ../shared/corpus/tl2/layouts) to
// the first painted plan of its layout page: decoded and parsed by the content registry, planned, the page built with
// the text in its editor (coloured) and shown until the plan's viewport paints. Target (issue 28 §6): < 100 ms. No peer
// shows a layout's plan; the figure is absolute, with the parse alone beside it for scale. With the room-piece
// catalogue (issue 28 §5): the same, until the plan is painted again with its 99 room pieces looked up — once over the
// corpus mod as it is (its ROOMPIECES.RAW names CITY04.DAT / CITY05.DAT, which it does not ship: markers named by the
// level set), once over a made-up game tree in memory that has a level set with a [PIECE] and a mesh for every GUID
// (every piece named and drawn as its footprint; no DATA.PAK is here to read).
#include "BestOf.h"
#include "PaintWatcher.h"
#include "mwb/core/content/CompanionLookup.h"
#include "mwb/core/content/ContentRegistry.h"
#include "mwb/formats/tl2layout/LayoutContent.h"
#include "mwb/formats/tl2raw/RawFile.h"
#include "mwb/widgets/ContentPage.h"
#include "mwb/widgets/LayoutPage.h"
#include "mwb/widgets/LayoutPlanView.h"

#include <QApplication>
#include <QFile>
#include <QHash>
#include <QPlainTextDocumentLayout>
#include <QTextDocument>
#include <QtEndian>

#include <cstdio>

namespace {

/// An Ogre mesh of a 10 × 8 box: the header chunk, the mesh chunk and its bounds chunk.
QByteArray boxMesh()
{
    QByteArray bytes("\x00\x10[MeshSerializer_v1.41]\n", 25);
    const auto put = [&bytes](auto value) {
        char raw[sizeof(value)];
        qToLittleEndian(value, raw);
        bytes.append(raw, sizeof(value));
    };
    put(quint16(0x3000));
    put(quint32(6 + 1 + 34));
    bytes.append('\0');
    put(quint16(0x9000));
    put(quint32(34));
    for (const float value : {-5.0F, 0.0F, -4.0F, 5.0F, 3.0F, 4.0F, 7.0F})
        put(value);
    return bytes;
}

/// A game tree in memory for the pieces `raw` (the corpus ROOMPIECES.RAW) lists: each level set it names with one
/// [PIECE] per GUID naming its own mesh, and those meshes.
QHash<QString, QByteArray> madeUpGame(const QByteArray &raw)
{
    QHash<QString, QByteArray> files{{QStringLiteral("MEDIA/ROOMPIECES.RAW"), raw}};
    const auto parsed = mwb::formats::tl2raw::RawFile::parse(mwb::formats::tl2raw::RawKind::RoomPieces, raw);
    if (!parsed)
        return files;
    const QByteArray mesh = boxMesh();
    for (std::size_t i = 0; i < parsed->tables[0].records.size(); ++i) {
        const QString levelSet = parsed->tables[0].records[i].text(0);
        QString text = QStringLiteral("[LEVELSET]\n");
        for (const qint64 guid : parsed->tables[1].records[i].integers(0)) {
            const QString meshPath = QStringLiteral("MEDIA/LEVELSETS/PIECES/P%1.MESH").arg(guid);
            text += QStringLiteral("\t[PIECE]\n\t\t<STRING>NAME:P%1\n\t\t<INTEGER64>GUID:%1\n\t\t<STRING>FILE:%2\n"
                                   "\t[/PIECE]\n")
                        .arg(guid)
                        .arg(meshPath);
            files.insert(meshPath, mesh);
        }
        files.insert(levelSet.toUpper(), (text + QStringLiteral("[/LEVELSET]\n")).toUtf8());
    }
    return files;
}

/// Bytes → the first painted plan; with `sources`, the room pieces are looked up as the document would (the task
/// run at once, on this thread) and the time runs until the plan is painted with them.
/// `footprints`: how many plan items were drawn as their footprint.
double openPlan(const QString &path, const QByteArray &bytes, const mwb::content::CompanionSources *sources,
    int *footprints = nullptr)
{
    return mwb::bench::bestOf(5, [&] {
        QTextDocument document;
        document.setDocumentLayout(new QPlainTextDocumentLayout(&document));
        const auto prepared = mwb::widgets::prepareContent(mwb::content::parse(path, bytes));
        document.setPlainText(dynamic_cast<const mwb::content::TextContent &>(*prepared.content).text());
        std::unique_ptr<mwb::widgets::ContentPage> page(mwb::widgets::createContentPage(prepared, nullptr));
        auto *layoutPage = qobject_cast<mwb::widgets::LayoutPage *>(page.get());
        layoutPage->setTextDocument(&document);
        layoutPage->resize(1280, 760);
        std::function<void()> showPieces;
        if (sources) {
            QObject::connect(layoutPage, &mwb::widgets::ContentPage::companionTaskWanted,
                [&](const QString &, const mwb::widgets::CompanionTask &task) {
                    showPieces = task(*sources);
                });
            layoutPage->companionTasksAccepted();
        }
        mwb::bench::PaintWatcher watcher(layoutPage->planView()->viewport());
        layoutPage->show();
        while (!watcher.painted)
            QApplication::processEvents();
        if (showPieces) {
            watcher.painted = false;
            showPieces();
            while (!watcher.painted)
                QApplication::processEvents();
        }
        if (footprints) {
            *footprints = 0;
            for (const auto &item : layoutPage->planView()->plan().items)
                *footprints += item.footprint.empty() ? 0 : 1;
        }
    });
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const QString path = QStringLiteral(
        MWB_BENCH_TL2_CORPUS "/layouts/PhanboiGames+CYBER_MOD/MEDIA/LAYOUTS/CITY04/1X1SINGLE_ROOM/CITY_04B.LAYOUT");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "%s is missing (the corpus is not here)\n", qPrintable(path));
        return 1;
    }
    const QByteArray bytes = file.readAll();

    std::size_t objects = 0;
    const double parse = mwb::bench::bestOf(5, [&] {
        const auto content = mwb::content::parse(path, bytes);
        objects = dynamic_cast<const mwb::formats::tl2layout::LayoutContent &>(*content).plan().items.size();
    });
    const double open = openPlan(path, bytes, nullptr);
    const QString mod = QStringLiteral(MWB_BENCH_TL2_CORPUS "/PhanboiGames+CYBER_MOD");
    mwb::content::CompanionSources corpus;
    corpus.lookups.push_back(mwb::content::folderLookup(mod, qint64(64) << 20));
    const double withCorpus = openPlan(path, bytes, &corpus);
    QFile raw(mod + QStringLiteral("/MEDIA/ROOMPIECES.RAW"));
    const QHash<QString, QByteArray> game = madeUpGame(raw.open(QIODevice::ReadOnly) ? raw.readAll() : QByteArray());
    mwb::content::CompanionSources made;
    made.lookups.push_back([&game](const QString &wanted) -> mwb::Result<std::optional<QByteArray>> {
        const auto found = game.constFind(wanted);
        return found == game.constEnd() ? std::optional<QByteArray>() : std::optional(*found);
    });
    int footprints = 0;
    const double withGame = openPlan(path, bytes, &made, &footprints);
    std::printf("CITY_04B.LAYOUT, %lld bytes, %zu plan objects: bytes -> first painted plan %.1f ms (target < 100 ms); "
                "parse and plan alone %.1f ms\n"
                "with the room-piece catalogue: corpus mod (pieces named by level set) %.1f ms; a game tree with a "
                "level set and a mesh for each piece (%d files; %d pieces drawn as their footprint) %.1f ms\n",
        qlonglong(bytes.size()), objects, open, parse, withCorpus, int(game.size()), footprints, withGame);
    return 0;
}
