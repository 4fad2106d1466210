// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/dbc/DbcSchema.h"

#include <QStyledItemDelegate>

namespace mwb::widgets {

/// Whether a field holds bits rather than a number: an integer column whose definition name says so (`Flags`,
/// `Mask`, `Attributes…`), or a localized string's flags mask. The 3.3.5a definitions do not mark flags, so the name
/// decides.
[[nodiscard]] bool isFlagsField(const formats::dbc::DbcField &field);

/// The editors of a DbcTableModel's cells: a line edit with the cell's text (numbers, strings, one locale slot), and
/// for flag fields (isFlagsField()) a list of the field's bits to check, dropped below the cell. What the editor
/// gives goes through the model's setData() (a refused value keeps the cell). A changed cell (ChangedRole) gets a
/// marker on its left edge that shows on selected rows too.
class DbcCellDelegate final : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    [[nodiscard]] QWidget *createEditor(
        QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;
    void updateEditorGeometry(
        QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace mwb::widgets
