// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/content/CompanionLookup.h"

#include "mwb/core/Archive.h"
#include "mwb/core/LayeredArchive.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>

#include <algorithm>

namespace mwb::content {

namespace {

const QString kMediaRoot = QStringLiteral("MEDIA/");

struct LookupText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::content::CompanionLookup)
};

QString findAnyCase(const QString &path, QDir::Filters filter)
{
    const QFileInfo wanted(path);
    if (filter == QDir::Files ? wanted.isFile() : wanted.isDir())
        return path;
    const QString parent = wanted.path();
    if (parent == path || wanted.fileName().isEmpty())
        return {};
    const QString folder = findAnyCase(parent, QDir::Dirs);
    if (folder.isEmpty())
        return {};
    const QStringList names = QDir(folder).entryList(filter | QDir::NoDotAndDotDot);
    const auto same = std::find_if(names.begin(), names.end(), [&](const QString &name) {
        return name.compare(wanted.fileName(), Qt::CaseInsensitive) == 0;
    });
    return same == names.end() ? QString() : QDir(folder).filePath(*same);
}

QString keyOf(const QString &path)
{
    const QString key = LayeredArchive::pathKey(path);
    return key.startsWith(kMediaRoot) ? key : kMediaRoot + key;
}

} // namespace

CompanionLookup archiveLookup(std::shared_ptr<const Archive> archive)
{
    auto entries = std::make_shared<QHash<QString, int>>();
    for (const EntryIndex::Input &input : archive->indexInputs()) {
        if (!input.path.endsWith(QLatin1Char('/')))
            entries->insert(keyOf(input.path), input.entry);
    }
    return [archive = std::move(archive), entries](const QString &path) -> Result<std::optional<QByteArray>> {
        const auto found = entries->constFind(keyOf(path));
        if (found == entries->constEnd())
            return std::optional<QByteArray>();
        auto bytes = archive->readEntry(*found);
        if (!bytes)
            return bytes.error();
        return std::optional<QByteArray>(std::move(bytes).value());
    };
}

CompanionLookup folderLookup(const QString &root, qint64 maxBytes)
{
    return [root, maxBytes](const QString &path) -> Result<std::optional<QByteArray>> {
        const QString found = findFileAnyCase(root + QLatin1Char('/') + path);
        if (found.isEmpty())
            return std::optional<QByteArray>();
        QFile file(found);
        if (!file.open(QIODevice::ReadOnly))
            return Error{ErrorCode::Io, file.errorString(), found};
        if (file.size() > maxBytes) {
            return Error{
                ErrorCode::LimitExceeded, LookupText::tr("%1 is larger than %2 bytes").arg(found).arg(maxBytes), found};
        }
        QByteArray bytes = file.readAll();
        if (bytes.size() != file.size())
            return Error{ErrorCode::Io, LookupText::tr("%1 could not be read whole").arg(found), found};
        return std::optional<QByteArray>(std::move(bytes));
    };
}

QString findFileAnyCase(const QString &path)
{
    return findAnyCase(path, QDir::Files);
}

QString modFolderOf(const QString &filePath)
{
    QDir folder = QFileInfo(filePath).absoluteDir();
    while (folder.dirName().compare(QLatin1String("MEDIA"), Qt::CaseInsensitive) != 0) {
        if (!folder.cdUp())
            return {};
    }
    return folder.cdUp() ? folder.absolutePath() : QString();
}

} // namespace mwb::content
