// SPDX-License-Identifier: GPL-3.0-or-later
#include "EditCommandSupport.h"

#include "ConsoleProgress.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/core/ops/CommitChecked.h"
#include "mwb/core/ops/EditEntries.h"
#include "mwb/core/ops/EntryTarget.h"
#include "mwb/core/ops/SourceFiles.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QTemporaryDir>

namespace mwb::cli {

namespace {

using ops::EntryChange;

const QString kOutput = QStringLiteral("output");
const QString kJson = QStringLiteral("json");

QString kindKey(EntryChange::Kind kind)
{
    switch (kind) {
    case EntryChange::Kind::Added:
        return QStringLiteral("added");
    case EntryChange::Kind::Replaced:
        return QStringLiteral("replaced");
    case EntryChange::Kind::Removed:
        return QStringLiteral("removed");
    case EntryChange::Kind::Renamed:
        return QStringLiteral("renamed");
    case EntryChange::Kind::Unchanged:
        return QStringLiteral("unchanged");
    case EntryChange::Kind::LocaleSet:
        break;
    }
    return QStringLiteral("locale_set");
}

QString describe(const EntryChange &change)
{
    switch (change.kind) {
    case EntryChange::Kind::Added:
        return EditCommand::tr("added     %1 (%2 bytes)").arg(change.path).arg(change.size);
    case EntryChange::Kind::Replaced:
        return EditCommand::tr("replaced  %1 (%2 bytes)").arg(change.path).arg(change.size);
    case EntryChange::Kind::Removed:
        return EditCommand::tr("removed   %1 (%2 bytes)").arg(change.path).arg(change.size);
    case EntryChange::Kind::Renamed:
        return EditCommand::tr("renamed   %1 -> %2").arg(change.from, change.path);
    case EntryChange::Kind::Unchanged:
        return EditCommand::tr("unchanged %1 (already stored)").arg(change.path);
    case EntryChange::Kind::LocaleSet:
        break;
    }
    return EditCommand::tr("locale    %1 -> 0x%2").arg(change.path).arg(change.locale, 0, 16);
}

int failWith(ErrorCode code, const QString &message, const QString &path)
{
    return CommandLine::fail(Error{code, message, path});
}

} // namespace

EditCommand::EditCommand(const QString &verb, const QString &usage, const QString &description, const QString &formatId)
    : m_cli(usage, description)
    , m_formatId(formatId)
{
    m_report.verb = verb;
    m_cli.parser().addOption({{QStringLiteral("o"), kOutput},
        tr("Write the result to OUT and leave ARCHIVE untouched (default: edit ARCHIVE in place)."),
        QStringLiteral("OUT")});
    m_cli.parser().addOption({kJson, tr("Print the report as JSON (the same keys for every edit and format).")});
    SignOption::add(m_cli);
    m_cli.parser().addPositionalArgument(QStringLiteral("ARCHIVE"), tr("The archive to edit."));
}

std::optional<int> EditCommand::open(const QStringList &arguments, int operands, std::optional<Capability> needed)
{
    if (const auto stop = m_cli.parse(arguments, 1 + operands))
        return stop;
    const auto sign = SignOption::choice(m_cli);
    if (!sign)
        return CommandLine::ExitUsage;
    m_sign = *sign;
    const QString path = m_cli.positional().constFirst();
    m_target = m_cli.parser().isSet(kOutput) ? m_cli.parser().value(kOutput) : path;
    auto archive = ops::ArchiveChain::open(ops::TargetPath::parse(path));
    if (!archive)
        return CommandLine::fail(archive.error());
    const Archive &opened = archive->archive();
    if (!m_formatId.isEmpty() && opened.formatId() != m_formatId) {
        const FormatDescription *format = FormatRegistry::byId(m_formatId);
        return failWith(ErrorCode::InvalidInput,
            tr("%1 is not a %2 file").arg(path, format ? format->displayName() : m_formatId), path);
    }
    if (m_cli.parser().isSet(kOutput) && QFileInfo::exists(m_target)
        && QFileInfo(m_target).canonicalFilePath() == QFileInfo(path).canonicalFilePath()) {
        return failWith(
            ErrorCode::InvalidInput, tr("-o names the archive itself; leave -o out to edit it in place"), m_target);
    }
    if (needed && !opened.capabilities().testFlag(*needed)) {
        return failWith(
            ErrorCode::Unsupported, tr("%1 files do not support \"%2\"").arg(opened.formatName(), m_report.verb), path);
    }
    m_report.file = archive->target().isEntry() ? path : QFileInfo(path).absoluteFilePath();
    m_report.format = opened.formatId();
    auto writer = editArchive(archive->shared());
    if (!writer)
        return CommandLine::fail(writer.error());
    m_writer = std::move(writer).value();
    if (auto signing = m_writer->setSignaturePolicy(m_sign.policy); !signing)
        return CommandLine::fail(signing.error());
    return std::nullopt;
}

int EditCommand::commit(bool derive, bool compact)
{
    ConsoleProgress progress(tr("Saving"));
    if (derive) {
        auto derived = m_writer->updateDerivedEntries(progress);
        if (!derived)
            return CommandLine::fail(derived.error());
        m_report.derived = derived.value();
    }
    if (!m_writer->hasChanges() && !compact && m_target == m_cli.positional().constFirst()) {
        // Nothing to write (every file of `add --update` was stored already): the archive stays as it is.
        m_report.committed = false;
        m_report.commit.report.outputPath = m_report.file;
        printReport(m_report, m_cli.parser().isSet(kJson));
        return CommandLine::ExitOk;
    }
    auto committed = ops::TargetPath::parse(m_target).isEntry()
        ? commitIntoEntry(progress, compact)
        : ops::commitChecked(*m_writer, m_target, progress, compact);
    if (!committed)
        return CommandLine::fail(committed.error());
    m_report.commit = std::move(committed).value();
    printReport(m_report, m_cli.parser().isSet(kJson));
    SignOption::warn(m_report.commit.report, m_sign);
    for (const CommitReport &outer : m_outerCommits)
        SignOption::warn(outer, m_sign);
    return CommandLine::ExitOk;
}

Result<ops::CheckedCommit> EditCommand::commitIntoEntry(Progress &progress, bool compact)
{
    // An archive inside another: written into a scratch file, then stored back as the entry it was read from
    // (ops::writeTarget(), which commits every archive around it with the check).
    QTemporaryDir scratch;
    if (!scratch.isValid())
        return Error{ErrorCode::Io, tr("Cannot create a temporary folder"), m_target};
    const QString inner = scratch.filePath(QStringLiteral("archive"));
    auto committed = ops::commitChecked(*m_writer, inner, progress, compact);
    if (!committed)
        return committed.error();
    QFile written(inner);
    if (!written.open(QIODevice::ReadOnly))
        return Error{ErrorCode::Io, written.errorString(), inner};
    auto stored = ops::writeTarget(m_target, written.readAll(), progress, m_sign.policy);
    if (!stored)
        return stored.error();
    m_outerCommits = stored->archives;
    committed->report.outputPath = m_target;
    return committed;
}

QJsonObject EditCommand::reportJson(const ops::EditReport &report)
{
    QJsonObject lists;
    for (const auto kind : {EntryChange::Kind::Added, EntryChange::Kind::Replaced, EntryChange::Kind::Removed,
             EntryChange::Kind::Renamed, EntryChange::Kind::Unchanged, EntryChange::Kind::LocaleSet})
        lists.insert(kindKey(kind), QJsonArray());
    for (const EntryChange &change : report.changes) {
        QJsonObject row{{QStringLiteral("path"), change.path}, {QStringLiteral("size"), change.size}};
        if (change.kind == EntryChange::Kind::Renamed)
            row.insert(QStringLiteral("from"), change.from);
        if (change.kind == EntryChange::Kind::LocaleSet)
            row.insert(QStringLiteral("locale"), change.locale);
        QJsonArray list = lists.value(kindKey(change.kind)).toArray();
        list.append(row);
        lists.insert(kindKey(change.kind), list);
    }
    const CommitReport &commit = report.commit.report;
    QJsonObject json{{QStringLiteral("verb"), report.verb}, {QStringLiteral("file"), report.file},
        {QStringLiteral("format"), report.format}, {QStringLiteral("output"), commit.outputPath},
        {QStringLiteral("sidecars"), QJsonArray::fromStringList(report.sidecars)},
        {QStringLiteral("derived"), QJsonArray::fromStringList(report.derived)},
        {QStringLiteral("entries"), commit.entries}, {QStringLiteral("copied_raw"), commit.copiedRaw},
        {QStringLiteral("kept_in_place"), commit.keptInPlace}, {QStringLiteral("written"), commit.written},
        {QStringLiteral("bytes"), commit.outputBytes},
        {QStringLiteral("commit"),
            !report.committed                                 ? QStringLiteral("none")
                : commit.strategy == CommitStrategy::Appended ? QStringLiteral("appended")
                                                              : QStringLiteral("rewritten")},
        {QStringLiteral("rewrite_reason"), commit.rewriteReason}, {QStringLiteral("verified"), report.commit.verified},
        {QStringLiteral("notes"), QJsonArray::fromStringList(commit.notes)}};
    SignOption::insertJson(json, commit);
    for (auto it = lists.begin(); it != lists.end(); ++it)
        json.insert(it.key(), it.value());
    return json;
}

void EditCommand::printReport(const ops::EditReport &report, bool json)
{
    const CommitReport &commit = report.commit.report;
    if (json) {
        CommandLine::printJson(QJsonDocument(reportJson(report)));
        return;
    }
    QString text;
    for (const EntryChange &change : report.changes)
        text += describe(change) + QLatin1Char('\n');
    if (!report.sidecars.isEmpty()) {
        text += tr("read, not stored: %1").arg(report.sidecars.join(QStringLiteral(", "))) + QLatin1Char('\n');
    }
    for (const QString &line : report.derived)
        text += tr("updated   %1").arg(line) + QLatin1Char('\n');
    const int unchanged = static_cast<int>(report.changesOf(EntryChange::Kind::Unchanged).size());
    if (unchanged > 0)
        text += tr("%n file(s) already stored under their names were skipped", nullptr, unchanged) + QLatin1Char('\n');
    if (!report.committed) {
        CommandLine::printOut(text + tr("%1: no changes, left as it was").arg(commit.outputPath));
        return;
    }
    const bool appended = commit.strategy == CommitStrategy::Appended;
    text += (appended ? tr("%1: %2 entries (%3 kept in place, %4 copied, %5 written) appended, %6 bytes, %7 entries "
                           "verified")
                            .arg(commit.outputPath)
                            .arg(commit.entries)
                            .arg(commit.keptInPlace)
                            .arg(commit.copiedRaw)
                            .arg(commit.written)
                            .arg(commit.outputBytes)
                            .arg(report.commit.verified)
                      : tr("%1: %2 entries (%3 copied, %4 written), %5 bytes, %6 entries verified")
                            .arg(commit.outputPath)
                            .arg(commit.entries)
                            .arg(commit.copiedRaw)
                            .arg(commit.written)
                            .arg(commit.outputBytes)
                            .arg(report.commit.verified));
    CommandLine::printOut(text);
    for (const QString &note : commit.notes)
        CommandLine::printErr(QStringLiteral("mwb-cli: ") + note);
}

int createFromFolder(const QString &formatId, const QString &presetId, const QString &folder, const QString &output,
    bool json, const SignChoice &sign, const std::function<std::optional<Error>(ArchiveWriter &)> &configure)
{
    const FormatDescription *format = FormatRegistry::byId(formatId);
    if (!format || !format->can(Capability::Create)) {
        return failWith(ErrorCode::Unsupported,
            EditCommand::tr("New %1 files cannot be created").arg(format ? format->displayName() : formatId), output);
    }
    if (!QFileInfo(folder).isDir())
        return failWith(ErrorCode::InvalidInput, EditCommand::tr("%1 is not a folder").arg(folder), folder);
    ops::EditReport report;
    report.verb = QStringLiteral("create");
    report.file = QFileInfo(folder).absoluteFilePath();
    report.format = formatId;
    std::unique_ptr<ArchiveWriter> writer;
    if (format->createFromFolder) {
        auto made = format->createFromFolder(folder, presetId);
        if (!made)
            return CommandLine::fail(made.error());
        writer = std::move(made).value();
        for (const QString &name : format->folderSidecars) {
            if (QFileInfo::exists(QDir(folder).filePath(name)))
                report.sidecars << name;
        }
    } else {
        auto made = createArchive(formatId, presetId);
        if (!made)
            return CommandLine::fail(made.error());
        writer = std::move(made).value();
    }
    if (configure) {
        if (auto refused = configure(*writer))
            return CommandLine::fail(*refused);
    }
    if (auto signing = writer->setSignaturePolicy(sign.policy); !signing)
        return CommandLine::fail(signing.error());
    if (!format->createFromFolder) {
        auto files = ops::collectFolderContents(*format, folder);
        if (!files)
            return CommandLine::fail(files.error());
        report.sidecars = files->sidecars;
        auto added = ops::addFiles(*writer, files->files, AddOptions{true});
        if (!added)
            return CommandLine::fail(added.error());
        report.changes = std::move(added).value();
    }
    ConsoleProgress progress(EditCommand::tr("Creating"));
    auto committed = ops::commitChecked(*writer, output, progress);
    if (!committed)
        return CommandLine::fail(committed.error());
    report.commit = std::move(committed).value();
    if (format->createFromFolder) {
        for (const StoredDigest &digest : writer->storedDigests())
            report.changes.push_back(ops::EntryChange{ops::EntryChange::Kind::Added, digest.path, {}, digest.size});
    }
    EditCommand::printReport(report, json);
    return CommandLine::ExitOk;
}

} // namespace mwb::cli
