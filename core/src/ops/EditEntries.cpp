// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/ops/EditEntries.h"

#include "mwb/core/PathPatterns.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>

namespace mwb::ops {

namespace {

class EditText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::ops::EditEntries)
};

/// An operand spelled with the archive's own separator, without a trailing one (a folder may be named "UI/").
QString operandPath(const ArchiveWriter &writer, QString path)
{
    path.replace(QLatin1Char('/'), QLatin1Char('\\')).replace(QLatin1Char('\\'), writer.base().separator());
    while (path.size() > 1 && path.endsWith(writer.base().separator()))
        path.chop(1);
    return path;
}

/// The planned entries at `path` or below the folder `path`.
std::vector<const PlannedEntry *> entriesAt(const ArchiveWriter &writer, const QString &path)
{
    const Qt::CaseSensitivity sensitivity = writer.base().pathCase();
    const QString folder = path + writer.base().separator();
    std::vector<const PlannedEntry *> out;
    for (const PlannedEntry &entry : writer.entries()) {
        if (entry.path.compare(path, sensitivity) == 0 || entry.path.startsWith(folder, sensitivity))
            out.push_back(&entry);
    }
    return out;
}

/// Sizes and checksums of the base archive's entries by id.
class BaseEntries
{
public:
    explicit BaseEntries(const Archive &base)
    {
        for (const EntryIndex::Input &input : base.indexInputs())
            m_inputs.insert(input.entry, &input);
    }
    [[nodiscard]] const EntryIndex::Input *find(int entry) const { return m_inputs.value(entry, nullptr); }
    [[nodiscard]] qint64 sizeOf(const PlannedEntry &planned) const
    {
        if (!planned.isNew()) {
            const EntryIndex::Input *input = find(planned.original);
            return input ? input->size : 0;
        }
        return planned.content->file.isEmpty() ? planned.content->bytes.size()
                                               : QFileInfo(planned.content->file).size();
    }

private:
    QHash<int, const EntryIndex::Input *> m_inputs;
};

QString pathKey(const QString &path, Qt::CaseSensitivity sensitivity)
{
    return sensitivity == Qt::CaseInsensitive ? path.toCaseFolded() : path;
}

/// Whether the base entry `input` already holds what adding `source` under `path` would store.
Result<bool> alreadyStored(const ArchiveWriter &writer, const EntryIndex::Input &input, const QString &path,
    const EntrySource &source, const AddOptions &options)
{
    auto bytes = writer.storedBytes(path, source, options);
    if (!bytes)
        return bytes.error();
    if (bytes->size() != input.size)
        return false;
    if (input.hasChecksum)
        return StoredDigest::of(path, *bytes).crc32 == input.checksum;
    auto stored = writer.base().readEntry(input.entry);
    if (!stored)
        return stored.error();
    return *stored == *bytes;
}

/// The planned paths an operand names (an entry or folder) or selects (a pattern), in planned order, each once.
Result<QStringList> pathsFor(const ArchiveWriter &writer, const QString &operand)
{
    if (auto normalized = writer.normalizePath(operandPath(writer, operand));
        normalized && writer.contains(*normalized))
        return QStringList{*normalized};
    const PathPatterns pattern({operand});
    QStringList matched;
    QSet<QString> seen;
    for (const PlannedEntry &entry : writer.entries()) {
        if (pattern.matches(entry.path) && !seen.contains(entry.path)) {
            seen.insert(entry.path);
            matched << entry.path;
        }
    }
    if (matched.isEmpty()) {
        return Error{
            ErrorCode::InvalidInput, EditText::tr("%1 names and selects no entry").arg(operand), writer.base().path()};
    }
    return matched;
}

} // namespace

Result<std::vector<EntryChange>> addFiles(
    ArchiveWriter &writer, const std::vector<SourceFile> &files, const AddOptions &options, bool update)
{
    const BaseEntries base(writer.base());
    const Qt::CaseSensitivity sensitivity = writer.base().pathCase();
    QHash<QString, int> untouched; // planned path key → base entry, for --update
    if (update) {
        for (const PlannedEntry &entry : writer.entries()) {
            if (!entry.isNew())
                untouched.insert(pathKey(entry.path, sensitivity), entry.original);
        }
    }
    const QChar separator = writer.base().separator();
    std::vector<EntryChange> changes;
    for (const SourceFile &file : files) {
        auto path = writer.normalizePath(QString(file.path).replace(QLatin1Char('/'), separator));
        if (!path)
            return path.error();
        const EntrySource source = EntrySource::fromFile(file.file);
        const qint64 size = QFileInfo(file.file).size();
        if (const auto original = untouched.constFind(pathKey(*path, sensitivity)); original != untouched.cend()) {
            const EntryIndex::Input *input = base.find(original.value());
            auto same = input ? alreadyStored(writer, *input, *path, source, options) : Result<bool>(false);
            if (!same)
                return same.error();
            if (*same) {
                changes.push_back(EntryChange{EntryChange::Kind::Unchanged, *path, {}, size});
                continue;
            }
        }
        const bool replaces = writer.contains(*path);
        if (auto added = writer.add(*path, source, options); !added)
            return added.error();
        untouched.remove(pathKey(*path, sensitivity));
        changes.push_back(
            EntryChange{replaces ? EntryChange::Kind::Replaced : EntryChange::Kind::Added, *path, {}, size});
    }
    return changes;
}

Result<std::vector<EntryChange>> removeEntries(ArchiveWriter &writer, const QStringList &operands)
{
    const BaseEntries base(writer.base());
    std::vector<EntryChange> changes;
    for (const QString &operand : operands) {
        auto paths = pathsFor(writer, operand);
        if (!paths)
            return paths.error();
        for (const QString &path : *paths) {
            for (const PlannedEntry *entry : entriesAt(writer, path))
                changes.push_back(EntryChange{EntryChange::Kind::Removed, entry->path, {}, base.sizeOf(*entry)});
            if (auto done = writer.remove(path); !done)
                return done.error();
        }
    }
    return changes;
}

Result<std::vector<EntryChange>> renameEntries(ArchiveWriter &writer, const QString &from, const QString &to)
{
    const BaseEntries base(writer.base());
    QStringList before;
    before.reserve(static_cast<qsizetype>(writer.entries().size()));
    for (const PlannedEntry &entry : writer.entries())
        before << entry.path;
    if (auto moved = writer.rename(operandPath(writer, from), operandPath(writer, to)); !moved)
        return moved.error();
    std::vector<EntryChange> changes;
    for (std::size_t i = 0; i < writer.entries().size(); ++i) { // rename() keeps every entry in its place
        const PlannedEntry &entry = writer.entries()[i];
        if (entry.path != before[static_cast<qsizetype>(i)]) {
            changes.push_back(EntryChange{
                EntryChange::Kind::Renamed, entry.path, before[static_cast<qsizetype>(i)], base.sizeOf(entry)});
        }
    }
    return changes;
}

Result<std::vector<EntryChange>> setEntryLocale(ArchiveWriter &writer, const QStringList &operands, quint16 locale)
{
    std::vector<EntryChange> changes;
    for (const QString &operand : operands) {
        auto paths = pathsFor(writer, operand);
        if (!paths)
            return paths.error();
        for (const QString &folderOrEntry : *paths) {
            QStringList entries;
            for (const PlannedEntry *entry : entriesAt(writer, folderOrEntry))
                entries << entry->path;
            for (const QString &path : entries) {
                if (auto set = writer.setLocale(path, locale); !set)
                    return set.error();
                changes.push_back(EntryChange{EntryChange::Kind::LocaleSet, path, {}, 0, locale});
            }
        }
    }
    return changes;
}

} // namespace mwb::ops
