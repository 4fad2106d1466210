// SPDX-License-Identifier: GPL-3.0-or-later
#include "EntryDocument.h"

#include "ArchiveDocument.h"
#include "DocumentManager.h"
#include "Workbench.h"

#include <QFileInfo>
#include <QKeySequence>

namespace mwb::gui {

EntryDocument::EntryDocument(Workbench &workbench, ArchiveDocument &archive, QString entryPath,
    widgets::PreparedContent prepared, QObject *parent)
    : ContentDocument(workbench, std::move(prepared), parent)
    , m_archive(&archive)
    , m_entryPath(std::move(entryPath))
{
    connect(&archive, &Document::editableChanged, this, &EntryDocument::updateEditable);
}

QString EntryDocument::title() const
{
    return m_entryPath.section(QLatin1Char('/'), -1);
}

QString EntryDocument::location() const
{
    return (m_archive ? m_archive->location() : QString()) + QStringLiteral("::") + m_entryPath;
}

QString EntryDocument::storageRefusal() const
{
    if (!m_archive)
        return tr("The archive is no longer open");
    return m_archive->readOnlyReason();
}

QString EntryDocument::saveHint() const
{
    return tr("%1 records it in %2 (save the archive to write it)")
        .arg(QKeySequence(QKeySequence::Save).toString(QKeySequence::NativeText),
            m_archive ? m_archive->title() : QString());
}

std::function<Result<QByteArray>()> EntryDocument::companionReader(const QString &path) const
{
    return m_archive ? m_archive->entryReader(path) : nullptr;
}

QString EntryDocument::companionLocation(const QString &path) const
{
    if (!m_archive || !m_archive->entryReader(path))
        return {};
    const std::shared_ptr<const EntryIndex> &tree = m_archive->index();
    return m_archive->location() + QStringLiteral("::") + tree->pathOf(tree->find(path));
}

void EntryDocument::openCompanion(const QString &path)
{
    if (m_archive)
        workbench().documents().openEntry(*m_archive, path);
}

std::function<Result<content::CompanionLookup>()> EntryDocument::companionTree() const
{
    if (!m_archive || !m_archive->archive())
        return {};
    return [archive = m_archive->archive()]() -> Result<content::CompanionLookup> {
        return content::archiveLookup(archive);
    };
}

void EntryDocument::store(const QByteArray &bytes, const QString &)
{
    if (!m_archive) {
        storeFailed(Error{ErrorCode::Unsupported, storageRefusal(), location()});
        return;
    }
    PendingEdit edit{PendingEdit::Kind::Replace, m_entryPath, {}, EntrySource::fromBytes(bytes), {}};
    if (auto recorded = m_archive->record(tr("Edit %1").arg(title()), {std::move(edit)}); !recorded) {
        storeFailed(recorded.error());
        return;
    }
    stored(bytes);
}

} // namespace mwb::gui
