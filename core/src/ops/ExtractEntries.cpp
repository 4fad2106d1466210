// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/ops/ExtractEntries.h"

#include "mwb/core/SafePath.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QHash>

#include <algorithm>

namespace mwb::ops {

namespace {

class ExtractText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::ops::ExtractEntries)
};

constexpr qsizetype kNamedInError = 10;

/// "DIR/NAME (n).EXT" for the first n whose file does not exist.
QString freeName(const QString &targetDir, const QString &relative)
{
    const qsizetype slash = relative.lastIndexOf(QLatin1Char('/'));
    const QString folder = relative.left(slash + 1);
    const QString name = relative.mid(slash + 1);
    const qsizetype dot = name.lastIndexOf(QLatin1Char('.'));
    const QString stem = dot > 0 ? name.left(dot) : name;
    const QString suffix = dot > 0 ? name.mid(dot) : QString();
    for (int n = 1;; ++n) {
        const QString candidate = folder + QStringLiteral("%1 (%2)%3").arg(stem).arg(n).arg(suffix);
        if (!QFileInfo::exists(targetDir + QLatin1Char('/') + candidate))
            return candidate;
    }
}

/// Writes the renamed entries into `staged` (not committed yet).
Result<void> stageRenamed(const Archive &archive, std::vector<ExtractConflict> &renamed, io::StagedOutput &staged)
{
    if (auto ready = staged.prepare(); !ready)
        return ready.error();
    for (ExtractConflict &conflict : renamed) {
        conflict.renamedTo = freeName(staged.root(), conflict.relative);
        auto bytes = archive.readEntry(conflict.entry);
        if (!bytes)
            return bytes.error();
        auto file = staged.add(conflict.renamedTo);
        if (!file)
            return file.error();
        QFile out(staged.stagedPath(*file));
        if (!out.open(QIODevice::NewOnly) || out.write(*bytes) != bytes->size()) {
            return Error{ErrorCode::Io, ExtractText::tr("Cannot write %1: %2").arg(out.fileName(), out.errorString()),
                out.fileName()};
        }
    }
    return {};
}

} // namespace

QStringList existingFiles(const QString &targetDir, const QStringList &relativePaths)
{
    QStringList existing;
    if (!QFileInfo(targetDir).isDir())
        return existing;
    for (const QString &relative : relativePaths) {
        const auto full = resolveInside(targetDir, relative);
        if (full && QFileInfo::exists(*full))
            existing << relative;
    }
    return existing;
}

std::vector<ExtractConflict> extractConflicts(
    const Archive &archive, const std::vector<int> &entries, const QString &targetDir)
{
    std::vector<ExtractConflict> conflicts;
    if (!QFileInfo(targetDir).isDir())
        return conflicts;
    QHash<int, QString> paths;
    for (const EntryIndex::Input &input : archive.indexInputs())
        paths.insert(input.entry, input.path);
    for (const int entry : entries) {
        const QString relative = QString(paths.value(entry)).replace(QLatin1Char('\\'), QLatin1Char('/'));
        if (relative.isEmpty() || relative.endsWith(QLatin1Char('/')))
            continue;
        const auto full = resolveInside(targetDir, relative);
        if (full && QFileInfo::exists(*full))
            conflicts.push_back(ExtractConflict{entry, relative, {}});
    }
    return conflicts;
}

Error existingFilesError(const QString &targetDir, const QStringList &existing)
{
    QStringList named = existing.mid(0, kNamedInError);
    if (existing.size() > kNamedInError)
        named << ExtractText::tr("and %n more", nullptr, static_cast<int>(existing.size() - kNamedInError));
    return Error{ErrorCode::InvalidInput,
        ExtractText::tr("%n file(s) already exist in %1: %2", nullptr, static_cast<int>(existing.size()))
            .arg(targetDir, named.join(QStringLiteral(", "))),
        targetDir};
}

Result<ExtractResult> extractEntries(const Archive &archive, const ExtractRequest &request, Progress &progress)
{
    ExtractResult result;
    result.conflicts = extractConflicts(archive, request.entries, request.targetDir);
    if (!result.conflicts.empty() && request.overwrite == OverwritePolicy::Refuse) {
        QStringList existing;
        for (const ExtractConflict &conflict : result.conflicts)
            existing << conflict.relative;
        return existingFilesError(request.targetDir, existing);
    }
    std::vector<int> entries = request.entries;
    if (request.overwrite == OverwritePolicy::Skip || request.overwrite == OverwritePolicy::Rename) {
        std::vector<int> held;
        for (const ExtractConflict &conflict : result.conflicts)
            held.push_back(conflict.entry);
        std::sort(held.begin(), held.end());
        std::erase_if(entries, [&held](int entry) {
            return std::binary_search(held.begin(), held.end(), entry);
        });
    }
    io::StagedOutput renamed(request.targetDir);
    if (request.overwrite == OverwritePolicy::Rename && !result.conflicts.empty()) {
        if (auto staged = stageRenamed(archive, result.conflicts, renamed); !staged)
            return staged.error();
    }
    auto outcome = archive.extractWithPolicy(entries, request.targetDir, progress, request.failures);
    if (!outcome)
        return outcome.error();
    result.outcome = std::move(outcome).value();
    if (request.overwrite == OverwritePolicy::Rename && !result.conflicts.empty()) {
        const auto failures = renamed.commit();
        if (!failures.empty())
            return failures.front().error;
        result.outcome.summary.files += static_cast<int>(result.conflicts.size());
    }
    return result;
}

} // namespace mwb::ops
