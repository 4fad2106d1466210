// SPDX-License-Identifier: GPL-3.0-or-later
#include "DefaultBackend.h"
#include "MainWindow.h"
#include "MessagePresenter.h"
#include "controllers/FileController.h"
#include "controllers/GridController.h"
#include "controllers/ViewController.h"
#include "mwb/widgets/ArchiveView.h"
#include "mwb/widgets/HeatmapPanel.h"
#include "mwb/widgets/HeatmapView.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTextStream>
#include <QTimer>
#include <QTranslator>

#include <memory>
#include <utility>

namespace {

/// Delay between "loaded" and the grab, so the tree and the docks have painted.
constexpr int kScreenshotDelayMs = 400;
/// Window size for --screenshot: room for the tree and both grid docks.
constexpr QSize kScreenshotSize(1360, 820);

void installTranslators(QApplication &app, const QLocale &locale)
{
    auto *qt = new QTranslator(&app); // Qt's own strings (dialog buttons, file dialogs)
    if (qt->load(
            locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(qt);
    auto *ours = new QTranslator(&app); // embedded at :/i18n/mwb_<lang>.qm
    if (ours->load(locale, QStringLiteral("mwb"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(ours);
}

/// What --screenshot waits for.
struct ShotPlan
{
    QString file; ///< the PNG to write
    bool waitForFile = false; ///< a file was given: wait until it is shown (archive, or grid baked)
    QString select; ///< entry path to select once the archive is open; a grid entry is waited for too
};

/// Fills the Cell group as if the pointer were on the first door (else the centre), so pictures show one.
void showSampleCell(mwb::gui::GridController &grids)
{
    const auto &document = grids.document();
    if (!document)
        return;
    const auto &doors = document->regions->doors();
    if (!doors.empty())
        grids.showCell(doors.front().x, doors.front().y);
    else
        grids.showCell(document->grid->width / 2, document->grid->height / 2);
}

void grabWhenReady(mwb::gui::MainWindow &window, const ShotPlan &plan)
{
    auto grabbed = std::make_shared<bool>(false);
    auto grab = [&window, file = plan.file, grabbed] {
        if (std::exchange(*grabbed, true))
            return; // an error box after the grid, or the other way round: one picture only
        QTimer::singleShot(kScreenshotDelayMs, &window, [&window, file] {
            const bool saved = window.grab().save(file);
            if (!saved)
                qWarning("could not save the screenshot to %s", qUtf8Printable(file));
            QApplication::exit(saved ? 0 : 1);
        });
    };
    window.messages()->setInteractive(false);
    window.viewController()->resetLayout(); // docs show the default docks, not this user's saved layout
    window.resize(kScreenshotSize);
    if (!plan.waitForFile) {
        grab();
        return;
    }
    QObject::connect(&window, &mwb::gui::MainWindow::archiveChanged, &window, [&window, plan, grab] {
        if (!plan.select.isEmpty() && !window.archiveView()->selectPath(plan.select))
            qWarning("no entry %s in the archive", qUtf8Printable(plan.select));
        if (!window.gridController()->isLoading())
            grab();
    });
    QObject::connect(window.gridController(), &mwb::gui::GridController::gridShown, &window, [&window, grab] {
        showSampleCell(*window.gridController());
        grab();
    });
    QObject::connect(window.messages(), &mwb::gui::MessagePresenter::presented, &window, grab);
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("ModWorkbench"));
    QApplication::setApplicationName(QStringLiteral("mwb"));
    QApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION_STRING));

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("main",
        "Mod Workbench: open, inspect, "
        "extract and pack game archives."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption langOption(QStringLiteral("lang"),
        QCoreApplication::translate("main", "User interface language, e.g. de or zh_CN."),
        QCoreApplication::translate("main", "code"));
    const QCommandLineOption shotOption(QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Save a PNG of the window once the file is loaded, then quit."),
        QCoreApplication::translate("main", "png"));
    const QCommandLineOption titleOption(QStringLiteral("print-title"),
        QCoreApplication::translate("main", "Print the translated window title and quit."));
    const QCommandLineOption selectOption(QStringLiteral("select"),
        QCoreApplication::translate("main", "Select this entry of the archive once it is open (a grid entry is "
                                            "shown as a heatmap)."),
        QCoreApplication::translate("main", "path"));
    const QCommandLineOption layersOption(QStringLiteral("layers"),
        QCoreApplication::translate("main", "Heatmap layers to show: walkable, regions, areas, images, lights, doors "
                                            "(comma-separated)."),
        QCoreApplication::translate("main", "list"));
    parser.addOptions({langOption, shotOption, titleOption, selectOption, layersOption});
    parser.addPositionalArgument(QStringLiteral("file"),
        QCoreApplication::translate("main", "File to open (.MOD, MPQ, Mir .map, TL2 .MPP)."),
        QStringLiteral("[file]"));
    parser.process(app);

    if (parser.isSet(langOption))
        QLocale::setDefault(QLocale(parser.value(langOption))); // numbers and sizes follow the chosen language
    installTranslators(app, QLocale());
    QApplication::setApplicationDisplayName(QCoreApplication::translate("main", "Mod Workbench"));

    mwb::gui::MainWindow window(mwb::gui::defaultBackend());
    if (parser.isSet(titleOption)) {
        QTextStream(stdout) << window.windowTitle() << Qt::endl;
        return 0;
    }
    if (parser.isSet(layersOption)
        && !window.gridController()->panel()->view()->setLayersByKey(
            parser.value(layersOption).split(QLatin1Char(','), Qt::SkipEmptyParts))) {
        QTextStream(stderr) << QCoreApplication::translate("main", "Unknown layer in “%1”.")
                                   .arg(parser.value(layersOption))
                            << Qt::endl;
        return 2;
    }
    const QStringList files = parser.positionalArguments();
    if (parser.isSet(shotOption))
        grabWhenReady(window, {parser.value(shotOption), !files.isEmpty(), parser.value(selectOption)});
    else if (parser.isSet(selectOption))
        QObject::connect(&window, &mwb::gui::MainWindow::archiveChanged, &window,
            [&window, path = parser.value(selectOption)] { window.archiveView()->selectPath(path); },
            Qt::SingleShotConnection);
    window.show();
    if (!files.isEmpty())
        window.fileController()->openFile(files.constFirst());
    return QApplication::exec();
}
