// SPDX-License-Identifier: GPL-3.0-or-later
#include "DefaultBackend.h"
#include "MainWindow.h"
#include "MessagePresenter.h"
#include "ScreenshotDriver.h"
#include "mwb/formats/grid/HeatmapBaker.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTextStream>
#include <QTranslator>

namespace {

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
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Mod Workbench: open, inspect, edit, extract and pack game archives."));
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
        QCoreApplication::translate("main", "Select this entry of the archive once it is open."),
        QCoreApplication::translate("main", "path"));
    const QCommandLineOption layersOption(QStringLiteral("layers"),
        QCoreApplication::translate("main", "Heatmap layers to show: walkable, regions, areas, images, lights, doors "
                                            "(comma-separated)."),
        QCoreApplication::translate("main", "list"));
    const QCommandLineOption raiseOption(QStringLiteral("raise"),
        QCoreApplication::translate("main", "With --screenshot: bring this dock to the front (structure, hex, jobs, "
                                            "layers)."),
        QCoreApplication::translate("main", "dock"));
    const QCommandLineOption compareOption(QStringLiteral("compare"),
        QCoreApplication::translate("main", "With --screenshot: compare the file with this archive or folder and save "
                                            "the comparison (with --select: the change whose content is shown)."),
        QCoreApplication::translate("main", "path"));
    const QCommandLineOption conflictsOption(QStringLiteral("conflicts"),
        QCoreApplication::translate("main", "With --screenshot: show the conflicts of the mods opened as a stack and "
                                            "save the Conflicts dialog."));
    const QCommandLineOption doctorOption(QStringLiteral("doctor"),
        QCoreApplication::translate("main", "With --screenshot: save the window once the Doctor dock lists the "
                                            "findings of the WoW Data folder opened."));
    const QCommandLineOption translateOption(QStringLiteral("translate"),
        QCoreApplication::translate("main", "With --screenshot: show Mod › Translate… of the mod into this language "
                                            "and save the Translate window."),
        QCoreApplication::translate("main", "language"));
    const QCommandLineOption poOption(QStringLiteral("po"),
        QCoreApplication::translate("main", "With --translate: merge this PO file into the strings first."),
        QCoreApplication::translate("main", "file"));
    const QCommandLineOption editOption(QStringLiteral("edit"),
        QCoreApplication::translate("main", "With --screenshot: change this cell of the table first, as "
                                            "ID.COLUMN=VALUE (not saved)."),
        QCoreApplication::translate("main", "cell"));
    const QCommandLineOption addIconsOption(QStringLiteral("add-icons"),
        QCoreApplication::translate("main", "With --screenshot: show the preview of WoW › Add Icons… of these images "
                                            "(comma-separated) on the WoW Data folder opened and save it."),
        QCoreApplication::translate("main", "images"));
    parser.addOptions({langOption, shotOption, titleOption, selectOption, layersOption, raiseOption, compareOption,
        conflictsOption, doctorOption, translateOption, poOption, editOption, addIconsOption});
    parser.addPositionalArgument(QStringLiteral("file"),
        QCoreApplication::translate("main",
            "File to open (.MOD, MPQ, Mir .map, TL2 .MPP, or any file), or ARCHIVE::ENTRY for one entry of an "
            "archive; several archives open as a stack (the last one wins), a folder as a WoW client's Data folder."),
        QStringLiteral("[file…]"));
    parser.process(app);
    QApplication::setApplicationDisplayName(QCoreApplication::translate("main", "Mod Workbench"));

    if (parser.isSet(layersOption) && !mwb::formats::grid::parseHeatmapLayers(parser.value(layersOption))) {
        QTextStream(stderr) << QCoreApplication::translate("main", "Unknown layer in “%1”.")
                                   .arg(parser.value(layersOption))
                            << Qt::endl;
        return 2;
    }
    mwb::gui::MainWindow window(mwb::gui::defaultBackend());
    if (parser.isSet(titleOption)) {
        QTextStream(stdout) << window.windowTitle() << Qt::endl;
        return 0;
    }
    const QStringList files = parser.positionalArguments();
    mwb::gui::ScreenshotPlan plan;
    plan.file = parser.value(shotOption);
    plan.inputs = files;
    plan.select = parser.value(selectOption);
    plan.raise = parser.value(raiseOption);
    plan.layers = parser.value(layersOption);
    plan.compare = parser.value(compareOption);
    plan.conflicts = parser.isSet(conflictsOption);
    plan.doctor = parser.isSet(doctorOption);
    plan.translate = parser.value(translateOption);
    plan.po = parser.value(poOption);
    plan.edit = parser.value(editOption);
    plan.addIcons = parser.value(addIconsOption).split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (!plan.file.isEmpty())
        mwb::gui::ScreenshotDriver::start(window, plan);
    else if (!plan.select.isEmpty() || !plan.layers.isEmpty())
        mwb::gui::ScreenshotDriver::selectWhenOpen(window, plan);
    window.show();
    window.openFiles(files);
    return QApplication::exec();
}
