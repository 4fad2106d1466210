// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/dbc/TableIcons.h"

namespace mwb::formats::dbc {

namespace {

qsizetype lastSeparator(const QString &path, qsizetype before)
{
    return std::max(path.lastIndexOf(QLatin1Char('/'), before), path.lastIndexOf(QLatin1Char('\\'), before));
}

} // namespace

QString IconColumn::entryPath(const QString &value) const
{
    const QString path = texturePath(value);
    return path.isEmpty() ? path : folder + path;
}

std::optional<IconColumn> iconColumn(const DbcSchema &schema)
{
    const auto column = [&schema](QStringView key, QString folder) -> std::optional<IconColumn> {
        const int field = schema.fieldIndex(key);
        if (field < 0 || schema.fields[std::size_t(field)].kind != ColumnKind::String)
            return std::nullopt;
        return IconColumn{field, std::move(folder)};
    };
    if (schema.tableName.compare(QLatin1String("SpellIcon"), Qt::CaseInsensitive) == 0)
        return column(u"TextureFilename", QString());
    if (schema.tableName.compare(QLatin1String("ItemDisplayInfo"), Qt::CaseInsensitive) == 0)
        return column(u"InventoryIcon[0]", QStringLiteral("Interface/Icons/"));
    return std::nullopt;
}

QString texturePath(const QString &value)
{
    QString path = value.trimmed().replace(QLatin1Char('\\'), QLatin1Char('/'));
    if (!path.isEmpty() && !path.endsWith(QLatin1StringView(".blp"), Qt::CaseInsensitive))
        path += QLatin1StringView(".blp");
    return path;
}

QString entryLookupKey(const QString &path)
{
    return QString(path).replace(QLatin1Char('\\'), QLatin1Char('/')).toLower();
}

QString clientPathBeside(const QString &tablePath, const QString &entryPath)
{
    const qsizetype folder = lastSeparator(tablePath, -1);
    const qsizetype root = folder > 0 ? lastSeparator(tablePath, folder - 1) : -1;
    return tablePath.left(root + 1) + entryPath;
}

} // namespace mwb::formats::dbc
