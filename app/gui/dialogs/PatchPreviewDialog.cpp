// SPDX-License-Identifier: GPL-3.0-or-later
#include "PatchPreviewDialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPixmap>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace mwb::gui {

PatchPreviewDialog::PatchPreviewDialog(
    const QString &title, const QString &summary, const QStringList &headers, QWidget *parent)
    : QDialog(parent)
    , m_summary(new QLabel(summary, this))
    , m_rows(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("patchPreview"));
    setWindowTitle(title);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_rows->setObjectName(QStringLiteral("patchPreviewRows"));
    m_rows->setHeaderLabels(headers);
    m_rows->setRootIsDecorated(false);
    m_rows->setSelectionMode(QAbstractItemView::NoSelection);
    m_rows->setIconSize(QSize(kThumbnailSide, kThumbnailSide));
    m_rows->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_rows->header()->setStretchLastSection(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_write = buttons->button(QDialogButtonBox::Ok);
    m_write->setText(tr("&Write Patch"));
    m_write->setFocus(); // the rows' current cell shows no focus frame before the user goes there
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_rows, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem *item, int column) {
        if (!m_filling && column == m_editable)
            Q_EMIT edited(m_rows->indexOfTopLevelItem(item), item->text(column));
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_rows, 1);
    layout->addWidget(buttons);
    const int em = fontMetrics().horizontalAdvance(QLatin1Char('M'));
    resize(em * 100, em * 48);
}

void PatchPreviewDialog::addRow(const QStringList &cells, const QImage &thumbnail)
{
    m_filling = true;
    auto *item = new QTreeWidgetItem(m_rows, cells);
    if (!thumbnail.isNull())
        item->setIcon(0, QIcon(QPixmap::fromImage(thumbnail)));
    if (m_editable >= 0) {
        item->setFlags(item->flags() | Qt::ItemIsEditable);
        item->setToolTip(m_editable, tr("Double-click to change"));
    }
    m_filling = false;
}

void PatchPreviewDialog::clearRows()
{
    m_rows->clear();
}

void PatchPreviewDialog::setSummary(const QString &summary)
{
    m_summary->setText(summary);
}

void PatchPreviewDialog::setWritable(bool writable)
{
    m_write->setEnabled(writable);
}

QString PatchPreviewDialog::summary() const
{
    return m_summary->text();
}

} // namespace mwb::gui
