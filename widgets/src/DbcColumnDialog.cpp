// SPDX-License-Identifier: GPL-3.0-or-later
#include "DbcColumnDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

namespace mwb::widgets {

DbcColumnDialog::DbcColumnDialog(Mode mode, const QList<Column> &columns, int current, int rows, QWidget *parent)
    : QDialog(parent)
    , m_column(new QComboBox(this))
    , m_value(new QLineEdit(this))
{
    setWindowTitle(mode == Mode::Replace ? tr("Replace in Column") : tr("Set Column"));
    for (const Column &column : columns) {
        m_column->addItem(column.name, column.column);
        if (column.column == current)
            m_column->setCurrentIndex(m_column->count() - 1);
    }
    auto *form = new QFormLayout(this);
    form->addRow(new QLabel(tr("On the %n row(s) the filter keeps; one undo step.", nullptr, rows), this));
    form->addRow(tr("Column:"), m_column);
    if (mode == Mode::Replace) {
        m_find = new QLineEdit(this);
        form->addRow(tr("Find:"), m_find);
        form->addRow(tr("Replace with:"), m_value);
    } else {
        form->addRow(tr("Value:"), m_value);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

int DbcColumnDialog::column() const
{
    return m_column->currentData().toInt();
}

QString DbcColumnDialog::findText() const
{
    return m_find ? m_find->text() : QString();
}

QString DbcColumnDialog::valueText() const
{
    return m_value->text();
}

} // namespace mwb::widgets
