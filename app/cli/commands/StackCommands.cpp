// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli stack layers|list|which|extract`: several archives seen as one (mwb::LayeredArchive), a WoW client's Data
// folder in the client's order or archives in the order given (the last one wins).
#include "ArchiveCommandSupport.h"
#include "CommandLine.h"
#include "CommandRegistry.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/core/StackPlan.h"

#include <QFileInfo>
#include <QJsonArray>

namespace mwb::cli {

namespace {

const QString kLocale = QStringLiteral("locale");
const QString kDeleted = QStringLiteral("deleted");

/// The front every stack command shares: the inputs (a Data folder or archives), --locale, and what follows them.
class StackCommand
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::StackCommands)
public:
    StackCommand(const QString &usage, const QString &description)
        : m_cli(QStringLiteral("stack ") + usage, description)
    {
        m_cli.parser().addPositionalArgument(QStringLiteral("DIR_OR_ARCHIVES"),
            tr("A World of Warcraft client's Data folder (its archives in the client's order), or archives in their "
               "order, lowest priority first (the last one wins, as in a Torchlight 2 mod list). The arguments that "
               "exist on disk are the stack; the ones after them are what the command takes next."),
            QStringLiteral("DIR_OR_ARCHIVES…"));
        m_cli.parser().addOption({kLocale,
            tr("The locale folder of a Data folder (enUS, ruRU…); by default the one found (the first of several in "
               "the extractors' order)."),
            tr("LOCALE")});
    }

    CommandLine &cli() { return m_cli; }

    /// Parses the arguments and splits the positional ones into the stack and the rest; returns the exit code to
    /// stop with.
    [[nodiscard]] std::optional<int> parse(const QStringList &arguments)
    {
        if (const auto stop = m_cli.parse(arguments, 1))
            return stop;
        const QStringList positional = m_cli.positional();
        qsizetype split = 0;
        while (split < positional.size() && QFileInfo::exists(positional[split]))
            ++split;
        if (split == 0)
            return CommandLine::fail(Error{ErrorCode::Io, tr("No such file or folder"), positional.constFirst(), -1});
        m_inputs = positional.first(split);
        m_rest = positional.sliced(split);
        for (const QString &item : std::as_const(m_rest)) {
            const bool wildcard = item.contains(QLatin1Char('*')) || item.contains(QLatin1Char('?'));
            if (!wildcard && FormatRegistry::byFileName(item)) // a mistyped archive, not an entry pattern
                return CommandLine::fail(Error{ErrorCode::Io, tr("No such file"), item, -1});
        }
        auto plan = StackPlanner::plan(m_inputs, m_cli.parser().value(kLocale));
        if (!plan)
            return CommandLine::fail(plan.error());
        m_plan = std::move(plan).value();
        return std::nullopt;
    }

    /// Opens the planned stack; returns the exit code to stop with.
    [[nodiscard]] std::optional<int> open()
    {
        auto stack = StackPlanner::open(m_plan);
        if (!stack)
            return CommandLine::fail(stack.error());
        m_stack = std::move(stack).value();
        return std::nullopt;
    }

    [[nodiscard]] const StackPlan &plan() const { return m_plan; }
    [[nodiscard]] const LayeredArchive &stack() const { return *m_stack; }
    /// The positional arguments after the stack (patterns, entry paths).
    [[nodiscard]] const QStringList &rest() const { return m_rest; }

private:
    CommandLine m_cli;
    QStringList m_inputs;
    QStringList m_rest;
    StackPlan m_plan;
    std::unique_ptr<LayeredArchive> m_stack;
};

QStringList layerNames(const LayeredArchive &stack, const std::vector<LayeredArchive::Copy> &copies)
{
    QStringList names;
    for (const LayeredArchive::Copy &copy : copies)
        names << stack.layers()[static_cast<std::size_t>(copy.layer)].name;
    return names;
}

QString topName(const LayeredArchive &stack, const LayeredArchive::Resolution &resolution)
{
    return stack.layers()[static_cast<std::size_t>(resolution.top.layer)].name;
}

int layersCommand(const QStringList &arguments)
{
    StackCommand command(QStringLiteral("layers DIR_OR_ARCHIVES… [--locale LOCALE] [--json]"),
        StackCommand::tr("Show the archives of a stack, highest priority first: a WoW Data folder in the client's "
                         "order (a preset; to override it, name the archives in the order wanted), or archives as "
                         "given."));
    ArchiveCommandSupport::addJsonOption(command.cli());
    if (const auto stop = command.parse(arguments))
        return *stop;
    const StackPlan &plan = command.plan();
    const bool wow = plan.preset == StackPlan::Preset::Wow335a;
    const auto count = static_cast<int>(plan.layers.size());
    if (ArchiveCommandSupport::json(command.cli())) {
        QJsonArray layers;
        for (int i = count - 1; i >= 0; --i) {
            const StackPlan::Layer &layer = plan.layers[static_cast<std::size_t>(i)];
            layers.append(QJsonObject{{QStringLiteral("priority"), i + 1}, {QStringLiteral("name"), layer.name},
                {QStringLiteral("file"), layer.file}});
        }
        CommandLine::printJson(QJsonDocument(QJsonObject{
            {QStringLiteral("preset"), wow ? QStringLiteral("wow-335a") : QStringLiteral("list")},
            {QStringLiteral("path"), plan.path}, {QStringLiteral("locale"), plan.locale},
            {QStringLiteral("other_locales"), QJsonArray::fromStringList(plan.otherLocales)},
            {QStringLiteral("tiny_files_delete"), plan.tinyFilesDelete}, {QStringLiteral("layers"), layers},
            {QStringLiteral("ignored"), QJsonArray::fromStringList(plan.ignored)}}));
        return CommandLine::ExitOk;
    }
    QString text = wow ? StackCommand::tr("World of Warcraft 3.3.5a client, locale %1: %2\n")
                             .arg(plan.locale.isEmpty() ? StackCommand::tr("none") : plan.locale, plan.path)
                       : StackCommand::tr("Archives in the order given (the last one wins)\n");
    for (int i = count - 1; i >= 0; --i)
        text += QStringLiteral("%1  %2\n").arg(i + 1, 3).arg(plan.layers[static_cast<std::size_t>(i)].name);
    if (!plan.otherLocales.isEmpty())
        text += StackCommand::tr("Other locale folders (--locale): %1\n").arg(plan.otherLocales.join(QStringLiteral(", ")));
    if (!plan.ignored.isEmpty())
        text += StackCommand::tr("Not loaded by the client: %1\n").arg(plan.ignored.join(QStringLiteral(", ")));
    if (plan.tinyFilesDelete)
        text += StackCommand::tr("A file of at most 1 byte deletes the copies below it.\n");
    CommandLine::printOut(text);
    return CommandLine::ExitOk;
}

/// The deleted paths: path, the deleting layer, the copies it hides.
int listDeletions(const LayeredArchive &stack, bool json)
{
    if (json) {
        const std::vector<LayeredArchive::Resolution> &deletions = stack.deletions();
        CommandLine::printJsonRows(static_cast<qsizetype>(deletions.size()), [&](qsizetype i) {
            const LayeredArchive::Resolution &deletion = deletions[static_cast<std::size_t>(i)];
            return QJsonObject{{QStringLiteral("path"), deletion.path},
                {QStringLiteral("deleted_by"), topName(stack, deletion)},
                {QStringLiteral("shadowed"), QJsonArray::fromStringList(layerNames(stack, deletion.shadowed))}};
        });
        return CommandLine::ExitOk;
    }
    QString text;
    for (const LayeredArchive::Resolution &deletion : stack.deletions()) {
        text += StackCommand::tr("%1: deleted by %2").arg(deletion.path, topName(stack, deletion));
        if (!deletion.shadowed.empty())
            text += StackCommand::tr(" (hides %1)").arg(layerNames(stack, deletion.shadowed).join(QStringLiteral(", ")));
        text += QLatin1Char('\n');
    }
    CommandLine::printOut(text);
    return CommandLine::ExitOk;
}

int listCommand(const QStringList &arguments)
{
    StackCommand command(QStringLiteral("list DIR_OR_ARCHIVES… [--locale LOCALE] [--deleted] [--json]"),
        StackCommand::tr("List the files of a stack as the game sees them: path, size, the layer that supplies it "
                         "and the layers it shadows."));
    ArchiveCommandSupport::addJsonOption(command.cli());
    command.cli().parser().addOption(
        {kDeleted, StackCommand::tr("List the deleted paths instead: the layer that deletes each and what it hides.")});
    if (const auto stop = command.parse(arguments))
        return *stop;
    if (!command.rest().isEmpty())
        return command.cli().usageError(StackCommand::tr("No such file or folder: %1").arg(command.rest().constFirst()));
    if (const auto stop = command.open())
        return *stop;
    const LayeredArchive &stack = command.stack();
    if (command.cli().parser().isSet(kDeleted))
        return listDeletions(stack, ArchiveCommandSupport::json(command.cli()));
    const auto shadowed = [&stack](int entry) {
        return layerNames(stack, stack.files()[static_cast<std::size_t>(entry)].shadowed);
    };
    return ArchiveCommandSupport::list(
        stack, command.cli(),
        [&shadowed](int entry, QJsonObject &row) {
            row.insert(QStringLiteral("shadowed"), QJsonArray::fromStringList(shadowed(entry)));
        },
        [&shadowed](int entry) {
            const QStringList names = shadowed(entry);
            return names.isEmpty() ? QString() : StackCommand::tr("  (shadows %1)").arg(names.join(QStringLiteral(", ")));
        });
}

int whichCommand(const QStringList &arguments)
{
    StackCommand command(QStringLiteral("which DIR_OR_ARCHIVES… PATH… [--locale LOCALE] [--json]"),
        StackCommand::tr("Tell which layer supplies each PATH (any case, '/' or '\\') and which copies it shadows. "
                         "Exit 0 when every path is supplied, 1 when one is deleted or in no layer."));
    command.cli().parser().addPositionalArgument(QStringLiteral("PATH"), StackCommand::tr("Entry paths."),
        QStringLiteral("PATH…"));
    ArchiveCommandSupport::addJsonOption(command.cli());
    if (const auto stop = command.parse(arguments))
        return *stop;
    if (command.rest().isEmpty())
        return command.cli().usageError(StackCommand::tr("Name at least one PATH after the stack"));
    if (const auto stop = command.open())
        return *stop;
    const LayeredArchive &stack = command.stack();
    bool allSupplied = true;
    QJsonArray rows;
    QString text;
    for (const QString &path : command.rest()) {
        const LayeredArchive::Resolution *found = stack.find(path);
        allSupplied = allSupplied && found && !found->top.deletes;
        if (!found) {
            rows.append(QJsonObject{{QStringLiteral("path"), path}, {QStringLiteral("found"), false}});
            text += StackCommand::tr("%1: in no layer\n").arg(path);
            continue;
        }
        const QStringList shadowed = layerNames(stack, found->shadowed);
        rows.append(QJsonObject{{QStringLiteral("path"), found->path}, {QStringLiteral("found"), true},
            {QStringLiteral("deleted"), found->top.deletes}, {QStringLiteral("layer"), topName(stack, *found)},
            {QStringLiteral("shadowed"), QJsonArray::fromStringList(shadowed)}});
        text += found->top.deletes ? StackCommand::tr("%1: deleted by %2").arg(found->path, topName(stack, *found))
                                   : StackCommand::tr("%1: %2").arg(found->path, topName(stack, *found));
        if (!shadowed.isEmpty())
            text += StackCommand::tr(" (shadows %1)").arg(shadowed.join(QStringLiteral(", ")));
        text += QLatin1Char('\n');
    }
    if (ArchiveCommandSupport::json(command.cli()))
        CommandLine::printJson(QJsonDocument(rows));
    else
        CommandLine::printOut(text);
    return allSupplied ? CommandLine::ExitOk : CommandLine::ExitCheckFailed;
}

int extractCommand(const QStringList &arguments)
{
    StackCommand command(
        QStringLiteral("extract DIR_OR_ARCHIVES… -o DIR [PATTERN…] [--keep-going] [--locale LOCALE]"),
        StackCommand::tr("Extract the files of a stack as the game sees them (all, or those matching the patterns), "
                         "each from the layer that supplies it. Nothing is left behind when a file fails, unless "
                         "--keep-going."));
    ArchiveCommandSupport::addExtractOptions(command.cli());
    if (const auto stop = command.parse(arguments))
        return *stop;
    if (const auto stop = command.open())
        return *stop;
    return ArchiveCommandSupport::extract(command.stack(), command.cli(), command.rest());
}

} // namespace

void addStackCommands(std::vector<Command> &commands)
{
    const QString group = QStringLiteral("stack");
    commands.push_back({group, QStringLiteral("layers"), StackCommand::tr("The archives of a stack, in priority order"),
        layersCommand});
    commands.push_back(
        {group, QStringLiteral("list"), StackCommand::tr("Files of a stack with their supplying layer"), listCommand});
    commands.push_back(
        {group, QStringLiteral("which"), StackCommand::tr("Which layer supplies a path, and what it shadows"),
            whichCommand});
    commands.push_back(
        {group, QStringLiteral("extract"), StackCommand::tr("Extract the files of a stack as resolved"), extractCommand});
}

} // namespace mwb::cli
