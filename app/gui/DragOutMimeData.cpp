// SPDX-License-Identifier: GPL-3.0-or-later
#include "DragOutMimeData.h"

#include "controllers/ProgressJob.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QUrl>

namespace mwb::gui {

namespace {
QString uriListType()
{
    return QStringLiteral("text/uri-list");
}
} // namespace

DragOutMimeData::DragOutMimeData(JobQueue &jobs, std::shared_ptr<const Archive> archive, std::vector<int> entries,
    QStringList draggedPaths, QString stagingDir)
    : m_draggedPaths(std::move(draggedPaths))
    , m_stagingDir(std::move(stagingDir))
{
    const QString title = tr("Preparing %n dragged file(s) from %1", nullptr, int(entries.size()))
                              .arg(QFileInfo(archive->path()).fileName());
    m_job = submitProgressJob<ExtractSummary>(jobs, title,
        [archive = std::move(archive), entries = std::move(entries), dir = m_stagingDir](Progress &progress) {
            return archive->extract(entries, dir, progress);
        });
}

QStringList DragOutMimeData::formats() const
{
    return {uriListType()};
}

bool DragOutMimeData::hasFormat(const QString &mimeType) const
{
    return mimeType == uriListType();
}

QVariant DragOutMimeData::retrieveData(const QString &mimeType, QMetaType type) const
{
    if (mimeType != uriListType())
        return QMimeData::retrieveData(mimeType, type);
    while (!m_job.isFinished())
        QCoreApplication::processEvents(QEventLoop::ExcludeUserInputEvents | QEventLoop::WaitForMoreEvents, 20);
    if (m_job.isCanceled() || m_job.resultCount() == 0 || !m_job.result())
        return {};
    QList<QVariant> urls;
    for (const QString &path : m_draggedPaths) {
        const QString local = QDir(m_stagingDir).filePath(path);
        if (QFileInfo::exists(local))
            urls.append(QUrl::fromLocalFile(local));
    }
    return urls;
}

} // namespace mwb::gui
