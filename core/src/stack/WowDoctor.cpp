// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/WowDoctor.h"

#include "WowDoctorChecks.h"
#include "mwb/core/WowLoadOrder.h"
#include "mwb/formats/mpq/MpqArchive.h"

#include <algorithm>

namespace mwb::wow {

namespace {

/// The highest MPQ format version a 3.3.5a client reads (v1, and v2 with its hi-block table).
constexpr int kClientMpqVersion = 2;

/// Opens the planned layers; those the client cannot read are findings and left out of the stack.
std::vector<LayeredArchive::Layer> openReadable(DoctorContext &context)
{
    const StackPlan &plan = context.plan;
    std::vector<Result<std::unique_ptr<Archive>>> opened = StackPlanner::openLayers(plan);
    std::vector<LayeredArchive::Layer> layers;
    for (std::size_t i = 0; i < opened.size(); ++i) {
        const QString &name = plan.layers[i].name;
        if (!opened[i]) {
            context.add(DoctorSeverity::Error, QStringLiteral("archive-unreadable"),
                DoctorText::tr("%1 does not open as an MPQ archive: %2").arg(name, opened[i].error().message),
                DoctorText::tr("Rebuild the archive, or remove it: the client stops on it or skips it"), {name});
            continue;
        }
        const auto *mpq = dynamic_cast<const formats::mpq::MpqArchive *>(opened[i]->get());
        if (mpq && mpq->header().formatVersion > kClientMpqVersion) {
            context.add(DoctorSeverity::Error, QStringLiteral("archive-unsupported-version"),
                DoctorText::tr("%1 is an MPQ of format version %2; a 3.3.5a client reads versions 1 and 2 only")
                    .arg(name)
                    .arg(mpq->header().formatVersion),
                DoctorText::tr("Write the patch again as MPQ version 1 or 2 (`mwb-cli mpq create --version 2`, or "
                               "the WoW 3.x rules of an MPQ editor)"),
                {name});
            continue;
        }
        layers.push_back({name, std::shared_ptr<const Archive>(std::move(opened[i]).value())});
    }
    return layers;
}

void reportLoadOrder(const std::vector<LayeredArchive::Layer> &layers, DoctorContext &context, DoctorReport &report)
{
    EntryList order;
    for (auto layer = layers.rbegin(); layer != layers.rend(); ++layer) {
        order.add(layer->name);
        report.loaded << layer->name;
    }
    if (layers.empty()) {
        context.add(DoctorSeverity::Error, QStringLiteral("nothing-loaded"),
            DoctorText::tr("The client loads none of the folder's archives: it cannot start"),
            DoctorText::tr("Give the archives the names the client loads (see each archive-not-loaded finding)"), {},
            order);
        return;
    }
    context.add(DoctorSeverity::Info, QStringLiteral("load-order"),
        DoctorText::tr("The client loads %n archive(s), highest priority first", nullptr, order.count()), {}, {},
        order);
}

} // namespace

int DoctorReport::count(DoctorSeverity severity) const
{
    return int(std::count_if(findings.begin(), findings.end(), [severity](const DoctorFinding &f) {
        return f.severity == severity;
    }));
}

QString doctorSeverityName(DoctorSeverity severity)
{
    switch (severity) {
    case DoctorSeverity::Error:
        return QStringLiteral("error");
    case DoctorSeverity::Warning:
        return QStringLiteral("warning");
    case DoctorSeverity::Info:
        break;
    }
    return QStringLiteral("info");
}

Result<DoctorReport> WowDoctor::examine(const QString &dataDir, const DoctorOptions &options, Progress &progress)
{
    auto plan = StackPlanner::planDataFolder(dataDir, options.locale);
    if (!plan)
        return plan.error();
    DoctorContext context{options, progress, *plan, {}};
    DoctorReport report;
    report.dataDir = plan->path;
    report.locale = plan->locale;
    progress.setText(tr("Reading the archive names"));
    checkArchiveNames(context);
    progress.setText(tr("Opening %n archive(s)", nullptr, int(plan->layers.size())));
    std::vector<LayeredArchive::Layer> layers = openReadable(context);
    if (progress.isCanceled())
        return doctorCanceled(plan->path);
    reportLoadOrder(layers, context, report);
    if (!layers.empty()) {
        std::vector<bool> custom;
        for (const LayeredArchive::Layer &layer : layers)
            custom.push_back(!isStockArchive(layer.name, plan->locale));
        auto stack = LayeredArchive::create(std::move(layers), {plan->path, plan->tinyFilesDelete});
        if (!stack)
            return stack.error();
        const LoadedStack loaded{**stack, std::move(custom)};
        for (const auto check : {checkShadowing, checkTables, checkReferences}) {
            if (auto checked = check(loaded, context); !checked)
                return checked.error();
        }
    }
    std::stable_sort(
        context.findings.begin(), context.findings.end(), [](const DoctorFinding &a, const DoctorFinding &b) {
            return a.severity > b.severity;
        });
    report.findings = std::move(context.findings);
    return report;
}

} // namespace mwb::wow
