// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/DbcTableView.h"

#include "mwb/widgets/DbcTableModel.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace mwb::widgets {

namespace {
constexpr int kFilterDelayMs = 200; ///< typing pauses this long before the rows are filtered
constexpr int kMaxColumnWidth = 320;
} // namespace

DbcTableView::DbcTableView(QWidget *parent)
    : QWidget(parent)
    , m_model(new DbcTableModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_filter(new QLineEdit(this))
    , m_allLocales(new QCheckBox(tr("Every locale slot"), this))
    , m_notes(new QLabel(this))
    , m_view(new QTableView(this))
    , m_filterDelay(new QTimer(this))
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(DbcTableModel::SortRole);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);

    m_filter->setPlaceholderText(tr("Filter rows…"));
    m_filter->setClearButtonEnabled(true);
    m_allLocales->setToolTip(tr("Localized strings: show the 16 locale slots and the flags mask, not only the "
                                "slot this client's text is in"));
    m_notes->setWordWrap(true);
    m_notes->setContentsMargins(4, 0, 4, 2);

    m_view->setModel(m_proxy);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->setVisible(false);
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder); // file order until a header is clicked
    m_view->horizontalHeader()->setResizeContentsPrecision(64); // column widths from the first rows, not all
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setSortingEnabled(true);

    m_filterDelay->setSingleShot(true);
    m_filterDelay->setInterval(kFilterDelayMs);
    connect(m_filter, &QLineEdit::textChanged, m_filterDelay, qOverload<>(&QTimer::start));
    connect(m_filterDelay, &QTimer::timeout, this, [this] { setFilterText(m_filter->text()); });
    connect(m_allLocales, &QCheckBox::toggled, this, &DbcTableView::updateColumns);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &DbcTableView::onCurrentRowChanged);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(4, 2, 4, 2);
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_allLocales);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(bar);
    layout->addWidget(m_notes);
    layout->addWidget(m_view, 1);
}

void DbcTableView::setTable(std::shared_ptr<const formats::dbc::DbcContent> table)
{
    m_filterDelay->stop();
    m_filter->blockSignals(true);
    m_filter->clear();
    m_filter->blockSignals(false);
    m_proxy->setFilterFixedString({});
    m_view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_proxy->sort(-1);
    m_model->setTable(std::move(table));
    const auto &shown = m_model->table();
    m_notes->setText(shown ? shown->schema().notes.join(QLatin1Char('\n')) : QString());
    m_notes->setVisible(!m_notes->text().isEmpty());
    bool localized = false;
    for (int column = 0; column < m_model->columnCount(); ++column)
        localized = localized || m_model->field(column).localeSlot >= 0;
    m_allLocales->setVisible(localized);
    updateColumns();
    m_view->resizeColumnsToContents();
    for (int column = 0; column < m_model->columnCount(); ++column)
        m_view->setColumnWidth(column, std::min(m_view->columnWidth(column), kMaxColumnWidth));
}

void DbcTableView::setFilterText(const QString &text)
{
    if (m_filter->text() != text) {
        const QSignalBlocker block(m_filter);
        m_filter->setText(text);
    }
    m_filterDelay->stop();
    m_proxy->setFilterFixedString(text);
}

void DbcTableView::setAllLocalesShown(bool shown)
{
    m_allLocales->setChecked(shown);
}

void DbcTableView::updateColumns()
{
    const auto &table = m_model->table();
    if (!table)
        return;
    const bool all = m_allLocales->isChecked();
    for (int column = 0; column < m_model->columnCount(); ++column) {
        const int slot = m_model->field(column).localeSlot;
        const bool clientSlot = slot == (table->clientLocale() >= 0 ? table->clientLocale() : 0);
        m_view->setColumnHidden(column, slot >= 0 && !all && !clientSlot);
    }
}

void DbcTableView::onCurrentRowChanged()
{
    const QModelIndex current = m_proxy->mapToSource(m_view->currentIndex());
    const auto &table = m_model->table();
    if (!current.isValid() || !table)
        return;
    Q_EMIT recordSelected(table->table()->recordOffset(current.row()), table->table()->header().recordSize);
}

} // namespace mwb::widgets
