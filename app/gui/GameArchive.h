// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"
#include "mwb/core/content/CompanionLookup.h"

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <memory>

namespace mwb::gui {

/// The game's own archive as the window knows it: the "Torchlight 2 game folder" setting (QSettings key
/// settingsKey()), or, while none is set, Steam's default install when its PAKS/DATA.PAK is there. Views that read the
/// game's files (a level plan's room pieces) get them through lookupMaker(). GUI thread, except what lookupMaker()
/// returns.
class GameArchive
{
    Q_DECLARE_TR_FUNCTIONS(mwb::gui::GameArchive)
public:
    GameArchive();

    [[nodiscard]] static QString settingsKey();
    /// Steam's default install folder of Torchlight II below the home folder.
    [[nodiscard]] static QString steamDefaultFolder();
    /// The game's DATA.PAK in `folder` (its PAKS/ folder, or `folder` itself, any letter case); empty when none.
    [[nodiscard]] static QString pakIn(const QString &folder);

    /// The folder set by the user; empty when none is.
    [[nodiscard]] QString chosenFolder() const;
    /// Sets the folder (empty: none, Steam's default is looked for again).
    void setChosenFolder(const QString &folder);
    /// The game archive in use: pakIn(chosenFolder()), or Steam's default while no folder is chosen; empty when none.
    [[nodiscard]] QString pakPath() const;

    /// A maker, called on any thread, of the lookup over pakPath() (as content::archiveLookup() reads it): the pair
    /// is opened on the first call and kept for every later one while the path stays the same. Null when there is no
    /// game archive; the maker's error says why it does not open.
    [[nodiscard]] std::function<Result<content::CompanionLookup>()> lookupMaker() const;

private:
    struct Opened;
    std::shared_ptr<Opened> m_opened;
};

} // namespace mwb::gui
