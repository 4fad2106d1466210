// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ops/CommitChecked.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace mwb::ops {

/// One entry an edit changed (or, for `add --update`, left alone).
struct EntryChange
{
    enum class Kind { Added, Replaced, Removed, Renamed, Unchanged, LocaleSet };
    Kind kind = Kind::Added;
    QString path; ///< the entry's path in the written archive (Removed: the path it had), the format's spelling
    QString from; ///< Renamed: the path it had
    qint64 size = 0; ///< Added/Replaced/Unchanged: the source file's bytes; Removed/Renamed: the entry's size
    quint16 locale = 0; ///< LocaleSet: the locale it got
};

/// What an edit of an archive did, for every verb (add, rm, mv, locale, compact, create) and every format: the
/// entries it changed, what it read and did not store, what the format derived, and the checked commit.
struct EditReport
{
    QString verb; ///< "add", "rm", "mv", "locale", "compact", "create" (untranslated)
    QString file; ///< the archive edited (absolute); for create, the folder the archive was made from
    QString format; ///< FormatRegistry id
    std::vector<EntryChange> changes;
    QStringList sidecars; ///< files of a source folder read but not stored ("(listfile)"), relative to it
    QStringList derived; ///< translated lines: entries the format brought up to date (TL2 RAW indexes)
    bool committed = true; ///< false when there was nothing to write and the archive was left as it was
    CheckedCommit commit;

    /// The changes of one kind, in the order they were made.
    [[nodiscard]] std::vector<EntryChange> changesOf(EntryChange::Kind kind) const;
};

} // namespace mwb::ops
