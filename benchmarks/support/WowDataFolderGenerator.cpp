// SPDX-License-Identifier: GPL-3.0-or-later
#include "WowDataFolderGenerator.h"

#include "mwb/core/Progress.h"
#include "mwb/formats/mpq/MpqWriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QtEndian>

namespace mwb::bench {

const QStringList &wowBenchArchives()
{
    static const QStringList names{QStringLiteral("common-2.MPQ"), QStringLiteral("common.MPQ"),
        QStringLiteral("lichking.MPQ"), QStringLiteral("expansion.MPQ"), QStringLiteral("enUS/locale-enUS.MPQ"),
        QStringLiteral("enUS/patch-enUS.MPQ"), QStringLiteral("patch.MPQ"), QStringLiteral("patch-2.MPQ"),
        QStringLiteral("patch-3.MPQ"), QStringLiteral("patch-4.MPQ"), QStringLiteral("patch-5.MPQ"),
        QStringLiteral("patch-6.MPQ"), QStringLiteral("patch-7.MPQ"), QStringLiteral("patch-8.MPQ"),
        QStringLiteral("patch-9.MPQ"), QStringLiteral("patch-A.MPQ")};
    return names;
}

bool generateWowDataFolder(
    const QString &data, int archives, int entries, const QMap<QString, QMap<QString, QByteArray>> &extra)
{
    const QStringList &names = wowBenchArchives();
    const int perArchive = entries / archives;
    const int shared = perArchive / 2;
    for (int a = 0; a < archives; ++a) {
        auto writer = formats::mpq::MpqWriter::create(formats::mpq::MpqWriteOptions{});
        if (!writer)
            return false;
        for (int i = 0; i < perArchive; ++i) {
            const QString name = i < shared
                ? QStringLiteral("World\\Shared\\Dir%1\\File%2.blp").arg(i % 200).arg(i)
                : QStringLiteral("World\\Archive%1\\Dir%2\\File%3.m2").arg(a).arg(i % 100).arg(i);
            const QByteArray content = QStringLiteral("%1 %2").arg(a).arg(i).toUtf8();
            if (!(*writer)->add(name, EntrySource::fromBytes(content)))
                return false;
        }
        const QString &archive = names[a % names.size()];
        const QMap<QString, QByteArray> files = extra.value(archive);
        for (auto file = files.begin(); file != files.end(); ++file) {
            if (!(*writer)->add(file.key(), EntrySource::fromBytes(file.value())))
                return false;
        }
        const QString path = QDir(data).filePath(archive);
        QDir().mkpath(QFileInfo(path).absolutePath());
        SilentProgress progress;
        if (!(*writer)->commit(path, progress))
            return false;
    }
    return true;
}

WowBenchOptions parseWowBenchOptions(QCommandLineParser &parser)
{
    parser.addOptions({{QStringLiteral("reps"), QStringLiteral("Runs per figure."), QStringLiteral("N"),
                           QStringLiteral("5")},
        {QStringLiteral("entries"), QStringLiteral("Entries in all."), QStringLiteral("N"), QStringLiteral("200000")},
        {QStringLiteral("folder"), QStringLiteral("Generate the Data folder here (kept; reused when it exists)."),
            QStringLiteral("DIR")}});
    parser.process(*QCoreApplication::instance());
    return {qMax(1, parser.value(QStringLiteral("reps")).toInt()), parser.value(QStringLiteral("entries")).toInt(),
        parser.value(QStringLiteral("folder"))};
}

QByteArray spellIconTable(const QStringList &paths)
{
    QByteArray strings(1, '\0');
    QByteArray records;
    const auto u32 = [](QByteArray &out, quint32 value) {
        char bytes[4];
        qToLittleEndian(value, bytes);
        out.append(bytes, 4);
    };
    for (qsizetype i = 0; i < paths.size(); ++i) {
        u32(records, quint32(i + 1));
        u32(records, quint32(strings.size()));
        strings += paths[i].toUtf8() + '\0';
    }
    QByteArray table("WDBC");
    for (const quint32 value : {quint32(paths.size()), 2U, 8U, quint32(strings.size())})
        u32(table, value);
    return table + records + strings;
}

} // namespace mwb::bench
