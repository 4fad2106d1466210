// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/dbc/DbcSchema.h"

#include <functional>
#include <vector>

namespace mwb::formats::dbc {

/// How bad a finding is: an error makes the server or client fail on the table, a warning is worth a look.
enum class CheckSeverity { Warning, Error };

/// One thing `dbc check` found. Findings of one kind in one column are reported once, with a count and an example.
struct CheckFinding
{
    CheckSeverity severity = CheckSeverity::Warning;
    QString code; ///< stable, untranslated: "layout-mismatch", "string-offset-outside", …
    QString message; ///< translated
    QString column; ///< the field's key, when the finding concerns one
    int count = 1; ///< how many cells or rows
    qint64 offset = -1; ///< the file offset of the first one
};

/// What checkTable() found in one file.
struct CheckReport
{
    QString file;
    QString definition; ///< the definition checked against, empty when none fits
    int records = 0;
    std::vector<CheckFinding> findings;

    [[nodiscard]] int count(CheckSeverity severity) const;
};

/// The sorted ids of the table named `table` beside the checked one, or null when there is none.
using SiblingIds = std::function<const std::vector<qint64> *(const QString &table)>;

/// The table doctor. Checks: the header and string block against the file (a parse error is the one finding); record
/// size and field count against the 3.3.5a definition the name selects (`layout-mismatch`, error: the server's "has
/// N field(s) (expected M)"); without a definition, `no-definition` (warning); string offsets inside the block
/// (`string-offset-outside`, error: "Unable to find string in string table") and at a string's start
/// (`string-offset-inside`, warning: a shared tail, which the client reads fine); a block that does not start with the
/// empty string (`string-block-start`) or whose last string has no NUL (`string-block-unterminated`, error); bytes
/// after the block (`trailing-bytes`); repeated ids (`duplicate-id`, error) and ids out of order (`unordered-ids`);
/// a localized string with text in a slot whose bit the mask lacks (`locale-mask`: slot s has bit s + 1 in every
/// client-written corpus table); values of foreign keys that no row of the table they name has, when `siblings`
/// finds that table (`missing-reference`; values ≤ 0 mean "none").
[[nodiscard]] CheckReport checkTable(const QByteArray &bytes, const QString &path, const SiblingIds &siblings);

/// The stable name of a severity ("warning", "error").
[[nodiscard]] QString checkSeverityName(CheckSeverity severity);

} // namespace mwb::formats::dbc
