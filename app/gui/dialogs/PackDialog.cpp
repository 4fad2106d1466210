// SPDX-License-Identifier: GPL-3.0-or-later
#include "PackDialog.h"

#include "dialogs/BrowseRow.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>

namespace mwb::gui {

PackDialog::PackDialog(QWidget *parent, const QString &folder)
    : QDialog(parent)
    , m_folder(new QLineEdit(QDir::toNativeSeparators(folder), this))
    , m_output(new QLineEdit(this))
    , m_version(new QLineEdit(QString::fromUtf16(kDefaultGameVersion), this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Pack Folder into .MOD"));
    m_folder->setObjectName(QStringLiteral("modFolder"));
    m_folder->setPlaceholderText(tr("Folder with MOD.DAT and MEDIA/"));
    m_output->setPlaceholderText(tr("Default: the mod's file name beside the folder"));
    m_version->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("^\\d{1,5}\\.\\d{1,5}\\.\\d{1,5}\\.\\d{1,5}$")), m_version));
    m_version->setToolTip(tr("The game version stored in the .MOD header, four numbers like 1.25.9.5"));

    auto *browseFolderButton = new QPushButton(tr("Browse…"), this);
    auto *browseOutputButton = new QPushButton(tr("Browse…"), this);
    connect(browseFolderButton, &QPushButton::clicked, this, &PackDialog::browseFolder);
    connect(browseOutputButton, &QPushButton::clicked, this, &PackDialog::browseOutput);

    auto *form = new QFormLayout(this);
    form->addRow(tr("Mod &folder:"), withBrowseButton(m_folder, browseFolderButton));
    form->addRow(tr("&Output file:"), withBrowseButton(m_output, browseOutputButton));
    form->addRow(tr("&Game version:"), m_version);
    form->addRow(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_folder, &QLineEdit::textChanged, this, &PackDialog::updateOk);
    connect(m_version, &QLineEdit::textChanged, this, &PackDialog::updateOk);
    updateOk();
    resize(fontMetrics().horizontalAdvance(QLatin1Char('M')) * 45, sizeHint().height());
}

PackRequest PackDialog::request() const
{
    return PackRequest{m_folder->text().trimmed(), m_output->text().trimmed(), m_version->text().trimmed()};
}

void PackDialog::browseFolder()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Mod Folder"), m_folder->text());
    if (!dir.isEmpty())
        m_folder->setText(QDir::toNativeSeparators(dir));
}

void PackDialog::browseOutput()
{
    const QString start = m_output->text().isEmpty() ? QFileInfo(m_folder->text()).absolutePath() : m_output->text();
    const QString file
        = QFileDialog::getSaveFileName(this, tr("Output File"), start, tr("Torchlight 2 mods (*.MOD *.mod)"));
    if (!file.isEmpty())
        m_output->setText(QDir::toNativeSeparators(file));
}

void PackDialog::updateOk()
{
    const bool folderOk = QFileInfo(m_folder->text().trimmed()).isDir();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(folderOk && m_version->hasAcceptableInput());
}

} // namespace mwb::gui
