// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/io/StagedOutput.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <filesystem>

namespace mwb::io {

namespace {

std::filesystem::path fsPath(const QString &path)
{
    return QFileInfo(path).filesystemFilePath();
}

} // namespace

QString StagedOutput::key(const QString &relative)
{
#if defined(Q_OS_WIN) || defined(Q_OS_MACOS)
    return relative.toCaseFolded();
#else
    return relative;
#endif
}

StagedOutput::StagedOutput(const QString &root)
    : m_root(QDir(root).absolutePath())
    , m_token(QString::number(QRandomGenerator::global()->generate64(), 36))
{ }

StagedOutput::~StagedOutput()
{
    if (!m_done)
        rollback();
}

Result<void> StagedOutput::prepare()
{
    QStringList missing; // deepest first
    for (QString at = m_root;;) {
        std::error_code error;
        const auto type = std::filesystem::status(fsPath(at), error).type();
        if (type == std::filesystem::file_type::directory)
            break;
        const QString parent = QFileInfo(at).path();
        if (type != std::filesystem::file_type::not_found || parent == at)
            return Error{ErrorCode::Io, tr("Cannot create the folder %1").arg(m_root), m_root, -1};
        missing << at;
        at = parent;
    }
    while (!missing.isEmpty()) {
        const QString folder = missing.takeLast();
        if (!QDir().mkdir(folder)) {
            rollback();
            return Error{ErrorCode::Io, tr("Cannot create the folder %1").arg(folder), folder, -1};
        }
        m_createdRoots.prepend(folder);
    }
    return {};
}

StagedOutput::FolderState StagedOutput::folderState(const QString &relative)
{
    const QString folderKey = key(relative);
    if (const auto known = m_states.constFind(folderKey); known != m_states.constEnd())
        return known.value();
    std::error_code error;
    const auto type = std::filesystem::symlink_status(fsPath(m_root + QLatin1Char('/') + relative), error).type();
    const FolderState state = type == std::filesystem::file_type::directory ? FolderState::Plain
        : type == std::filesystem::file_type::not_found                     ? FolderState::Missing
                                                                            : FolderState::Unusable;
    m_states.insert(folderKey, state);
    return state;
}

QString StagedOutput::temporaryName(const QString &folder, const QString &suffix) const
{
    return folder + QStringLiteral("/.mwb-part-") + m_token + QLatin1Char('-') + suffix;
}

Result<int> StagedOutput::stagedFolder(const QString &relative)
{
    const QString folderKey = key(relative);
    if (const auto known = m_folderIndex.constFind(folderKey); known != m_folderIndex.constEnd())
        return known.value();
    const qsizetype slash = relative.lastIndexOf(QLatin1Char('/'));
    const QString parent = slash < 0 ? m_root : m_root + QLatin1Char('/') + relative.first(slash);
    Folder folder{temporaryName(parent, QLatin1Char('d') + QString::number(m_folders.size())),
        m_root + QLatin1Char('/') + relative};
    if (!QDir().mkdir(folder.staged))
        return Error{ErrorCode::Io, tr("Cannot create the folder %1").arg(folder.staged), folder.staged, -1};
    const auto index = static_cast<int>(m_folders.size());
    m_folders.push_back(std::move(folder));
    m_folderIndex.insert(folderKey, index);
    return index;
}

Result<int> StagedOutput::add(const QString &relative)
{
    // The folders on the way, from the root down: the first one missing is staged whole.
    qsizetype missing = -1;
    for (qsizetype end = relative.indexOf(QLatin1Char('/')); end >= 0;
         end = relative.indexOf(QLatin1Char('/'), end + 1)) {
        const QString folder = relative.first(end);
        const FolderState state = folderState(folder);
        if (state == FolderState::Unusable) {
            const QString path = m_root + QLatin1Char('/') + folder;
            return Error{ErrorCode::UnsafePath, tr("%1 exists and is not a plain folder").arg(path), path, -1};
        }
        if (state == FolderState::Missing) {
            missing = end;
            break;
        }
    }
    File file;
    if (missing < 0) {
        // Every folder exists: the file waits beside its final name.
        const qsizetype slash = relative.lastIndexOf(QLatin1Char('/'));
        const QString folder = slash < 0 ? m_root : m_root + QLatin1Char('/') + relative.first(slash);
        file.staged = temporaryName(folder, QString::number(m_files.size()));
        file.final = m_root + QLatin1Char('/') + relative;
    } else {
        auto staged = stagedFolder(relative.first(missing));
        if (!staged)
            return staged.error();
        const QString &base = m_folders[static_cast<std::size_t>(*staged)].staged;
        const QString inside = relative.sliced(missing + 1);
        if (const qsizetype slash = inside.lastIndexOf(QLatin1Char('/')); slash > 0) {
            const QString subfolder = base + QLatin1Char('/') + inside.first(slash);
            if (!m_madeInside.contains(subfolder)) {
                if (!QDir().mkpath(subfolder))
                    return Error{ErrorCode::Io, tr("Cannot create the folder %1").arg(subfolder), subfolder, -1};
                m_madeInside.insert(subfolder);
            }
        }
        file.staged = base + QLatin1Char('/') + inside;
        file.folder = *staged;
    }
    m_files.push_back(std::move(file));
    return static_cast<int>(m_files.size() - 1);
}

Error StagedOutput::moveError(const QString &path) const
{
    return Error{ErrorCode::Io, tr("Cannot move the extracted file into place"), path, -1};
}

std::vector<StagedOutput::Failure> StagedOutput::commit()
{
    m_done = true;
    std::vector<bool> moved(m_folders.size(), false);
    for (std::size_t i = 0; i < m_folders.size(); ++i) {
        std::error_code error;
        std::filesystem::rename(fsPath(m_folders[i].staged), fsPath(m_folders[i].final), error);
        moved[i] = !error;
        if (error)
            QDir(m_folders[i].staged).removeRecursively();
    }
    std::vector<Failure> failures;
    for (std::size_t i = 0; i < m_files.size(); ++i) {
        const File &file = m_files[i];
        if (file.dropped)
            continue;
        if (file.folder >= 0) {
            const Folder &folder = m_folders[static_cast<std::size_t>(file.folder)];
            if (!moved[static_cast<std::size_t>(file.folder)])
                failures.push_back({int(i), moveError(folder.final + file.staged.sliced(folder.staged.size()))});
            continue;
        }
        std::error_code error;
        std::filesystem::rename(fsPath(file.staged), fsPath(file.final), error);
        if (error) {
            QFile::remove(file.staged);
            failures.push_back({int(i), moveError(file.final)});
        }
    }
    return failures;
}

void StagedOutput::rollback()
{
    m_done = true;
    for (const File &file : m_files) {
        if (file.folder < 0 && !file.dropped)
            QFile::remove(file.staged);
    }
    for (const Folder &folder : m_folders)
        QDir(folder.staged).removeRecursively();
    for (const QString &folder : std::as_const(m_createdRoots))
        QDir().rmdir(folder);
}

} // namespace mwb::io
