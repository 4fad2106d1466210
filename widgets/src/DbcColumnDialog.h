// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QList>

class QComboBox;
class QLineEdit;

namespace mwb::widgets {

/// Asks for a column edit of a table: Replace (a column, the text to find, its replacement) or Set (a column and
/// its new value); the rows are the caller's (those the filter keeps).
class DbcColumnDialog final : public QDialog
{
    Q_OBJECT
public:
    enum class Mode { Replace, Set };
    /// One column to offer: its model column and header name.
    struct Column
    {
        int column = 0;
        QString name;
    };

    DbcColumnDialog(Mode mode, const QList<Column> &columns, int current, int rows, QWidget *parent);

    /// The model column chosen.
    [[nodiscard]] int column() const;
    [[nodiscard]] QString findText() const;
    /// The replacement (Replace) or the value (Set).
    [[nodiscard]] QString valueText() const;

private:
    QComboBox *m_column = nullptr;
    QLineEdit *m_find = nullptr;
    QLineEdit *m_value = nullptr;
};

} // namespace mwb::widgets
