// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/EntryLookup.h"

namespace mwb {

EntryLookup::EntryLookup(const Archive &archive)
    : m_archive(archive)
    , m_case(archive.pathCase())
{ }

void EntryLookup::build() const
{
    const std::vector<EntryIndex::Input> &inputs = m_archive.indexInputs();
    m_entries.reserve(static_cast<qsizetype>(inputs.size()));
    for (const EntryIndex::Input &input : inputs) {
        if (input.path.endsWith(QLatin1Char('/')))
            continue;
        m_entries.insert(key(input.path), input.entry);
    }
}

QString EntryLookup::key(const QString &path) const
{
    QString folded = m_case == Qt::CaseInsensitive ? path.toCaseFolded() : path;
    folded.replace(QLatin1Char('\\'), QLatin1Char('/'));
    while (folded.endsWith(QLatin1Char('/')))
        folded.chop(1);
    return folded;
}

std::optional<int> EntryLookup::find(const QString &path) const
{
    std::call_once(m_built, [this] {
        build();
    });
    const auto it = m_entries.constFind(key(path));
    if (it == m_entries.cend())
        return std::nullopt;
    return it.value();
}

} // namespace mwb
