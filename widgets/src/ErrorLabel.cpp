// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/ErrorLabel.h"

#include <QLabel>

namespace mwb::widgets {

QLabel *createErrorLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    QPalette palette = label->palette();
    palette.setColor(QPalette::WindowText, QColor(0xcc, 0x00, 0x00));
    label->setPalette(palette);
    label->setWordWrap(true);
    label->setContentsMargins(6, 2, 6, 2);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setVisible(false);
    return label;
}

} // namespace mwb::widgets
