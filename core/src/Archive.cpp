// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/Archive.h"

#include "mwb/core/SafePath.h"
#include "mwb/core/io/WorkerPool.h"

#include <QHash>

#include <atomic>
#include <optional>

namespace mwb {

const FormatDescription &Archive::format() const
{
    static const FormatDescription unregistered{"", QT_TRANSLATE_NOOP("mwb::FormatRegistry", "Unknown format"), {},
        {}, nullptr, nullptr, nullptr};
    const FormatDescription *found = FormatRegistry::byId(formatId());
    return found ? *found : unregistered; // archives made outside the registry (test doubles) can do nothing more
}

QString Archive::writeRefusal() const
{
    if (format().edit && capabilities().testFlag(Capability::Write))
        return {};
    return FormatRegistry::tr("%1 files cannot be edited yet").arg(formatName());
}

const std::vector<EntryIndex::Input> &Archive::indexInputs() const
{
    std::call_once(m_indexInputsBuilt, [this] { m_indexInputs = buildIndexInputs(); });
    return m_indexInputs;
}

QString Archive::nativePath(const QString &indexPath) const
{
    const QChar own = separator();
    return own == QLatin1Char('/') ? indexPath : QString(indexPath).replace(QLatin1Char('/'), own);
}

Result<ExtractOutcome> Archive::extractWithPolicy(
    const std::vector<int> &entries, const QString &targetDir, Progress &progress, io::FailurePolicy policy) const
{
    if (policy == io::FailurePolicy::AllOrNothing) {
        auto summary = extract(entries, targetDir, progress);
        if (!summary)
            return summary.error();
        return ExtractOutcome{*summary, {}};
    }
    QHash<int, QString> paths;
    for (const EntryIndex::Input &input : indexInputs())
        paths.insert(input.entry, input.path);
    std::vector<std::optional<Error>> problems(entries.size());
    std::atomic<qint64> checked{0};
    progress.setTotal(static_cast<qint64>(entries.size()));
    io::parallelFor(static_cast<int>(entries.size()), 0, [&](int i) {
        if (progress.isCanceled())
            return false;
        const auto at = static_cast<std::size_t>(i);
        const auto path = paths.constFind(entries[at]);
        if (path != paths.cend() && !path->endsWith(QLatin1Char('/'))) { // folders: extract() skips them
            if (auto inside = resolveInside(targetDir, *path); !inside)
                problems[at] = inside.error();
            else if (auto bytes = readEntry(entries[at]); !bytes)
                problems[at] = bytes.error();
        }
        progress.setDone(++checked);
        return true;
    });
    if (progress.isCanceled())
        return Error{ErrorCode::Canceled, FormatRegistry::tr("Extraction was canceled"), targetDir};
    ExtractOutcome outcome;
    std::vector<int> readable;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (problems[i])
            outcome.failures.push_back({entries[i], std::move(*problems[i])});
        else
            readable.push_back(entries[i]);
    }
    if (readable.empty())
        return outcome;
    auto summary = extract(readable, targetDir, progress);
    if (!summary)
        return summary.error();
    outcome.summary = *summary;
    return outcome;
}

Result<VerifyReport> Archive::verify(Progress &) const
{
    return Error{ErrorCode::Unsupported, FormatRegistry::tr("%1 files have nothing to verify").arg(formatName()),
        path()};
}

} // namespace mwb
