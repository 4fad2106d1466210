// SPDX-License-Identifier: GPL-3.0-or-later
#include "WowDataFolderGenerator.h"

#include "mwb/core/Progress.h"
#include "mwb/formats/mpq/MpqWriter.h"

#include <QDir>
#include <QFileInfo>

namespace mwb::bench {

const QStringList &wowArchiveNames()
{
    static const QStringList names{QStringLiteral("common-2.MPQ"), QStringLiteral("common.MPQ"),
        QStringLiteral("lichking.MPQ"), QStringLiteral("expansion.MPQ"), QStringLiteral("enUS/locale-enUS.MPQ"),
        QStringLiteral("enUS/patch-enUS.MPQ"), QStringLiteral("patch.MPQ"), QStringLiteral("patch-2.MPQ"),
        QStringLiteral("patch-3.MPQ"), QStringLiteral("patch-4.MPQ"), QStringLiteral("patch-5.MPQ"),
        QStringLiteral("patch-6.MPQ"), QStringLiteral("patch-7.MPQ"), QStringLiteral("patch-8.MPQ"),
        QStringLiteral("patch-9.MPQ"), QStringLiteral("patch-A.MPQ")};
    return names;
}

bool generateWowDataFolder(const QString &data, int archives, int entries)
{
    const QStringList &names = wowArchiveNames();
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
        const QString path = QDir(data).filePath(names[a % names.size()]);
        QDir().mkpath(QFileInfo(path).absolutePath());
        SilentProgress progress;
        if (!(*writer)->commit(path, progress))
            return false;
    }
    return true;
}

} // namespace mwb::bench
