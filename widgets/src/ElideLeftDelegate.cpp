// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/ElideLeftDelegate.h"

namespace mwb::widgets {

void ElideLeftDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    option->textElideMode = Qt::ElideLeft;
}

} // namespace mwb::widgets
