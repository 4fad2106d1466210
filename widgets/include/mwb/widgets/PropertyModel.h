// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/content/Properties.h"

#include <QAbstractItemModel>
#include <QString>

#include <vector>

namespace mwb {

/// Read-only two-level tree of property groups: the groups are top-level rows, their properties the children.
/// Columns: Name, Value, Offset (hexadecimal). Reusable by every inspector; a single group can be refreshed in
/// place (setRows), so views keep their expansion and scroll state while the pointer moves. GUI thread only.
class PropertyModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, ValueColumn, OffsetColumn, ColumnCount };
    enum Role {
        OffsetRole = Qt::UserRole + 1, ///< qint64 offset, -1 when none (also on group rows)
    };

    explicit PropertyModel(QObject *parent = nullptr);

    /// Replaces every group (one model reset).
    void setGroups(std::vector<PropertyGroup> groups);
    /// Replaces the rows of group `group` without a reset (rows are removed, inserted and changed as needed).
    void setRows(int group, std::vector<Property> rows);
    [[nodiscard]] const std::vector<PropertyGroup> &groups() const { return m_groups; }
    /// The value of the first row called `name` in group `group`; empty when there is none.
    [[nodiscard]] QString value(int group, const QString &name) const;
    /// The row called `name` in group `group`, or null.
    [[nodiscard]] const Property *find(int group, const QString &name) const;

    [[nodiscard]] QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    [[nodiscard]] QModelIndex parent(const QModelIndex &child) const override;
    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    [[nodiscard]] QVariant groupData(const PropertyGroup &group, int column, int role) const;
    [[nodiscard]] static QVariant propertyData(const Property &property, int column, int role);

    std::vector<PropertyGroup> m_groups;
};

} // namespace mwb
