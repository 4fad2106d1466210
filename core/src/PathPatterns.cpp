// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/PathPatterns.h"

#include <algorithm>

namespace mwb {

namespace {

QChar folded(QChar c)
{
    return c == QLatin1Char('\\') ? QLatin1Char('/') : c.toCaseFolded();
}

} // namespace

PathPatterns::PathPatterns(const QStringList &patterns)
    : m_patterns(patterns)
{ }

bool PathPatterns::wildcardMatch(QStringView pattern, QStringView text)
{
    qsizetype p = 0;
    qsizetype t = 0;
    qsizetype starP = -1; // the last '*' seen, retried with one more character of text on a mismatch
    qsizetype starT = 0;
    while (t < text.size()) {
        if (p < pattern.size() && pattern[p] == QLatin1Char('*')) {
            starP = p++;
            starT = t;
        } else if (p < pattern.size() && (pattern[p] == QLatin1Char('?') || folded(pattern[p]) == folded(text[t]))) {
            ++p;
            ++t;
        } else if (starP >= 0) {
            p = starP + 1;
            t = ++starT;
        } else {
            return false;
        }
    }
    while (p < pattern.size() && pattern[p] == QLatin1Char('*'))
        ++p;
    return p == pattern.size();
}

bool PathPatterns::matches(QStringView path) const
{
    return std::any_of(m_patterns.cbegin(), m_patterns.cend(), [path](const QString &pattern) {
        for (qsizetype start = 0; start < path.size();) {
            if (wildcardMatch(pattern, path.sliced(start)))
                return true;
            qsizetype next = start;
            while (next < path.size() && path[next] != QLatin1Char('/') && path[next] != QLatin1Char('\\'))
                ++next;
            start = next + 1;
        }
        return false;
    });
}

std::vector<int> PathPatterns::select(const std::vector<EntryIndex::Input> &inputs) const
{
    std::vector<int> selected;
    for (const EntryIndex::Input &input : inputs) {
        if (input.path.endsWith(QLatin1Char('/')))
            continue;
        if (isEmpty() || matches(input.path))
            selected.push_back(input.entry);
    }
    return selected;
}

} // namespace mwb
