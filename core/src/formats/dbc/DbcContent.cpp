// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/dbc/DbcContent.h"

#include "DbcDescriber.h"
#include "DbcKind.h"
#include "diff/KindDiffs.h"

namespace mwb::formats::dbc {

DbcContent::DbcContent(const content::Kind &kind, QString path, QByteArray bytes)
    : Content(kind, std::move(path), std::move(bytes))
{
    auto table = DbcTable::parse(this->bytes(), this->path());
    if (!table) {
        setProblem(table.error());
        return;
    }
    m_table = std::move(table).value();
    m_schema = DbcSchema::forTable(*m_table, this->path());
    m_clientLocale = clientLocaleSlot(*m_table, m_schema);
    const QString columns = m_schema.guessed() ? tr("columns guessed") : tr("%1 columns").arg(m_schema.tableName);
    QString summary = tr("WDBC · %1 · %Ln record(s)", nullptr, m_table->recordCount()).arg(columns);
    if (m_clientLocale >= 0)
        summary += tr(" · locale %1").arg(localeSlotName(m_clientLocale));
    setSummary(std::move(summary));
}

QStringList DbcContent::companions() const
{
    QStringList paths;
    const QString own = tableNameOfPath(path());
    for (const DbcField &field : m_schema.fields) {
        if (field.relation.isEmpty() || field.relation.compare(own, Qt::CaseInsensitive) == 0)
            continue;
        const QString related = relatedTablePath(path(), field.relation);
        if (!paths.contains(related))
            paths.push_back(related);
    }
    return paths;
}

ContentDescription DbcContent::describe() const
{
    return describeDbc(path(), bytes());
}

std::optional<Result<diff::ContentDiff>> DbcContent::diffKind(const content::Content &before) const
{
    if (&before.kind() != &kind())
        return std::nullopt;
    return diff::diffDbcVersions(path(), before.bytes(), bytes());
}

QString relatedTablePath(const QString &path, const QString &table)
{
    const qsizetype slash = std::max(path.lastIndexOf(QLatin1Char('/')), path.lastIndexOf(QLatin1Char('\\')));
    return path.left(slash + 1) + table + QStringLiteral(".dbc");
}

std::shared_ptr<const content::Content> parseDbc(const content::Kind &kind, const QString &path, const QByteArray &bytes)
{
    return std::make_shared<const DbcContent>(kind, path, bytes);
}

} // namespace mwb::formats::dbc
