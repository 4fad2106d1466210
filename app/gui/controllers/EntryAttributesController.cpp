// SPDX-License-Identifier: GPL-3.0-or-later
#include "EntryAttributesController.h"

#include "MainWindow.h"
#include "MessagePresenter.h"
#include "dialogs/EntryPropertiesDialog.h"
#include "mwb/core/EntryLocale.h"
#include "mwb/widgets/ArchiveTreeModel.h"
#include "mwb/widgets/ArchiveView.h"
#include "session/ArchiveSession.h"

#include <QAction>
#include <QInputDialog>
#include <QMenu>
#include <QTreeView>

namespace mwb::gui {

namespace {

QString localeItem(const EntryLocale &locale)
{
    return QStringLiteral("%1 (0x%2)").arg(QString::fromLatin1(locale.code)).arg(locale.id, 4, 16, QLatin1Char('0'));
}

} // namespace

EntryAttributesController::EntryAttributesController(MainWindow &window)
    : QObject(&window)
    , m_window(window)
    , m_session(window.session())
{
    m_setLocale = new QAction(tr("Set &Locale…"), this);
    m_setLocale->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_L));
    connect(m_setLocale, &QAction::triggered, this, &EntryAttributesController::chooseLocale);
    m_properties = new QAction(tr("P&roperties…"), this);
    m_properties->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Return));
    m_properties->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_properties, &QAction::triggered, this, &EntryAttributesController::showProperties);
    if (auto *editMenu = window.findChild<QMenu *>(QStringLiteral("editMenu"))) {
        editMenu->addSeparator();
        editMenu->addActions({m_setLocale, m_properties});
    }
    auto *separator = new QAction(this);
    separator->setSeparator(true);
    window.archiveView()->treeView()->addActions({separator, m_setLocale, m_properties});

    connect(&m_session, &ArchiveSession::archiveChanged, this, &EntryAttributesController::updateActions);
    connect(&m_session, &ArchiveSession::selectionChanged, this, &EntryAttributesController::updateActions);
    connect(&m_session, &ArchiveSession::savingChanged, this, &EntryAttributesController::updateActions);
    connect(&m_session, &ArchiveSession::planChanged, this, &EntryAttributesController::updateActions);
    updateActions();
}

QStringList EntryAttributesController::selectedFiles() const
{
    QStringList files;
    const auto &index = m_session.index();
    for (const EntryIndex::NodeId id : m_session.selectedNodes()) {
        const EntryIndex::Node &node = index->node(id);
        if (!node.isDir && node.tag != static_cast<quint8>(EditMark::Deleted))
            files << index->pathOf(id);
    }
    return files;
}

void EntryAttributesController::updateActions()
{
    const Archive *archive = m_session.archive().get();
    const bool locales = archive && archive->capabilities().testFlag(Capability::Locales);
    const bool files = archive && !selectedFiles().isEmpty();
    m_setLocale->setVisible(!archive || locales); // formats without locales do not offer it at all
    m_setLocale->setEnabled(locales && files && m_session.canEdit());
    m_setLocale->setToolTip(m_session.canEdit() ? tr("Store the selected files for one language (0: every language)")
                                                : m_session.readOnlyReason());
    const auto &nodes = m_session.selectedNodes();
    m_properties->setEnabled(archive && nodes.size() == 1 && !m_session.index()->node(nodes.front()).isDir);
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
    if (auto recorded = m_session.record(text, std::move(edits)); !recorded) {
        m_window.messages()->showError(recorded.error());
        return false;
    }
    return true;
}

void EntryAttributesController::chooseLocale()
{
    const auto &nodes = m_session.selectedNodes();
    const quint16 current = nodes.empty() ? 0 : m_session.index()->node(nodes.front()).locale;
    QStringList items;
    int currentRow = 0;
    for (const EntryLocale &locale : entryLocales()) {
        if (locale.id == current)
            currentRow = int(items.size());
        items << localeItem(locale);
    }
    bool ok = false;
    const QString chosen = QInputDialog::getItem(&m_window, tr("Set Locale"),
        tr("Language the game reads the selected files for:"), items, currentRow, false, &ok);
    const qsizetype row = items.indexOf(chosen);
    if (ok && row >= 0)
        setLocaleOfSelection(entryLocales()[std::size_t(row)].id);
}

void EntryAttributesController::showProperties()
{
    const auto &nodes = m_session.selectedNodes();
    const std::shared_ptr<const Archive> &archive = m_session.archive();
    if (!archive || nodes.size() != 1)
        return;
    const auto &index = m_session.index();
    const EntryIndex::Node &node = index->node(nodes.front());
    StructureNode records = node.entry >= 0 ? archive->describeEntry(node.entry) : StructureNode{};
    if (node.entry < 0)
        records.name = tr("Not in the archive file yet: written when you save");
    auto *dialog = new EntryPropertiesDialog(
        index->pathOf(nodes.front()), node, index->columns(), std::move(records), &m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

} // namespace mwb::gui
