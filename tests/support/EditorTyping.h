// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QTextCursor>
#include <QTextDocument>

namespace mwb::test {

/// Replaces the first `from` in `document` by `to` as typing would (an undo step; the document becomes modified);
/// false when `from` is not there.
inline bool typeOver(QTextDocument &document, const QString &from, const QString &to)
{
    QTextCursor cursor = document.find(from);
    if (cursor.isNull())
        return false;
    cursor.insertText(to);
    return true;
}

} // namespace mwb::test
