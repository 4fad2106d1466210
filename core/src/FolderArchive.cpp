// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/FolderArchive.h"

#include "mwb/core/SafePath.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

namespace mwb {

namespace {

/// readEntry() refuses bigger files: one buffer holds the whole entry.
constexpr qint64 kMaxReadBytes = qint64(2) << 30;

} // namespace

Error FolderArchive::changed(const QString &file) const
{
    return Error{ErrorCode::Io, tr("The file changed since the folder was listed"), file, -1};
}

FolderArchive::FolderArchive(QString root, QStringList files, std::vector<qint64> sizes)
    : m_root(std::move(root))
    , m_files(std::move(files))
    , m_sizes(std::move(sizes))
    , m_source(ByteSource::fromBytes({}, m_root))
{ }

Result<std::unique_ptr<FolderArchive>> FolderArchive::open(const QString &folder)
{
    const QFileInfo info(folder);
    if (!info.isDir() || !info.isReadable())
        return Error{ErrorCode::Io, tr("Not a readable folder"), folder, -1};
    const QString root = info.absoluteFilePath();
    const QDir base(root);
    QStringList files;
    QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << base.relativeFilePath(it.next());
    files.sort();
    std::vector<qint64> sizes;
    sizes.reserve(static_cast<std::size_t>(files.size()));
    for (const QString &file : std::as_const(files))
        sizes.push_back(QFileInfo(base.filePath(file)).size());
    return std::unique_ptr<FolderArchive>(new FolderArchive(root, std::move(files), std::move(sizes)));
}

QString FolderArchive::formatName() const
{
    return tr("Folder");
}

QString FolderArchive::writeRefusal() const
{
    return tr("A folder opens read-only here: open one of its files with File › Open… to edit it");
}

std::vector<EntryIndex::Input> FolderArchive::buildIndexInputs() const
{
    std::vector<EntryIndex::Input> inputs(m_sizes.size());
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        EntryIndex::Input &input = inputs[i];
        input.path = m_files[static_cast<qsizetype>(i)];
        input.size = m_sizes[i];
        input.packedSize = m_sizes[i];
        input.entry = static_cast<int>(i);
        input.hasChecksum = false;
    }
    return inputs;
}

Result<QByteArray> FolderArchive::readEntry(int entry) const
{
    if (entry < 0 || entry >= m_files.size())
        return Error{ErrorCode::InvalidInput, tr("No entry %1 in this folder").arg(entry), m_root, -1};
    const QString file = QDir(m_root).filePath(m_files[entry]);
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly))
        return Error{ErrorCode::Io, in.errorString(), file, -1};
    if (in.size() > kMaxReadBytes)
        return Error{ErrorCode::LimitExceeded, tr("The file is too large to read into memory"), file, -1};
    if (in.size() != m_sizes[static_cast<std::size_t>(entry)])
        return changed(file);
    QByteArray bytes = in.readAll();
    if (bytes.size() != in.size())
        return Error{ErrorCode::Io, tr("The file changed while it was read"), file, bytes.size()};
    return bytes;
}

Result<ExtractSummary> FolderArchive::extract(
    const std::vector<int> &entries, const QString &targetDir, Progress &progress) const
{
    io::StagedOutput output(targetDir);
    if (auto ready = output.prepare(); !ready)
        return ready.error();
    ExtractSummary summary;
    progress.setTotal(static_cast<qint64>(entries.size()));
    for (const int entry : entries) {
        if (progress.isCanceled())
            return Error{ErrorCode::Canceled, tr("Extraction was canceled"), targetDir, -1};
        if (entry < 0 || entry >= m_files.size())
            return Error{ErrorCode::InvalidInput, tr("No entry %1 in this folder").arg(entry), m_root, -1};
        const QString &relative = m_files[entry];
        auto inside = resolveInside(output.root(), relative);
        if (!inside)
            return inside.error();
        auto staged = output.add(inside->sliced(output.root().size() + 1));
        if (!staged)
            return staged.error();
        const QString from = QDir(m_root).filePath(relative);
        if (QFileInfo(from).size() != m_sizes[static_cast<std::size_t>(entry)])
            return changed(from);
        QFile source(from);
        if (!source.copy(output.stagedPath(*staged)))
            return Error{ErrorCode::Io, source.errorString(), from, -1};
        ++summary.files;
        summary.bytes += m_sizes[static_cast<std::size_t>(entry)];
        progress.setDone(summary.files);
    }
    if (const auto failures = output.commit(); !failures.empty())
        return failures.front().error;
    return summary;
}

Result<std::unique_ptr<Archive>> openArchiveOrFolder(const QString &path, const OpenOptions &options)
{
    if (!QFileInfo(path).isDir())
        return openArchive(path, options);
    auto folder = FolderArchive::open(path);
    if (!folder)
        return folder.error();
    return std::unique_ptr<Archive>(std::move(folder).value());
}

} // namespace mwb
