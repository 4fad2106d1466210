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
    m_slots.reserve(inputs.size());
    for (const EntryIndex::Input &input : inputs)
        m_slots.push_back(Slot{PlannedEntry{input.path, input.entry, std::nullopt, {}, std::nullopt}});
}

ArchiveWriter::~ArchiveWriter() = default;

void ArchiveWriter::setBaseEntryPaths(const std::function<QString(const PlannedEntry &)> &pathOf)
{
    for (Slot &slot : m_slots) {
        if (!slot.entry.isNew())
            slot.entry.path = pathOf(slot.entry);
    }
    m_index.reset();
    m_liveEntries.reset();
}

const std::vector<PlannedEntry> &ArchiveWriter::entries() const
{
    if (!m_liveEntries) {
        m_liveEntries.emplace();
        m_liveEntries->reserve(m_slots.size());
        for (const Slot &slot : m_slots) {
            if (slot.live)
                m_liveEntries->push_back(slot.entry);
        }
    }
    return *m_liveEntries;
}

void ArchiveWriter::touch()
{
    m_liveEntries.reset();
    m_changed = true;
}

void ArchiveWriter::setSlot(std::size_t at, Slot next)
{
    m_journal.push_back(JournalRecord{at, m_slots[at]});
    if (m_index)
        unindexSlot(*m_index, at);
    m_slots[at] = std::move(next);
    if (m_index)
        indexSlot(*m_index, at);
    touch();
}

void ArchiveWriter::appendEntry(PlannedEntry entry)
{
    m_journal.push_back(JournalRecord{m_slots.size(), std::nullopt});
    m_slots.push_back(Slot{std::move(entry)});
    if (m_index)
        indexSlot(*m_index, m_slots.size() - 1);
    touch();
}

void ArchiveWriter::rollback(const Checkpoint &mark)
{
    while (m_journal.size() > mark.journal) {
        JournalRecord record = std::move(m_journal.back());
        m_journal.pop_back();
        if (m_index)
            unindexSlot(*m_index, record.slot);
        if (record.before) {
            m_slots[record.slot] = std::move(*record.before);
            if (m_index)
                indexSlot(*m_index, record.slot);
        } else {
            m_slots.pop_back(); // an appended slot is always the last one when its record is undone
        }
    }
    m_liveEntries.reset();
    m_changed = mark.changed;
}

QString ArchiveWriter::indexKey(const QString &path) const
{
    return pathCase() == Qt::CaseInsensitive ? path.toCaseFolded() : path;
}

void ArchiveWriter::indexSlot(PathIndex &index, std::size_t at) const
{
    if (!m_slots[at].live)
        return;
    const QString key = indexKey(m_slots[at].entry.path);
    const auto existing = index.entries.find(key);
    if (existing == index.entries.end()) {
        index.entries.insert(key, at);
    } else {
        index.duplicated.insert(key);
        existing.value() = std::max(existing.value(), at); // the last of duplicate paths is the one a reader sees
    }
    for (qsizetype slash = key.indexOf(separator()); slash > 0; slash = key.indexOf(separator(), slash + 1))
        ++index.folders[key.left(slash)];
    if (!m_slots[at].entry.isNew())
        ++index.originals[m_slots[at].entry.original];
}

void ArchiveWriter::unindexSlot(PathIndex &index, std::size_t at) const
{
    if (!m_slots[at].live)
        return;
    const QString key = indexKey(m_slots[at].entry.path);
    for (qsizetype slash = key.indexOf(separator()); slash > 0; slash = key.indexOf(separator(), slash + 1)) {
        const auto folder = index.folders.find(key.left(slash));
        if (folder != index.folders.end() && --folder.value() <= 0)
            index.folders.erase(folder);
    }
    if (const auto copied = index.originals.find(m_slots[at].entry.original);
        copied != index.originals.end() && --copied.value() <= 0)
        index.originals.erase(copied);
    const auto indexed = index.entries.find(key);
    if (indexed == index.entries.end() || indexed.value() != at)
        return;
    index.entries.erase(indexed);
    if (!index.duplicated.contains(key))
        return;
    // Another live slot with this path takes its place: the last one (rare: duplicates come from the base only).
    std::optional<std::size_t> other;
    int copies = 0;
    for (std::size_t i = 0; i < m_slots.size(); ++i) {
        if (i != at && m_slots[i].live && indexKey(m_slots[i].entry.path) == key) {
            other = i;
            ++copies;
        }
    }
    if (other)
        index.entries.insert(key, *other);
    if (copies < 2)
        index.duplicated.remove(key);
}

const ArchiveWriter::PathIndex &ArchiveWriter::pathIndex() const
{
    if (!m_index) {
        m_index.emplace();
        m_index->entries.reserve(qsizetype(m_slots.size()));
        for (std::size_t i = 0; i < m_slots.size(); ++i)
            indexSlot(*m_index, i);
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

std::vector<const PlannedEntry *> ArchiveWriter::entriesAt(const QString &path) const
{
    std::vector<const PlannedEntry *> found;
    for (const std::size_t at : slotsAtOrBelow(path)) {
        if (m_slots[at].entry.path.compare(path, pathCase()) == 0)
            found.push_back(&m_slots[at].entry);
    }
    return found;
}

bool ArchiveWriter::keepsOriginal(int original) const
{
    return pathIndex().originals.contains(original);
}

void ArchiveWriter::visitChangesSince(
    const Checkpoint &mark, const std::function<void(const PlannedEntry *before, const PlannedEntry *now)> &visit) const
{
    for (std::size_t i = mark.journal; i < m_journal.size(); ++i) {
        const JournalRecord &record = m_journal[i];
        const PlannedEntry *before = record.before && record.before->live ? &record.before->entry : nullptr;
        const Slot &slot = m_slots[record.slot];
        visit(before, slot.live ? &slot.entry : nullptr);
    }
}

std::vector<std::size_t> ArchiveWriter::slotsAtOrBelow(const QString &normalized) const
{
    const PathIndex &index = pathIndex();
    const QString key = indexKey(normalized);
    if (!index.folders.contains(key) && !index.duplicated.contains(key)) {
        const auto at = find(normalized);
        return at ? std::vector<std::size_t>{*at} : std::vector<std::size_t>{};
    }
    std::vector<std::size_t> found;
    for (std::size_t i = 0; i < m_slots.size(); ++i) {
        const Slot &slot = m_slots[i];
        if (slot.live && (slot.entry.path.compare(normalized, pathCase()) == 0 || isBelow(slot.entry.path, normalized)))
            found.push_back(i);
    }
    return found;
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
    const auto at = find(*normalized);
    if (!at && contains(*normalized))
        return pathTaken(*normalized); // a folder
    PlannedEntry planned{*normalized, -1, std::move(source), options, std::nullopt};
    if (at)
        setSlot(*at, Slot{std::move(planned)});
    else
        appendEntry(std::move(planned));
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
    const std::vector<std::size_t> slots = slotsAtOrBelow(*normalized);
    if (slots.empty())
        return noSuchEntry(*normalized);
    for (const std::size_t at : slots) {
        Slot removed = m_slots[at];
        removed.live = false;
        setSlot(at, std::move(removed));
    }
    return static_cast<int>(slots.size());
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
    const QString &source = paths->first;
    const QString &target = paths->second;
    if (source.compare(target, pathCase()) == 0)
        return 0;
    if (contains(target))
        return pathTaken(target);
    const std::vector<std::size_t> slots = slotsAtOrBelow(source);
    if (slots.empty())
        return noSuchEntry(source);
    std::vector<QString> renamed;
    renamed.reserve(slots.size());
    for (const std::size_t at : slots) {
        const QString &path = m_slots[at].entry.path;
        auto checked = normalizePath(path.size() == source.size() ? target : target + path.mid(source.size()));
        if (!checked)
            return checked.error();
        renamed.push_back(std::move(checked).value());
    }
    for (std::size_t i = 0; i < slots.size(); ++i) {
        Slot moved = m_slots[slots[i]];
        moved.entry.path = std::move(renamed[i]);
        setSlot(slots[i], std::move(moved));
    }
    return static_cast<int>(slots.size());
}

Result<void> ArchiveWriter::copy(const QString &from, const QString &to)
{
    auto paths = normalizePair(from, to);
    if (!paths)
        return paths.error();
    const QString &source = paths->first;
    const QString &target = paths->second;
    const auto at = find(source);
    if (!at)
        return noSuchEntry(source);
    if (contains(target))
        return pathTaken(target);
    PlannedEntry copied = m_slots[*at].entry;
    copied.path = target;
    appendEntry(std::move(copied));
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
    Slot changed = m_slots[*at];
    changed.entry.locale = locale;
    setSlot(*at, std::move(changed));
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
    return lookup.find(entries()[index].path);
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

std::optional<Result<CommitReport>> ArchiveWriter::commitAppended(
    const QString &outputPath, Progress &progress, const CommitOptions &options, QString &reason)
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

Result<CommitReport> ArchiveWriter::commitRewritten(
    const QString &outputPath, Progress &progress, const CommitOptions &options)
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
            return Error{
                ErrorCode::Io, tr("Cannot write %1: %2").arg(outputPath, file->device().errorString()), outputPath};
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

Result<void> ArchiveWriter::setSignaturePolicy(SignaturePolicy policy)
{
    if (policy == SignaturePolicy::Unsigned)
        return {};
    return Error{ErrorCode::Unsupported, tr("%1 files cannot be signed").arg(m_base->formatName()), m_base->path()};
}

Result<CommitReport> ArchiveWriter::commit(const QString &outputPath, Progress &progress, const CommitOptions &options)
{
    const auto withSignature = [this](Result<CommitReport> report) {
        if (report) {
            report->signatureBefore = baseSignature();
            report->signature = signaturePolicy();
        }
        return report;
    };
    QString reason = rewriteReason(outputPath, options);
    if (reason.isEmpty()) {
        if (auto appended = commitAppended(outputPath, progress, options, reason))
            return withSignature(std::move(*appended));
    }
    auto report = commitRewritten(outputPath, progress, options);
    if (report)
        report->rewriteReason = reason;
    return withSignature(std::move(report));
}

} // namespace mwb
