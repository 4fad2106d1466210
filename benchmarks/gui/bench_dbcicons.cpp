// SPDX-License-Identifier: GPL-3.0-or-later
// The icons of a SpellIcon table page: time from the table's bytes to the first painted screen with the icon column
// asking for its icons (as the window shows it) against the same page asking for none (as it was before icons),
// and the time until every icon of that screen is read, decoded and painted. The table is generated (22,224 rows,
// each naming its own icon); each icon the page asks for is answered from memory on the next event-loop turn (the
// document's read job, without the archive) with a 64×64 BLP: the corpus's INV_LichKing_Belt.blp (DXT3) when
// present, else a generated palettized one.
#include "BestOf.h"
#include "PaintWatcher.h"
#include "WowFixtures.h"
#include "mwb/core/content/ContentRegistry.h"
#include "mwb/widgets/DbcIconCache.h"
#include "mwb/widgets/DbcTableModel.h"
#include "mwb/widgets/DbcTableView.h"
#include "mwb/widgets/TablePage.h"

#include <QApplication>
#include <QFile>
#include <QTableView>
#include <QTimer>

#include <cstdio>

namespace {

constexpr quint32 kRows = 22224;

QByteArray iconBlp()
{
    QFile corpus(QStringLiteral(MWB_BENCH_WOW_CORPUS "/blp/nini_INV_LichKing_Belt.blp"));
    if (corpus.open(QIODevice::ReadOnly))
        return corpus.readAll();
    return mwb::test::patternBlp(64, 64);
}

enum class Icons { None, FirstPaint, AllPainted };

/// Milliseconds from the bytes to the page's first paint (Icons::None, Icons::FirstPaint), or to the paint that shows
/// every icon the first screen asked for (Icons::AllPainted); `asked` is how many were asked.
double showPage(const QByteArray &table, const QByteArray &blp, Icons icons, int &asked)
{
    QElapsedTimer timer;
    timer.start();
    mwb::widgets::TablePage page(mwb::content::parse(QStringLiteral("DBFilesClient/SpellIcon.dbc"), table));
    page.resize(1000, 700);
    mwb::widgets::DbcTableModel *model = page.tableView()->model();
    mwb::widgets::DbcIconCache *cache = model->icons();
    model->setIconsAsked(icons != Icons::None);
    int wanted = 0;
    int shown = 0;
    QObject::connect(cache, &mwb::widgets::DbcIconCache::wanted, cache, [&wanted, cache, blp](const QString &path) {
        ++wanted;
        QTimer::singleShot(0, cache, [cache, path, blp] {
            cache->deliver(path, blp);
        });
    });
    mwb::bench::PaintWatcher watcher(page.tableView()->tableView()->viewport());
    QObject::connect(cache, &mwb::widgets::DbcIconCache::iconChanged, cache, [&shown, &watcher] {
        ++shown;
        watcher.painted = false;
    });
    page.show();
    while (!watcher.painted)
        QApplication::processEvents();
    if (icons == Icons::AllPainted) {
        while (wanted == 0 || shown < wanted || !watcher.painted) // a paint after the last icon came
            QApplication::processEvents();
    }
    asked = wanted;
    return double(timer.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    std::vector<std::pair<quint32, QByteArray>> rows;
    for (quint32 id = 1; id <= kRows; ++id)
        rows.emplace_back(id, "Interface\\Icons\\Icon_" + QByteArray::number(id));
    const QByteArray table = mwb::test::spellIconDbc(rows);
    const QByteArray blp = iconBlp();

    int asked = 0;
    const auto best = [&](Icons icons) {
        double fastest = 1e300;
        for (int rep = 0; rep < 7; ++rep)
            fastest = std::min(fastest, showPage(table, blp, icons, asked));
        return fastest;
    };
    const double none = best(Icons::None);
    const double first = best(Icons::FirstPaint);
    const double all = best(Icons::AllPainted);
    std::printf("SpellIcon.dbc, %u rows, %d icons on the first screen: first paint without icons %.1f ms, with icons "
                "%.1f ms (ratio %.3f); every icon of the screen painted %.1f ms\n",
        kRows, asked, none, first, first / none, all);
    return 0;
}
