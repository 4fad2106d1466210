// SPDX-License-Identifier: GPL-3.0-or-later
#include "EntryAttributesController.h"

#include "CurrentArchive.h"
#include "MessagePresenter.h"
#include "Workbench.h"
#include "documents/ArchiveDocument.h"
#include "documents/DocumentManager.h"
#include "dialogs/EntryPropertiesDialog.h"
#include "mwb/core/EntryLocale.h"
#include "mwb/widgets/ArchiveTreeModel.h"
#include "mwb/widgets/ArchiveView.h"

#include <QAction>
#include <QInputDialog>
#include <QMainWindow>
#include <QMenu>
#include <QTreeView>

namespace mwb::gui {

namespace {

QString localeItem(const EntryLocale &locale)
{
    return QStringLiteral("%1 (0x%2)").arg(QString::fromLatin1(locale.code)).arg(locale.id, 4, 16, QLatin1Char('0'));
}

} // namespace

EntryAttributesController::EntryAttributesController(Workbench &workbench, QObject *parent)
    : QObject(parent)
    , m_workbench(workbench)
    , m_current(new CurrentArchive(workbench.documents(), this))
{
    m_setLocale = new QAction(tr("Set &Locale…"), this);
    m_setLocale->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_L));
    connect(m_setLocale, &QAction::triggered, this, &EntryAttributesController::chooseLocale);
    m_properties = new QAction(tr("P&roperties…"), this);
    m_properties->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Return));
    m_properties->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_properties, &QAction::triggered, this, &EntryAttributesController::showProperties);
    if (auto *editMenu = workbench.window().findChild<QMenu *>(QStringLiteral("editMenu"))) {
        editMenu->addSeparator();
        editMenu->addActions({m_setLocale, m_properties});
    }
    m_current->forEachArchive([this](ArchiveDocument &archive) {
        QTreeView *tree = archive.archiveView()->treeView();
        auto *separator = new QAction(tree);
        separator->setSeparator(true);
        tree->addActions({separator, m_setLocale, m_properties});
    });
    connect(m_current, &CurrentArchive::changed, this, &EntryAttributesController::updateActions);
    updateActions();
}

QStringList EntryAttributesController::selectedFiles() const
{
    QStringList files;
    const ArchiveDocument *document = m_current->document();
    if (!document)
        return files;
    const auto &index = document->index();
    for (const EntryIndex::NodeId id : document->selectedNodes()) {
        const EntryIndex::Node &node = index->node(id);
        if (!node.isDir && node.tag != static_cast<quint8>(EditMark::Deleted))
            files << index->pathOf(id);
    }
    return files;
}

void EntryAttributesController::updateActions()
{
    const ArchiveDocument *document = m_current->document();
    const Archive *archive = document ? document->archive().get() : nullptr;
    const bool locales = archive && archive->capabilities().testFlag(Capability::Locales);
    const bool files = archive && !selectedFiles().isEmpty();
    const bool editable = document && document->canEdit();
    m_setLocale->setVisible(!archive || locales); // formats without locales do not offer it at all
    m_setLocale->setEnabled(locales && files && editable);
    m_setLocale->setToolTip(editable || !document ? tr("Store the selected files for one language (0: every language)")
                                                  : document->readOnlyReason());
    const bool one = document && document->selectedNodes().size() == 1;
    m_properties->setEnabled(one && !document->index()->node(document->selectedNodes().front()).isDir);
}

bool EntryAttributesController::setLocaleOfSelection(quint16 locale)
{
    const QStringList files = selectedFiles();
    std::vector<PendingEdit> edits;
    for (const QString &path : files) {
        PendingEdit edit;
        edit.kind = PendingEdit::Kind::SetLocale;
        edit.path = path;
        edit.locale = locale;
        edits.push_back(std::move(edit));
    }
    if (edits.empty())
        return false;
    const QString text = tr("Set Locale of %n File(s) to %1", nullptr, int(edits.size())).arg(entryLocaleText(locale));
    if (auto recorded = m_current->document()->record(text, std::move(edits)); !recorded) {
        m_workbench.messages().showError(recorded.error());
        return false;
    }
    return true;
}

void EntryAttributesController::chooseLocale()
{
    const ArchiveDocument *document = m_current->document();
    if (!document)
        return;
    const auto &nodes = document->selectedNodes();
    const quint16 current = nodes.empty() ? 0 : document->index()->node(nodes.front()).locale;
    QStringList items;
    int currentRow = 0;
    for (const EntryLocale &locale : entryLocales()) {
        if (locale.id == current)
            currentRow = int(items.size());
        items << localeItem(locale);
    }
    bool ok = false;
    const QString chosen = QInputDialog::getItem(&m_workbench.window(), tr("Set Locale"),
        tr("Language the game reads the selected files for:"), items, currentRow, false, &ok);
    const qsizetype row = items.indexOf(chosen);
    if (ok && row >= 0)
        setLocaleOfSelection(entryLocales()[std::size_t(row)].id);
}

void EntryAttributesController::showProperties()
{
    const ArchiveDocument *document = m_current->document();
    if (!document || document->selectedNodes().size() != 1)
        return;
    const auto &nodes = document->selectedNodes();
    const std::shared_ptr<const Archive> &archive = document->archive();
    const auto &index = document->index();
    const EntryIndex::Node &node = index->node(nodes.front());
    StructureNode records = node.entry >= 0 ? archive->describeEntry(node.entry) : StructureNode{};
    if (node.entry < 0)
        records.name = tr("Not in the archive file yet: written when you save");
    auto *dialog = new EntryPropertiesDialog(
        index->pathOf(nodes.front()), node, index->columns(), std::move(records), &m_workbench.window());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

} // namespace mwb::gui
