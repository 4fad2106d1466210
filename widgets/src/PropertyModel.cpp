// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/PropertyModel.h"

#include <QFont>

namespace mwb {

namespace {
/// internalId of a group row; a property row stores its group + 1.
constexpr quintptr kGroupId = 0;

QString hexOffset(qint64 offset)
{
    return QStringLiteral("0x") + QString::number(offset, 16).toUpper().rightJustified(8, QLatin1Char('0'));
}
} // namespace

PropertyModel::PropertyModel(QObject *parent)
    : QAbstractItemModel(parent)
{ }

void PropertyModel::setGroups(std::vector<PropertyGroup> groups)
{
    beginResetModel();
    m_groups = std::move(groups);
    endResetModel();
}

void PropertyModel::setRows(int group, std::vector<Property> rows)
{
    if (group < 0 || group >= static_cast<int>(m_groups.size()))
        return;
    auto &current = m_groups[static_cast<std::size_t>(group)].rows;
    const QModelIndex parent = index(group, 0);
    const int before = static_cast<int>(current.size());
    const int after = static_cast<int>(rows.size());
    if (after < before) {
        beginRemoveRows(parent, after, before - 1);
        current.resize(rows.size());
        endRemoveRows();
    } else if (after > before) {
        beginInsertRows(parent, before, after - 1);
        current.resize(rows.size());
        endInsertRows();
    }
    current = std::move(rows);
    if (after > 0)
        Q_EMIT dataChanged(index(0, 0, parent), index(after - 1, ColumnCount - 1, parent));
}

const Property *PropertyModel::find(int group, const QString &name) const
{
    if (group < 0 || group >= static_cast<int>(m_groups.size()))
        return nullptr;
    for (const Property &row : m_groups[static_cast<std::size_t>(group)].rows) {
        if (row.name == name)
            return &row;
    }
    return nullptr;
}

QString PropertyModel::value(int group, const QString &name) const
{
    const Property *row = find(group, name);
    return row ? row->value : QString();
}

QModelIndex PropertyModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, kGroupId);
    return createIndex(row, column, static_cast<quintptr>(parent.row()) + 1);
}

QModelIndex PropertyModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kGroupId)
        return {};
    return createIndex(static_cast<int>(child.internalId() - 1), 0, kGroupId);
}

int PropertyModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return static_cast<int>(m_groups.size());
    if (parent.internalId() != kGroupId || parent.column() != 0)
        return 0;
    return static_cast<int>(m_groups[static_cast<std::size_t>(parent.row())].rows.size());
}

int PropertyModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant PropertyModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalId() == kGroupId)
        return groupData(m_groups[static_cast<std::size_t>(index.row())], index.column(), role);
    const auto &group = m_groups[static_cast<std::size_t>(index.internalId() - 1)];
    return propertyData(group.rows[static_cast<std::size_t>(index.row())], index.column(), role);
}

QVariant PropertyModel::groupData(const PropertyGroup &group, int column, int role) const
{
    if (role == OffsetRole)
        return qint64(-1);
    if (column != NameColumn)
        return {};
    if (role == Qt::DisplayRole)
        return group.title;
    if (role == Qt::FontRole) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    return {};
}

QVariant PropertyModel::propertyData(const Property &property, int column, int role)
{
    switch (role) {
    case Qt::DisplayRole:
        if (column == NameColumn)
            return property.name;
        if (column == ValueColumn)
            return property.value;
        return property.offset >= 0 ? hexOffset(property.offset) : QString();
    case Qt::ToolTipRole: // the value too, since long values are elided
        if (property.toolTip.isEmpty())
            return column == ValueColumn ? QVariant(property.value) : QVariant();
        return column == ValueColumn ? QVariant(property.value + u'\n' + property.toolTip) : QVariant(property.toolTip);
    case OffsetRole:
        return property.offset;
    case Qt::TextAlignmentRole:
        return column == OffsetColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    default:
        return {};
    }
}

QVariant PropertyModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case ValueColumn:
        return tr("Value");
    case OffsetColumn:
        return tr("Offset");
    default:
        return {};
    }
}

} // namespace mwb
