// SPDX-License-Identifier: GPL-3.0-or-later
#include "ItemsFromServerDialog.h"

#include "dialogs/BrowseRow.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>

namespace mwb::gui {

namespace {

/// Entries as typed: numbers separated by spaces or commas.
const QRegularExpression kEntries(QStringLiteral("^[\\s,]*(\\d{1,10}[\\s,]*)*$"));

} // namespace

ItemsFromServerDialog::ItemsFromServerDialog(QWidget *parent)
    : QDialog(parent)
    , m_source(new QLineEdit(this))
    , m_entries(new QLineEdit(this))
    , m_icon(new QLineEdit(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("itemsFromServer"));
    setWindowTitle(tr("Items from Server"));
    m_source->setObjectName(QStringLiteral("itemsSource"));
    m_entries->setObjectName(QStringLiteral("itemsEntries"));
    m_icon->setObjectName(QStringLiteral("itemsIcon"));
    m_source->setPlaceholderText(tr("item_template.sql, or mysql://user@host/world/item_template"));
    m_source->setToolTip(tr("The server's item_template: an SQL dump, a CSV or JSON file, or "
                            "mysql://USER[:PASSWORD]@HOST[:PORT]/DATABASE/item_template"));
    m_entries->setPlaceholderText(tr("All items of the source"));
    m_entries->setToolTip(tr("The item entries to put in, separated by spaces or commas; empty for all"));
    m_entries->setValidator(new QRegularExpressionValidator(kEntries, m_entries));
    m_icon->setPlaceholderText(tr("None: the items keep their displays"));
    m_icon->setToolTip(tr("An image shown as the items' icon: it becomes a 64×64 icon named after the file, and "
                          "each server display gets a new ItemDisplayInfo row naming it"));

    auto *browseSourceButton = new QPushButton(tr("Browse…"), this);
    auto *browseIconButton = new QPushButton(tr("Browse…"), this);
    connect(browseSourceButton, &QPushButton::clicked, this, &ItemsFromServerDialog::browseSource);
    connect(browseIconButton, &QPushButton::clicked, this, &ItemsFromServerDialog::browseIcon);

    auto *form = new QFormLayout(this);
    form->addRow(tr("&Source:"), withBrowseButton(m_source, browseSourceButton));
    form->addRow(tr("&Entries:"), m_entries);
    form->addRow(tr("&Icon:"), withBrowseButton(m_icon, browseIconButton));
    form->addRow(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_source, &QLineEdit::textChanged, this, &ItemsFromServerDialog::updateOk);
    connect(m_entries, &QLineEdit::textChanged, this, &ItemsFromServerDialog::updateOk);
    updateOk();
    resize(fontMetrics().horizontalAdvance(QLatin1Char('M')) * 45, sizeHint().height());
}

ItemsRequest ItemsFromServerDialog::request() const
{
    ItemsRequest request{m_source->text().trimmed(), {}, m_icon->text().trimmed()};
    static const QRegularExpression separators(QStringLiteral("[\\s,]+"));
    for (const QString &entry : m_entries->text().split(separators, Qt::SkipEmptyParts))
        request.entries.push_back(entry.toLongLong());
    return request;
}

void ItemsFromServerDialog::browseSource()
{
    const QString file = QFileDialog::getOpenFileName(
        this, tr("item_template"), m_source->text(), tr("Server tables (*.sql *.csv *.json);;All files (*)"));
    if (!file.isEmpty())
        m_source->setText(QDir::toNativeSeparators(file));
}

void ItemsFromServerDialog::browseIcon()
{
    const QString file = QFileDialog::getOpenFileName(
        this, tr("Icon"), m_icon->text(), tr("Images (*.png *.jpg *.jpeg *.bmp *.tga);;All files (*)"));
    if (!file.isEmpty())
        m_icon->setText(QDir::toNativeSeparators(file));
}

void ItemsFromServerDialog::updateOk()
{
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(!m_source->text().trimmed().isEmpty() && m_entries->hasAcceptableInput());
}

} // namespace mwb::gui
