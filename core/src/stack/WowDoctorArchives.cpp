// SPDX-License-Identifier: GPL-3.0-or-later
// The doctor's archive checks: what the client never loads, names that differ only in case, the load order.
#include "WowDoctorChecks.h"
#include "mwb/core/WowLoadOrder.h"

#include <QDir>
#include <QHash>
#include <QSet>

#include <optional>

namespace mwb::wow {

namespace {

/// The archive files of one folder: Data itself ("") or one of its sub-folders.
struct Folder
{
    QString name; ///< "" for Data, else the sub-folder as spelled on disk
    QStringList archives; ///< file names ending in .mpq (any case)
};

std::vector<Folder> scanFolders(const QString &dataDir)
{
    const auto archivesIn = [](const QDir &dir) {
        QStringList names;
        for (const QString &name : dir.entryList(QDir::Files, QDir::Name)) {
            if (name.endsWith(QLatin1String(".mpq"), Qt::CaseInsensitive))
                names << name;
        }
        return names;
    };
    const QDir data(dataDir);
    std::vector<Folder> folders{{QString(), archivesIn(data)}};
    for (const QString &sub : data.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        folders.push_back({sub, archivesIn(QDir(data.filePath(sub)))});
    return folders;
}

QString relative(const QString &folder, const QString &name)
{
    return folder.isEmpty() ? name : folder + QLatin1Char('/') + name;
}

std::optional<QString> knownLocale(const QString &folder)
{
    for (const QString &locale : knownLocales()) {
        if (folder.compare(locale, Qt::CaseInsensitive) == 0)
            return locale;
    }
    return std::nullopt;
}

/// Where a client would load an archive named `name`: "" for Data, a locale for Data/<locale>/; nullopt when no
/// client loads such a name. The locale in use is tried first.
std::optional<QString> whereItLoads(const QString &name, const QString &used)
{
    if (!loadOrder({name}, used).archives.isEmpty())
        return QString();
    QStringList locales = knownLocales();
    if (const auto usedLocale = knownLocale(used))
        locales.move(locales.indexOf(*usedLocale), 0);
    for (const QString &locale : std::as_const(locales)) {
        if (!loadOrder({relative(locale, name)}, locale).archives.isEmpty())
            return locale;
    }
    return std::nullopt;
}

/// Launcher and installer archives of a locale folder ("base-enUS.MPQ", "backup-enUS.MPQ"), which no client loads.
bool isInstallerArchive(const QString &name, const QString &locale)
{
    return name.compare(QStringLiteral("base-%1.MPQ").arg(locale), Qt::CaseInsensitive) == 0
        || name.compare(QStringLiteral("backup-%1.MPQ").arg(locale), Qt::CaseInsensitive) == 0;
}

/// A folder holding the locale's own base archive: another client's complete locale, not a misplaced patch.
bool isCompleteLocale(const Folder &folder, const QString &locale)
{
    return folder.archives.contains(QStringLiteral("locale-%1.MPQ").arg(locale), Qt::CaseInsensitive);
}

void reportNotLoaded(const Folder &folder, const QString &name, DoctorContext &context)
{
    const QString used = context.plan.locale;
    const QString path = relative(folder.name, name);
    const std::optional<QString> where = whereItLoads(name, used);
    const QString at = QStringLiteral("Data/") + (folder.name.isEmpty() ? QString() : folder.name + QLatin1Char('/'));
    if (!where) {
        context.add(DoctorSeverity::Warning, QStringLiteral("archive-not-loaded"),
            DoctorText::tr("%1: the client never loads an archive of this name").arg(path),
            DoctorText::tr("Rename it patch-X.MPQ in Data/ (X one character, 2-9 or A-Z; letters load above digits), "
                           "or patch-%1-X.MPQ in Data/%1/")
                .arg(used.isEmpty() ? QStringLiteral("xxXX") : used),
            {path});
        return;
    }
    if (where->isEmpty()) {
        context.add(DoctorSeverity::Warning, QStringLiteral("archive-not-loaded"),
            DoctorText::tr("%1: the client loads this name from Data/, not from %2").arg(path, at),
            DoctorText::tr("Move it to Data/"), {path});
        return;
    }
    const QString message = *where == used
        ? DoctorText::tr("%1: an archive of the %2 locale, which the client loads from Data/%2/, not from %3")
              .arg(path, *where, at)
        : DoctorText::tr("%1: an archive of the %2 locale; the client in use is %3").arg(path, *where, used);
    const QString advice = *where == used
        ? DoctorText::tr("Move it to Data/%1/").arg(used)
        : DoctorText::tr("Rename it for the %1 locale in Data/%1/ (patch-%1-X.MPQ), or patch-X.MPQ in Data/")
              .arg(used.isEmpty() ? QStringLiteral("xxXX") : used);
    context.add(DoctorSeverity::Warning, QStringLiteral("archive-wrong-locale"), message, advice, {path});
}

/// Names that differ only in letter case, in `names`: each group of two or more, as spelled.
std::vector<QStringList> caseClashes(const QStringList &names)
{
    QHash<QString, QStringList> byKey;
    for (const QString &name : names)
        byKey[name.toLower()] << name;
    std::vector<QStringList> clashes;
    for (const QString &name : names) {
        const QStringList &group = byKey.value(name.toLower());
        if (group.size() > 1 && group.constFirst() == name)
            clashes.push_back(group);
    }
    return clashes;
}

void reportCaseClashes(const std::vector<Folder> &folders, DoctorContext &context)
{
    QStringList subfolders;
    for (const Folder &folder : folders) {
        if (!folder.name.isEmpty())
            subfolders << folder.name;
        for (const QStringList &clash : caseClashes(folder.archives)) {
            QStringList paths;
            for (const QString &name : clash)
                paths << relative(folder.name, name);
            context.add(DoctorSeverity::Error, QStringLiteral("name-case-clash"),
                DoctorText::tr("%1: archives whose names differ only in letter case; on a case-sensitive file system "
                               "both exist and the client (under Wine) loads one of them, not always the same")
                    .arg(paths.join(QStringLiteral(", "))),
                DoctorText::tr("Keep one of them (merge their files into it) and remove the others"), paths);
        }
    }
    for (const QStringList &clash : caseClashes(subfolders)) {
        if (!knownLocale(clash.constFirst()))
            continue;
        context.add(DoctorSeverity::Error, QStringLiteral("name-case-clash"),
            DoctorText::tr("%1: locale folders whose names differ only in letter case; the client reads one of them")
                .arg(clash.join(QStringLiteral(", "))),
            DoctorText::tr("Move the archives into one folder spelled %1 and remove the others")
                .arg(*knownLocale(clash.constFirst())),
            clash);
    }
}

} // namespace

void checkArchiveNames(DoctorContext &context)
{
    const std::vector<Folder> folders = scanFolders(context.plan.path);
    QSet<QString> loaded;
    for (const StackPlan::Layer &layer : context.plan.layers)
        loaded.insert(layer.name);
    const QString used = context.plan.locale;
    for (const Folder &folder : folders) {
        const std::optional<QString> locale = knownLocale(folder.name);
        const bool otherLocale = locale && locale->compare(used, Qt::CaseInsensitive) != 0;
        if (otherLocale && isCompleteLocale(folder, *locale)) {
            context.add(DoctorSeverity::Info, QStringLiteral("locale-unused"),
                DoctorText::tr("Data/%1/ holds the archives of a %2 client; a %3 client does not load them")
                    .arg(folder.name, *locale, used.isEmpty() ? DoctorText::tr("(no locale)") : used),
                DoctorText::tr("Examine it with --locale %1").arg(*locale), {folder.name});
            continue;
        }
        for (const QString &name : folder.archives) {
            if (loaded.contains(relative(folder.name, name)) || (locale && isInstallerArchive(name, *locale)))
                continue;
            reportNotLoaded(folder, name, context);
        }
    }
    reportCaseClashes(folders, context);
}

Error doctorCanceled(const QString &dataDir)
{
    return Error{ErrorCode::Canceled, DoctorText::tr("Canceled"), dataDir, -1};
}

} // namespace mwb::wow
