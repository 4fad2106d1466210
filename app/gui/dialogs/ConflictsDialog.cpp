// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/ConflictsDialog.h"

#include "dialogs/DiffColours.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace mwb::gui {

namespace {

using namespace mwb::conflicts;

enum Column { PathColumn, StatusColumn, ModsColumn, WinnerColumn, ColumnCount };

/// The comparison palette (DiffColours): red a conflict, amber a possible one, green harmless, blue the rest.
QColor colourOf(FileStatus status)
{
    switch (status) {
    case FileStatus::Conflict:
        return diffColour(diff::ChangeKind::Removed);
    case FileStatus::PossibleConflict:
        return diffColour(diff::ChangeKind::Changed);
    case FileStatus::Harmless:
    case FileStatus::Identical:
        return diffColour(diff::ChangeKind::Added);
    case FileStatus::Regenerated:
    case FileStatus::Deleted:
        break;
    }
    return diffColour(diff::ChangeKind::Moved);
}

QString valueText(const std::optional<formats::tl2dat::DatProperty> &value)
{
    return value ? value->value : ConflictsDialog::tr("(removed)");
}

} // namespace

ConflictsDialog::ConflictsDialog(QWidget *parent)
    : QDialog(parent)
    , m_summary(new QLabel(this))
    , m_files(new QTreeWidget(this))
    , m_matrix(new QTableWidget(this))
{
    setObjectName(QStringLiteral("conflictsDialog"));
    setWindowTitle(tr("Conflicts"));
    resize(960, 640);
    m_summary->setWordWrap(true);
    m_files->setObjectName(QStringLiteral("conflictFiles"));
    m_files->setColumnCount(ColumnCount);
    m_files->setHeaderLabels({tr("File / property"), tr("Status"), tr("Mods / values"), tr("Winner")});
    m_files->header()->setSectionResizeMode(PathColumn, QHeaderView::Stretch);
    m_files->setUniformRowHeights(true);
    m_matrix->setObjectName(QStringLiteral("conflictMatrix"));
    m_matrix->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_matrix->setToolTip(tr("Files in which two mods conflict"));

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_files);
    splitter->addWidget(m_matrix);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_base = buttons->addButton(tr("Compare With &Base…"), QDialogButtonBox::ActionRole);
    m_base->setToolTip(tr("Compare the mods with the game's own files (its archive or its unpacked MEDIA folder) to "
                          "tell real conflicts from harmless overlaps"));
    m_merge = buttons->addButton(tr("&Merge into New Mod…"), QDialogButtonBox::ActionRole);
    m_merge->setToolTip(tr("Write the mods as one new .MOD with the winners picked here"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    connect(m_base, &QPushButton::clicked, this, [this] {
        if (!m_base->menu()) // with a menu, the button opens it
            chooseBase();
    });
    connect(m_merge, &QPushButton::clicked, this, &ConflictsDialog::chooseOutput);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
}

void ConflictsDialog::setReport(const ConflictReport &report, const QString &basePath)
{
    m_report = report;
    const QString base = basePath.isEmpty()
        ? tr("No base: every DAT property that differs between the mods is a possible conflict.")
        : tr("Compared with the base %1.").arg(basePath);
    m_summary->setText(tr("%n mod(s) in load order (the last one wins). %1. %2", nullptr,
        static_cast<int>(report.mods.size()))
                           .arg(report.summary(), base));
    fillFiles();
    fillMatrix();
}

void ConflictsDialog::fillFiles()
{
    m_files->clear(); // deletes the Winner boxes later
    m_winnerBoxes.clear();
    for (const FileReport &file : m_report.shared) {
        QTreeWidgetItem *item = addFile(file);
        for (const PropertyOverlap &property : file.properties)
            addProperty(item, file, property);
        item->setExpanded(file.conflicts() && item->childCount() <= 20);
    }
    m_files->resizeColumnToContents(StatusColumn);
}

QTreeWidgetItem *ConflictsDialog::addFile(const FileReport &file)
{
    QStringList mods;
    for (const int mod : file.mods)
        mods << m_report.mods.value(mod);
    auto *item = new QTreeWidgetItem(m_files, {file.path, fileStatusText(file.status), mods.join(QStringLiteral(", ")),
                                                  m_report.mods.value(file.winner)});
    item->setForeground(StatusColumn, colourOf(file.status));
    QStringList tip;
    if (file.disjointChanges > 0)
        tip << tr("%n disjoint change(s), merged without conflict", nullptr, file.disjointChanges);
    if (!file.note.isEmpty())
        tip << file.note;
    item->setToolTip(PathColumn, tip.join(QLatin1Char('\n')));
    if (file.status == FileStatus::Conflict && !file.comparedByProperty)
        addWinnerBox(item, choiceKey(file.path, {}), file.mods, file.winner);
    return item;
}

void ConflictsDialog::addProperty(QTreeWidgetItem *parent, const FileReport &file, const PropertyOverlap &property)
{
    QStringList values;
    if (m_report.withBase)
        values << tr("base: %1").arg(property.base ? property.base->value : tr("(none)"));
    std::vector<int> mods;
    for (const PropertyValue &value : property.values) {
        values << QStringLiteral("%1: %2").arg(m_report.mods.value(value.mod), valueText(value.value));
        mods.push_back(value.mod);
    }
    const QString status = !property.conflict ? tr("same value")
        : m_report.withBase                   ? tr("conflict")
                                              : tr("possible conflict");
    auto *item = new QTreeWidgetItem(parent, {property.address, status, values.join(QStringLiteral(" · ")),
                                                 m_report.mods.value(property.winner)});
    item->setForeground(StatusColumn, property.conflict ? colourOf(file.status) : colourOf(FileStatus::Harmless));
    if (property.conflict && m_report.withBase)
        addWinnerBox(item, choiceKey(file.path, property.address), mods, property.winner);
}

void ConflictsDialog::addWinnerBox(QTreeWidgetItem *item, const QString &key, const std::vector<int> &mods, int winner)
{
    auto *box = new QComboBox(m_files);
    box->setProperty("choiceKey", key);
    box->setProperty("loadOrderWinner", winner);
    for (const int mod : mods)
        box->addItem(m_report.mods.value(mod), mod);
    box->setCurrentIndex(box->findData(winner));
    box->setToolTip(tr("The mod whose version the merged mod keeps"));
    item->setText(WinnerColumn, QString());
    m_files->setItemWidget(item, WinnerColumn, box);
    m_winnerBoxes.push_back(box);
}

QHash<QString, int> ConflictsDialog::chosenWinners() const
{
    QHash<QString, int> winners;
    for (const QComboBox *box : m_winnerBoxes) {
        if (box->currentData().toInt() != box->property("loadOrderWinner").toInt())
            winners.insert(box->property("choiceKey").toString(), box->currentData().toInt());
    }
    return winners;
}

bool ConflictsDialog::chooseWinner(const QString &file, const QString &address, int mod)
{
    const QString key = choiceKey(file, address);
    for (QComboBox *box : m_winnerBoxes) {
        if (box->property("choiceKey").toString() != key)
            continue;
        const int index = box->findData(mod);
        if (index < 0)
            return false;
        box->setCurrentIndex(index);
        return true;
    }
    return false;
}

void ConflictsDialog::fillMatrix()
{
    const auto count = static_cast<int>(m_report.mods.size());
    m_matrix->clear();
    m_matrix->setRowCount(count);
    m_matrix->setColumnCount(count);
    m_matrix->setHorizontalHeaderLabels(m_report.mods);
    m_matrix->setVerticalHeaderLabels(m_report.mods);
    for (int i = 0; i < count; ++i) {
        for (int j = 0; j < count; ++j) {
            const int cell = m_report.matrix[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
            auto *item = new QTableWidgetItem(i == j ? QStringLiteral("—") : QString::number(cell));
            item->setTextAlignment(Qt::AlignCenter);
            if (i != j && cell > 0)
                item->setForeground(colourOf(FileStatus::Conflict));
            m_matrix->setItem(i, j, item);
        }
    }
    m_matrix->resizeColumnsToContents(); // the mods' names in full
}

void ConflictsDialog::mergeInto(const QString &output)
{
    MergeOptions options;
    options.winners = chosenWinners();
    Q_EMIT mergeRequested(output, options);
}

void ConflictsDialog::focusMerge()
{
    m_merge->setDefault(true);
    m_merge->setFocus();
}

void ConflictsDialog::setBusy(bool busy)
{
    m_base->setEnabled(!busy);
    m_merge->setEnabled(!busy);
}

void ConflictsDialog::setGameArchive(const QString &pakPath)
{
    delete m_base->menu();
    if (pakPath.isEmpty()) {
        m_base->setMenu(nullptr);
        return;
    }
    auto *menu = new QMenu(m_base);
    menu->addAction(tr("The Game's Archive (%1)").arg(QDir::toNativeSeparators(pakPath)), this,
        [this, pakPath] { Q_EMIT baseRequested(pakPath); });
    menu->addAction(tr("Another Folder…"), this, &ConflictsDialog::chooseBase);
    m_base->setMenu(menu);
}

void ConflictsDialog::chooseBase()
{
    const QString base = QFileDialog::getExistingDirectory(this, tr("The Game's MEDIA Folder"), m_lastDir);
    if (base.isEmpty())
        return;
    m_lastDir = base;
    Q_EMIT baseRequested(base);
}

void ConflictsDialog::chooseOutput()
{
    const QString output = QFileDialog::getSaveFileName(
        this, tr("Merge into New Mod"), m_lastDir, tr("Torchlight 2 mods (*.MOD *.mod)"));
    if (output.isEmpty())
        return;
    m_lastDir = QFileInfo(output).absolutePath();
    mergeInto(output);
}

} // namespace mwb::gui
