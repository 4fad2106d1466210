// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/ColumnChooser.h"

#include <QAbstractItemModel>
#include <QHeaderView>
#include <QMenu>
#include <QSettings>

namespace mwb::widgets {

ColumnChooser::ColumnChooser(QHeaderView &header, QString settingsKey, std::initializer_list<int> hiddenByDefault)
    : QObject(&header)
    , m_header(header)
    , m_settingsKey(std::move(settingsKey))
{
    QList<int> hidden(hiddenByDefault);
    const QVariant saved = QSettings().value(m_settingsKey);
    if (saved.isValid()) {
        hidden.clear();
        for (const QVariant &column : saved.toList())
            hidden << column.toInt();
    }
    for (const int column : std::as_const(hidden)) {
        if (column > 0)
            m_header.setSectionHidden(column, true);
    }
    m_header.setContextMenuPolicy(Qt::CustomContextMenu);
    connect(&m_header, &QWidget::customContextMenuRequested, this, &ColumnChooser::showMenu);
}

void ColumnChooser::showMenu(const QPoint &position)
{
    const QAbstractItemModel *model = m_header.model();
    if (!model)
        return;
    QMenu menu(&m_header);
    for (int column = 1; column < m_header.count(); ++column) {
        QAction *toggle = menu.addAction(model->headerData(column, m_header.orientation()).toString());
        toggle->setCheckable(true);
        toggle->setChecked(!m_header.isSectionHidden(column));
        connect(toggle, &QAction::toggled, this, [this, column](bool shown) { setColumnShown(column, shown); });
    }
    menu.exec(m_header.viewport()->mapToGlobal(position));
}

void ColumnChooser::setColumnShown(int column, bool shown)
{
    m_header.setSectionHidden(column, !shown);
    QVariantList hidden;
    for (int section = 1; section < m_header.count(); ++section) {
        if (m_header.isSectionHidden(section))
            hidden << section;
    }
    QSettings().setValue(m_settingsKey, hidden);
}

} // namespace mwb::widgets
