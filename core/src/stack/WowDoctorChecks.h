// SPDX-License-Identifier: GPL-3.0-or-later
// The checks of the WoW Data-folder doctor (mwb/core/WowDoctor.h), one file per group, sharing this context.
#pragma once

#include "mwb/core/LayeredArchive.h"
#include "mwb/core/StackPlan.h"
#include "mwb/core/WowDoctor.h"

#include <climits>

namespace mwb::wow {

/// Tr context of the doctor's messages (one context for every check file).
class DoctorText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::wow::WowDoctor)
};

/// Entries of one finding: the first `limit` kept, every one counted.
class EntryList
{
public:
    EntryList() = default;
    explicit EntryList(int limit)
        : m_limit(limit)
    { }
    void add(const QString &entry)
    {
        if (m_entries.size() < m_limit)
            m_entries << entry;
        ++m_count;
    }
    [[nodiscard]] const QStringList &entries() const { return m_entries; }
    [[nodiscard]] int count() const { return m_count; }

private:
    int m_limit = INT_MAX;
    QStringList m_entries;
    int m_count = 0;
};

/// What every check reads and where findings go.
struct DoctorContext
{
    const DoctorOptions &options;
    Progress &progress;
    const StackPlan &plan;
    std::vector<DoctorFinding> findings;

    /// A list for one finding's entries, as long as the options allow.
    [[nodiscard]] EntryList list() const { return EntryList(options.listAll ? INT_MAX : options.listLimit); }
    void add(DoctorSeverity severity, const QString &code, const QString &message, const QString &advice,
        const QStringList &files, const EntryList &entries = {})
    {
        findings.push_back({severity, code, message, advice, files, entries.entries(), entries.count()});
    }
};

/// The stack the client loads, with which of its layers are custom patches.
struct LoadedStack
{
    const LayeredArchive &stack;
    std::vector<bool> custom; ///< per layer: not an archive a stock install ships
};

/// Archives the client does not load (names, folders, locales), names that differ only in case, and the load order.
void checkArchiveNames(DoctorContext &context);
/// Per custom patch: the stock files it replaces and its files a higher archive replaces.
[[nodiscard]] Result<void> checkShadowing(const LoadedStack &loaded, DoctorContext &context);
/// The table doctor on every table a custom patch supplies.
[[nodiscard]] Result<void> checkTables(const LoadedStack &loaded, DoctorContext &context);
/// Icons and map folders named by rows a custom patch added or changed that no archive holds.
[[nodiscard]] Result<void> checkReferences(const LoadedStack &loaded, DoctorContext &context);

/// The error a canceled check returns.
[[nodiscard]] Error doctorCanceled(const QString &dataDir);

} // namespace mwb::wow
