// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/CompareDialog.h"

#include "dialogs/ContentDiffView.h"
#include "dialogs/DiffColours.h"

#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHash>
#include <QLabel>
#include <QLocale>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace mwb::gui {

namespace {

using diff::ChangeKind;

QString kindText(ChangeKind kind)
{
    switch (kind) {
    case ChangeKind::Added:
        return CompareDialog::tr("added");
    case ChangeKind::Removed:
        return CompareDialog::tr("removed");
    case ChangeKind::Changed:
        return CompareDialog::tr("changed");
    case ChangeKind::Renamed:
        return CompareDialog::tr("renamed");
    case ChangeKind::Moved:
        return CompareDialog::tr("moved");
    }
    return {};
}

QString sideText(const diff::EntrySide &side)
{
    if (side.entry < 0)
        return {};
    QString text = QLocale().formattedDataSize(side.size);
    if (side.crc32)
        text += QStringLiteral(" · %1").arg(*side.crc32, 8, 16, QLatin1Char('0'));
    return text;
}

/// Reads both sides of a change and compares their content (worker thread).
diff::ContentDiff compareContent(
    const std::shared_ptr<const Archive> &before, const std::shared_ptr<const Archive> &after, diff::EntryChange change)
{
    auto a = before->readEntry(change.before.entry);
    auto b = after->readEntry(change.after.entry);
    if (!a || !b) {
        diff::ContentDiff failed;
        failed.notes << (a ? b.error() : a.error()).toString();
        return failed;
    }
    return diff::diffContent(change.path(), *a, *b);
}

} // namespace

CompareDialog::CompareDialog(std::shared_ptr<const Archive> before, std::shared_ptr<const Archive> after,
    diff::ArchiveDiff diff, JobQueue &jobs, QWidget *parent)
    : QDialog(parent)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_diff(std::move(diff))
    , m_summary(new QLabel(this))
    , m_changes(new QTreeWidget(this))
    , m_content(new ContentDiffView(this))
    , m_jobs(jobs)
{
    setObjectName(QStringLiteral("CompareDialog"));
    setWindowTitle(
        tr("Compare %1 with %2").arg(QFileInfo(m_before->path()).fileName(), QFileInfo(m_after->path()).fileName()));
    m_changes->setHeaderLabels({tr("Name"), tr("Change"), tr("Before"), tr("After")});
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_changes);
    split->addWidget(m_content);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(split, 1);
    layout->addWidget(buttons);
    resize(900, 640);
    fillChanges();
    connect(m_changes, &QTreeWidget::itemSelectionChanged, this, &CompareDialog::showSelected);
    m_content->showMessage(tr("Select a changed entry to see what changed inside it."));
}

void CompareDialog::fillChanges()
{
    const auto count = [this](ChangeKind kind) {
        return m_diff.count(kind);
    };
    m_summary->setText(tr("<span style=\"color:%1\">%2 added</span> · <span style=\"color:%3\">%4 removed</span> · "
                          "<span style=\"color:%5\">%6 changed</span> · <span style=\"color:%7\">%8 renamed, %9 moved"
                          "</span> · %10 unchanged")
                           .arg(diffColour(ChangeKind::Added).name())
                           .arg(count(ChangeKind::Added))
                           .arg(diffColour(ChangeKind::Removed).name())
                           .arg(count(ChangeKind::Removed))
                           .arg(diffColour(ChangeKind::Changed).name())
                           .arg(count(ChangeKind::Changed))
                           .arg(diffColour(ChangeKind::Moved).name())
                           .arg(count(ChangeKind::Renamed))
                           .arg(count(ChangeKind::Moved))
                           .arg(m_diff.unchanged));
    QHash<QString, QTreeWidgetItem *> folders;
    QHash<QTreeWidgetItem *, int> changesBelow;
    const auto folderOf = [&](const QString &path) {
        QTreeWidgetItem *parent = nullptr;
        QString prefix;
        const QStringList parts = path.split(QLatin1Char('/'));
        for (qsizetype i = 0; i + 1 < parts.size(); ++i) {
            prefix += parts[i] + QLatin1Char('/');
            QTreeWidgetItem *&folder = folders[prefix];
            if (!folder) {
                folder = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(m_changes);
                folder->setText(0, parts[i]);
            }
            ++changesBelow[folder];
            parent = folder;
        }
        return parent;
    };
    for (std::size_t i = 0; i < m_diff.changes.size(); ++i) {
        const diff::EntryChange &change = m_diff.changes[i];
        QTreeWidgetItem *parent = folderOf(change.path());
        auto *item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(m_changes);
        item->setText(0, change.path().section(QLatin1Char('/'), -1));
        item->setText(1,
            change.kind == ChangeKind::Renamed || change.kind == ChangeKind::Moved
                ? tr("%1 from %2").arg(kindText(change.kind), change.before.path)
                : kindText(change.kind));
        item->setText(2, sideText(change.before));
        item->setText(3, sideText(change.after));
        item->setData(0, Qt::UserRole, static_cast<int>(i));
        for (int column = 0; column < 4; ++column)
            item->setForeground(column, diffColour(change.kind));
    }
    for (auto it = changesBelow.cbegin(); it != changesBelow.cend(); ++it)
        it.key()->setText(1, tr("%n change(s)", nullptr, it.value()));
    m_changes->expandAll();
    for (int column = 0; column < 4; ++column)
        m_changes->resizeColumnToContents(column);
}

bool CompareDialog::selectPath(const QString &path)
{
    QTreeWidgetItem *item = m_changes->invisibleRootItem();
    for (const QString &step : path.split(QLatin1Char('/'))) {
        QTreeWidgetItem *next = nullptr;
        for (int i = 0; i < item->childCount() && !next; ++i) {
            if (item->child(i)->text(0) == step)
                next = item->child(i);
        }
        if (!next)
            return false;
        item = next;
    }
    m_changes->setCurrentItem(item);
    m_changes->scrollToItem(item);
    return true;
}

QTreeWidget *CompareDialog::contentTree() const
{
    return m_content->tree();
}

void CompareDialog::showSelected()
{
    const QList<QTreeWidgetItem *> selected = m_changes->selectedItems();
    const QVariant index = selected.isEmpty() ? QVariant() : selected.constFirst()->data(0, Qt::UserRole);
    if (!index.isValid()) {
        m_request.cancel();
        m_content->showMessage(tr("Select a changed entry to see what changed inside it."));
        return;
    }
    const diff::EntryChange change = m_diff.changes[static_cast<std::size_t>(index.toInt())];
    if (change.before.entry < 0 || change.after.entry < 0) {
        m_request.cancel();
        m_content->showMessage(change.kind == ChangeKind::Added ? tr("Only in %1").arg(m_after->path())
                                                                : tr("Only in %1").arg(m_before->path()));
        return;
    }
    m_content->showMessage(tr("Comparing…"));
    m_request.runQuietly<diff::ContentDiff>(
        m_jobs, this,
        [before = m_before, after = m_after, change](Progress &) {
            return Result<diff::ContentDiff>(compareContent(before, after, change));
        },
        [this](const Result<diff::ContentDiff> &content) { showContent(*content); });
}

void CompareDialog::showContent(const diff::ContentDiff &content)
{
    m_content->showDiff(content);
    Q_EMIT contentShown();
}

} // namespace mwb::gui
