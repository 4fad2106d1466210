// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/TablePage.h"

#include "mwb/formats/dbc/DbcContent.h"
#include "mwb/widgets/DbcTableView.h"

namespace mwb::widgets {

TablePage::TablePage(std::shared_ptr<const content::Content> content, QWidget *parent)
    : ContentPage(std::move(content), parent)
    , m_table(new DbcTableView(this))
{
    m_table->setTable(std::dynamic_pointer_cast<const formats::dbc::DbcContent>(this->content()));
    connect(m_table, &DbcTableView::recordSelected, this, &ContentPage::bytesSelected);
    setBody(m_table);
}

} // namespace mwb::widgets
