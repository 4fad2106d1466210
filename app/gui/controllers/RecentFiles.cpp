// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecentFiles.h"

#include <QFileInfo>
#include <QSettings>

namespace mwb::gui {

namespace {
QString settingsKey()
{
    return QStringLiteral("recentFiles");
}
} // namespace

QStringList RecentFiles::load()
{
    QStringList files = QSettings().value(settingsKey()).toStringList();
    files.removeAll(QString());
    return files.mid(0, kMaxFiles);
}

void RecentFiles::add(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = load();
    files.removeAll(absolute);
    files.prepend(absolute);
    store(files.mid(0, kMaxFiles));
}

void RecentFiles::remove(const QString &path)
{
    QStringList files = load();
    files.removeAll(QFileInfo(path).absoluteFilePath());
    store(files);
}

void RecentFiles::clear()
{
    store({});
}

void RecentFiles::store(const QStringList &files)
{
    QSettings().setValue(settingsKey(), files);
}

} // namespace mwb::gui
