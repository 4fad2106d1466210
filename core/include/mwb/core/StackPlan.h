// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/LayeredArchive.h"

#include <QCoreApplication>
#include <QStringList>

#include <memory>
#include <vector>

namespace mwb {

/// Which archives a stack is made of, in which order, before anything is opened (what `stack layers` shows).
struct StackPlan
{
    struct Layer
    {
        QString name; ///< the Source shown for its entries: the path below Data, or the file name
        QString file; ///< the archive on disk
    };
    enum class Preset { List, Wow335a };

    Preset preset = Preset::List;
    QString path; ///< the Data folder, or the top archive of a list
    QString locale; ///< the WoW locale folder in use (empty for a list)
    QStringList otherLocales; ///< further locale folders of the Data folder, not used
    std::vector<Layer> layers; ///< lowest priority first: the last one wins
    QStringList ignored; ///< archives in the Data folder the client does not load
    bool tinyFilesDelete = false; ///< the WoW rule: a file of <= 1 byte hides the copies below
};

/// Plans and opens stacks for the CLI and the GUI.
class StackPlanner
{
    Q_DECLARE_TR_FUNCTIONS(mwb::StackPlanner)
public:
    /// One folder that is a WoW 3.3.5a client's Data folder (or the client folder holding Data/) gives the client's
    /// preset (wow::loadOrder()) with its locale folder found automatically (`locale` chooses one when it is not
    /// empty); files give a stack in the order given (the last one wins). InvalidInput for a folder that is no
    /// Data folder, a folder among several inputs, or an unknown `locale`; Io for a missing input.
    [[nodiscard]] static Result<StackPlan> plan(const QStringList &inputs, const QString &locale = {});
    /// The client's preset for `dir` (or its Data/ subfolder) when it holds any .MPQ, even one whose every archive
    /// the client ignores (the plan then has no layers and lists them all as ignored): what the Data-folder doctor
    /// examines. InvalidInput for a folder without archives or an unknown `locale`.
    [[nodiscard]] static Result<StackPlan> planDataFolder(const QString &dir, const QString &locale = {});
    /// True when `dir` (or its Data/ subfolder) holds archives a 3.3.5a client loads.
    [[nodiscard]] static bool isWowDataFolder(const QString &dir);
    /// Opens every layer of `plan` (in parallel, each with its index built), one result per layer in plan order.
    [[nodiscard]] static std::vector<Result<std::unique_ptr<Archive>>> openLayers(const StackPlan &plan);
    /// Opens every layer (openLayers()) and stacks them. The first layer that fails to open is the error.
    [[nodiscard]] static Result<std::unique_ptr<LayeredArchive>> open(const StackPlan &plan);
};

} // namespace mwb
