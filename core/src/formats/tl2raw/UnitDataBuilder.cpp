// SPDX-License-Identifier: GPL-3.0-or-later
// UNITDATA.RAW from MEDIA/UNITS. The chain rules (first non-default value, child first) follow the public reverse
// engineering of GUTS (heiybb/TL2-RE, seed 001 §4); the fallbacks for chains that leave the mod are what the
// corpus shows (HUM_CYBER_BASE.DAT → UNITTYPE PLAYER; every item → CREATEAS EQUIPMENT).
#include "RawBuilders.h"
#include "SourceDocuments.h"
#include "formats/tl2mod/ManifestPlan.h"

#include <QHash>

#include <memory>

namespace mwb::formats::tl2raw {

using tl2dat::DatDocument;
using tl2dat::DatNode;
using tl2mod::asciiUpper;

namespace {

struct Category
{
    const char *folder;
    const char *unitTypeOutsideSources; ///< UNITTYPE assumed when the chain leaves the sources without one
    bool equipmentOutsideSources; ///< CREATEAS EQUIPMENT assumed likewise
};

constexpr Category kCategories[] = {
    {"ITEMS", "", true},
    {"MONSTERS", "MONSTER", false},
    {"PLAYERS", "PLAYER", false},
    {"PROPS", "", false},
};

constexpr int kMaxChainLength = 32;

/// The DAT and its BASEFILE ancestors, child first; `leftSources` when a BASEFILE named a file that neither the
/// mod nor the base game holds.
struct Chain
{
    std::vector<const DatNode *> nodes;
    bool leftSources = false;

    [[nodiscard]] QString text(QStringView key) const
    {
        for (const DatNode *node : nodes) {
            if (auto value = propertyValue(*node, key); value && !value->isEmpty())
                return *value;
        }
        return {};
    }

    [[nodiscard]] qint64 integer(QStringView key, qint64 fallback) const
    {
        for (const DatNode *node : nodes) {
            if (const auto value = toInteger(propertyValue(*node, key)); value && *value != fallback)
                return *value;
        }
        return fallback;
    }
};

/// Loads BASEFILE templates once per build (one is shared by many units).
class ChainResolver
{
public:
    ChainResolver(const RawSources &sources, const RegenerateOptions &options)
        : m_sources(sources)
        , m_baseGame(options.baseGame)
    { }

    Result<const DatDocument *> document(const RawSources &from, const QString &path)
    {
        const QString key = (&from == &m_sources ? QStringLiteral("mod:") : QStringLiteral("base:")) + path;
        if (const auto cached = m_cache.constFind(key); cached != m_cache.cend())
            return cached.value().get();
        auto loaded = loadDat(from, path);
        if (!loaded)
            return loaded.error();
        auto shared = std::make_shared<const DatDocument>(std::move(loaded).value());
        m_cache.insert(key, shared);
        return shared.get();
    }

    Result<Chain> chain(const QString &path, const DatNode &unit)
    {
        Chain chain;
        chain.nodes.push_back(&unit);
        QStringList seen{path};
        for (int step = 0; step < kMaxChainLength; ++step) {
            const auto baseFile = propertyValue(*chain.nodes.back(), u"BASEFILE");
            if (!baseFile || baseFile->isEmpty())
                break;
            const QString basePath = mediaPath(*baseFile);
            if (seen.contains(basePath))
                break;
            seen.append(basePath);
            const RawSources *from = m_sources.contains(basePath) ? &m_sources
                : (m_baseGame && m_baseGame->contains(basePath))  ? m_baseGame
                                                                  : nullptr;
            if (!from) {
                chain.leftSources = true;
                break;
            }
            auto base = document(*from, basePath);
            if (!base)
                return base.error();
            chain.nodes.push_back(&(*base)->root);
        }
        return chain;
    }

private:
    const RawSources &m_sources;
    const RawSources *m_baseGame;
    QHash<QString, std::shared_ptr<const DatDocument>> m_cache;
};

RawRecord unitRecord(const QString &path, const Chain &chain, const Category &category)
{
    QString createAs = chain.text(u"CREATEAS");
    QString unitType = chain.text(u"UNITTYPE");
    if (chain.leftSources) {
        if (createAs.isEmpty() && category.equipmentOutsideSources)
            createAs = QStringLiteral("EQUIPMENT");
        if (unitType.isEmpty())
            unitType = QString::fromLatin1(category.unitTypeOutsideSources);
    }
    const qint64 flags = (createAs.compare(QLatin1String("EQUIPMENT"), Qt::CaseInsensitive) == 0 ? 1 : 0)
        | (chain.text(u"SET").isEmpty() ? 0 : 2);
    const qint64 rarity = chain.integer(u"RARITY", 1);
    RawRecord record;
    record.values = {
        toInteger(chain.text(u"UNIT_GUID")).value_or(-1),
        asciiUpper(chain.text(u"NAME")),
        path,
        flags,
        asInt32Field(chain.integer(u"LEVEL", 1)),
        asInt32Field(chain.integer(u"MINLEVEL", 0)),
        asInt32Field(chain.integer(u"MAXLEVEL", 0)),
        asInt32Field(rarity),
        asInt32Field(chain.integer(u"RARITY_HARDCORE", rarity)),
        asciiUpper(unitType),
    };
    return record;
}

} // namespace

BuiltRaw buildUnitData(const RawSources &sources, const RegenerateOptions &options)
{
    ChainResolver resolver(sources, options);
    RawFile file = RawFile::empty(RawKind::UnitData);
    std::size_t units = 0;
    for (std::size_t c = 0; c < std::size(kCategories); ++c) {
        const Category &category = kCategories[c];
        const QString folder = QStringLiteral("MEDIA/UNITS/%1/").arg(QLatin1String(category.folder));
        for (const QString &path : sources.scan(folder, QStringLiteral(".DAT"), ScanOrder::Interleaved)) {
            const auto unit = loadDat(sources, path); // units are not cached, only the bases they share
            if (!unit)
                return unit.error();
            const DatNode &root = unit->root;
            if (isTrue(propertyValue(root, u"DONTCREATE")))
                continue;
            auto chain = resolver.chain(path, root);
            if (!chain)
                return chain.error();
            file.tables[c].records.push_back(unitRecord(path, *chain, category));
            ++units;
        }
    }
    if (units == 0)
        return std::optional<RawFile>();
    return std::optional<RawFile>(std::move(file));
}

} // namespace mwb::formats::tl2raw
