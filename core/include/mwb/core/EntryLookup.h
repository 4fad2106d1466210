// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Archive.h"

#include <QHash>
#include <QString>

#include <mutex>
#include <optional>

namespace mwb {

/// The entries of an archive by path, under the archive's own rule: '/' and '\' are one separator, and letters
/// compare as Archive::pathCase() says (MPQ names without case). Built from Archive::indexInputs() on the first
/// lookup (O(n), so that a caller who never looks anything up pays nothing), then O(1) per lookup; of two entries
/// with one path the last is found, as readers see it. Thread-safe. `archive` must outlive the lookup.
class EntryLookup
{
public:
    explicit EntryLookup(const Archive &archive);

    /// The entry id stored under `path` (explicit folder entries, whose path ends with '/', are not found).
    [[nodiscard]] std::optional<int> find(const QString &path) const;

private:
    [[nodiscard]] QString key(const QString &path) const;
    void build() const;

    const Archive &m_archive;
    Qt::CaseSensitivity m_case;
    mutable std::once_flag m_built;
    mutable QHash<QString, int> m_entries;
};

} // namespace mwb
