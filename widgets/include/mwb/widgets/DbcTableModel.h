// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Error.h"
#include "mwb/formats/dbc/DbcContent.h"
#include "mwb/formats/dbc/EditableTable.h"
#include "mwb/formats/dbc/TableIcons.h"
#include "mwb/widgets/DbcEditSession.h"
#include "mwb/widgets/DbcIconCache.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QPointer>
#include <QSet>

#include <memory>
#include <optional>

namespace mwb::widgets {

/// The records of a WDBC table, one row per record and one column per field. Lazy: a cell's text is made when the
/// view asks for it (an open reads nothing: 22,224 SpellIcon rows show at once). Strings resolved in the string
/// block; SortRole gives numbers as numbers, so sorting is numeric. Headers name the 3.3.5a columns (or the
/// guesses), with the type and confidence as tooltips. Shows a table read-only (setTable()) or the table of an edit
/// session (setSession()): then, while editable, a cell is edited by its text (setData(); a refused text is
/// reported by editFailed() and changes nothing) and the cells that differ from the last save are bold on a marked
/// background (ChangedRole). A foreign key shows the name of the row it points at when that table's names are known
/// (setRelationNames()). The icon column of SpellIcon and ItemDisplayInfo (formats::dbc::iconColumn()) shows the
/// icon its BLP holds (DecorationRole, from icons(): read only for the cells a view asks for) with a tooltip of the
/// icon and its path; a key pointing into such a table shows the target row's icon when that table's icon paths
/// are known (setRelationIcons()).
class DbcTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    static constexpr int SortRole = Qt::UserRole + 1;
    /// Whether the cell differs from the last save (bool).
    static constexpr int ChangedRole = Qt::UserRole + 2;
    /// The id the cell's foreign key points at (qint64), when its field names a table; else invalid.
    static constexpr int RelationIdRole = Qt::UserRole + 3;

    explicit DbcTableModel(QObject *parent = nullptr);

    /// Shows `table` read-only (parsed by the content registry, shared); null or unreadable: no rows.
    void setTable(std::shared_ptr<const formats::dbc::DbcContent> table);
    /// Shows the table of `session` (kept alive by its owner while shown) and edits it while editable.
    void setSession(DbcEditSession *session);
    /// Whether cells may be edited (only with a session).
    void setEditable(bool editable);
    [[nodiscard]] bool isEditable() const { return m_session && m_editable; }

    /// The content shown (its schema, client locale slot and file bytes), or null.
    [[nodiscard]] const std::shared_ptr<const formats::dbc::DbcContent> &table() const { return m_data; }
    /// The records shown (the session's while editing), or null.
    [[nodiscard]] const formats::dbc::EditableTable *records() const;
    [[nodiscard]] DbcEditSession *session() const { return m_session; }
    /// The field shown in `column`.
    [[nodiscard]] const formats::dbc::DbcField &field(int column) const;
    /// The names of the rows of table `relation` (DbcField::relation) by id, shown beside the keys that point there.
    void setRelationNames(const QString &relation, std::shared_ptr<const QHash<qint64, QString>> names);
    /// The icons of the rows of table `relation` by id (entry paths from the client's root, "Interface/Icons/X.blp"),
    /// shown beside the keys that point there.
    void setRelationIcons(const QString &relation, std::shared_ptr<const QHash<qint64, QString>> icons);
    /// The icons the cells show, read when first asked for (DbcIconCache::wanted()).
    [[nodiscard]] DbcIconCache *icons() const { return m_icons; }
    /// Whether DecorationRole asks for icons not read yet (true, the default); off while a view measures columns.
    void setIconsAsked(bool asked) { m_iconsAsked = asked; }
    /// The column whose cells show icons of their own (iconColumn()), -1 when none.
    [[nodiscard]] int iconColumn() const { return m_iconColumn ? m_iconColumn->field : -1; }
    /// The entry path (from the client's root) of the icon the cell `index` shows, empty when it shows none.
    [[nodiscard]] QString iconEntry(const QModelIndex &index) const;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    [[nodiscard]] Qt::ItemFlags flags(const QModelIndex &index) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

Q_SIGNALS:
    /// An edit was refused (the cell keeps its value): the error names the row, column and value.
    void editFailed(const mwb::Error &error);

private:
    void connectSession();
    [[nodiscard]] QVariant sortValue(const formats::dbc::DbcField &field, int row, int column) const;
    [[nodiscard]] std::optional<QString> relationName(const formats::dbc::DbcField &field, int row, int column) const;
    /// The icon column of the table shown, after the table changed.
    void findIconColumn();
    /// DecorationRole and ToolTipRole of a cell showing the icon `entry`; remembers the cell for iconChanged().
    [[nodiscard]] QVariant iconData(const QModelIndex &index, const QString &entry, int role) const;
    /// The cells that asked for the icon `path` show it (or its missing mark).
    void onIconChanged(const QString &path);

    std::shared_ptr<const formats::dbc::DbcContent> m_data;
    std::optional<formats::dbc::EditableTable> m_readOnly;
    QPointer<DbcEditSession> m_session;
    bool m_editable = false;
    QHash<QString, std::shared_ptr<const QHash<qint64, QString>>> m_relationNames;
    QHash<QString, std::shared_ptr<const QHash<qint64, QString>>> m_relationIcons;
    std::optional<formats::dbc::IconColumn> m_iconColumn;
    DbcIconCache *m_icons = nullptr;
    bool m_iconsAsked = true;
    /// The cells that showed an icon being read, by its path: they are repainted when it comes.
    mutable QHash<QString, QSet<std::pair<int, int>>> m_waiting;
};

} // namespace mwb::widgets
