// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Archive.h"
#include "mwb/core/Error.h"
#include "mwb/core/Progress.h"
#include "mwb/core/Result.h"

#include <QString>

#include <functional>
#include <memory>
#include <vector>

namespace mwb::gui {

/// What "Pack folder into .MOD…" asks the codec for.
struct PackRequest
{
    QString folder; ///< the mod folder (MOD.DAT + MEDIA/)
    QString outputFile; ///< empty: the codec's default name beside the folder
    QString gameVersion; ///< "a.b.c.d"
};

/// What a finished pack job reports.
struct PackOutcome
{
    QString outputPath;
    int files = 0;
    qint64 outputBytes = 0;
};

/// What a finished verify job reports.
struct VerifyOutcome
{
    int checkedEntries = 0;
    quint32 storedHash = 0;
    quint32 computedHash = 0;
    std::vector<Error> problems; ///< empty: the game accepts the file
};

/// The codec entry points the window uses, injected so that the GUI stays format-neutral and tests can run it
/// against fake archives. Every function is called on a worker thread and must be thread-safe.
/// `pack` and `verify` may be empty (their actions are then disabled).
struct Backend
{
    std::function<Result<std::unique_ptr<Archive>>(const QString &path)> open;
    std::function<Result<PackOutcome>(const PackRequest &request, Progress &progress)> pack;
    std::function<Result<VerifyOutcome>(const QString &path, Progress &progress)> verify;
};

} // namespace mwb::gui
