// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/content/Content.h"
#include "mwb/formats/dbc/DbcSchema.h"
#include "mwb/formats/dbc/DbcTable.h"

#include <QCoreApplication>

#include <optional>

namespace mwb::formats::dbc {

/// A WoW client table (WDBC) for the table view: the parsed table, its columns (the 3.3.5a definition of its name,
/// or guessed from the values) and the locale slot this client's strings are in. Compared with another version
/// record by record.
class DbcContent final : public content::Content
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::dbc::DbcContent)
public:
    DbcContent(const content::Kind &kind, QString path, QByteArray bytes);

    /// Null when the table could not be read (problem() says why).
    [[nodiscard]] const DbcTable *table() const { return m_table ? &*m_table : nullptr; }
    [[nodiscard]] const DbcSchema &schema() const { return m_schema; }
    /// clientLocaleSlot(): the slot of the localized strings this client fills, -1 when none.
    [[nodiscard]] int clientLocale() const { return m_clientLocale; }
    /// The tables its foreign keys point at (DbcField::relation), beside it: relatedTablePath() of each.
    [[nodiscard]] QStringList companions() const override;

protected:
    [[nodiscard]] ContentDescription describe() const override;
    [[nodiscard]] std::optional<Result<diff::ContentDiff>> diffKind(const content::Content &before) const override;

private:
    std::optional<DbcTable> m_table;
    DbcSchema m_schema;
    int m_clientLocale = -1;
};

/// Where table `table` lies beside the table at `path` (a file or entry path, either separator):
/// "DBFilesClient/SpellIcon.dbc" for "DBFilesClient/Spell.dbc" and "SpellIcon".
[[nodiscard]] QString relatedTablePath(const QString &path, const QString &table);

} // namespace mwb::formats::dbc
