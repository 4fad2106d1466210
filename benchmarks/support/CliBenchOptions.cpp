// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliBenchOptions.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace mwb::bench {

CliBenchOptions processCliBenchOptions(
    QCommandLineParser &parser, const QCoreApplication &app, const QString &defaultCli)
{
    parser.addHelpOption();
    const QCommandLineOption mebibytes(QStringLiteral("mebibytes"), QStringLiteral("Mod folder size (MiB)."),
        QStringLiteral("N"), QStringLiteral("300"));
    const QCommandLineOption reps(QStringLiteral("reps"), QStringLiteral("Runs per step (the median is shown)."),
        QStringLiteral("N"), QStringLiteral("5"));
    const QCommandLineOption cli(
        QStringLiteral("cli"), QStringLiteral("The mwb-cli to run."), QStringLiteral("PATH"), defaultCli);
    parser.addOptions({mebibytes, reps, cli});
    parser.process(app);
    return {
        parser.value(mebibytes).toLongLong() * 1024 * 1024, std::max(1, parser.value(reps).toInt()), parser.value(cli)};
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace mwb::bench
