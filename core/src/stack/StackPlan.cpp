// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/StackPlan.h"

#include "mwb/core/FormatRegistry.h"
#include "mwb/core/WowLoadOrder.h"
#include "mwb/core/io/WorkerPool.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <optional>

namespace mwb {

namespace {

/// A Data folder's archives: its own and those of its locale folders, relative to it.
struct DataFolderScan
{
    QString dataDir;
    QStringList locales; ///< locale folders as spelled on disk, in knownLocales() order
    QStringList names; ///< "*.MPQ" paths relative to dataDir (any case)
};

QStringList archivesIn(const QDir &dir, const QString &prefix)
{
    QStringList names;
    for (const QString &name : dir.entryList(QDir::Files | QDir::Readable)) {
        if (name.endsWith(QLatin1String(".mpq"), Qt::CaseInsensitive))
            names << prefix + name;
    }
    return names;
}

DataFolderScan scanDataFolder(const QString &dataDir)
{
    DataFolderScan scan;
    scan.dataDir = QDir(dataDir).absolutePath();
    const QDir dir(scan.dataDir);
    scan.names = archivesIn(dir, {});
    const QStringList folders = dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &locale : wow::knownLocales()) {
        for (const QString &folder : folders) {
            if (folder.compare(locale, Qt::CaseInsensitive) != 0)
                continue;
            const QStringList inside = archivesIn(QDir(dir.filePath(folder)), folder + QLatin1Char('/'));
            if (!wow::loadOrder(inside, locale).archives.isEmpty()) {
                scan.locales << folder;
                scan.names << inside;
            }
        }
    }
    return scan;
}

enum class Accept {
    Loaded, ///< a folder with archives the client loads
    AnyArchive, ///< a folder with any .MPQ
};

/// The scan of `dir`, or of `dir`/Data, whichever a client would load archives from.
std::optional<DataFolderScan> findDataFolder(const QString &dir, Accept accept = Accept::Loaded)
{
    for (const QString &candidate : {dir, QDir(dir).filePath(QStringLiteral("Data"))}) {
        if (!QFileInfo(candidate).isDir())
            continue;
        DataFolderScan scan = scanDataFolder(candidate);
        const QString locale = scan.locales.isEmpty() ? QString() : scan.locales.constFirst();
        if (!wow::loadOrder(scan.names, locale).archives.isEmpty()
            || (accept == Accept::AnyArchive && !scan.names.isEmpty()))
            return scan;
    }
    return std::nullopt;
}

Result<StackPlan> wowPlan(const DataFolderScan &scan, const QString &wanted)
{
    StackPlan plan;
    plan.preset = StackPlan::Preset::Wow335a;
    plan.path = scan.dataDir;
    plan.tinyFilesDelete = true;
    plan.otherLocales = scan.locales;
    if (!wanted.isEmpty()) {
        const auto chosen = std::find_if(scan.locales.cbegin(), scan.locales.cend(), [&wanted](const QString &folder) {
            return folder.compare(wanted, Qt::CaseInsensitive) == 0;
        });
        if (chosen == scan.locales.cend())
            return Error{ErrorCode::InvalidInput,
                StackPlanner::tr("The Data folder has no locale folder %1 (found: %2)")
                    .arg(wanted,
                        scan.locales.isEmpty() ? StackPlanner::tr("none") : scan.locales.join(QStringLiteral(", "))),
                scan.dataDir, -1};
        plan.locale = *chosen;
    } else if (!scan.locales.isEmpty()) {
        plan.locale = scan.locales.constFirst();
    }
    plan.otherLocales.removeAll(plan.locale);
    wow::LoadOrder order = wow::loadOrder(scan.names, plan.locale);
    const QDir dir(scan.dataDir);
    for (const QString &name : std::as_const(order.archives))
        plan.layers.push_back({name, dir.filePath(name)});
    plan.ignored = std::move(order.ignored);
    return plan;
}

} // namespace

Result<StackPlan> StackPlanner::planDataFolder(const QString &dir, const QString &locale)
{
    if (const auto scan = findDataFolder(dir, Accept::AnyArchive))
        return wowPlan(*scan, locale);
    return Error{ErrorCode::InvalidInput, tr("Not a World of Warcraft Data folder: it holds no .MPQ archive"), dir, -1};
}

bool StackPlanner::isWowDataFolder(const QString &dir)
{
    return findDataFolder(dir).has_value();
}

Result<StackPlan> StackPlanner::plan(const QStringList &inputs, const QString &locale)
{
    if (inputs.isEmpty())
        return Error{ErrorCode::InvalidInput, tr("Name a WoW Data folder or the archives to stack"), {}, -1};
    if (inputs.size() == 1 && QFileInfo(inputs.constFirst()).isDir()) {
        if (const auto scan = findDataFolder(inputs.constFirst()))
            return wowPlan(*scan, locale);
        return Error{ErrorCode::InvalidInput,
            tr("Not a World of Warcraft Data folder: name the archives to stack, lowest priority first"),
            inputs.constFirst(), -1};
    }
    StackPlan plan;
    QStringList names;
    for (const QString &input : inputs) {
        const QFileInfo info(input);
        if (info.isDir())
            return Error{
                ErrorCode::InvalidInput, tr("A folder can only be stacked alone (a WoW Data folder)"), input, -1};
        if (!info.exists())
            return Error{ErrorCode::Io, tr("No such file"), input, -1};
        names << info.fileName();
    }
    for (const QString &input : inputs) {
        const QString name = QFileInfo(input).fileName();
        plan.layers.push_back({names.count(name) > 1 ? input : name, input});
    }
    plan.path = inputs.constLast();
    return plan;
}

std::vector<Result<std::unique_ptr<Archive>>> StackPlanner::openLayers(const StackPlan &plan)
{
    std::vector<std::optional<Result<std::unique_ptr<Archive>>>> opened(plan.layers.size());
    io::parallelFor(static_cast<int>(plan.layers.size()), 0, [&](int i) {
        const auto at = static_cast<std::size_t>(i);
        auto archive = openArchive(plan.layers[at].file);
        if (archive)
            static_cast<void>((*archive)->indexInputs()); // built here, in parallel
        opened[at] = std::move(archive);
        return true;
    });
    std::vector<Result<std::unique_ptr<Archive>>> results;
    results.reserve(opened.size());
    for (std::optional<Result<std::unique_ptr<Archive>>> &archive : opened)
        results.push_back(std::move(*archive));
    return results;
}

Result<std::unique_ptr<LayeredArchive>> StackPlanner::open(const StackPlan &plan)
{
    std::vector<Result<std::unique_ptr<Archive>>> opened = openLayers(plan);
    std::vector<LayeredArchive::Layer> layers;
    for (std::size_t i = 0; i < opened.size(); ++i) {
        Result<std::unique_ptr<Archive>> &archive = opened[i];
        if (!archive)
            return archive.error();
        layers.push_back({plan.layers[i].name, std::shared_ptr<const Archive>(std::move(archive).value())});
    }
    return LayeredArchive::create(std::move(layers), {plan.path, plan.tinyFilesDelete});
}

} // namespace mwb
