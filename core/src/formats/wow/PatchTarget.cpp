// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/wow/PatchTarget.h"

#include "mwb/core/WowLoadOrder.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace mwb::formats::wow {

namespace {

/// `name` with '/' separators and its folder spelled as the plan's locale folder.
QString clientSpelling(QString name, const StackPlan &plan)
{
    name.replace(QLatin1Char('\\'), QLatin1Char('/'));
    const qsizetype slash = name.lastIndexOf(QLatin1Char('/'));
    if (slash >= 0 && name.first(slash).compare(plan.locale, Qt::CaseInsensitive) == 0)
        name = plan.locale + name.sliced(slash);
    return name;
}

Result<PatchTarget> inDataFolder(const StackPlan &plan, const QString &requested)
{
    const QString name = clientSpelling(requested, plan);
    if (!PatchTargets::isCustomPatchName(name, plan.locale)) {
        return Error{ErrorCode::InvalidInput,
            PatchTargets::tr("A 3.3.5a client loads no custom patch named %1: name patch-4…9 or patch-A…Z.MPQ in "
                             "Data, or patch-%2-4…9 or -A…Z.MPQ in its locale folder %2")
                .arg(name, plan.locale.isEmpty() ? QStringLiteral("xxXX") : plan.locale),
            plan.path, -1};
    }
    PatchTarget target;
    target.stack = plan;
    const auto layer
        = std::find_if(plan.layers.cbegin(), plan.layers.cend(), [&name](const StackPlan::Layer &candidate) {
              return candidate.name.compare(name, Qt::CaseInsensitive) == 0;
          });
    target.patchName = layer == plan.layers.cend() ? name : layer->name;
    target.patchFile
        = layer == plan.layers.cend() ? QDir(plan.path).filePath(name) : QFileInfo(layer->file).absoluteFilePath();
    return target;
}

/// The Data folder a patch file at `file` belongs to (its folder, or the one above its locale folder), if any.
std::optional<StackPlan> owningDataFolder(const QFileInfo &file, const QString &locale)
{
    QDir folder = file.absoluteDir();
    QStringList candidates{folder.absolutePath()};
    const bool inLocaleFolder = std::any_of(
        mwb::wow::knownLocales().cbegin(), mwb::wow::knownLocales().cend(), [&folder](const QString &known) {
            return folder.dirName().compare(known, Qt::CaseInsensitive) == 0;
        });
    if (inLocaleFolder && folder.cdUp())
        candidates << folder.absolutePath();
    for (const QString &candidate : std::as_const(candidates)) {
        const QString wanted = candidate == candidates.constFirst() ? locale : file.absoluteDir().dirName();
        auto plan = StackPlanner::plan({candidate}, wanted);
        if (plan && QDir(plan->path) == QDir(candidate))
            return std::move(plan).value();
    }
    return std::nullopt;
}

} // namespace

bool PatchTarget::exists() const
{
    return QFileInfo(patchFile).isFile();
}

QString PatchTargets::defaultPatchName(const StackPlan &plan)
{
    if (!plan.locale.isEmpty() && mwb::wow::localeArchivesFirst(plan.locale))
        return QStringLiteral("%1/patch-%1-Z.MPQ").arg(plan.locale);
    return QStringLiteral("patch-Z.MPQ");
}

bool PatchTargets::isCustomPatchName(const QString &name, const QString &locale)
{
    static const QRegularExpression data(
        QStringLiteral("^patch-[4-9a-z]\\.mpq$"), QRegularExpression::CaseInsensitiveOption);
    QString normalized = name;
    normalized.replace(QLatin1Char('\\'), QLatin1Char('/'));
    if (data.match(normalized).hasMatch())
        return true;
    if (locale.isEmpty())
        return false;
    const QRegularExpression inLocale(
        QStringLiteral("^%1/patch-%1-[4-9a-z]\\.mpq$").arg(QRegularExpression::escape(locale)),
        QRegularExpression::CaseInsensitiveOption);
    return inLocale.match(normalized).hasMatch();
}

Result<PatchTarget> PatchTargets::resolve(const QString &dataDirOrPatch, const QString &patch, const QString &locale)
{
    const QFileInfo info(dataDirOrPatch);
    if (info.isDir()) {
        auto plan = StackPlanner::plan({dataDirOrPatch}, locale);
        if (!plan)
            return plan.error();
        QString name = patch.isEmpty() ? defaultPatchName(*plan) : patch;
        if (QFileInfo(name).isAbsolute()) {
            name = QDir(plan->path).relativeFilePath(name);
            if (name.startsWith(QLatin1String("..")))
                return Error{ErrorCode::InvalidInput, tr("The patch is not inside the Data folder %1").arg(plan->path),
                    patch, -1};
        }
        return inDataFolder(*plan, name);
    }
    if (!patch.isEmpty()) {
        return Error{ErrorCode::InvalidInput, tr("Name the patch either as the first argument or with --patch"),
            dataDirOrPatch, -1};
    }
    if (const auto plan = owningDataFolder(info, locale))
        return inDataFolder(*plan, QDir(plan->path).relativeFilePath(info.absoluteFilePath()));
    if (!info.isFile())
        return Error{ErrorCode::Io, tr("No such file or folder"), dataDirOrPatch, -1};
    PatchTarget target;
    target.patchFile = info.absoluteFilePath();
    target.patchName = info.fileName();
    return target;
}

} // namespace mwb::formats::wow
