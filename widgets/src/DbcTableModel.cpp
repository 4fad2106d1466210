// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/DbcTableModel.h"

#include <bit>

namespace mwb::widgets {

using formats::dbc::ColumnKind;
using formats::dbc::DbcField;

namespace {

bool isText(ColumnKind kind)
{
    return kind == ColumnKind::String || kind == ColumnKind::LocString;
}

/// The value to sort by: numbers as numbers, strings as text.
QVariant sortValue(const formats::dbc::DbcTable &table, const DbcField &field, int row)
{
    const quint64 raw = table.value(row, field.offset, field.size);
    switch (field.kind) {
    case ColumnKind::Int8:
        return qint64(qint8(raw));
    case ColumnKind::Int16:
        return qint64(qint16(raw));
    case ColumnKind::Int32:
        return qint64(qint32(raw));
    case ColumnKind::Int64:
        return qint64(raw);
    case ColumnKind::Float:
        return double(std::bit_cast<float>(quint32(raw)));
    case ColumnKind::String:
    case ColumnKind::LocString:
        return formats::dbc::cellText(table, field, row);
    default:
        return raw;
    }
}

} // namespace

DbcTableModel::DbcTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void DbcTableModel::setTable(std::shared_ptr<const formats::dbc::DbcContent> data)
{
    beginResetModel();
    m_data = data && data->table() ? std::move(data) : nullptr;
    endResetModel();
}

const DbcField &DbcTableModel::field(int column) const
{
    return m_data->schema().fields[std::size_t(column)];
}

int DbcTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_data ? 0 : m_data->table()->recordCount();
}

int DbcTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_data ? 0 : int(m_data->schema().fields.size());
}

QVariant DbcTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_data)
        return {};
    const DbcField &f = field(index.column());
    switch (role) {
    case Qt::DisplayRole:
        return formats::dbc::cellText(*m_data->table(), f, index.row());
    case SortRole:
        return sortValue(*m_data->table(), f, index.row());
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(isText(f.kind) ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant DbcTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || !m_data || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const DbcField &f = field(section);
    if (role == Qt::DisplayRole)
        return f.name;
    if (role == Qt::ToolTipRole) {
        QString tip = tr("%1 · %2 · offset %3 · %n byte(s)", nullptr, f.size)
                          .arg(formats::dbc::columnKindName(f.kind), formats::dbc::confidenceName(f.confidence))
                          .arg(f.offset);
        if (f.localeSlot == m_data->clientLocale() && f.localeSlot >= 0)
            tip += tr(" · the client's locale slot");
        if (!f.reason.isEmpty())
            tip += QLatin1Char('\n') + f.reason;
        return tip;
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

} // namespace mwb::widgets
