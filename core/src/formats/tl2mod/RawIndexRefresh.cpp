// SPDX-License-Identifier: GPL-3.0-or-later
#include "RawIndexRefresh.h"

#include "ManifestPlan.h"
#include "RawIndexDiff.h"
#include "RawIndexFiles.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <optional>

namespace mwb::formats::tl2mod {

namespace {

class RefreshText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2mod::ModWriter)
};

/// Whether a path may feed a RAW index: DATs (text or compiled) and layouts.
bool mayBeSource(const QString &path)
{
    static const char *const kSuffixes[] = {".DAT", ".TEMPLATE", ".LAYOUT", ".BINDAT", ".BINLAYOUT"};
    for (const char *suffix : kSuffixes) {
        if (path.endsWith(QLatin1String(suffix), Qt::CaseInsensitive))
            return true;
    }
    return false;
}

/// The paths the planned edits add, replace, remove or rename (old and new paths).
QSet<QString> changedPaths(const ArchiveWriter &writer, const ModArchive &base)
{
    QSet<QString> changed;
    std::vector<bool> kept(base.records().size(), false);
    for (const PlannedEntry &entry : writer.entries()) {
        if (entry.isNew()) {
            changed.insert(entry.path);
            continue;
        }
        const ModRecord &record = base.records()[static_cast<std::size_t>(entry.original)];
        if (asciiUpper(record.path()) == entry.path)
            kept[static_cast<std::size_t>(entry.original)] = true;
        else
            changed.insert(entry.path);
    }
    for (std::size_t i = 0; i < kept.size(); ++i) {
        if (!kept[i] && !base.records()[i].isDirectory())
            changed.insert(asciiUpper(base.records()[i].path()));
    }
    return changed;
}

/// The planned mod as RAW sources: its entries with data, new content as given.
tl2raw::RawSources plannedSources(const ArchiveWriter &writer, const ModArchive &base)
{
    QHash<QString, std::size_t> byPath;
    for (std::size_t i = 0; i < writer.entries().size(); ++i) {
        const PlannedEntry &entry = writer.entries()[i];
        if (!entry.isNew() && !base.records()[static_cast<std::size_t>(entry.original)].hasData())
            continue;
        byPath.insert(entry.path, i);
    }
    return tl2raw::RawSources::fromFunction(
        byPath.keys(), [&writer, byPath](const QString &path) -> Result<QByteArray> {
            const PlannedEntry &entry = writer.entries()[byPath.value(path)];
            return entry.isNew() ? entry.content->load() : writer.base().readEntry(entry.original);
        });
}

QHash<QString, QByteArray> byPath(const std::vector<GeneratedFile> &files)
{
    QHash<QString, QByteArray> out;
    for (const GeneratedFile &file : files)
        out.insert(file.path, file.bytes);
    return out;
}

/// The planned bytes at `path`, when an entry has it.
std::optional<QByteArray> plannedBytes(const ArchiveWriter &writer, const QString &path)
{
    for (const PlannedEntry &entry : writer.entries()) {
        if (entry.path != path)
            continue;
        auto bytes = entry.isNew() ? entry.content->load() : writer.base().readEntry(entry.original);
        return bytes ? std::optional(bytes.value()) : std::nullopt;
    }
    return std::nullopt;
}

} // namespace

Result<QStringList> updateRawIndexes(ArchiveWriter &writer, const ModArchive &base, Progress &progress)
{
    const QSet<QString> changed = changedPaths(writer, base);
    if (std::none_of(changed.cbegin(), changed.cend(), mayBeSource))
        return QStringList();
    progress.setText(RefreshText::tr("Regenerating the RAW index files"));
    const auto after = regenerateRawIndexFiles(plannedSources(writer, base));
    if (!after) {
        return QStringList{RefreshText::tr("The RAW indexes were left as they were: %1 (%2)")
                               .arg(after.error().message, after.error().path)};
    }
    const auto before = regenerateRawIndexFiles(sourcesAsExtracted(base));
    const QHash<QString, QByteArray> was = before ? byPath(before.value()) : QHash<QString, QByteArray>();
    const QHash<QString, QByteArray> now = byPath(after.value());
    QStringList lines;
    for (const QString &path : rawIndexPaths()) {
        if (changed.contains(path))
            continue; // the user edited the index itself
        if (before && was.value(path) == now.value(path) && was.contains(path) == now.contains(path))
            continue;
        const std::optional<QByteArray> stored = plannedBytes(writer, path);
        if (now.contains(path)) {
            if (stored == now.value(path))
                continue;
            if (auto added = writer.add(path, EntrySource::fromBytes(now.value(path))); !added)
                return added.error();
            if (const auto change = compareRawIndex(path, stored, now.value(path)))
                lines << change->summary();
        } else if (stored) {
            if (auto removed = writer.remove(path); !removed)
                return removed.error();
            lines << RawIndexChange{path, RawIndexChange::Kind::Dropped, {}}.summary();
        }
    }
    lines.sort();
    return lines;
}

} // namespace mwb::formats::tl2mod
