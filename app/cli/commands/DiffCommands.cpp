// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli diff A B [--json] [--entry PATH]`: two archives or folders entry by entry, or one entry by content.
#include "ArchiveCommandSupport.h"
#include "CommandLine.h"
#include "CommandRegistry.h"
#include "ConsoleProgress.h"
#include "mwb/core/FolderArchive.h"
#include "mwb/core/diff/ArchiveDiff.h"
#include "mwb/core/diff/ContentDiff.h"

#include <QJsonArray>

namespace mwb::cli {

namespace {

using namespace mwb::diff;

class DiffText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::DiffCommands)
};

const QString kEntry = QStringLiteral("entry");

QString crcText(const std::optional<quint32> &crc)
{
    return crc ? QStringLiteral("0x%1").arg(*crc, 8, 16, QLatin1Char('0')) : QString();
}

QJsonObject sideJson(const Archive &archive)
{
    return {{QStringLiteral("path"), archive.path()}, {QStringLiteral("format"), archive.formatId()}};
}

QJsonObject changeJson(const EntryChange &change)
{
    QJsonObject row{{QStringLiteral("kind"), changeKindName(change.kind)}, {QStringLiteral("path"), change.path()}};
    if (change.kind == ChangeKind::Renamed || change.kind == ChangeKind::Moved)
        row.insert(QStringLiteral("before_path"), change.before.path);
    if (change.kind == ChangeKind::Changed)
        row.insert(QStringLiteral("evidence"), evidenceName(change.evidence));
    const std::pair<const char *, const EntrySide *> sides[] = {{"before", &change.before}, {"after", &change.after}};
    for (const auto &[name, side] : sides) {
        if (side->entry < 0)
            continue;
        row.insert(QStringLiteral("size_%1").arg(QLatin1String(name)), side->size);
        if (side->crc32)
            row.insert(QStringLiteral("crc32_%1").arg(QLatin1String(name)), crcText(side->crc32));
    }
    return row;
}

/// One line per change: "changed  PATH  size 10 -> 12", "moved    OLD -> NEW"… (kind words are not translated).
QString changeLine(const EntryChange &change)
{
    QString line = changeKindName(change.kind).leftJustified(8) + QLatin1Char(' ');
    switch (change.kind) {
    case ChangeKind::Added:
    case ChangeKind::Removed:
        return line + change.path();
    case ChangeKind::Renamed:
    case ChangeKind::Moved:
        return line + change.before.path + QStringLiteral(" -> ") + change.after.path;
    case ChangeKind::Changed:
        break;
    }
    line += change.path();
    if (change.evidence == Evidence::Size)
        return line + QStringLiteral("  size %1 -> %2").arg(change.before.size).arg(change.after.size);
    if (change.evidence == Evidence::Checksum)
        return line + QStringLiteral("  crc32 %1 -> %2").arg(crcText(change.before.crc32), crcText(change.after.crc32));
    return line + QStringLiteral("  content");
}

QString summaryText(const ArchiveDiff &diff)
{
    return DiffText::tr("%1 added, %2 removed, %3 changed, %4 renamed, %5 moved, %6 unchanged")
        .arg(diff.count(ChangeKind::Added))
        .arg(diff.count(ChangeKind::Removed))
        .arg(diff.count(ChangeKind::Changed))
        .arg(diff.count(ChangeKind::Renamed))
        .arg(diff.count(ChangeKind::Moved))
        .arg(diff.unchanged);
}

int printArchiveDiff(const Archive &a, const Archive &b, const ArchiveDiff &diff, bool json)
{
    if (json) {
        QJsonArray changes;
        for (const EntryChange &change : diff.changes)
            changes.append(changeJson(change));
        const QJsonObject summary{{QStringLiteral("added"), diff.count(ChangeKind::Added)},
            {QStringLiteral("removed"), diff.count(ChangeKind::Removed)},
            {QStringLiteral("changed"), diff.count(ChangeKind::Changed)},
            {QStringLiteral("renamed"), diff.count(ChangeKind::Renamed)},
            {QStringLiteral("moved"), diff.count(ChangeKind::Moved)}, {QStringLiteral("unchanged"), diff.unchanged}};
        CommandLine::printJson(
            QJsonDocument(QJsonObject{{QStringLiteral("before"), sideJson(a)}, {QStringLiteral("after"), sideJson(b)},
                {QStringLiteral("equal"), diff.equal()}, {QStringLiteral("summary"), summary},
                {QStringLiteral("content_reads"), diff.contentReads}, {QStringLiteral("changes"), changes}}));
    } else {
        QString text;
        for (const EntryChange &change : diff.changes)
            text += changeLine(change) + QLatin1Char('\n');
        CommandLine::printOut(text + summaryText(diff) + QLatin1Char('\n'));
    }
    return diff.equal() ? CommandLine::ExitOk : CommandLine::ExitCheckFailed;
}

/// The change of the entry at `path` (either side's path), or null when it is unchanged or absent.
const EntryChange *changeAt(const ArchiveDiff &diff, const QString &path, Qt::CaseSensitivity pathCase)
{
    for (const EntryChange &change : diff.changes) {
        if (change.before.path.compare(path, pathCase) == 0 || change.after.path.compare(path, pathCase) == 0)
            return &change;
    }
    return nullptr;
}

bool hasEntry(const Archive &archive, const QString &path)
{
    return std::any_of(archive.indexInputs().begin(), archive.indexInputs().end(), [&](const EntryIndex::Input &input) {
        return input.path.compare(path, archive.pathCase()) == 0;
    });
}

QJsonObject contentJson(const ContentDiff &content)
{
    static const char *const kinds[] = {"added", "removed", "changed"};
    QJsonArray changes;
    for (const ContentChange &change : content.changes) {
        changes.append(QJsonObject{{QStringLiteral("kind"), QLatin1String(kinds[static_cast<int>(change.kind)])},
            {QStringLiteral("location"), change.location}, {QStringLiteral("before"), change.before},
            {QStringLiteral("after"), change.after}});
    }
    QJsonObject out{{QStringLiteral("kind"), content.kind}, {QStringLiteral("changes"), changes},
        {QStringLiteral("omitted"), content.omitted},
        {QStringLiteral("notes"), QJsonArray::fromStringList(content.notes)}};
    if (content.kind == QLatin1String("bytes")) {
        out.insert(QStringLiteral("first_difference"), content.firstDifference);
        out.insert(QStringLiteral("differing_bytes"), content.differingBytes);
    }
    return out;
}

QString contentLine(const ContentChange &change)
{
    switch (change.kind) {
    case ContentChange::Kind::Added:
        return QStringLiteral("+ %1: %2").arg(change.location, change.after);
    case ContentChange::Kind::Removed:
        return QStringLiteral("- %1: %2").arg(change.location, change.before);
    case ContentChange::Kind::Changed:
        break;
    }
    return QStringLiteral("~ %1: %2 -> %3").arg(change.location, change.before, change.after);
}

/// `--entry PATH`: the content diff of one entry that both sides hold (renamed and moved entries by either path).
int printEntryDiff(const Archive &a, const Archive &b, const ArchiveDiff &diff, const QString &path, bool json)
{
    const Qt::CaseSensitivity pathCase = a.pathCase() == Qt::CaseInsensitive || b.pathCase() == Qt::CaseInsensitive
        ? Qt::CaseInsensitive
        : Qt::CaseSensitive;
    const EntryChange *change = changeAt(diff, path, pathCase);
    if (!change) {
        if (!hasEntry(a, path))
            return CommandLine::fail(
                {ErrorCode::InvalidInput, DiffText::tr("Neither side has an entry %1").arg(path), a.path()});
        if (json)
            CommandLine::printJson(QJsonDocument(
                QJsonObject{{QStringLiteral("path"), path}, {QStringLiteral("kind"), QStringLiteral("unchanged")}}));
        else
            CommandLine::printOut(DiffText::tr("%1 is the same on both sides").arg(path) + QLatin1Char('\n'));
        return CommandLine::ExitOk;
    }
    QJsonObject out{{QStringLiteral("path"), change->path()}, {QStringLiteral("kind"), changeKindName(change->kind)}};
    ContentDiff content;
    const bool bothSides = change->before.entry >= 0 && change->after.entry >= 0;
    if (bothSides) {
        auto before = a.readEntry(change->before.entry);
        if (!before)
            return CommandLine::fail(before.error());
        auto after = b.readEntry(change->after.entry);
        if (!after)
            return CommandLine::fail(after.error());
        content = diffContent(change->path(), *before, *after);
        out.insert(QStringLiteral("content"), contentJson(content));
    }
    if (json) {
        CommandLine::printJson(QJsonDocument(out));
        return CommandLine::ExitCheckFailed;
    }
    QString text = changeLine(*change) + QLatin1Char('\n');
    if (bothSides) {
        for (const QString &note : std::as_const(content.notes))
            text += note + QLatin1Char('\n');
        for (const ContentChange &line : content.changes)
            text += contentLine(line) + QLatin1Char('\n');
        if (content.omitted > 0)
            text += DiffText::tr("… and %1 more").arg(content.omitted) + QLatin1Char('\n');
    }
    CommandLine::printOut(text);
    return CommandLine::ExitCheckFailed;
}

int diffCommand(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("diff A B [--json] [--entry PATH]"),
        DiffText::tr("Compare two archives of any formats, two folders, or an archive and a folder: added, removed, "
                     "changed, renamed and moved entries. --entry shows what changed inside one entry (TL2 DAT "
                     "properties, WDBC records, image dimensions, bytes). Exit 0 when equal, 1 when different."));
    cli.parser().addPositionalArgument(QStringLiteral("A"), DiffText::tr("The archive or folder before."));
    cli.parser().addPositionalArgument(QStringLiteral("B"), DiffText::tr("The archive or folder after."));
    ArchiveCommandSupport::addJsonOption(cli);
    cli.parser().addOption({kEntry, DiffText::tr("Compare the content of this entry."), DiffText::tr("PATH")});
    if (const auto stop = cli.parse(arguments, 2))
        return *stop;
    if (cli.positional().size() != 2)
        return cli.usageError(DiffText::tr("diff takes exactly two archives or folders"));
    auto a = openArchiveOrFolder(cli.positional().at(0));
    if (!a)
        return CommandLine::fail(a.error());
    auto b = openArchiveOrFolder(cli.positional().at(1));
    if (!b)
        return CommandLine::fail(b.error());
    ConsoleProgress progress(DiffText::tr("Comparing"));
    const auto diff = diffArchives(**a, **b, progress);
    if (!diff)
        return CommandLine::fail(diff.error());
    const bool json = ArchiveCommandSupport::json(cli);
    if (cli.parser().isSet(kEntry))
        return printEntryDiff(**a, **b, *diff, cli.parser().value(kEntry), json);
    return printArchiveDiff(**a, **b, *diff, json);
}

} // namespace

void addDiffCommands(std::vector<Command> &commands)
{
    commands.push_back({{}, QStringLiteral("diff"), DiffText::tr("Compare two archives or folders"), diffCommand});
}

} // namespace mwb::cli
