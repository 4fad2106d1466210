// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaObject>
#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>
#include <vector>

namespace mwb {
class Archive;
} // namespace mwb

namespace mwb::gui {

class ArchiveDocument;
class DocumentManager;

/// The narrow view a controller has of the documents: the current archive (the current document, or the archive of
/// the current entry) and one signal whenever it, its selection, its pending edits or its saving state change. GUI
/// thread only.
class CurrentArchive : public QObject
{
    Q_OBJECT
public:
    CurrentArchive(DocumentManager &documents, QObject *parent);

    /// The current archive document, or null.
    [[nodiscard]] ArchiveDocument *document() const { return m_document; }
    [[nodiscard]] DocumentManager &documents() const { return m_documents; }
    /// The current document's archive, or null.
    [[nodiscard]] std::shared_ptr<const Archive> archive() const;
    /// Its entry ids under the selected rows (ArchiveDocument::selectedEntries()); empty without an archive.
    [[nodiscard]] std::vector<int> selectedEntries() const;
    /// Calls `prepare` for every archive document, open now and opened later (to add commands to its tree).
    void forEachArchive(std::function<void(ArchiveDocument &)> prepare);

Q_SIGNALS:
    /// Another archive is current, or the current one changed (reopened, selection, edits, saving).
    void changed();
    /// Another archive is current, or the current one was opened again (after changed()).
    void switched();

private:
    void follow();

    DocumentManager &m_documents;
    QPointer<ArchiveDocument> m_document;
    QList<QMetaObject::Connection> m_connections;
};

} // namespace mwb::gui
