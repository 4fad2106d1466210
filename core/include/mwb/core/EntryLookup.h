// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Archive.h"

#include <QHash>
#include <QString>

#include <optional>

namespace mwb {

/// The entries of an archive by path, under the archive's own rule: '/' and '\' are one separator, and letters
/// compare as Archive::pathCase() says (MPQ names without case). Built once from Archive::indexInputs() (O(n)),
/// looked up in O(1); of two entries with one path the last is found, as readers see it. Immutable afterwards:
/// find() is thread-safe.
class EntryLookup
{
public:
    explicit EntryLookup(const Archive &archive);

    /// The entry id stored under `path` (explicit folder entries, whose path ends with '/', are not found).
    [[nodiscard]] std::optional<int> find(const QString &path) const;
    /// Whether `path` names an entry or a folder that holds entries.
    [[nodiscard]] bool containsPathOrFolder(const QString &path) const;

private:
    [[nodiscard]] QString key(const QString &path) const;

    Qt::CaseSensitivity m_case;
    QHash<QString, int> m_entries;
    QHash<QString, int> m_folders; ///< folder key → number of entries below it
};

} // namespace mwb
