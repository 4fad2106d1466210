// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/DbcEditSession.h"

#include <QUndoCommand>
#include <QUndoStack>

#include <algorithm>

namespace mwb::widgets {

using formats::dbc::EditableTable;
using formats::dbc::TableChange;

namespace {

/// One change of a table: made before it is pushed (the first redo does nothing), undone and redone through the
/// session so that its views follow.
class TableChangeCommand final : public QUndoCommand
{
public:
    TableChangeCommand(DbcEditSession &session, TableChange change, const QString &label)
        : QUndoCommand(label)
        , m_session(session)
        , m_change(std::move(change))
    { }
    void undo() override { m_session.revert(m_change); }
    void redo() override
    {
        if (!std::exchange(m_first, false))
            m_session.apply(m_change);
    }

private:
    DbcEditSession &m_session;
    TableChange m_change;
    bool m_first = true;
};

bool changesRows(const TableChange &change)
{
    return !change.inserted.empty() || !change.removed.empty();
}

bool isText(formats::dbc::ColumnKind kind)
{
    return kind == formats::dbc::ColumnKind::String || kind == formats::dbc::ColumnKind::LocString;
}

EditableTable tableOf(const formats::dbc::DbcContent &content)
{
    return EditableTable::fromTable(*content.table(), content.schema(), content.path());
}

} // namespace

DbcEditSession::DbcEditSession(
    std::shared_ptr<const formats::dbc::DbcContent> content, QUndoStack &undo, QObject *parent)
    : ContentEditSession(undo, parent)
    , m_content(std::move(content))
    , m_table(tableOf(*m_content))
    , m_saved(m_table)
{ }

QString DbcEditSession::fieldName(int field) const
{
    return m_table.schema().fields[std::size_t(field)].name;
}

void DbcEditSession::record(TableChange change, const QString &label)
{
    if (change.isEmpty())
        return;
    m_changedSinceSave = true;
    undoStack().push(new TableChangeCommand(*this, std::move(change), label));
}

void DbcEditSession::notifyCells(const TableChange &change)
{
    if (change.cells.empty())
        return;
    const auto [low, high] = std::minmax_element(change.cells.begin(), change.cells.end(),
        [](const formats::dbc::CellChange &a, const formats::dbc::CellChange &b) {
            return a.row < b.row;
        });
    Q_EMIT cellsChanged(low->row, high->row);
}

Result<void> DbcEditSession::setText(int row, int field, const QString &text)
{
    auto change = m_table.setText(row, field, text);
    if (!change)
        return change.error();
    notifyCells(*change);
    record(std::move(change).value(), tr("Edit %1 of %2").arg(fieldName(field), m_table.describeRow(row)));
    return {};
}

Result<void> DbcEditSession::setColumn(std::span<const int> rows, int field, const QString &text)
{
    auto change = m_table.setColumn(rows, field, text);
    if (!change)
        return change.error();
    notifyCells(*change);
    record(std::move(change).value(), tr("Set %1 on %n row(s)", nullptr, int(rows.size())).arg(fieldName(field)));
    return {};
}

Result<int> DbcEditSession::replaceInColumn(
    std::span<const int> rows, int field, const QString &find, const QString &replacement)
{
    if (find.isEmpty())
        return Error{ErrorCode::InvalidInput, tr("Nothing to find"), m_table.label()};
    TableChange all;
    for (const int row : rows) {
        QString text = m_table.text(row, field);
        if (!text.contains(find))
            continue;
        auto change = m_table.setText(row, field, text.replace(find, replacement));
        if (!change) {
            m_table.revert(all);
            return change.error();
        }
        all.cells.insert(all.cells.end(), change->cells.begin(), change->cells.end());
    }
    const int count = int(all.cells.size());
    notifyCells(all);
    record(std::move(all), tr("Replace in %1").arg(fieldName(field)));
    return count;
}

Result<qint64> DbcEditSession::addRow()
{
    Q_EMIT rowsAboutToChange();
    auto change = m_table.addRow();
    Q_EMIT rowsChanged();
    if (!change)
        return change.error();
    const qint64 id = m_table.id(change->inserted.front().row);
    record(std::move(change).value(), tr("Add row %1").arg(id));
    return id;
}

Result<void> DbcEditSession::copyRow(qint64 sourceId, qint64 newId)
{
    Q_EMIT rowsAboutToChange();
    auto change = m_table.copyRow(sourceId, newId);
    Q_EMIT rowsChanged();
    if (!change)
        return change.error();
    record(std::move(change).value(), tr("Copy row %1 to %2").arg(sourceId).arg(newId));
    return {};
}

Result<void> DbcEditSession::deleteRows(std::span<const qint64> ids)
{
    Q_EMIT rowsAboutToChange();
    auto change = m_table.deleteRows(ids);
    Q_EMIT rowsChanged();
    if (!change)
        return change.error();
    record(std::move(change).value(), tr("Delete %n row(s)", nullptr, int(ids.size())));
    return {};
}

void DbcEditSession::apply(const TableChange &change)
{
    m_changedSinceSave = true;
    if (changesRows(change)) {
        Q_EMIT rowsAboutToChange();
        m_table.apply(change);
        Q_EMIT rowsChanged();
        return;
    }
    m_table.apply(change);
    notifyCells(change);
}

void DbcEditSession::revert(const TableChange &change)
{
    m_changedSinceSave = true;
    if (changesRows(change)) {
        Q_EMIT rowsAboutToChange();
        m_table.revert(change);
        Q_EMIT rowsChanged();
        return;
    }
    m_table.revert(change);
    notifyCells(change);
}

bool DbcEditSession::isRowAdded(int row) const
{
    return m_changedSinceSave && m_saved.rowOf(m_table.id(row)) < 0;
}

bool DbcEditSession::isCellChanged(int row, int field) const
{
    if (!m_changedSinceSave)
        return false;
    const int saved = m_saved.rowOf(m_table.id(row));
    if (saved < 0)
        return true;
    const quint64 now = m_table.raw(row, field);
    const quint64 before = m_saved.raw(saved, field);
    if (now == before)
        return false;
    if (!isText(m_table.schema().fields[std::size_t(field)].kind))
        return true;
    return m_table.stringAt(now) != m_saved.stringAt(before);
}

Result<QByteArray> DbcEditSession::encode() const
{
    return m_table.toBytes();
}

void DbcEditSession::markSaved()
{
    m_saved = m_table;
    m_changedSinceSave = false;
    Q_EMIT marksChanged();
}

} // namespace mwb::widgets
