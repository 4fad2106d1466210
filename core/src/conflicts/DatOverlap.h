// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/conflicts/ModConflicts.h"
#include "mwb/formats/tl2dat/DatPropertyDiff.h"

#include <QByteArray>

#include <functional>
#include <optional>
#include <vector>

namespace mwb::conflicts::detail {

/// The mods' copies of one DAT compared property by property: with a base, each copy against the base (what each
/// mod changes); without one, each copy against the first (where the copies differ).
class DatOverlap
{
    Q_DECLARE_TR_FUNCTIONS(mwb::conflicts::DatOverlap)
public:
    /// `copies[i]` is the copy of mod `mods[i]` (load order). `base`: the base's copy; with `withBase` and no copy
    /// the file is new and every property a mod sets is its change. Errors: a copy (or the base) that does not
    /// parse; copies whose root blocks differ (InvalidInput).
    [[nodiscard]] static Result<DatOverlap> compare(const QString &path, const std::vector<int> &mods,
        const std::vector<QByteArray> &copies, const std::optional<QByteArray> &base, bool withBase);

    /// Fills the status, the disjoint count, the overlapping properties and the conflicting pairs.
    void describe(FileReport &report) const;

    /// With a base: the base with every mod's change, one per property: the one of mod `pick(address)` when that
    /// mod changes it, else the last mod's by load order.
    [[nodiscard]] formats::tl2dat::DatDocument merged(const std::function<int(const QString &address)> &pick) const;

private:
    /// One mod's change of a property: the copy (index in `copies`) and the change in its diff.
    struct Touch
    {
        std::size_t copy = 0;
        std::size_t change = 0;
    };
    /// The changes of one property (one datAddressKey()), in load order.
    struct Group
    {
        QString address;
        std::vector<Touch> touches;
    };

    [[nodiscard]] const formats::tl2dat::DatPropertyChange &changeOf(const Touch &touch) const;
    void describeAgainstBase(FileReport &report) const;
    void describeAgainstFirst(FileReport &report) const;

    std::vector<int> m_mods;
    bool m_withBase = false;
    formats::tl2dat::DatDocument m_base; ///< the base, or without one the first copy
    /// With a base: diff(base, copy i) for every copy; without: diff(first, copy i), empty for the first.
    std::vector<std::vector<formats::tl2dat::DatPropertyChange>> m_changes;
    std::vector<Group> m_groups;
};

} // namespace mwb::conflicts::detail
