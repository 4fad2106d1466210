// SPDX-License-Identifier: GPL-3.0-or-later
#include "DefaultBackend.h"
#include "MainWindow.h"
#include "MessagePresenter.h"
#include "controllers/CompareController.h"
#include "controllers/ConflictsController.h"
#include "controllers/FileController.h"
#include "controllers/GridController.h"
#include "controllers/InspectorController.h"
#include "controllers/StackController.h"
#include "controllers/ViewController.h"
#include "dialogs/CompareDialog.h"
#include "dialogs/ConflictsDialog.h"
#include "mwb/widgets/ArchiveView.h"
#include "mwb/widgets/HeatmapPanel.h"
#include "mwb/widgets/HeatmapView.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QTextStream>
#include <QTimer>
#include <QTranslator>
#include <QTreeView>

#include <memory>
#include <utility>

namespace {

/// Delay between "loaded" and the grab, so the tree and the docks have painted.
constexpr int kScreenshotDelayMs = 400;
/// Window size for --screenshot: room for the tree and both grid docks.
constexpr QSize kScreenshotSize(1360, 820);

/// One of the window's controllers (they are its children), for the screenshot driver.
template <typename Controller>
Controller &controllerOf(const mwb::gui::MainWindow &window)
{
    return *window.findChild<Controller *>(QString(), Qt::FindDirectChildrenOnly);
}

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

/// The value of --lang (`--lang X` or `--lang=X`), read before the command line is parsed so that --help is
/// already in the chosen language.
QString languageArgument(const QStringList &arguments)
{
    const QString option = QStringLiteral("--lang");
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments.at(i) == option && i + 1 < arguments.size())
            return arguments.at(i + 1);
        if (arguments.at(i).startsWith(option + QLatin1Char('=')))
            return arguments.at(i).mid(option.size() + 1);
    }
    return {};
}

/// What --screenshot waits for.
struct ShotPlan
{
    QString file; ///< the PNG to write
    bool waitForFile = false; ///< a file was given: wait until it is shown (archive, grid baked, or inspected)
    QString select; ///< entry path to select once the archive is open; its inspection (or grid) is waited for
    QString raise; ///< dock to bring to the front of its tab group when the file is shown ("preview": previewDock)
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

/// Brings the dock `name` ("preview" for "previewDock") to the front of its tab group.
void raiseDock(mwb::gui::MainWindow &window, const QString &name)
{
    if (auto *dock = window.findChild<QDockWidget *>(name + QStringLiteral("Dock")))
        dock->raise();
    else
        qWarning("no dock %s", qUtf8Printable(name));
}

/// Saves a PNG of `widget` to `file` once it has settled, then quits (with 1 when it cannot be saved).
void saveGrabAndQuit(QWidget *widget, const QString &file)
{
    QTimer::singleShot(kScreenshotDelayMs, widget, [widget, file] {
        const bool saved = widget->grab().save(file);
        if (!saved)
            qWarning("could not save the screenshot to %s", qUtf8Printable(file));
        QApplication::exit(saved ? 0 : 1);
    });
}

void grabWhenReady(mwb::gui::MainWindow &window, const ShotPlan &plan)
{
    auto grabbed = std::make_shared<bool>(false);
    auto grab = [&window, file = plan.file, raise = plan.raise, grabbed] {
        if (std::exchange(*grabbed, true))
            return; // an error box after the grid, or the other way round: one picture only
        if (!raise.isEmpty()) // now: opening the file switched to its layout
            raiseDock(window, raise);
        saveGrabAndQuit(&window, file);
    };
    window.messages()->setInteractive(false);
    auto &layouts = controllerOf<mwb::gui::ViewController>(window);
    layouts.setUseSavedLayouts(false); // docs show the default layouts, not this user's
    window.resize(kScreenshotSize);
    layouts.resetLayout();
    if (!plan.waitForFile) {
        grab();
        return;
    }
    QObject::connect(&window, &mwb::gui::MainWindow::archiveChanged, &window, [&window, plan, grab] {
        if (!window.archive())
            return; // a standalone file: its inspection is waited for below
        if (plan.select.isEmpty())
            grab();
        else if (!window.archiveView()->selectPath(plan.select)) {
            qWarning("no entry %s in the archive", qUtf8Printable(plan.select));
            grab();
        } else { // a stack's file shows its "also in" rows; the entry's inspection (and its grid) is waited for below
            QTreeView *tree = window.archiveView()->treeView();
            tree->expand(tree->currentIndex().siblingAtColumn(0));
        }
    });
    auto &grids = controllerOf<mwb::gui::GridController>(window);
    QObject::connect(&controllerOf<mwb::gui::InspectorController>(window), &mwb::gui::InspectorController::inspected,
        &window, [&window, &grids, plan, grab](const mwb::gui::Inspection &shown) {
            const QString &file = window.standaloneFile();
            const bool selected
                = !plan.select.isEmpty() && shown.entryPath.compare(plan.select, Qt::CaseInsensitive) == 0;
            const bool standalone = !file.isEmpty() && shown.filePath == file;
            if ((selected || standalone) && !grids.isLoading())
                grab();
        });
    QObject::connect(&grids, &mwb::gui::GridController::gridShown, &window, [&grids, grab] {
        showSampleCell(grids);
        grab();
    });
    QObject::connect(window.messages(), &mwb::gui::MessagePresenter::presented, &window, grab);
}

/// --screenshot with --compare: once the archive is open, compares it with `other`, selects `select` in the result
/// (and waits for its drill-down), saves a PNG of the comparison dialog and quits; an error quits with 1.
void grabComparisonWhenReady(
    mwb::gui::MainWindow &window, const QString &file, const QString &other, const QString &select)
{
    using mwb::gui::CompareDialog;
    window.messages()->setInteractive(false);
    QObject::connect(window.messages(), &mwb::gui::MessagePresenter::presented, &window, [] { QApplication::exit(1); });
    QObject::connect(&window, &mwb::gui::MainWindow::archiveChanged, &window,
        [&window, other] { controllerOf<mwb::gui::CompareController>(window).compareWith(other); }, Qt::SingleShotConnection);
    const auto compared = [&window, file, select] {
        auto *dialog = window.findChild<CompareDialog *>();
        const auto save = [dialog, file] { saveGrabAndQuit(dialog, file); };
        if (select.isEmpty()) {
            save();
            return;
        }
        QObject::connect(dialog, &CompareDialog::contentShown, dialog, save, Qt::SingleShotConnection);
        if (!dialog->selectPath(select)) {
            qWarning("no change at %s", qUtf8Printable(select));
            QApplication::exit(1);
        }
    };
    QObject::connect(&controllerOf<mwb::gui::CompareController>(window), &mwb::gui::CompareController::compared, &window, compared);
}

/// --screenshot with --conflicts: once the stack of mods is open, analyzes their conflicts, saves a PNG of the
/// Conflicts dialog and quits; an error quits with 1.
void grabConflictsWhenReady(mwb::gui::MainWindow &window, const QString &file)
{
    using mwb::gui::ConflictsController;
    window.messages()->setInteractive(false);
    QObject::connect(window.messages(), &mwb::gui::MessagePresenter::presented, &window, [] { QApplication::exit(1); });
    auto &conflicts = controllerOf<ConflictsController>(window);
    QObject::connect(&window, &mwb::gui::MainWindow::archiveChanged, &window,
        [&conflicts] { conflicts.showConflicts(); }, Qt::SingleShotConnection);
    QObject::connect(&conflicts, &ConflictsController::analyzed, &window,
        [&window, file] { saveGrabAndQuit(window.findChild<mwb::gui::ConflictsDialog *>(), file); });
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("ModWorkbench"));
    QApplication::setApplicationName(QStringLiteral("mwb"));
    QApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION_STRING));
    if (const QString language = languageArgument(QApplication::arguments()); !language.isEmpty())
        QLocale::setDefault(QLocale(language)); // numbers and sizes follow the chosen language
    installTranslators(app, QLocale());

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
    const QCommandLineOption raiseOption(QStringLiteral("raise"),
        QCoreApplication::translate("main", "With --screenshot: bring this dock to the front (structure, preview, "
                                            "hex, heatmap, properties, jobs)."),
        QCoreApplication::translate("main", "dock"));
    const QCommandLineOption compareOption(QStringLiteral("compare"),
        QCoreApplication::translate("main", "With --screenshot: compare the file with this archive or folder and save "
                                            "the comparison (with --select: the change whose content is shown)."),
        QCoreApplication::translate("main", "path"));
    const QCommandLineOption conflictsOption(QStringLiteral("conflicts"),
        QCoreApplication::translate("main", "With --screenshot: show the conflicts of the mods opened as a stack and "
                                            "save the Conflicts dialog."));
    parser.addOptions({langOption, shotOption, titleOption, selectOption, layersOption, raiseOption, compareOption,
        conflictsOption});
    parser.addPositionalArgument(QStringLiteral("file"),
        QCoreApplication::translate("main",
            "File to open (.MOD, MPQ, Mir .map, TL2 .MPP, or any file to inspect); several archives open as a stack "
            "(the last one wins), a folder as a WoW client's Data folder."),
        QStringLiteral("[file…]"));
    parser.process(app);
    QApplication::setApplicationDisplayName(QCoreApplication::translate("main", "Mod Workbench"));

    mwb::gui::MainWindow window(mwb::gui::defaultBackend());
    if (parser.isSet(titleOption)) {
        QTextStream(stdout) << window.windowTitle() << Qt::endl;
        return 0;
    }
    if (parser.isSet(layersOption)
        && !controllerOf<mwb::gui::GridController>(window).panel()->view()->setLayersByKey(parser.value(layersOption))) {
        QTextStream(stderr) << QCoreApplication::translate("main", "Unknown layer in “%1”.")
                                   .arg(parser.value(layersOption))
                            << Qt::endl;
        return 2;
    }
    const QStringList files = parser.positionalArguments();
    if (parser.isSet(shotOption) && parser.isSet(conflictsOption))
        grabConflictsWhenReady(window, parser.value(shotOption));
    else if (parser.isSet(shotOption) && parser.isSet(compareOption))
        grabComparisonWhenReady(
            window, parser.value(shotOption), parser.value(compareOption), parser.value(selectOption));
    else if (parser.isSet(shotOption))
        grabWhenReady(window,
            {parser.value(shotOption), !files.isEmpty(), parser.value(selectOption), parser.value(raiseOption)});
    else if (parser.isSet(selectOption))
        QObject::connect(&window, &mwb::gui::MainWindow::archiveChanged, &window,
            [&window, path = parser.value(selectOption)] { window.archiveView()->selectPath(path); },
            Qt::SingleShotConnection);
    window.show();
    window.openFiles(files);
    return QApplication::exec();
}
