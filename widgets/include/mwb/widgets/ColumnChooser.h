// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

#include <initializer_list>

class QHeaderView;

namespace mwb::widgets {

/// Lets the user show and hide the columns of a view from its header's context menu (every column but the first),
/// and remembers the choice in QSettings under `settingsKey`. Columns in `hiddenByDefault` start hidden until the
/// user chooses. Lives as long as the header (its child).
class ColumnChooser : public QObject
{
    Q_OBJECT
public:
    ColumnChooser(QHeaderView &header, QString settingsKey, std::initializer_list<int> hiddenByDefault);

private:
    void showMenu(const QPoint &position);
    void setColumnShown(int column, bool shown);

    QHeaderView &m_header;
    QString m_settingsKey;
};

} // namespace mwb::widgets
