// SPDX-License-Identifier: GPL-3.0-or-later
#include "BrowseRow.h"

#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>

namespace mwb::gui {

QWidget *withBrowseButton(QLineEdit *edit, QPushButton *button)
{
    auto *row = new QWidget;
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(edit, 1);
    layout->addWidget(button);
    return row;
}

} // namespace mwb::gui
