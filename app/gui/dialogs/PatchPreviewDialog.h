// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLabel;
class QTreeWidget;

namespace mwb::gui {

/// What a WoW › command will write into a client patch, shown before anything is written: a summary (the patch,
/// created or updated, and the tables it extends) above one row per icon or item. "Write Patch" accepts, Cancel
/// rejects; the caller writes only on accept.
class PatchPreviewDialog : public QDialog
{
    Q_OBJECT
public:
    /// The side of the thumbnails in the first column.
    static constexpr int kThumbnailSide = 64;

    PatchPreviewDialog(const QString &title, const QString &summary, const QStringList &headers, QWidget *parent);

    /// Adds a row of `cells` under the headers, with `thumbnail` (when not null) before the first cell.
    void addRow(const QStringList &cells, const QImage &thumbnail = {});
    /// The summary above the rows.
    [[nodiscard]] QString summary() const;
    /// The rows.
    [[nodiscard]] QTreeWidget *rows() const { return m_rows; }

private:
    QLabel *m_summary = nullptr;
    QTreeWidget *m_rows = nullptr;
};

} // namespace mwb::gui
