// SPDX-License-Identifier: GPL-3.0-or-later
#include "NewArchiveDialog.h"

#include "mwb/core/FormatRegistry.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace mwb::gui {

NewArchiveDialog::NewArchiveDialog(QWidget *parent)
    : QDialog(parent)
    , m_format(new QComboBox)
    , m_preset(new QComboBox)
    , m_output(new QLineEdit)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel))
{
    setWindowTitle(tr("New Archive"));
    for (const FormatDescription &format : FormatRegistry::formats()) {
        if (format.can(Capability::Create) && format.presets)
            m_format->addItem(format.displayName(), QString::fromLatin1(format.id));
    }
    auto *browse = new QPushButton(tr("Browse…"));
    auto *outputRow = new QHBoxLayout;
    outputRow->addWidget(m_output, 1);
    outputRow->addWidget(browse);
    auto *form = new QFormLayout;
    form->addRow(tr("Format:"), m_format);
    form->addRow(tr("Made for:"), m_preset);
    form->addRow(tr("File:"), outputRow);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_buttons);

    connect(m_format, &QComboBox::currentIndexChanged, this, &NewArchiveDialog::fillPresets);
    connect(browse, &QPushButton::clicked, this, &NewArchiveDialog::browse);
    connect(m_output, &QLineEdit::textChanged, this, &NewArchiveDialog::updateOk);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    fillPresets();
    updateOk();
    resize(520, sizeHint().height());
}

QString NewArchiveDialog::formatId() const
{
    return m_format->currentData().toString();
}

QString NewArchiveDialog::presetId() const
{
    return m_preset->currentData().toString();
}

QString NewArchiveDialog::outputPath() const
{
    const QString path = m_output->text().trimmed();
    const FormatDescription *format = FormatRegistry::byId(formatId());
    if (path.isEmpty() || !format || format->extensions.isEmpty() || !QFileInfo(path).suffix().isEmpty())
        return path;
    return path + u'.' + format->extensions.constFirst();
}

void NewArchiveDialog::fillPresets()
{
    m_preset->clear();
    const FormatDescription *format = FormatRegistry::byId(formatId());
    if (!format || !format->presets)
        return;
    for (const FormatPreset &preset : format->presets())
        m_preset->addItem(preset.name, preset.id);
}

void NewArchiveDialog::browse()
{
    const FormatDescription *format = FormatRegistry::byId(formatId());
    const QString filter = format ? tr("%1 (%2)").arg(format->displayName(), format->globPatterns()) : QString();
    const QString path = QFileDialog::getSaveFileName(this, tr("New Archive"), m_output->text(), filter);
    if (!path.isEmpty())
        m_output->setText(path);
}

void NewArchiveDialog::updateOk()
{
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!m_output->text().trimmed().isEmpty() && m_format->count() > 0);
}

} // namespace mwb::gui
