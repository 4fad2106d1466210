// SPDX-License-Identifier: GPL-3.0-or-later
// Helpers of the tests of WoW client tables in the window: results the fixture needs, files, the table page.
#pragma once

#include "documents/ContentDocument.h"
#include "mwb/core/Result.h"
#include "mwb/widgets/TablePage.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace mwb::test {

/// Fails the test (returns false) when a change the fixture makes is refused.
template<typename T>
bool ok(const Result<T> &result)
{
    if (!result)
        qWarning("%s", qPrintable(result.error().toString()));
    return bool(result);
}

/// The bytes of the file `path`, empty when it cannot be read.
inline QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// Writes `bytes` to `path`, making its folders; false on failure.
inline bool writeAll(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

/// The table page of `document`, or null.
inline widgets::TablePage *pageOf(gui::ContentDocument *document)
{
    return document ? qobject_cast<widgets::TablePage *>(document->page()) : nullptr;
}

} // namespace mwb::test
