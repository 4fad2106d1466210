// SPDX-License-Identifier: GPL-3.0-or-later
#include "GameArchive.h"

#include "mwb/core/Archive.h"
#include "mwb/core/FormatRegistry.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>

#include <mutex>

namespace mwb::gui {

/// The archive opened last, shared with the jobs that read it.
struct GameArchive::Opened
{
    std::mutex mutex;
    QString path;
    content::CompanionLookup lookup;
};

GameArchive::GameArchive()
    : m_opened(std::make_shared<Opened>())
{ }

QString GameArchive::settingsKey()
{
    return QStringLiteral("tl2/gameFolder");
}

QString GameArchive::steamDefaultFolder()
{
    return QDir::homePath() + QStringLiteral("/.steam/steam/steamapps/common/Torchlight II");
}

QString GameArchive::pakIn(const QString &folder)
{
    if (folder.isEmpty())
        return {};
    const QDir root(folder);
    for (const QString &paks : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (paks.compare(QLatin1String("PAKS"), Qt::CaseInsensitive) == 0) {
            if (QString pak = pakIn(root.filePath(paks)); !pak.isEmpty())
                return pak;
        }
    }
    for (const QString &file : root.entryList(QDir::Files)) {
        if (file.compare(QLatin1String("DATA.PAK"), Qt::CaseInsensitive) == 0)
            return root.filePath(file);
    }
    return {};
}

QString GameArchive::chosenFolder() const
{
    return QSettings().value(settingsKey()).toString();
}

void GameArchive::setChosenFolder(const QString &folder)
{
    if (folder.isEmpty())
        QSettings().remove(settingsKey());
    else
        QSettings().setValue(settingsKey(), QFileInfo(folder).absoluteFilePath());
}

QString GameArchive::pakPath() const
{
    const QString chosen = chosenFolder();
    return pakIn(chosen.isEmpty() ? steamDefaultFolder() : chosen);
}

std::function<Result<content::CompanionLookup>()> GameArchive::lookupMaker() const
{
    const QString path = pakPath();
    if (path.isEmpty())
        return {};
    return [opened = m_opened, path]() -> Result<content::CompanionLookup> {
        const std::lock_guard lock(opened->mutex);
        if (opened->path == path && opened->lookup)
            return opened->lookup;
        auto archive = openArchive(path);
        if (!archive)
            return archive.error();
        opened->lookup = content::archiveLookup(std::shared_ptr<const Archive>(std::move(archive).value()));
        opened->path = path;
        return opened->lookup;
    };
}

} // namespace mwb::gui
