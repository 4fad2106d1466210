// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace mwb::gui {

/// What a WoW › command will write into a client patch, shown before anything is written: a summary (the patch,
/// created or updated, and the tables it extends) above one row per icon or item, one column of which may be edited
/// (edited(): the caller plans again and refills the rows). "Write Patch" accepts, Cancel rejects; the caller writes
/// only on accept.
class PatchPreviewDialog : public QDialog
{
    Q_OBJECT
public:
    /// The side of the thumbnails in the first column.
    static constexpr int kThumbnailSide = 64;

    PatchPreviewDialog(const QString &title, const QString &summary, const QStringList &headers, QWidget *parent);

    /// Lets the user edit `column` of the rows added from now on (a double-click or F2); -1: none.
    void setEditableColumn(int column) { m_editable = column; }
    /// Adds a row of `cells` under the headers, with `thumbnail` (when not null) before the first cell.
    void addRow(const QStringList &cells, const QImage &thumbnail = {});
    /// Removes every row.
    void clearRows();
    void setSummary(const QString &summary);
    /// The summary above the rows.
    [[nodiscard]] QString summary() const;
    /// Enables Write Patch (off while the caller plans again).
    void setWritable(bool writable);
    /// The rows.
    [[nodiscard]] QTreeWidget *rows() const { return m_rows; }

Q_SIGNALS:
    /// The user changed the editable column of `row` to `text`.
    void edited(int row, const QString &text);

private:
    QLabel *m_summary = nullptr;
    QTreeWidget *m_rows = nullptr;
    QPushButton *m_write = nullptr;
    int m_editable = -1;
    bool m_filling = false; ///< rows are being added: their changes are no edits
};

} // namespace mwb::gui
