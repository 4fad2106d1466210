// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/grid/GridFileIo.h"

#include "mwb/core/ByteSource.h"

#include <QSaveFile>

namespace mwb::formats::grid {

Result<QByteArray> GridFileIo::readAll(const QString &path, qint64 maxBytes)
{
    auto source = ByteSource::openFile(path);
    if (!source)
        return source.error();
    const qint64 size = (*source)->size();
    if (size > maxBytes)
        return Error{ErrorCode::LimitExceeded,
            tr("The file is %1 bytes, more than the %2 bytes this format can hold").arg(size).arg(maxBytes), path, -1};
    return (*source)->read(0, size);
}

Result<void> GridFileIo::writeAtomically(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error{ErrorCode::Io, tr("Cannot open for writing: %1").arg(file.errorString()), path, -1};
    if (file.write(bytes) != bytes.size())
        return Error{ErrorCode::Io, tr("Write failed: %1").arg(file.errorString()), path, -1};
    if (!file.commit())
        return Error{ErrorCode::Io, tr("Cannot replace the file: %1").arg(file.errorString()), path, -1};
    return {};
}

} // namespace mwb::formats::grid
