// SPDX-License-Identifier: GPL-3.0-or-later
// Time from a real level layout's bytes (CITY_04B.LAYOUT, 118 KB of UTF-16 text, from ../shared/corpus/tl2/layouts) to
// the first painted plan of its layout page: decoded and parsed by the content registry, planned, the page built with
// the text in its editor (coloured) and shown until the plan's viewport paints. Target (issue 28 §6): < 100 ms. No peer
// shows a layout's plan; the figure is absolute, with the parse alone beside it for scale.
#include "BestOf.h"
#include "PaintWatcher.h"
#include "mwb/core/content/ContentRegistry.h"
#include "mwb/formats/tl2layout/LayoutContent.h"
#include "mwb/widgets/ContentPage.h"
#include "mwb/widgets/LayoutPage.h"
#include "mwb/widgets/LayoutPlanView.h"

#include <QApplication>
#include <QFile>
#include <QPlainTextDocumentLayout>
#include <QTextDocument>

#include <cstdio>

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
    const double open = mwb::bench::bestOf(5, [&] {
        QTextDocument document;
        document.setDocumentLayout(new QPlainTextDocumentLayout(&document));
        const auto prepared = mwb::widgets::prepareContent(mwb::content::parse(path, bytes));
        document.setPlainText(dynamic_cast<const mwb::content::TextContent &>(*prepared.content).text());
        std::unique_ptr<mwb::widgets::ContentPage> page(mwb::widgets::createContentPage(prepared, nullptr));
        auto *layoutPage = qobject_cast<mwb::widgets::LayoutPage *>(page.get());
        layoutPage->setTextDocument(&document);
        layoutPage->resize(1280, 760);
        mwb::bench::PaintWatcher watcher(layoutPage->planView()->viewport());
        layoutPage->show();
        while (!watcher.painted)
            QApplication::processEvents();
    });
    std::printf("CITY_04B.LAYOUT, %lld bytes, %zu plan objects: bytes -> first painted plan %.1f ms (target < 100 ms); "
                "parse and plan alone %.1f ms\n",
        qlonglong(bytes.size()), objects, open, parse);
    return 0;
}
