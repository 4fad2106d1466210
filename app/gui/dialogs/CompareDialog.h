// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Archive.h"
#include "mwb/core/diff/ArchiveDiff.h"
#include "mwb/core/diff/ContentDiff.h"

#include "controllers/LatestRequest.h"

#include <QDialog>

#include <memory>

class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace mwb::gui {

class ContentDiffView;

/// The result of File › Compare With…: the changes from `before` to `after` as a tree of folders (each with the number
/// of changes below it) and entries coloured by kind (added green, removed red, changed amber, renamed and moved blue),
/// the counts above it, and below it the content diff of the selected entry (DAT properties, WDBC cells, image
/// facts, bytes), read and compared in a job (the newest selection wins). Non-modal; keeps both archives alive.
class CompareDialog : public QDialog
{
    Q_OBJECT
public:
    /// The drill-downs run as quiet jobs of `jobs`.
    CompareDialog(std::shared_ptr<const Archive> before, std::shared_ptr<const Archive> after, diff::ArchiveDiff diff,
        JobQueue &jobs, QWidget *parent = nullptr);

    [[nodiscard]] const diff::ArchiveDiff &result() const { return m_diff; }
    /// The tree of changes (for tests): top-level folders and entries; an entry item's data(0, Qt::UserRole) is its
    /// index in result().changes.
    [[nodiscard]] QTreeWidget *changesTree() const { return m_changes; }
    /// The drill-down of the selected entry: one row per content change (location, before, after).
    [[nodiscard]] QTreeWidget *contentTree() const;
    /// Selects the change shown under `path` (its after path, or the before path of a removed entry); false when
    /// there is none.
    bool selectPath(const QString &path);

Q_SIGNALS:
    /// The drill-down of the selected entry is on screen (contentTree()).
    void contentShown();

private:
    void fillChanges();
    void showSelected();
    void showContent(const diff::ContentDiff &content);

    std::shared_ptr<const Archive> m_before;
    std::shared_ptr<const Archive> m_after;
    diff::ArchiveDiff m_diff;
    QLabel *m_summary = nullptr;
    QTreeWidget *m_changes = nullptr;
    ContentDiffView *m_content = nullptr;
    JobQueue &m_jobs;
    LatestRequest m_request; ///< the drill-down of the selected change
};

} // namespace mwb::gui
