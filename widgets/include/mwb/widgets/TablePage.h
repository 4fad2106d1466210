// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/widgets/ContentPage.h"

#include <QPointer>

namespace mwb::widgets {

class DbcEditSession;
class DbcTableView;

/// The page of a WoW client table: its records in a sortable, filterable table (DbcTableView); selecting a record
/// reports its bytes (bytesSelected). Given the document's edit session it shows and edits the session's table.
/// The tables its foreign keys point at, when the document finds them beside it (companions), name the rows the
/// keys point at; "Go to" asks the document to open that table at that row (companionRequested). The icons its rows
/// (or the rows its keys point at) name are asked of the document as the view shows them (companionWanted).
class TablePage final : public ContentPage
{
    Q_OBJECT
public:
    TablePage(std::shared_ptr<const content::Content> content, QWidget *parent = nullptr);
    [[nodiscard]] DbcTableView *tableView() const { return m_table; }

    void setEditSession(ContentEditSession *session) override;
    void setEditable(bool editable, const QString &reason = {}, const QString &saveHint = {}) override;
    /// A related table: the names of its rows (and their icons, for SpellIcon and ItemDisplayInfo) go beside the
    /// keys that point there (an error is ignored: the keys stay numbers). An icon a row named: shown, or marked
    /// missing with the error.
    void showCompanion(const QString &path, const Result<QByteArray> &bytes) override;
    /// Selects the row whose id is `anchor`.
    void reveal(const QString &anchor) override;

protected:
    void contentReplaced() override;

private:
    DbcTableView *m_table = nullptr;
    QPointer<DbcEditSession> m_session;
};

} // namespace mwb::widgets
