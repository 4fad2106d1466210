// SPDX-License-Identifier: GPL-3.0-or-later
#include "FileDocument.h"

#include "DocumentLoading.h"
#include "DocumentManager.h"
#include "Workbench.h"
#include "controllers/ProgressJob.h"
#include "mwb/core/io/AtomicFile.h"
#include "mwb/core/content/CompanionLookup.h"

#include <QFileInfo>

namespace mwb::gui {

FileDocument::FileDocument(Workbench &workbench, QString path, widgets::PreparedContent prepared,
    std::optional<Error> openError, QObject *parent)
    : ContentDocument(workbench, std::move(prepared), parent)
    , m_path(std::move(path))
    , m_openError(std::move(openError))
{ }

QString FileDocument::title() const
{
    return QFileInfo(m_path).fileName();
}

QString FileDocument::storageRefusal() const
{
    if (m_openError)
        return tr("%1 did not open: %2").arg(title(), m_openError->message);
    if (!QFileInfo(m_path).isWritable())
        return tr("%1 is read-only on disk").arg(title());
    return {};
}

QString FileDocument::saveHint() const
{
    return tr("%1 saves the file").arg(QKeySequence(QKeySequence::Save).toString(QKeySequence::NativeText));
}

std::function<Result<QByteArray>()> FileDocument::companionReader(const QString &path) const
{
    const QString found = content::findFileAnyCase(path);
    if (found.isEmpty())
        return {};
    return [found] {
        return DocumentLoading::readShownFile(found);
    };
}

QString FileDocument::companionLocation(const QString &path) const
{
    const QString found = content::findFileAnyCase(path);
    return found.isEmpty() ? QString() : QFileInfo(found).absoluteFilePath();
}

std::function<Result<content::CompanionLookup>()> FileDocument::companionTree() const
{
    const QString root = content::modFolderOf(m_path);
    if (root.isEmpty())
        return {};
    return
        [lookup = content::folderLookup(root, DocumentLoading::kMaxShownBytes)]() -> Result<content::CompanionLookup> {
            return lookup;
        };
}

void FileDocument::openCompanion(const QString &path)
{
    workbench().documents().open(companionLocation(path));
}

void FileDocument::store(const QByteArray &bytes, const QString &target)
{
    const QString output = QFileInfo(target.isEmpty() ? m_path : target).absoluteFilePath();
    auto future = submitProgressJob<qint64>(workbench().jobs(), tr("Saving %1").arg(QFileInfo(output).fileName()),
        [bytes, output](Progress &) { return io::writeFileAtomically(output, bytes); });
    future.then(this, [this, bytes, output](const Result<qint64> &written) {
        if (!written) {
            storeFailed(written.error());
            return;
        }
        if (output != m_path) {
            m_path = output;
            Q_EMIT titleChanged();
        }
        stored(bytes);
    });
}

} // namespace mwb::gui
