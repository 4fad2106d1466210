// SPDX-License-Identifier: GPL-3.0-or-later
// The doctor's shadowing check: per custom patch, the stock files it replaces and its own files replaced above it.
#include "WowDoctorChecks.h"

#include <QSet>

namespace mwb::wow {

namespace {

/// What one custom layer does to the paths it holds.
struct LayerTally
{
    EntryList shadowsStock;
    EntryList hidden;
    QSet<int> hiddenBy; ///< layers whose copies win over this layer's
};

/// Tallies one path's copies, highest first.
void tally(const LoadedStack &loaded, const LayeredArchive::Resolution &resolution, std::vector<LayerTally> &tallies)
{
    const std::size_t count = resolution.shadowed.size() + 1;
    const auto copyAt = [&resolution](std::size_t k) -> const LayeredArchive::Copy & {
        return k == 0 ? resolution.top : resolution.shadowed[k - 1];
    };
    bool stockBelow = false;
    for (std::size_t k = count; k-- > 0;) {
        const auto layer = std::size_t(copyAt(k).layer);
        if (!loaded.custom[layer]) {
            stockBelow = true;
            continue;
        }
        LayerTally &layerTally = tallies[layer];
        if (stockBelow)
            layerTally.shadowsStock.add(resolution.path);
        if (k > 0) {
            layerTally.hidden.add(resolution.path);
            layerTally.hiddenBy.insert(resolution.top.layer);
        }
    }
}

} // namespace

Result<void> checkShadowing(const LoadedStack &loaded, DoctorContext &context)
{
    const std::vector<LayeredArchive::Layer> &layers = loaded.stack.layers();
    std::vector<LayerTally> tallies(layers.size(), LayerTally{context.list(), context.list(), {}});
    int seen = 0;
    for (const auto *resolutions : {&loaded.stack.files(), &loaded.stack.deletions()}) {
        for (const LayeredArchive::Resolution &resolution : *resolutions) {
            if ((++seen & 0xFFF) == 0 && context.progress.isCanceled())
                return doctorCanceled(context.plan.path);
            tally(loaded, resolution, tallies);
        }
    }
    for (std::size_t layer = layers.size(); layer-- > 0;) {
        const LayerTally &layerTally = tallies[layer];
        const QString &name = layers[layer].name;
        if (layerTally.shadowsStock.count() > 0) {
            context.add(DoctorSeverity::Info, QStringLiteral("patch-shadows-stock"),
                DoctorText::tr("%1 replaces %n stock file(s)", nullptr, layerTally.shadowsStock.count()).arg(name), {},
                {name}, layerTally.shadowsStock);
        }
        if (layerTally.hidden.count() > 0) {
            QStringList files{name};
            for (std::size_t above = layers.size(); above-- > 0;) {
                if (layerTally.hiddenBy.contains(int(above)))
                    files << layers[above].name;
            }
            context.add(DoctorSeverity::Warning, QStringLiteral("patch-hidden"),
                DoctorText::tr("%n file(s) of %1 are replaced by archives the client loads above it (%2): it never "
                               "reads these copies",
                    nullptr, layerTally.hidden.count())
                    .arg(name, files.sliced(1).join(QStringLiteral(", "))),
                DoctorText::tr("Rename the patch so it loads above them (in Data/, patch-Z.MPQ loads above every "
                               "other patch), or remove the files from the archives above"),
                files, layerTally.hidden);
        }
    }
    return {};
}

} // namespace mwb::wow
