// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli layout plan`: what the window's level plan shows, as text or JSON (`layout show` prints the object tree
// with every property; this prints where each object stands and what its room pieces are).
#include "CommandLine.h"
#include "CommandRegistry.h"
#include "RawLayoutInput.h"
#include "mwb/core/FolderArchive.h"
#include "mwb/core/content/CompanionLookup.h"
#include "mwb/core/content/ContentRegistry.h"
#include "mwb/core/ops/EntryTarget.h"
#include "mwb/formats/tl2layout/BinLayout.h"
#include "mwb/formats/tl2layout/LayoutContent.h"
#include "mwb/formats/tl2layout/LayoutSchema.h"
#include "mwb/formats/tl2layout/RoomPieceCatalogue.h"

#include <QJsonArray>
#include <QJsonObject>

namespace mwb::cli {

using namespace mwb::formats::tl2layout;

namespace {

class PlanText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::LayoutPlanCommands)
};

const QString kBase = QStringLiteral("base");

/// A text layout is UTF-16: up to twice its compiled size and more; the same cap as the compiled form, doubled.
constexpr qint64 kMaxLayoutBytes = 2 * BinLayout::kMaxFileSize;

/// The stable (untranslated) name of a category in JSON.
QString categoryId(PlanCategory category)
{
    static const char *const ids[kPlanCategoryCount]
        = {"room_piece", "spawner", "trigger", "light", "link", "node", "sound", "other", "window"};
    return QLatin1String(ids[int(category)]);
}

QString pointText(QPointF point)
{
    return QStringLiteral("(%1, %2)").arg(point.x(), 0, 'g', 7).arg(point.y(), 0, 'g', 7);
}

QJsonArray pointJson(QPointF point)
{
    return {point.x(), point.y()};
}

/// Where the layout's room pieces are looked up: the archive holding an ARCHIVE::ENTRY, or the mod folder above a
/// file's MEDIA folder; then `base`. Errors: an archive or base that does not open.
Result<std::vector<MediaLookup>> sourcesFor(const QString &argument, const QString &base)
{
    std::vector<MediaLookup> sources;
    const ops::TargetPath target = ops::TargetPath::parse(argument);
    if (target.isEntry()) {
        auto chain = ops::ArchiveChain::open(target, {}, int(target.entries.size()) - 1);
        if (!chain)
            return chain.error();
        sources.push_back(content::archiveLookup(chain->shared()));
    } else if (const QString mod = content::modFolderOf(target.file); !mod.isEmpty()) {
        sources.push_back(content::folderLookup(mod, RoomPieceCatalogue::kMaxFileSize));
    }
    if (!base.isEmpty()) {
        auto archive = openArchiveOrFolder(base);
        if (!archive)
            return archive.error();
        sources.push_back(content::archiveLookup(std::shared_ptr<const Archive>(std::move(archive).value())));
    }
    return sources;
}

QJsonObject itemJson(const PlanItem &item, const RoomPiece *piece)
{
    QJsonObject object{{QStringLiteral("kind"), categoryId(item.category)},
        {QStringLiteral("descriptor"), descriptorName(item.object->descriptor)},
        {QStringLiteral("id"), QString::number(item.object->id)}, {QStringLiteral("name"), item.label},
        {QStringLiteral("position"), pointJson(item.position)}, {QStringLiteral("depth"), item.depth}};
    if (!item.rect.isNull()) {
        object.insert(
            QStringLiteral("rect"), QJsonArray{item.rect.x(), item.rect.y(), item.rect.width(), item.rect.height()});
    } else {
        object.insert(QStringLiteral("facing"), pointJson(item.facing));
    }
    if (!piece)
        return object;
    object.insert(QStringLiteral("guid"), QString::number(piece->guid));
    object.insert(QStringLiteral("level_set"), piece->levelSet);
    object.insert(QStringLiteral("piece"), piece->name);
    object.insert(QStringLiteral("mesh"), piece->mesh);
    QJsonArray footprint;
    for (const QPointF &corner : item.footprint)
        footprint.append(pointJson(corner));
    object.insert(QStringLiteral("footprint"), footprint);
    if (piece->problem)
        object.insert(QStringLiteral("problem"), CommandLine::errorJson(*piece->problem));
    return object;
}

QString itemText(const PlanItem &item)
{
    QString line = QStringLiteral("%1%2 \"%3\" ")
                       .arg(QString(qsizetype(2) * (item.depth + 1), QLatin1Char(' ')), planCategoryName(item.category),
                           item.label);
    line += item.rect.isNull() ? PlanText::tr("at %1").arg(pointText(item.position))
                               : PlanText::tr("at %1, %2 × %3")
                                     .arg(pointText(item.rect.topLeft()))
                                     .arg(item.rect.width())
                                     .arg(item.rect.height());
    if (!item.footprint.empty()) {
        QStringList corners;
        for (const QPointF &corner : item.footprint)
            corners << pointText(corner);
        line += PlanText::tr(", footprint %1").arg(corners.join(QLatin1Char(' ')));
    }
    if (!item.detail.isEmpty())
        line += QStringLiteral(" — ") + item.detail;
    return line + QLatin1Char('\n');
}

int layoutPlan(const QStringList &arguments)
{
    CommandLine cli(QStringLiteral("layout plan FILE [--base DATA.PAK] [--json]"),
        PlanText::tr("Print the plan of a Torchlight 2 layout (text or compiled) as the window draws it: a level's "
                     "objects at their ground positions (world X, Z), its room pieces named from the level sets and "
                     "placed with the footprints of their meshes when the mod or the game's archive has them; a UI "
                     "layout's windows with their rectangles. The mod is the archive holding FILE (ARCHIVE::ENTRY) or "
                     "the folder above FILE's MEDIA folder."));
    cli.parser().addPositionalArgument(QStringLiteral("FILE"), entryArgumentHelp(PlanText::tr("The layout")));
    cli.parser().addOption({kBase,
        PlanText::tr("The game's own files, where room pieces the mod does not define are looked up: its "
                     "PAKS/DATA.PAK (or DATA.PAK.MAN), its unpacked MEDIA folder, or any archive holding them."),
        QStringLiteral("DATA.PAK")});
    cli.parser().addOption({QStringLiteral("json"), PlanText::tr("Print JSON.")});
    if (const auto stop = cli.parse(arguments, 1))
        return *stop;
    const QString argument = cli.positional().first();
    auto input = readInputBytes(argument, kMaxLayoutBytes);
    if (!input)
        return CommandLine::fail(input.error());
    const auto parsed = content::parse(input->entryPath, input->bytes);
    const auto *layout = dynamic_cast<const LayoutContent *>(parsed.get());
    if (!layout || !layout->layout()) {
        if (layout && layout->textError())
            return CommandLine::fail(*layout->textError());
        return CommandLine::fail(parsed->problem().value_or(Error{
            ErrorCode::InvalidInput, PlanText::tr("%1 is not a Torchlight 2 layout").arg(input->label), input->label}));
    }
    auto sources = sourcesFor(argument, cli.parser().value(kBase));
    if (!sources)
        return CommandLine::fail(sources.error());
    LayoutPlan plan = layout->plan();
    const RoomPieceCatalogue catalogue(std::move(sources).value());
    QHash<qint64, RoomPiece> pieces;
    for (const qint64 guid : roomPieceGuids(plan))
        pieces.insert(guid, catalogue.resolve(guid));
    placeRoomPieces(plan, pieces);
    const std::vector<Error> problems = catalogue.indexProblems();

    const auto pieceOf = [&pieces](const PlanItem &item) -> const RoomPiece * {
        const auto guid = roomPieceGuid(*item.object);
        const auto found = guid ? pieces.constFind(*guid) : pieces.constEnd();
        return found == pieces.constEnd() ? nullptr : &*found;
    };
    if (cli.parser().isSet(QStringLiteral("json"))) {
        QJsonArray objects;
        for (const PlanItem &item : plan.items)
            objects.append(itemJson(item, pieceOf(item)));
        QJsonArray errors;
        for (const Error &problem : problems)
            errors.append(CommandLine::errorJson(problem));
        static const char *const kinds[] = {"empty", "level", "ui"};
        CommandLine::printJson(QJsonDocument(QJsonObject{{QStringLiteral("file"), input->label},
            {QStringLiteral("kind"), QLatin1String(kinds[int(plan.kind)])},
            {QStringLiteral("bounds"),
                QJsonArray{plan.bounds.x(), plan.bounds.y(), plan.bounds.width(), plan.bounds.height()}},
            {QStringLiteral("objects"), objects}, {QStringLiteral("problems"), errors}}));
        return CommandLine::ExitOk;
    }
    for (const Error &problem : problems)
        CommandLine::printErr(QStringLiteral("mwb-cli: ") + problem.toString());
    QString text;
    switch (plan.kind) {
    case LayoutPlan::Kind::Level:
        text = PlanText::tr("%1: level plan, %n object(s)", nullptr, int(plan.items.size())).arg(input->label);
        break;
    case LayoutPlan::Kind::Ui:
        text = PlanText::tr("%1: UI wireframe, %n window(s)", nullptr, int(plan.items.size())).arg(input->label);
        break;
    case LayoutPlan::Kind::Empty:
        text = PlanText::tr("%1: nothing placed").arg(input->label);
        break;
    }
    text += QLatin1Char('\n');
    for (const PlanItem &item : plan.items)
        text += itemText(item);
    CommandLine::printOut(text);
    return CommandLine::ExitOk;
}

} // namespace

void addLayoutPlanCommands(std::vector<Command> &commands)
{
    commands.push_back({QStringLiteral("layout"), QStringLiteral("plan"),
        PlanText::tr("Print a layout's plan: objects at their positions, room pieces with their footprints"),
        layoutPlan});
}

} // namespace mwb::cli
