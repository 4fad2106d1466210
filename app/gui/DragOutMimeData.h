// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Archive.h"
#include "mwb/core/JobQueue.h"

#include <QFuture>
#include <QMimeData>
#include <QStringList>

#include <memory>
#include <vector>

namespace mwb::gui {

/// Archive entries dragged to a file manager. Creating it starts a JobQueue job that extracts `entries` into
/// `stagingDir` (the UI never blocks on the drag's start); the file list ("text/uri-list") is produced when the
/// drop target asks for it, after the job has finished — while it runs, events keep being processed, so the
/// window repaints and the Jobs panel shows the extraction. `draggedPaths` are the archive paths of the dragged
/// rows (files or folders), in the order the URLs are given. A failed or canceled extraction gives no URLs.
class DragOutMimeData : public QMimeData
{
    Q_OBJECT
public:
    DragOutMimeData(JobQueue &jobs, std::shared_ptr<const Archive> archive, std::vector<int> entries,
        QStringList draggedPaths, QString stagingDir);

    [[nodiscard]] QStringList formats() const override;
    [[nodiscard]] bool hasFormat(const QString &mimeType) const override;
    /// The extraction job (tests wait on it).
    [[nodiscard]] QFuture<Result<ExtractSummary>> job() const { return m_job; }

protected:
    [[nodiscard]] QVariant retrieveData(const QString &mimeType, QMetaType type) const override;

private:
    QFuture<Result<ExtractSummary>> m_job;
    QStringList m_draggedPaths;
    QString m_stagingDir;
};

} // namespace mwb::gui
