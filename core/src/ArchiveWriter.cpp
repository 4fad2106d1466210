// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/ArchiveWriter.h"

#include "mwb/core/EntryLookup.h"
#include "mwb/core/io/AtomicFile.h"
#include "mwb/core/io/InPlaceAppend.h"

#include <QFile>
#include <QFileInfo>

#include <libdeflate.h>

namespace mwb {

StoredDigest StoredDigest::of(const QString &path, const QByteArray &bytes)
{
    return StoredDigest{
        path, bytes.size(), libdeflate_crc32(0, bytes.constData(), static_cast<std::size_t>(bytes.size()))};
}

Result<QByteArray> EntrySource::load() const
{
    if (file.isEmpty())
        return bytes;
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly))
        return Error{ErrorCode::Io, ArchiveWriter::tr("Cannot read %1: %2").arg(file, in.errorString()), file};
    QByteArray content = in.readAll();
    if (in.error() != QFileDevice::NoError)
        return Error{ErrorCode::Io, ArchiveWriter::tr("Cannot read %1: %2").arg(file, in.errorString()), file};
    return content;
}

ArchiveWriter::ArchiveWriter(std::shared_ptr<const Archive> base)
    : m_base(std::move(base))
{
    const std::vector<EntryIndex::Input> &inputs = m_base->indexInputs();
    m_entries.reserve(inputs.size());
    for (const EntryIndex::Input &input : inputs)
        m_entries.push_back(PlannedEntry{input.path, input.entry, std::nullopt, {}, std::nullopt});
}

ArchiveWriter::~ArchiveWriter() = default;

void ArchiveWriter::setBaseEntryPaths(const std::function<QString(const PlannedEntry &)> &pathOf)
{
    for (PlannedEntry &entry : m_entries) {
        if (!entry.isNew())
            entry.path = pathOf(entry);
    }
    m_index.reset();
}

void ArchiveWriter::appendEntry(PlannedEntry entry)
{
    m_entries.push_back(std::move(entry));
    if (m_index)
        indexEntry(*m_index, m_entries.size() - 1);
}

QString ArchiveWriter::indexKey(const QString &path) const
{
    return pathCase() == Qt::CaseInsensitive ? path.toCaseFolded() : path;
}

void ArchiveWriter::indexEntry(PathIndex &index, std::size_t at) const
{
    const QString key = indexKey(m_entries[at].path);
    index.entries.insert(key, at); // the last of duplicate paths is the one a reader sees
    for (qsizetype slash = key.indexOf(separator()); slash > 0; slash = key.indexOf(separator(), slash + 1))
        index.folders.insert(key.left(slash));
}

const ArchiveWriter::PathIndex &ArchiveWriter::pathIndex() const
{
    if (!m_index) {
        m_index.emplace();
        for (std::size_t i = 0; i < m_entries.size(); ++i)
            indexEntry(*m_index, i);
    }
    return *m_index;
}

std::optional<std::size_t> ArchiveWriter::find(const QString &normalized) const
{
    const PathIndex &index = pathIndex();
    const auto it = index.entries.constFind(indexKey(normalized));
    if (it == index.entries.constEnd())
        return std::nullopt;
    return it.value();
}

bool ArchiveWriter::isBelow(const QString &path, const QString &folder) const
{
    return path.size() > folder.size() && path.startsWith(folder, pathCase()) && path.at(folder.size()) == separator();
}

bool ArchiveWriter::contains(const QString &path) const
{
    return find(path).has_value() || pathIndex().folders.contains(indexKey(path));
}

Error ArchiveWriter::noSuchEntry(const QString &path) const
{
    return Error{ErrorCode::InvalidInput, tr("%1 is not in the archive").arg(path), m_base->path()};
}

Error ArchiveWriter::pathTaken(const QString &path) const
{
    return Error{ErrorCode::InvalidInput, tr("%1 is already in the archive").arg(path), m_base->path()};
}

Result<void> ArchiveWriter::add(const QString &path, EntrySource source, AddOptions options)
{
    auto normalized = normalizePath(path);
    if (!normalized)
        return normalized.error();
    const bool isFolder = !find(*normalized) && contains(*normalized);
    if (isFolder)
        return pathTaken(*normalized);
    PlannedEntry planned{*normalized, -1, std::move(source), options, std::nullopt};
    if (const auto at = find(*normalized))
        m_entries[*at] = std::move(planned);
    else
        appendEntry(std::move(planned));
    m_changed = true;
    return {};
}

Result<void> ArchiveWriter::replace(const QString &path, EntrySource source, AddOptions options)
{
    auto normalized = normalizePath(path);
    if (!normalized)
        return normalized.error();
    if (!find(*normalized))
        return noSuchEntry(*normalized);
    return add(*normalized, std::move(source), options);
}

Result<int> ArchiveWriter::remove(const QString &path)
{
    auto normalized = normalizePath(path);
    if (!normalized)
        return normalized.error();
    const auto before = m_entries.size();
    std::erase_if(m_entries, [&](const PlannedEntry &e) {
        return e.path.compare(*normalized, pathCase()) == 0 || isBelow(e.path, *normalized);
    });
    m_index.reset();
    const auto removed = static_cast<int>(before - m_entries.size());
    if (removed == 0)
        return noSuchEntry(*normalized);
    m_changed = true;
    return removed;
}

Result<std::pair<QString, QString>> ArchiveWriter::normalizePair(const QString &from, const QString &to) const
{
    auto source = normalizePath(from);
    if (!source)
        return source.error();
    auto target = normalizePath(to);
    if (!target)
        return target.error();
    return std::pair{std::move(source).value(), std::move(target).value()};
}

Result<int> ArchiveWriter::rename(const QString &from, const QString &to)
{
    auto paths = normalizePair(from, to);
    if (!paths)
        return paths.error();
    const QString *source = &paths->first;
    const QString *target = &paths->second;
    if (source->compare(*target, pathCase()) == 0)
        return 0;
    if (contains(*target))
        return pathTaken(*target);
    std::vector<std::pair<std::size_t, QString>> moves;
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        const QString &path = m_entries[i].path;
        if (path.compare(*source, pathCase()) == 0)
            moves.emplace_back(i, *target);
        else if (isBelow(path, *source))
            moves.emplace_back(i, *target + path.mid(source->size()));
    }
    if (moves.empty())
        return noSuchEntry(*source);
    for (const auto &[at, path] : moves) {
        auto checked = normalizePath(path);
        if (!checked)
            return checked.error();
    }
    for (auto &[at, path] : moves)
        m_entries[at].path = std::move(path);
    m_index.reset();
    m_changed = true;
    return static_cast<int>(moves.size());
}

Result<void> ArchiveWriter::copy(const QString &from, const QString &to)
{
    auto paths = normalizePair(from, to);
    if (!paths)
        return paths.error();
    const QString *source = &paths->first;
    const QString *target = &paths->second;
    const auto at = find(*source);
    if (!at)
        return noSuchEntry(*source);
    if (contains(*target))
        return pathTaken(*target);
    PlannedEntry copied = m_entries[*at];
    copied.path = *target;
    appendEntry(std::move(copied));
    m_changed = true;
    return {};
}

Result<void> ArchiveWriter::setLocale(const QString &path, quint16 locale)
{
    if (!keepsLocales())
        return Error{ErrorCode::Unsupported, tr("%1 files have no locales").arg(m_base->formatName()), m_base->path()};
    auto normalized = normalizePath(path);
    if (!normalized)
        return normalized.error();
    const auto at = find(*normalized);
    if (!at)
        return noSuchEntry(*normalized);
    m_entries[*at].locale = locale;
    m_changed = true;
    return {};
}

Result<QByteArray> ArchiveWriter::storedBytes(const QString &, const EntrySource &source, const AddOptions &) const
{
    return source.load();
}

Result<QStringList> ArchiveWriter::updateDerivedEntries(Progress &)
{
    return QStringList();
}

std::optional<int> ArchiveWriter::writtenEntry(const Archive &, const EntryLookup &lookup, std::size_t index) const
{
    return lookup.find(m_entries[index].path);
}

EntryCheck ArchiveWriter::checkUntouched(const Archive &, int, std::size_t) const
{
    return EntryCheck::Read;
}

EntryCheck ArchiveWriter::checkStored(const Archive &, int, const StoredDigest &) const
{
    return EntryCheck::Read;
}

QString ArchiveWriter::appendRefusal() const
{
    return tr("%1 archives are always rewritten").arg(m_base->formatName());
}

Result<AppendedArchive> ArchiveWriter::appendArchive(QFile &, Progress &)
{
    return Error{ErrorCode::Unsupported, appendRefusal(), m_base->path()};
}

QString ArchiveWriter::rewriteReason(const QString &outputPath, const CommitOptions &options) const
{
    const QFileInfo target(outputPath);
    const QFileInfo archive(m_base->path());
    if (m_base->path().isEmpty() || !target.exists() || target.canonicalFilePath() != archive.canonicalFilePath())
        return tr("the output is another file");
    if (options.compact)
        return tr("compacting rewrites the whole archive");
    if (!m_changed)
        return tr("there are no changes to append");
    return appendRefusal();
}

std::optional<Result<CommitReport>> ArchiveWriter::commitAppended(const QString &outputPath, Progress &progress,
    const CommitOptions &options, QString &reason)
{
    auto file = io::InPlaceAppend::open(outputPath);
    if (!file) {
        reason = file.error().message;
        return std::nullopt;
    }
    auto appended = appendArchive(file->device(), progress);
    if (!appended && appended.error().code == ErrorCode::LimitExceeded) {
        reason = appended.error().message;
        if (auto undone = file->rollback(); !undone)
            return Result<CommitReport>(undone.error());
        return std::nullopt;
    }
    if (!appended)
        return Result<CommitReport>(appended.error());
    if (progress.isCanceled())
        return Result<CommitReport>(Error{ErrorCode::Canceled, tr("Saving was canceled"), outputPath});
    auto size = file->commitHeader(appended->headerOffset, appended->header);
    if (!size)
        return Result<CommitReport>(size.error());
    if (options.check) {
        if (auto checked = options.check(outputPath); !checked)
            return Result<CommitReport>(checked.error()); // `file` rolls back
    }
    file->accept();
    CommitReport report = std::move(appended->report);
    report.outputPath = QFileInfo(outputPath).absoluteFilePath();
    report.outputBytes = *size;
    report.strategy = CommitStrategy::Appended;
    return Result<CommitReport>(std::move(report));
}

Result<CommitReport> ArchiveWriter::commitRewritten(const QString &outputPath, Progress &progress,
    const CommitOptions &options)
{
    auto file = io::AtomicFile::create(outputPath);
    if (!file)
        return file.error();
    auto report = writeArchive(file->device(), progress);
    if (!report)
        return report.error();
    if (progress.isCanceled())
        return Error{ErrorCode::Canceled, tr("Saving was canceled"), outputPath};
    if (options.check) {
        if (!file->device().flush()) {
            return Error{ErrorCode::Io, tr("Cannot write %1: %2").arg(outputPath, file->device().errorString()),
                outputPath};
        }
        if (auto checked = options.check(file->device().fileName()); !checked)
            return checked.error();
    }
    auto committed = file->commit();
    if (!committed)
        return committed.error();
    report->outputPath = file->targetPath();
    report->outputBytes = committed.value();
    return report;
}

Result<CommitReport> ArchiveWriter::commit(const QString &outputPath, Progress &progress, const CommitOptions &options)
{
    QString reason = rewriteReason(outputPath, options);
    if (reason.isEmpty()) {
        if (auto appended = commitAppended(outputPath, progress, options, reason))
            return std::move(*appended);
    }
    auto report = commitRewritten(outputPath, progress, options);
    if (report)
        report->rewriteReason = reason;
    return report;
}

} // namespace mwb
