// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ContentDocument.h"

#include <QPointer>

namespace mwb::gui {

class ArchiveDocument;

/// An entry opened from an archive document (double-click or Enter in its tree, or `mwb ARCHIVE::ENTRY`), shown by its
/// content's page. Saving an edited text records it as a pending edit of its archive (replaced with the encoded
/// bytes: a compiled DAT stays compiled), written when the archive is saved; the archive's tree marks it replaced.
/// It goes away with its archive. GUI thread only.
class EntryDocument final : public ContentDocument
{
    Q_OBJECT
public:
    EntryDocument(Workbench &workbench, ArchiveDocument &archive, QString entryPath, widgets::PreparedContent prepared,
        QObject *parent);

    [[nodiscard]] Type type() const override { return Type::Entry; }
    [[nodiscard]] QString title() const override;
    [[nodiscard]] QString location() const override;
    [[nodiscard]] ArchiveDocument *archive() const { return m_archive; }
    /// The entry's path in its archive ('/'-separated).
    [[nodiscard]] const QString &entryPath() const { return m_entryPath; }

protected:
    [[nodiscard]] QString storageRefusal() const override;
    void store(const QByteArray &bytes, const QString &target) override;
    [[nodiscard]] QString saveHint() const override;
    /// An entry of the same archive, as it is planned (ArchiveDocument::entryReader()).
    [[nodiscard]] std::function<Result<QByteArray>()> companionReader(const QString &path) const override;
    /// ARCHIVE::ENTRY of the entry `path` in the same archive, as its tree spells it.
    [[nodiscard]] QString companionLocation(const QString &path) const override;
    /// Opens the entry `path` of the same archive.
    void openCompanion(const QString &path) override;
    /// The archive as opened (its pending edits are not seen).
    [[nodiscard]] std::function<Result<content::CompanionLookup>()> companionTree() const override;

private:
    QPointer<ArchiveDocument> m_archive;
    QString m_entryPath;
};

} // namespace mwb::gui
