// SPDX-License-Identifier: GPL-3.0-or-later
// SKILLS, AFFIXES, TRIGGERABLES and ROOMPIECES: one record per source DAT (seed 001 §4; defaults and inclusion
// rules from the public reverse engineering of GUTS, heiybb/TL2-RE and Awkward-im/Torchlight, restated).
#include "RawBuilders.h"
#include "SourceDocuments.h"
#include "formats/tl2mod/ManifestPlan.h"

#include <QFileInfo>

#include <functional>

namespace mwb::formats::tl2raw {

using tl2dat::DatNode;
using tl2mod::asciiUpper;

namespace {

/// Scans `folder` and turns every DAT into at most one record of a one-table RAW of `kind`; nullopt when the
/// folder holds no DAT.
BuiltRaw buildFromDats(const RawSources &sources, RawKind kind, const QString &folder, ScanOrder order,
    const std::function<std::optional<RawRecord>(const QString &path, const DatNode &root)> &makeRecord)
{
    const QStringList paths = sources.scan(folder, QStringLiteral(".DAT"), order);
    if (paths.isEmpty())
        return std::optional<RawFile>();
    RawFile file = RawFile::empty(kind);
    for (const QString &path : paths) {
        auto document = loadDat(sources, path);
        if (!document)
            return document.error();
        if (auto record = makeRecord(path, document->root))
            file.tables[0].records.push_back(std::move(*record));
    }
    return std::optional<RawFile>(std::move(file));
}

RawRecord recordOf(std::vector<RawValue> values)
{
    RawRecord record;
    record.values = std::move(values);
    return record;
}

/// The STRING values of every block tagged `tag` below `root`, in order.
QStringList stringsOfBlocks(const DatNode &root, QStringView tag)
{
    QStringList values;
    for (const DatNode *block : blocksTagged(root, tag)) {
        for (const tl2dat::DatProperty &p : block->properties) {
            if (p.type.compare(QLatin1String("STRING"), Qt::CaseInsensitive) == 0)
                values.append(p.value.trimmed());
        }
    }
    return values;
}

} // namespace

BuiltRaw buildSkills(const RawSources &sources)
{
    return buildFromDats(sources, RawKind::Skills, QStringLiteral("MEDIA/SKILLS/"), ScanOrder::Interleaved,
        [](const QString &path, const DatNode &root) -> std::optional<RawRecord> {
            const QString name = asciiUpper(propertyValue(root, u"NAME").value_or(QString()));
            if (name.isEmpty())
                return std::nullopt;
            return recordOf({name, path, toInteger(propertyValue(root, u"UNIQUE_GUID")).value_or(-1)});
        });
}

BuiltRaw buildAffixes(const RawSources &sources)
{
    return buildFromDats(sources, RawKind::Affixes, QStringLiteral("MEDIA/AFFIXES/"), ScanOrder::Interleaved,
        [](const QString &path, const DatNode &root) -> std::optional<RawRecord> {
            QString name = asciiUpper(propertyValue(root, u"NAME").value_or(QString()));
            if (name.isEmpty())
                name = QStringLiteral("NA");
            const auto integer = [&root](QStringView key, qint64 fallback) {
                return toInteger(propertyValue(root, key)).value_or(fallback);
            };
            return recordOf({path, name, asUInt32Field(integer(u"MIN_SPAWN_RANGE", 0)),
                asUInt32Field(integer(u"MAX_SPAWN_RANGE", 999999)), asUInt32Field(integer(u"WEIGHT", 1)),
                asInt32Field(integer(u"DIFFICULTIES_ALLOWED", -1)), stringsOfBlocks(root, u"UNITTYPES"),
                stringsOfBlocks(root, u"NOT_UNITTYPES")});
        });
}

BuiltRaw buildTriggerables(const RawSources &sources)
{
    return buildFromDats(sources, RawKind::Triggerables, QStringLiteral("MEDIA/TRIGGERABLES/"), ScanOrder::FilesFirst,
        [](const QString &path, const DatNode &root) -> std::optional<RawRecord> {
            QString name = propertyValue(root, u"NAME").value_or(QString());
            if (name.isEmpty())
                name = QFileInfo(path).completeBaseName();
            return recordOf({path, asciiUpper(name)});
        });
}

BuiltRaw buildRoomPieces(const RawSources &sources)
{
    auto files = buildFromDats(sources, RawKind::RoomPieces, QStringLiteral("MEDIA/LEVELSETS/"), ScanOrder::FilesFirst,
        [](const QString &path, const DatNode &root) -> std::optional<RawRecord> {
            QList<qint64> guids;
            for (const DatNode *piece : blocksTagged(root, u"PIECE")) {
                if (const auto guid = toInteger(propertyValue(*piece, u"GUID")))
                    guids.append(*guid);
            }
            // The GUID list rides along in the FILES record; the second table is split off below.
            return recordOf({path, guids});
        });
    if (!files || !*files)
        return files;
    RawFile &file = **files;
    for (RawRecord &record : file.tables[0].records) {
        file.tables[1].records.push_back(recordOf({std::move(record.values[1])}));
        record.values.pop_back();
    }
    return files;
}

} // namespace mwb::formats::tl2raw
