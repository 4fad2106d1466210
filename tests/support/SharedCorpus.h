// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDir>
#include <QString>
#include <QTest>

namespace mwb::test {

/// Folder of the real-file corpus (../shared/corpus beside the source tree), or an empty string when absent.
inline QString corpusDir(const QString &format)
{
    const QDir dir(QStringLiteral(MWB_SHARED_DIR "/corpus/") + format);
    return dir.exists() ? dir.absolutePath() : QString();
}

} // namespace mwb::test

/// Skips the current test with a clear message when the corpus for `format` is absent.
#define MWB_REQUIRE_CORPUS(var, format)                                                                                \
    const QString var = mwb::test::corpusDir(QStringLiteral(format));                                                  \
    if (var.isEmpty())                                                                                                 \
        QSKIP("../shared/corpus/" format " is absent (fresh clone without shared data); corpus checks skipped");
