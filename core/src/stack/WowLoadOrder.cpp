// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/WowLoadOrder.h"

#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

namespace mwb::wow {

namespace {

/// Where an archive sits; higher ranks win. Patches carry their suffix character's rank (2…9, then A…Z = 10…35)
/// on top of their group's base.
enum Group : int {
    LocaleBase = 200, ///< lichking-speech-, … locale- (+ 0…5)
    DataBase = 300, ///< common-2, common, lichking, expansion (+ 0…3)
    BaseMpq = 400,
    BarePatch = 500, ///< patch.MPQ (+ 1) and patch-xxXX.MPQ
    LocalePatch = 600, ///< patch-xxXX-N (+ suffix rank)
    DataPatch = 700, ///< patch-N (+ suffix rank)
    Alternate = 10000, ///< above everything, in every client
};

/// The stock Data base archives, lowest priority first.
constexpr const char *kDataBase[] = {"common-2", "common", "lichking", "expansion"};
/// The locale base archives, lowest priority first ("%1" is the locale).
constexpr const char *kLocaleBase[]
    = {"lichking-speech-%1", "expansion-speech-%1", "lichking-locale-%1", "expansion-locale-%1", "speech-%1",
        "locale-%1"};

/// The rank of a custom patch suffix: one digit 2…9 or one letter (any case), letters above digits.
std::optional<int> suffixRank(QStringView suffix)
{
    if (suffix.size() != 1)
        return std::nullopt;
    const char16_t c = suffix.front().toUpper().unicode();
    if (c >= u'2' && c <= u'9')
        return c - u'0';
    if (c >= u'A' && c <= u'Z')
        return 10 + (c - u'A');
    return std::nullopt;
}

/// The rank of a stem (the name without ".MPQ") in Data, for an English client.
std::optional<int> dataRank(const QString &stem)
{
    if (stem == QLatin1String("alternate"))
        return Alternate;
    if (stem == QLatin1String("base"))
        return BaseMpq;
    if (stem == QLatin1String("patch"))
        return BarePatch + 1;
    for (int i = 0; i < int(std::size(kDataBase)); ++i) {
        if (stem == QLatin1String(kDataBase[i]))
            return DataBase + i;
    }
    if (stem.startsWith(QLatin1String("patch-"))) {
        if (const auto rank = suffixRank(QStringView(stem).sliced(6)))
            return DataPatch + *rank;
    }
    return std::nullopt;
}

/// The rank of a stem in Data/<locale>/ (lower case), for an English client.
std::optional<int> localeRank(const QString &stem, const QString &locale)
{
    const QString patch = QStringLiteral("patch-") + locale;
    if (stem == patch)
        return BarePatch;
    if (stem.startsWith(patch + QLatin1Char('-'))) {
        if (const auto rank = suffixRank(QStringView(stem).sliced(patch.size() + 1)))
            return LocalePatch + *rank;
    }
    for (int i = 0; i < int(std::size(kLocaleBase)); ++i) {
        if (stem == QString::fromLatin1(kLocaleBase[i]).arg(locale))
            return LocaleBase + i;
    }
    return std::nullopt;
}

/// The stem (lower case, no ".MPQ") of `path` relative to Data and whether it is in a locale folder; nullopt for a
/// path that is no archive in Data or Data/<locale>/.
std::optional<std::pair<QString, bool>> archiveStem(const QString &path, const QString &folder)
{
    const QString lower = QString(path).replace(QLatin1Char('\\'), QLatin1Char('/')).toLower();
    if (!lower.endsWith(QLatin1String(".mpq")))
        return std::nullopt;
    const qsizetype slash = lower.indexOf(QLatin1Char('/'));
    const bool inLocale = slash >= 0;
    if (inLocale && (lower.left(slash) != folder || lower.indexOf(QLatin1Char('/'), slash + 1) >= 0))
        return std::nullopt;
    return std::pair{lower.sliced(slash + 1).chopped(4), inLocale};
}

/// Russian and Chinese clients: every locale archive above every Data archive, same order within each folder.
int localeFirstRank(int rank, bool inLocale)
{
    if (rank == Alternate)
        return rank;
    const bool patch = rank >= BarePatch;
    if (inLocale)
        return (patch ? 4000 : 3000) + rank;
    return (patch ? 2000 : 1000) + rank;
}

} // namespace

const QStringList &knownLocales()
{
    static const QStringList locales{QStringLiteral("enGB"), QStringLiteral("enUS"), QStringLiteral("deDE"),
        QStringLiteral("esES"), QStringLiteral("frFR"), QStringLiteral("koKR"), QStringLiteral("zhCN"),
        QStringLiteral("zhTW"), QStringLiteral("enCN"), QStringLiteral("enTW"), QStringLiteral("esMX"),
        QStringLiteral("ruRU")};
    return locales;
}

bool localeArchivesFirst(const QString &locale)
{
    for (const char *name : {"ruRU", "zhCN", "zhTW"}) {
        if (locale.compare(QLatin1String(name), Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

LoadOrder loadOrder(const QStringList &names, const QString &locale)
{
    const QString folder = locale.toLower();
    const bool localeFirst = localeArchivesFirst(locale);
    std::vector<std::pair<int, QString>> ranked;
    LoadOrder order;
    for (const QString &name : names) {
        const auto stem = archiveStem(name, folder);
        if (!stem)
            continue;
        const QString path = QString(name).replace(QLatin1Char('\\'), QLatin1Char('/'));
        const bool inLocale = stem->second;
        const std::optional<int> rank = inLocale ? localeRank(stem->first, folder) : dataRank(stem->first);
        if (!rank) {
            order.ignored << path;
            continue;
        }
        ranked.emplace_back(localeFirst ? localeFirstRank(*rank, inLocale) : *rank, path);
    }
    std::sort(ranked.begin(), ranked.end());
    for (const auto &[rank, path] : ranked)
        order.archives << path;
    return order;
}

bool isStockArchive(const QString &path, const QString &locale)
{
    const QString folder = locale.toLower();
    const auto stem = archiveStem(path, folder);
    if (!stem)
        return false;
    if (stem->second) {
        const std::optional<int> rank = localeRank(stem->first, folder);
        return rank && (*rank < BarePatch + 1 || *rank == LocalePatch + 2 || *rank == LocalePatch + 3);
    }
    const std::optional<int> rank = dataRank(stem->first);
    return rank
        && ((*rank >= DataBase && *rank < BaseMpq) || *rank == BarePatch + 1 || *rank == DataPatch + 2
            || *rank == DataPatch + 3);
}

} // namespace mwb::wow
