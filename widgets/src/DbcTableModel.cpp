// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/DbcTableModel.h"

#include "mwb/widgets/DbcEditSession.h"

#include <QColor>
#include <QFont>

#include <bit>

namespace mwb::widgets {

using formats::dbc::ColumnKind;
using formats::dbc::DbcField;

namespace {

bool isText(ColumnKind kind)
{
    return kind == ColumnKind::String || kind == ColumnKind::LocString;
}

/// A number cell's value, signed where its type is.
qint64 integerValue(ColumnKind kind, quint64 raw)
{
    switch (kind) {
    case ColumnKind::Int8:
        return qint8(raw);
    case ColumnKind::Int16:
        return qint16(raw);
    case ColumnKind::Int32:
        return qint32(raw);
    default:
        return qint64(raw);
    }
}

/// A name as it reads beside a number: a game path's file part ("Spell_Fire" for "Interface\\Icons\\Spell_Fire").
QString shortName(const QString &name)
{
    const qsizetype slash = std::max(name.lastIndexOf(QLatin1Char('\\')), name.lastIndexOf(QLatin1Char('/')));
    return name.mid(slash + 1);
}

/// Changed cells: an amber wash that keeps the text readable in light and dark palettes.
QColor changedBackground()
{
    return {255, 190, 60, 110};
}

} // namespace

DbcTableModel::DbcTableModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_icons(new DbcIconCache(this))
{
    connect(m_icons, &DbcIconCache::iconChanged, this, &DbcTableModel::onIconChanged);
    connect(this, &QAbstractItemModel::modelReset, this, [this] {
        m_waiting.clear();
    });
}

void DbcTableModel::setTable(std::shared_ptr<const formats::dbc::DbcContent> data)
{
    beginResetModel();
    if (m_session)
        m_session->disconnect(this);
    m_session = nullptr;
    m_data = data && data->table() ? std::move(data) : nullptr;
    m_readOnly.reset();
    if (m_data)
        m_readOnly = formats::dbc::EditableTable::fromTable(*m_data->table(), m_data->schema(), m_data->path());
    findIconColumn();
    endResetModel();
}

void DbcTableModel::setSession(DbcEditSession *session)
{
    beginResetModel();
    if (m_session)
        m_session->disconnect(this);
    m_readOnly.reset();
    m_session = session;
    m_data = session ? session->content() : nullptr;
    findIconColumn();
    endResetModel();
    if (m_session)
        connectSession();
}

void DbcTableModel::connectSession()
{
    connect(m_session, &DbcEditSession::rowsAboutToChange, this, &DbcTableModel::beginResetModel);
    connect(m_session, &DbcEditSession::rowsChanged, this, &DbcTableModel::endResetModel);
    connect(m_session, &DbcEditSession::cellsChanged, this, [this](int first, int last) {
        Q_EMIT dataChanged(index(first, 0), index(last, columnCount() - 1));
    });
    connect(m_session, &DbcEditSession::marksChanged, this, [this] {
        if (rowCount() > 0)
            Q_EMIT dataChanged(
                index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::FontRole, Qt::BackgroundRole, ChangedRole});
    });
}

void DbcTableModel::setEditable(bool editable)
{
    m_editable = editable;
}

const formats::dbc::EditableTable *DbcTableModel::records() const
{
    if (m_session)
        return &m_session->table();
    return m_readOnly ? &*m_readOnly : nullptr;
}

const DbcField &DbcTableModel::field(int column) const
{
    return m_data->schema().fields[std::size_t(column)];
}

void DbcTableModel::setRelationNames(const QString &relation, std::shared_ptr<const QHash<qint64, QString>> names)
{
    m_relationNames.insert(relation.toLower(), std::move(names));
    for (int column = 0; column < columnCount(); ++column) {
        if (field(column).relation.compare(relation, Qt::CaseInsensitive) == 0 && rowCount() > 0)
            Q_EMIT dataChanged(index(0, column), index(rowCount() - 1, column));
    }
}

void DbcTableModel::setRelationIcons(const QString &relation, std::shared_ptr<const QHash<qint64, QString>> icons)
{
    m_relationIcons.insert(relation.toLower(), std::move(icons));
    for (int column = 0; column < columnCount(); ++column) {
        if (field(column).relation.compare(relation, Qt::CaseInsensitive) == 0 && rowCount() > 0)
            Q_EMIT dataChanged(index(0, column), index(rowCount() - 1, column), {Qt::DecorationRole});
    }
}

void DbcTableModel::findIconColumn()
{
    m_iconColumn = m_data ? formats::dbc::iconColumn(m_data->schema()) : std::nullopt;
}

QString DbcTableModel::iconEntry(const QModelIndex &index) const
{
    if (!index.isValid() || !m_data)
        return {};
    const int column = index.column();
    if (m_iconColumn && column == m_iconColumn->field)
        return m_iconColumn->entryPath(records()->text(index.row(), column));
    const DbcField &f = field(column);
    if (f.relation.isEmpty() || isText(f.kind))
        return {};
    const auto icons = m_relationIcons.find(f.relation.toLower());
    if (icons == m_relationIcons.end())
        return {};
    return (*icons)->value(integerValue(f.kind, records()->raw(index.row(), column)));
}

QVariant DbcTableModel::iconData(const QModelIndex &index, const QString &entry, int role) const
{
    const QString path = formats::dbc::clientPathBeside(m_data->path(), entry);
    QVariant shown = role == Qt::DecorationRole ? m_icons->decoration(path) : QVariant(m_icons->toolTip(path, entry));
    if (m_icons->isWanted(path))
        m_waiting[path].insert({index.row(), index.column()});
    return shown;
}

void DbcTableModel::onIconChanged(const QString &path)
{
    const QSet<std::pair<int, int>> cells = m_waiting.take(path);
    for (const auto &[row, column] : cells) {
        if (row < rowCount() && column < columnCount())
            Q_EMIT dataChanged(index(row, column), index(row, column), {Qt::DecorationRole, Qt::ToolTipRole});
    }
}

int DbcTableModel::rowCount(const QModelIndex &parent) const
{
    const formats::dbc::EditableTable *shown = records();
    return parent.isValid() || !shown ? 0 : shown->rowCount();
}

int DbcTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_data ? 0 : int(m_data->schema().fields.size());
}

QVariant DbcTableModel::sortValue(const DbcField &field, int row, int column) const
{
    if (isText(field.kind))
        return records()->text(row, column);
    const quint64 raw = records()->raw(row, column);
    if (field.kind == ColumnKind::Float)
        return double(std::bit_cast<float>(quint32(raw)));
    if (field.kind == ColumnKind::UInt64)
        return raw;
    return integerValue(field.kind, raw);
}

std::optional<QString> DbcTableModel::relationName(const DbcField &field, int row, int column) const
{
    if (field.relation.isEmpty() || isText(field.kind))
        return std::nullopt;
    const auto names = m_relationNames.find(field.relation.toLower());
    if (names == m_relationNames.end())
        return std::nullopt;
    const qint64 id = integerValue(field.kind, records()->raw(row, column));
    const auto name = (*names)->find(id);
    if (name == (*names)->end())
        return std::nullopt;
    return *name;
}

QVariant DbcTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_data)
        return {};
    const int row = index.row();
    const int column = index.column();
    const DbcField &f = field(column);
    switch (role) {
    case Qt::DisplayRole: {
        QString text = records()->text(row, column);
        if (const auto name = relationName(f, row, column); name && !name->isEmpty())
            return tr("%1 · %2").arg(text, shortName(*name));
        return text;
    }
    case Qt::EditRole:
        return records()->text(row, column);
    case SortRole:
        return sortValue(f, row, column);
    case RelationIdRole:
        if (f.relation.isEmpty() || isText(f.kind))
            return {};
        return integerValue(f.kind, records()->raw(row, column));
    case ChangedRole:
        return m_session && m_session->isCellChanged(row, column);
    case Qt::FontRole:
        if (m_session && m_session->isCellChanged(row, column)) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::BackgroundRole:
        if (m_session && m_session->isCellChanged(row, column))
            return changedBackground();
        return {};
    case Qt::DecorationRole:
        if (const QString entry = m_iconsAsked ? iconEntry(index) : QString(); !entry.isEmpty())
            return iconData(index, entry, role);
        return {};
    case Qt::ToolTipRole:
        if (m_session && m_session->isCellChanged(row, column))
            return m_session->isRowAdded(row) ? tr("Added row, not saved") : tr("Changed, not saved");
        if (const auto name = relationName(f, row, column))
            return tr("%1 row %2: %3").arg(f.relation, records()->text(row, column), *name);
        if (m_iconColumn && column == m_iconColumn->field) {
            if (const QString entry = iconEntry(index); !entry.isEmpty())
                return iconData(index, entry, role);
        }
        return {};
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(
            isText(f.kind) ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

Qt::ItemFlags DbcTableModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (index.isValid() && isEditable())
        flags |= Qt::ItemIsEditable;
    return flags;
}

bool DbcTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid() || !isEditable())
        return false;
    if (auto set = m_session->setText(index.row(), index.column(), value.toString()); !set) {
        Q_EMIT editFailed(set.error());
        return false;
    }
    return true;
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
        if (!f.relation.isEmpty())
            tip += tr(" · ids of %1").arg(f.relation);
        if (!f.reason.isEmpty())
            tip += QLatin1Char('\n') + f.reason;
        return tip;
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

} // namespace mwb::widgets
