// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/blp/BlpTexture.h"
#include "mwb/formats/wow/ClientPatch.h"

#include <vector>

namespace mwb::formats::wow {

/// An image to add as a spell icon.
struct IconSource
{
    QString name; ///< the icon's name: the BLP is Interface\Icons\<name>.blp ("Spell_Custom_Frost")
    blp::RgbaImage image; ///< any size; brought to 64×64
    QString file; ///< where it came from, for messages
};

/// What became of one icon.
struct PatchedIcon
{
    QString name;
    quint32 id = 0; ///< its SpellIcon.dbc row
    bool reused = false; ///< the table had a row for the path already
    QString iconPath; ///< as the table stores it: "Interface\Icons\Spell_Custom_Frost"
    QString blpPath; ///< the patch entry: "Interface\Icons\Spell_Custom_Frost.blp"
    int sourceWidth = 0;
    int sourceHeight = 0;
};

/// What IconPatch::add() did, or what IconPatch::plan() says it will do.
struct IconPatchResult
{
    PatchWrite write; ///< a plan's names the patch and whether it will be created; its edit is empty
    QString tableSource; ///< the archive whose SpellIcon.dbc the new table extends
    int tableRows = 0; ///< rows of the table written (every row the client had plus the new ones)
    std::vector<PatchedIcon> icons; ///< in the order given
};

/// Custom spell icons in one step (issue 30 §1): each image becomes a 64×64 BLP2 (DXT5, alpha kept, every mip
/// level) under Interface\Icons\ of a client patch, and SpellIcon.dbc, as the client resolves it from the Data
/// folder, gets a row per new icon (the next free ID, the path as the client stores it, "Interface\Icons\<name>");
/// an icon whose path the table has already (letter case, '/' and ".blp" aside) reuses its row and gets its BLP
/// replaced. The whole table, every row the client had plus the new ones, goes into the patch with the BLPs in one
/// ClientPatch commit. Facts: specs/wow.md §1.6 (icons, SpellIcon paths), §2.
class IconPatch
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::wow::IconPatch)
public:
    static constexpr int kIconSide = 64;
    static constexpr int kMaxSourceSide = blp::BlpTexture::kMaxSide;
    static constexpr QLatin1StringView kTablePath{"DBFilesClient\\SpellIcon.dbc"};
    static constexpr QLatin1StringView kIconFolder{"Interface\\Icons\\"};

    /// InvalidInput (naming `file`) unless `name` can name an icon: 1–64 characters of printable ASCII (the MPQ
    /// hash of other bytes differs between clients), none of \ / : * ? " < > |.
    [[nodiscard]] static Result<void> checkName(const QString &name, const QString &file);
    /// `image` as the patch stores it: resized to 64×64 (images::resizeRgba()) and encoded as DXT5 with mips.
    [[nodiscard]] static Result<QByteArray> iconBlp(const blp::RgbaImage &image);

    /// What add() will write, computed as add() computes it but without encoding or writing anything: the patch
    /// (PatchWrite::edit empty), the table it extends and its rows, each icon's row (new or reused) and BLP path.
    /// The errors of add() before its commit (the images are checked, not encoded).
    [[nodiscard]] static Result<IconPatchResult> plan(const PatchTarget &target, const std::vector<IconSource> &icons);
    /// Adds `icons` to the patch of `target`. Errors, all before anything is written: checkName(); InvalidInput for
    /// no icons, two icons of one name, an empty image or one whose bytes do not match its size, LimitExceeded for a
    /// side over kMaxSourceSide; ClientPatch::readTable() of SpellIcon.dbc and ClientPatch::checkVisible() of each
    /// BLP; Unsupported when the table has no column of icon paths; then the commit's errors (the patch is left as
    /// it was).
    [[nodiscard]] static Result<IconPatchResult> add(
        const PatchTarget &target, const std::vector<IconSource> &icons, Progress &progress);
};

} // namespace mwb::formats::wow
