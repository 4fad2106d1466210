// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/grid/GridFileIo.h"

#include "mwb/core/ByteSource.h"
#include "mwb/core/io/AtomicFile.h"

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
    auto file = io::AtomicFile::create(path);
    if (!file)
        return file.error();
    if (file->device().write(bytes) != bytes.size())
        return Error{ErrorCode::Io, tr("Write failed: %1").arg(file->device().errorString()), path, -1};
    if (auto committed = file->commit(); !committed)
        return committed.error();
    return {};
}

} // namespace mwb::formats::grid
