// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/ops/EntryTarget.h"

#include "mwb/core/ArchiveWriter.h"
#include "mwb/core/EntryLookup.h"
#include "mwb/core/io/AtomicFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

#include <limits>

namespace mwb::ops {

namespace {

class TargetText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::ops::EntryTarget)
};

const QString kSeparator = QStringLiteral("::");

Result<QByteArray> readFileCapped(const QString &path, qint64 maxBytes)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{ErrorCode::Io, TargetText::tr("Cannot read %1: %2").arg(path, file.errorString()), path};
    if (file.size() > maxBytes) {
        return Error{ErrorCode::LimitExceeded,
            TargetText::tr("The file has %1 bytes, beyond the limit of %2").arg(file.size()).arg(maxBytes), path};
    }
    QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError)
        return Error{ErrorCode::Io, TargetText::tr("Cannot read %1: %2").arg(path, file.errorString()), path};
    return bytes;
}

/// The size of `entry` as the archive lists it.
qint64 listedSize(const Archive &archive, int entry)
{
    for (const EntryIndex::Input &input : archive.indexInputs()) {
        if (input.entry == entry)
            return input.size;
    }
    return 0;
}

/// The path a writer of `archive` has for its entry `entry` (the stored spelling, e.g. MPQ's '\\').
Result<QString> plannedPath(const ArchiveWriter &writer, int entry)
{
    for (const PlannedEntry &planned : writer.entries()) {
        if (planned.original == entry)
            return planned.path;
    }
    return Error{ErrorCode::InvalidInput, TargetText::tr("The entry cannot be written back"), writer.base().path()};
}

/// Replaces the entry `entry` of `archive` with `bytes` and commits the result, signed as `signature` says, to
/// `output` with the check.
Result<CheckedCommit> replaceEntry(const std::shared_ptr<const Archive> &archive, int entry, const QByteArray &bytes,
    const QString &output, Progress &progress, SignaturePolicy signature)
{
    auto writer = editArchive(archive);
    if (!writer)
        return writer.error();
    if (auto signing = (*writer)->setSignaturePolicy(signature); !signing)
        return signing.error();
    auto path = plannedPath(**writer, entry);
    if (!path)
        return path.error();
    if (auto replaced = (*writer)->replace(*path, EntrySource::fromBytes(bytes)); !replaced)
        return replaced.error();
    if (auto derived = (*writer)->updateDerivedEntries(progress); !derived)
        return derived.error();
    return commitChecked(**writer, output, progress);
}

} // namespace

TargetPath TargetPath::parse(const QString &argument)
{
    QStringList parts = argument.split(kSeparator);
    TargetPath target;
    target.file = parts.takeFirst();
    target.entries = parts;
    return target;
}

QString TargetPath::label(int depth) const
{
    return (QStringList{file} + entries.mid(0, depth)).join(kSeparator);
}

Result<int> findEntry(const Archive &archive, const QString &path, const QString &label)
{
    if (const auto entry = EntryLookup(archive).find(path))
        return *entry;
    // Users type paths in any case even where the format tells cases apart: one entry matching without case will do.
    const QString wanted = QString(path).replace(QLatin1Char('\\'), QLatin1Char('/'));
    std::optional<int> only;
    int matches = 0;
    for (const EntryIndex::Input &input : archive.indexInputs()) {
        if (input.path.compare(wanted, Qt::CaseInsensitive) == 0) {
            only = input.entry;
            ++matches;
        }
    }
    if (matches == 1)
        return *only;
    return Error{ErrorCode::InvalidInput, TargetText::tr("%1 has no entry \"%2\"").arg(label, path), label};
}

Result<ArchiveChain> ArchiveChain::open(
    const TargetPath &target, const OpenOptions &options, std::optional<int> archiveEntries)
{
    const int depth = archiveEntries.value_or(static_cast<int>(target.entries.size()));
    ArchiveChain chain;
    chain.m_target = target;
    auto file = openArchive(target.file, depth == 0 ? options : OpenOptions{});
    if (!file)
        return file.error();
    chain.m_levels.push_back(ChainLevel{std::shared_ptr<const Archive>(std::move(file).value()), {}, -1});
    for (int level = 1; level <= depth; ++level) {
        const Archive &outer = chain.archive();
        const QString &path = target.entries.at(level - 1);
        auto entry = findEntry(outer, path, target.label(level - 1));
        if (!entry)
            return entry.error();
        auto bytes = outer.readEntry(*entry);
        if (!bytes)
            return bytes.error();
        auto inner = openArchiveFrom(ByteSource::fromBytes(std::move(bytes).value(), target.label(level)), path,
            level == depth ? options : OpenOptions{});
        if (!inner)
            return inner.error();
        chain.m_levels.push_back(ChainLevel{std::shared_ptr<const Archive>(std::move(inner).value()), path, *entry});
    }
    return chain;
}

Result<TargetBytes> readTarget(const QString &argument, qint64 maxBytes)
{
    const TargetPath target = TargetPath::parse(argument);
    if (!target.isEntry()) {
        auto bytes = readFileCapped(target.file, maxBytes);
        if (!bytes)
            return bytes.error();
        return TargetBytes{std::move(bytes).value(), target.file, argument};
    }
    auto chain = ArchiveChain::open(target, {}, static_cast<int>(target.entries.size()) - 1);
    if (!chain)
        return chain.error();
    const QString &path = target.entries.constLast();
    auto entry = findEntry(chain->archive(), path, target.label(static_cast<int>(target.entries.size()) - 1));
    if (!entry)
        return entry.error();
    if (const qint64 size = listedSize(chain->archive(), *entry); size > maxBytes) {
        return Error{ErrorCode::LimitExceeded,
            TargetText::tr("The entry has %1 bytes, beyond the limit of %2").arg(size).arg(maxBytes), argument};
    }
    auto bytes = chain->archive().readEntry(*entry);
    if (!bytes)
        return bytes.error();
    return TargetBytes{std::move(bytes).value(), path, argument};
}

Result<TargetWrite> writeTarget(
    const QString &argument, const QByteArray &bytes, Progress &progress, SignaturePolicy signature)
{
    const TargetPath target = TargetPath::parse(argument);
    if (!target.isEntry()) {
        auto file = io::AtomicFile::create(target.file);
        if (!file)
            return file.error();
        if (file->device().write(bytes) != bytes.size()) {
            return Error{ErrorCode::Io,
                TargetText::tr("Cannot write %1: %2").arg(target.file, file->device().errorString()), target.file};
        }
        if (auto committed = file->commit(); !committed)
            return committed.error();
        return TargetWrite{target.file, std::nullopt};
    }
    const int innermost = static_cast<int>(target.entries.size()) - 1;
    auto chain = ArchiveChain::open(target, {}, innermost);
    if (!chain)
        return chain.error();
    auto entry = findEntry(chain->archive(), target.entries.constLast(), target.label(innermost));
    if (!entry)
        return entry.error();
    // Inner archives are rewritten into a scratch folder, read back and stored in the archive around them.
    QTemporaryDir scratch;
    if (!scratch.isValid())
        return Error{ErrorCode::Io, TargetText::tr("Cannot create a temporary folder"), argument};
    QByteArray content = bytes;
    int replaced = *entry;
    std::vector<CommitReport> archives;
    for (int level = innermost; level > 0; --level) {
        const ChainLevel &inner = chain->levels()[static_cast<std::size_t>(level)];
        const QString rewritten = scratch.filePath(QStringLiteral("level%1").arg(level));
        auto committed = replaceEntry(inner.archive, replaced, content, rewritten, progress, signature);
        if (!committed)
            return committed.error();
        committed->report.outputPath = target.label(level);
        archives.push_back(committed->report);
        auto read = readFileCapped(rewritten, std::numeric_limits<qint32>::max());
        if (!read)
            return read.error();
        content = std::move(read).value();
        replaced = inner.entry;
    }
    auto committed = replaceEntry(chain->levels().front().archive, replaced, content, target.file, progress, signature);
    if (!committed)
        return committed.error();
    archives.push_back(committed->report);
    return TargetWrite{target.file, std::move(committed).value(), std::move(archives)};
}

} // namespace mwb::ops
