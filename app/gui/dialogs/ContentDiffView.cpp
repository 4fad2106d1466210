// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/ContentDiffView.h"

#include "dialogs/DiffColours.h"

#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace mwb::gui {

ContentDiffView::ContentDiffView(QWidget *parent)
    : QWidget(parent)
    , m_notes(new QLabel(this))
    , m_tree(new QTreeWidget(this))
{
    m_tree->setHeaderLabels({tr("Location"), tr("Before"), tr("After")});
    m_tree->setRootIsDecorated(false);
    m_notes->setWordWrap(true);
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_notes);
    layout->addWidget(m_tree);
}

void ContentDiffView::showMessage(const QString &text)
{
    m_tree->clear();
    m_notes->setText(text);
}

void ContentDiffView::showDiff(const diff::ContentDiff &content)
{
    m_tree->clear();
    QStringList notes = content.notes;
    if (content.changes.empty() && notes.isEmpty())
        notes << tr("The content is the same");
    if (content.omitted > 0)
        notes << tr("%1 more changes are not listed").arg(content.omitted);
    m_notes->setText(notes.join(QLatin1Char('\n')));
    for (const diff::ContentChange &change : content.changes) {
        auto *row = new QTreeWidgetItem(m_tree, {change.location, change.before, change.after});
        for (int column = 0; column < 3; ++column)
            row->setForeground(column, diffColour(change.kind));
    }
    m_tree->resizeColumnToContents(0);
    m_tree->resizeColumnToContents(1);
}

} // namespace mwb::gui
