// SPDX-License-Identifier: GPL-3.0-or-later
#include "EntryPropertiesDialog.h"

#include "mwb/core/EntryLocale.h"
#include "mwb/widgets/ArchiveTreeModel.h"
#include "mwb/widgets/StructureModel.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTreeView>
#include <QVBoxLayout>

namespace mwb::gui {

namespace {

QString sizeText(qint64 bytes)
{
    return QStringLiteral("%1 (%2)").arg(QLocale().formattedDataSize(bytes), QLocale().toString(bytes));
}

} // namespace

EntryPropertiesDialog::EntryPropertiesDialog(
    const QString &path, const EntryIndex::Node &node, unsigned columns, StructureNode records, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Properties of %1").arg(QFileInfo(path).fileName()));
    auto *form = new QFormLayout;
    const auto addRow = [form](const QString &label, const QString &value) {
        auto *text = new QLabel(value);
        text->setTextInteractionFlags(Qt::TextSelectableByMouse);
        form->addRow(label, text);
    };
    const auto has = [columns](EntryIndex::Column column) {
        return (columns & column) != 0;
    };
    addRow(tr("Path:"), path);
    addRow(tr("Size:"), sizeText(node.size));
    addRow(tr("Stored size:"), sizeText(node.packedSize));
    if (has(EntryIndex::CompressionColumn))
        addRow(tr("Compression:"), ArchiveTreeModel::compressionText(node.compression));
    if (has(EntryIndex::TypeColumn))
        addRow(tr("Type:"), node.type);
    if (has(EntryIndex::ChecksumColumn))
        addRow(tr("Checksum:"),
            node.hasChecksum ? QStringLiteral("%1").arg(node.checksum, 8, 16, QLatin1Char('0')).toUpper()
                             : tr("none stored"));
    if (has(EntryIndex::LocaleColumn))
        addRow(tr("Locale:"),
            QStringLiteral("%1 (0x%2)").arg(entryLocaleText(node.locale)).arg(node.locale, 4, 16, QLatin1Char('0')));

    auto *model = new StructureModel(this);
    model->setRoot(std::move(records));
    auto *recordsView = new QTreeView;
    recordsView->setModel(model);
    recordsView->expandAll();
    recordsView->header()->setSectionResizeMode(StructureModel::NameColumn, QHeaderView::ResizeToContents);
    recordsView->header()->setSectionResizeMode(StructureModel::ValueColumn, QHeaderView::ResizeToContents);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Records in the archive file:")));
    layout->addWidget(recordsView, 1);
    layout->addWidget(buttons);
    resize(640, 520);
}

} // namespace mwb::gui
