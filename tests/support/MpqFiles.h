// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Progress.h"
#include "mwb/formats/mpq/MpqWriter.h"

#include <QDir>
#include <QFileInfo>
#include <QMap>

namespace mwb::test {

/// A new MPQ at `path` (its folder created) holding `files` ('/'-path → bytes), written by our MpqWriter.
inline bool writeMpqFiles(
    const QString &path, const QMap<QString, QByteArray> &files, const formats::mpq::MpqWriteOptions &options = {})
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    auto writer = formats::mpq::MpqWriter::create(options);
    if (!writer)
        return false;
    for (auto it = files.begin(); it != files.end(); ++it) {
        if (!(*writer)->add(it.key(), EntrySource::fromBytes(it.value())))
            return false;
    }
    SilentProgress progress;
    return (*writer)->commit(path, progress).has_value();
}

} // namespace mwb::test
