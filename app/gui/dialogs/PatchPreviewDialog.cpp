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
    m_rows->setFocusPolicy(Qt::NoFocus);
    m_rows->setIconSize(QSize(kThumbnailSide, kThumbnailSide));
    m_rows->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_rows->header()->setStretchLastSection(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Write Patch"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_rows, 1);
    layout->addWidget(buttons);
    const int em = fontMetrics().horizontalAdvance(QLatin1Char('M'));
    resize(em * 100, em * 48);
}

void PatchPreviewDialog::addRow(const QStringList &cells, const QImage &thumbnail)
{
    auto *item = new QTreeWidgetItem(m_rows, cells);
    if (!thumbnail.isNull())
        item->setIcon(0, QIcon(QPixmap::fromImage(thumbnail)));
}

QString PatchPreviewDialog::summary() const
{
    return m_summary->text();
}

} // namespace mwb::gui
