// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/widgets/ContentPage.h"

namespace mwb::widgets {

class DbcTableView;

/// The page of a WoW client table: its records in a sortable, filterable table (DbcTableView); selecting a record
/// reports its bytes (bytesSelected).
class TablePage final : public ContentPage
{
    Q_OBJECT
public:
    TablePage(std::shared_ptr<const content::Content> content, QWidget *parent = nullptr);
    [[nodiscard]] DbcTableView *tableView() const { return m_table; }

private:
    DbcTableView *m_table = nullptr;
};

} // namespace mwb::widgets
