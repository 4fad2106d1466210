// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace mwb::widgets {

/// Paints text that does not fit with its start elided ("…ITEMS/SWORD.DAT:UNIT:NAME"): for columns of paths and
/// references, whose end says the most.
class ElideLeftDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace mwb::widgets
