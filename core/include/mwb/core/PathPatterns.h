// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/EntryIndex.h"

#include <QString>
#include <QStringList>
#include <QStringView>

#include <vector>

namespace mwb {

/// The one rule for selecting archive entries by wildcard patterns, for every command and filter that takes them.
///
/// Paths and patterns are '/'-separated ('\' counts as '/'), compared case-insensitively. '*' matches any run of
/// characters, '/' included; '?' matches one character. A pattern matches when it matches the whole path or the
/// part below one of its folders, so "X.DAT", "UNITS/X.DAT" and "MEDIA/UNITS/X.DAT" all select
/// "MEDIA/UNITS/X.DAT", and "*.DDS" selects every DDS file. Matching is iterative: no recursion, no regex.
class PathPatterns
{
public:
    explicit PathPatterns(const QStringList &patterns);

    /// No patterns: select() takes every file entry.
    [[nodiscard]] bool isEmpty() const { return m_patterns.isEmpty(); }
    /// True when any pattern matches `path` (see the class comment).
    [[nodiscard]] bool matches(QStringView path) const;
    /// The entry ids of the file entries (not explicit folders, whose path ends with '/') that match, in input
    /// order; every file entry when there are no patterns.
    [[nodiscard]] std::vector<int> select(const std::vector<EntryIndex::Input> &inputs) const;

    /// One wildcard pattern against one whole text ('/' and '\' equal, case-insensitive).
    [[nodiscard]] static bool wildcardMatch(QStringView pattern, QStringView text);

private:
    QStringList m_patterns;
};

} // namespace mwb
