// SPDX-License-Identifier: GPL-3.0-or-later
#include "DefaultBackend.h"
#include "MainWindow.h"
#include "MessagePresenter.h"
#include "controllers/FileController.h"
#include "controllers/ViewController.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTextStream>
#include <QTimer>
#include <QTranslator>

namespace {

/// Delay between "loaded" and the grab, so the tree and the docks have painted.
constexpr int kScreenshotDelayMs = 400;

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

void grabWhenReady(mwb::gui::MainWindow &window, const QString &file, bool waitForArchive)
{
    auto grab = [&window, file] {
        QTimer::singleShot(kScreenshotDelayMs, &window, [&window, file] {
            const bool saved = window.grab().save(file);
            if (!saved)
                qWarning("could not save the screenshot to %s", qUtf8Printable(file));
            QApplication::exit(saved ? 0 : 1);
        });
    };
    window.messages()->setInteractive(false);
    window.viewController()->resetLayout(); // docs show the default docks, not this user's saved layout
    if (!waitForArchive) {
        grab();
        return;
    }
    QObject::connect(&window, &mwb::gui::MainWindow::archiveChanged, &window, grab);
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
    parser.addOptions({langOption, shotOption, titleOption});
    parser.addPositionalArgument(QStringLiteral("file"),
        QCoreApplication::translate("main", "Archive to open (.MOD, .MPQ)."), QStringLiteral("[file]"));
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
    const QStringList files = parser.positionalArguments();
    if (parser.isSet(shotOption))
        grabWhenReady(window, parser.value(shotOption), !files.isEmpty());
    window.show();
    if (!files.isEmpty())
        window.fileController()->openFile(files.constFirst());
    return QApplication::exec();
}
