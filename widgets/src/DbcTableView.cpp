// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/DbcTableView.h"

#include "DbcColumnDialog.h"
#include "mwb/widgets/DbcCellDelegate.h"
#include "mwb/widgets/DbcEditSession.h"
#include "mwb/widgets/DbcTableModel.h"
#include "mwb/widgets/ErrorLabel.h"
#include "mwb/widgets/TextPage.h"

#include <QAction>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace mwb::widgets {

namespace {
constexpr int kFilterDelayMs = 200; ///< typing pauses this long before the rows are filtered
constexpr int kMaxColumnWidth = 320;
constexpr int kIconSide = 24; ///< icons of a table with an icon column, in pixels

/// The height of a row of text in `view`.
int textRowHeight(const QTableView &view)
{
    return view.fontMetrics().height() + 6;
}

} // namespace

DbcTableView::DbcTableView(QWidget *parent)
    : QWidget(parent)
    , m_model(new DbcTableModel(this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_filter(new QLineEdit(this))
    , m_allLocales(new QCheckBox(tr("Every locale slot"), this))
    , m_notes(new QLabel(this))
    , m_editBar(new QToolBar(this))
    , m_state(new QLabel(this))
    , m_error(createErrorLabel(this))
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
    m_state->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_state->setContentsMargins(6, 0, 6, 3);

    m_addRow = m_editBar->addAction(tr("Add Row"), this, [this] {
        static_cast<void>(addRow());
    });
    m_addRow->setToolTip(tr("Add a row of zeros at the next free ID"));
    m_copyRow = m_editBar->addAction(tr("Copy Row…"), this, &DbcTableView::promptCopy);
    m_copyRow->setToolTip(tr("Copy the current row to a new ID"));
    m_deleteRows = m_editBar->addAction(tr("Delete Rows"), this, [this] {
        static_cast<void>(deleteSelectedRows());
    });
    m_deleteRows->setToolTip(tr("Delete the selected rows"));
    m_editBar->addSeparator();
    m_replace = m_editBar->addAction(tr("Replace…"), this, [this] {
        promptColumnEdit(true);
    });
    m_replace->setToolTip(tr("Replace text in a column of the rows the filter keeps"));
    m_setColumn = m_editBar->addAction(tr("Set Column…"), this, [this] {
        promptColumnEdit(false);
    });
    m_setColumn->setToolTip(tr("Set one value in a column of the rows the filter keeps"));
    m_editBar->addSeparator();
    m_goTo = m_editBar->addAction(tr("Go to Referenced Row"), this, &DbcTableView::goToRelation);
    m_goTo->setToolTip(tr("Open the table the current cell's ID points into, at that row"));
    m_editBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_editBar->setVisible(false);

    m_view->setModel(m_proxy);
    m_view->setItemDelegate(new DbcCellDelegate(m_view));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(
        QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed | QAbstractItemView::AnyKeyPressed);
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->verticalHeader()->setVisible(false);
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(textRowHeight(*m_view));
    m_view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder); // file order until a header is clicked
    m_view->horizontalHeader()->setResizeContentsPrecision(64); // column widths from the first rows, not all
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setSortingEnabled(true);

    m_filterDelay->setSingleShot(true);
    m_filterDelay->setInterval(kFilterDelayMs);
    connect(m_filter, &QLineEdit::textChanged, m_filterDelay, qOverload<>(&QTimer::start));
    connect(m_filterDelay, &QTimer::timeout, this, [this] {
        setFilterText(m_filter->text());
    });
    connect(m_allLocales, &QCheckBox::toggled, this, &DbcTableView::updateColumns);
    connect(
        m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &DbcTableView::onCurrentRowChanged);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &DbcTableView::updateActions);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &DbcTableView::updateActions);
    connect(m_view, &QWidget::customContextMenuRequested, this, &DbcTableView::showContextMenu);
    connect(m_model, &DbcTableModel::editFailed, this, &DbcTableView::showError);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &DbcTableView::clearError);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(4, 2, 4, 2);
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_allLocales);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_state);
    layout->addLayout(bar);
    layout->addWidget(m_editBar);
    layout->addWidget(m_notes);
    layout->addWidget(m_error);
    layout->addWidget(m_view, 1);
    m_state->setVisible(false);
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
    updateIconSize();
    m_model->setIconsAsked(false); // measuring the columns reads no icon
    m_view->resizeColumnsToContents();
    m_model->setIconsAsked(true);
    for (int column = 0; column < m_model->columnCount(); ++column)
        m_view->setColumnWidth(column, std::min(m_view->columnWidth(column), kMaxColumnWidth));
    if (m_model->iconColumn() >= 0)
        makeRoomForIcon(m_model->iconColumn());
}

void DbcTableView::updateIconSize()
{
    const int text = textRowHeight(*m_view);
    const bool icons = m_model->iconColumn() >= 0;
    const int side = icons ? kIconSide : text - 4;
    m_view->setIconSize(QSize(side, side));
    m_view->verticalHeader()->setDefaultSectionSize(icons ? std::max(text, kIconSide + 4) : text);
}

void DbcTableView::makeRoomForIcon(int column)
{
    m_view->setColumnWidth(column, m_view->columnWidth(column) + m_view->iconSize().width() + 4);
}

void DbcTableView::setSession(DbcEditSession *session)
{
    setTable(session ? session->content() : nullptr);
    m_model->setSession(session);
    m_editBar->setVisible(session != nullptr);
    m_state->setVisible(session != nullptr);
    if (session)
        connect(
            &session->undoStack(), &QUndoStack::cleanChanged, this, &DbcTableView::updateState, Qt::UniqueConnection);
    updateState();
    updateActions();
}

void DbcTableView::setEditable(bool editable, const QString &reason, const QString &saveHint)
{
    m_model->setEditable(editable);
    m_readOnlyReason = editable ? QString() : reason;
    m_saveHint = saveHint;
    m_state->setToolTip(m_readOnlyReason);
    updateState();
    updateActions();
}

void DbcTableView::updateState()
{
    const DbcEditSession *session = m_model->session();
    const bool modified = session && !session->undoStack().isClean();
    m_state->setText(TextPage::stateText(m_model->isEditable(), modified, m_readOnlyReason, m_saveHint));
}

void DbcTableView::updateActions()
{
    const bool editable = m_model->isEditable();
    const bool hasCurrent = currentRow() >= 0;
    m_addRow->setEnabled(editable);
    m_copyRow->setEnabled(editable && hasCurrent);
    m_deleteRows->setEnabled(editable && m_view->selectionModel()->hasSelection());
    m_replace->setEnabled(editable && m_model->rowCount() > 0);
    m_setColumn->setEnabled(editable && m_model->rowCount() > 0);
    m_goTo->setEnabled(m_proxy->data(m_view->currentIndex(), DbcTableModel::RelationIdRole).isValid());
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

void DbcTableView::setRelationNames(const QString &relation, std::shared_ptr<const QHash<qint64, QString>> names)
{
    m_model->setRelationNames(relation, std::move(names));
    for (int column = 0; column < m_model->columnCount(); ++column) {
        if (m_model->field(column).relation.compare(relation, Qt::CaseInsensitive) != 0
            || m_view->isColumnHidden(column))
            continue;
        m_view->resizeColumnToContents(column);
        m_view->setColumnWidth(column, std::min(m_view->columnWidth(column), kMaxColumnWidth));
    }
}

void DbcTableView::setRelationIcons(const QString &relation, std::shared_ptr<const QHash<qint64, QString>> icons)
{
    m_model->setRelationIcons(relation, std::move(icons));
    for (int column = 0; column < m_model->columnCount(); ++column) {
        if (m_model->field(column).relation.compare(relation, Qt::CaseInsensitive) == 0
            && !m_view->isColumnHidden(column))
            makeRoomForIcon(column);
    }
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
    const int row = currentRow();
    const formats::dbc::EditableTable *records = m_model->records();
    if (row < 0 || !records)
        return;
    Q_EMIT recordSelected(
        formats::dbc::DbcTable::kHeaderSize + qint64(row) * records->recordSize(), records->recordSize());
}

int DbcTableView::currentRow() const
{
    const QModelIndex current = m_proxy->mapToSource(m_view->currentIndex());
    return current.isValid() ? current.row() : -1;
}

int DbcTableView::currentColumn() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? m_proxy->mapToSource(current).column() : 0;
}

bool DbcTableView::selectId(qint64 id)
{
    const formats::dbc::EditableTable *records = m_model->records();
    const int row = records ? records->rowOf(id) : -1;
    if (row < 0)
        return false;
    QModelIndex shown = m_proxy->mapFromSource(m_model->index(row, currentColumn()));
    if (!shown.isValid()) {
        setFilterText({});
        shown = m_proxy->mapFromSource(m_model->index(row, currentColumn()));
    }
    m_view->setCurrentIndex(shown);
    m_view->scrollTo(shown, QAbstractItemView::PositionAtCenter);
    m_view->horizontalScrollBar()->setValue(0); // the row's first columns (its id) stay in sight
    m_view->scrollTo(shown, QAbstractItemView::EnsureVisible);
    return true;
}

std::vector<int> DbcTableView::filteredRows() const
{
    std::vector<int> rows;
    rows.reserve(std::size_t(m_proxy->rowCount()));
    for (int row = 0; row < m_proxy->rowCount(); ++row)
        rows.push_back(m_proxy->mapToSource(m_proxy->index(row, 0)).row());
    std::sort(rows.begin(), rows.end());
    return rows;
}

QString DbcTableView::errorText() const
{
    return m_error->isVisible() ? m_error->text() : QString();
}

void DbcTableView::showError(const Error &error)
{
    m_error->setText(error.message);
    m_error->setToolTip(error.message);
    m_error->setVisible(true);
}

void DbcTableView::clearError()
{
    m_error->clear();
    m_error->setVisible(false);
}

template<typename T>
Result<T> DbcTableView::reported(Result<T> result)
{
    if (result)
        clearError();
    else
        showError(result.error());
    updateActions();
    return result;
}

Result<qint64> DbcTableView::addRow()
{
    DbcEditSession *session = m_model->session();
    if (!session || !m_model->isEditable())
        return reported<qint64>(Error{ErrorCode::Unsupported, m_readOnlyReason, {}});
    auto id = reported(session->addRow());
    if (id)
        selectId(*id);
    return id;
}

Result<void> DbcTableView::copyCurrentRow(qint64 newId)
{
    DbcEditSession *session = m_model->session();
    const int row = currentRow();
    if (!session || !m_model->isEditable() || row < 0)
        return reported<void>(
            Error{ErrorCode::Unsupported, m_readOnlyReason.isEmpty() ? tr("No row is current") : m_readOnlyReason, {}});
    auto copied = reported(session->copyRow(session->table().id(row), newId));
    if (copied)
        selectId(newId);
    return copied;
}

Result<void> DbcTableView::deleteSelectedRows()
{
    DbcEditSession *session = m_model->session();
    const QModelIndexList selected = m_view->selectionModel()->selectedRows();
    if (!session || !m_model->isEditable() || selected.isEmpty())
        return reported<void>(Error{
            ErrorCode::Unsupported, m_readOnlyReason.isEmpty() ? tr("No row is selected") : m_readOnlyReason, {}});
    std::vector<qint64> ids;
    for (const QModelIndex &index : selected)
        ids.push_back(session->table().id(m_proxy->mapToSource(index).row()));
    return reported(session->deleteRows(ids));
}

Result<int> DbcTableView::replaceInColumn(int column, const QString &find, const QString &replacement)
{
    DbcEditSession *session = m_model->session();
    if (!session || !m_model->isEditable())
        return reported<int>(Error{ErrorCode::Unsupported, m_readOnlyReason, {}});
    return reported(session->replaceInColumn(filteredRows(), column, find, replacement));
}

Result<void> DbcTableView::setColumnOnFilteredRows(int column, const QString &text)
{
    DbcEditSession *session = m_model->session();
    if (!session || !m_model->isEditable())
        return reported<void>(Error{ErrorCode::Unsupported, m_readOnlyReason, {}});
    return reported(session->setColumn(filteredRows(), column, text));
}

void DbcTableView::goToRelation()
{
    const QModelIndex current = m_view->currentIndex();
    const QVariant id = m_proxy->data(current, DbcTableModel::RelationIdRole);
    if (id.isValid())
        Q_EMIT relationRequested(m_model->field(m_proxy->mapToSource(current).column()).relation, id.toLongLong());
}

void DbcTableView::promptCopy()
{
    const DbcEditSession *session = m_model->session();
    const int row = currentRow();
    if (!session || row < 0)
        return;
    bool ok = false;
    const QString text
        = QInputDialog::getText(this, tr("Copy Row"), tr("Copy %1 to the ID:").arg(session->table().describeRow(row)),
            QLineEdit::Normal, QString::number(session->table().nextFreeId()), &ok);
    if (!ok)
        return;
    const qint64 id = text.trimmed().toLongLong(&ok);
    if (!ok) {
        showError(Error{ErrorCode::InvalidInput, tr("%1 is not an ID").arg(text), {}});
        return;
    }
    static_cast<void>(copyCurrentRow(id)); // a refusal is shown in the error line
}

void DbcTableView::promptColumnEdit(bool replace)
{
    QList<DbcColumnDialog::Column> columns;
    for (int column = 0; column < m_model->columnCount(); ++column) {
        if (!m_view->isColumnHidden(column))
            columns.push_back({column, m_model->field(column).name});
    }
    DbcColumnDialog dialog(replace ? DbcColumnDialog::Mode::Replace : DbcColumnDialog::Mode::Set, columns,
        currentColumn(), m_proxy->rowCount(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (replace)
        static_cast<void>(replaceInColumn(dialog.column(), dialog.findText(), dialog.valueText()));
    else
        static_cast<void>(setColumnOnFilteredRows(dialog.column(), dialog.valueText()));
}

void DbcTableView::showContextMenu(const QPoint &position)
{
    updateActions();
    QMenu menu(this);
    if (m_goTo->isEnabled()) {
        const QModelIndex current = m_view->currentIndex();
        const QString relation = m_model->field(m_proxy->mapToSource(current).column()).relation;
        menu.addAction(
            tr("Go to %1 %2").arg(relation, m_proxy->data(current, DbcTableModel::RelationIdRole).toString()), this,
            &DbcTableView::goToRelation);
    }
    if (m_model->session()) {
        menu.addSeparator();
        for (QAction *action : {m_addRow, m_copyRow, m_deleteRows, m_replace, m_setColumn})
            menu.addAction(action);
    }
    if (!menu.isEmpty())
        menu.exec(m_view->viewport()->mapToGlobal(position));
}

} // namespace mwb::widgets
