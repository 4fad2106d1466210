// SPDX-License-Identifier: GPL-3.0-or-later
#include "CurrentArchive.h"

#include "documents/ArchiveDocument.h"
#include "documents/DocumentManager.h"

namespace mwb::gui {

CurrentArchive::CurrentArchive(DocumentManager &documents, QObject *parent)
    : QObject(parent)
    , m_documents(documents)
{
    connect(&documents, &DocumentManager::currentChanged, this, &CurrentArchive::follow);
    follow();
}

void CurrentArchive::follow()
{
    for (const QMetaObject::Connection &connection : std::as_const(m_connections))
        disconnect(connection);
    m_connections.clear();
    m_document = m_documents.currentArchive();
    if (ArchiveDocument *document = m_document) {
        const auto notify = [this] { Q_EMIT changed(); };
        m_connections << connect(document, &ArchiveDocument::archiveChanged, this, [this] {
            Q_EMIT changed();
            Q_EMIT switched();
        })
                      << connect(document, &ArchiveDocument::selectionChanged, this, notify)
                      << connect(document, &ArchiveDocument::planChanged, this, notify)
                      << connect(document, &ArchiveDocument::savingChanged, this, notify)
                      << connect(document, &Document::editableChanged, this, notify);
    }
    Q_EMIT changed();
    Q_EMIT switched();
}

std::shared_ptr<const Archive> CurrentArchive::archive() const
{
    return m_document ? m_document->archive() : nullptr;
}

std::vector<int> CurrentArchive::selectedEntries() const
{
    return m_document ? m_document->selectedEntries() : std::vector<int>{};
}

void CurrentArchive::forEachArchive(std::function<void(ArchiveDocument &)> prepare)
{
    for (Document *document : m_documents.documents()) {
        if (auto *archive = qobject_cast<ArchiveDocument *>(document))
            prepare(*archive);
    }
    connect(&m_documents, &DocumentManager::documentOpened, this, [prepare](Document *document) {
        if (auto *archive = qobject_cast<ArchiveDocument *>(document))
            prepare(*archive);
    });
}

} // namespace mwb::gui
