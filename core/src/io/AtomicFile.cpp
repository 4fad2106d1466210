// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/io/AtomicFile.h"

#include <QFileInfo>
#include <QTemporaryFile>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <unistd.h>

namespace mwb::io {

AtomicFile::AtomicFile(QString target, std::unique_ptr<QFile> file)
    : m_target(std::move(target))
    , m_file(std::move(file))
{ }

AtomicFile::AtomicFile(AtomicFile &&other) noexcept = default;

AtomicFile::~AtomicFile()
{
    discard();
}

void AtomicFile::discard()
{
    if (!m_file)
        return;
    m_file->close();
    QFile::remove(m_file->fileName());
    m_file.reset();
}

Result<AtomicFile> AtomicFile::create(const QString &targetPath)
{
    const QFileInfo target(targetPath);
    if (target.isDir())
        return Error{ErrorCode::InvalidInput, tr("%1 is a folder").arg(targetPath), targetPath};
    const QString absolute = target.absoluteFilePath();
    QTemporaryFile temporary(target.absolutePath() + QStringLiteral("/.") + target.fileName()
        + QStringLiteral(".mwb-XXXXXX"));
    temporary.setAutoRemove(false);
    if (!temporary.open()) {
        return Error{ErrorCode::Io,
            tr("Cannot create a temporary file beside %1: %2").arg(absolute, temporary.errorString()), absolute};
    }
    auto file = std::make_unique<QFile>(temporary.fileName());
    temporary.close();
    if (!file->open(QIODevice::ReadWrite)) {
        QFile::remove(file->fileName());
        return Error{ErrorCode::Io, tr("Cannot open %1: %2").arg(file->fileName(), file->errorString()), absolute};
    }
    return AtomicFile(absolute, std::move(file));
}

Result<qint64> AtomicFile::commit()
{
    const auto failed = [this](const QString &why) {
        discard();
        return Error{ErrorCode::Io, tr("Cannot write %1: %2").arg(m_target, why), m_target};
    };
    if (!m_file->flush())
        return failed(m_file->errorString());
    if (::fsync(m_file->handle()) != 0)
        return failed(QString::fromLocal8Bit(std::strerror(errno)));
    const qint64 size = m_file->size();
    if (QFileInfo::exists(m_target))
        m_file->setPermissions(QFile::permissions(m_target));
    else
        m_file->setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup
            | QFileDevice::ReadOther);
    m_file->close();
    const QByteArray from = QFile::encodeName(m_file->fileName());
    const QByteArray to = QFile::encodeName(m_target);
    if (std::rename(from.constData(), to.constData()) != 0)
        return failed(QString::fromLocal8Bit(std::strerror(errno)));
    m_file.reset();
    return size;
}

Result<qint64> writeFileAtomically(const QString &path, const QByteArray &bytes)
{
    auto file = AtomicFile::create(path);
    if (!file)
        return file.error();
    if (file->device().write(bytes) != bytes.size())
        return Error{ErrorCode::Io, AtomicFile::tr("Cannot write %1: %2").arg(path, file->device().errorString()), path};
    return file->commit();
}

} // namespace mwb::io
