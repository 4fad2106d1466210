// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

#include <vector>

class QDialogButtonBox;
class QLineEdit;

namespace mwb::gui {

/// What WoW › Items from Server… puts into the client's patch.
struct ItemsRequest
{
    QString source; ///< the server's item_template: an SQL dump, CSV or JSON file, or a mysql://…/item_template URL
    std::vector<qint64> entries; ///< the items to put in; empty: all of the source's
    QString iconFile; ///< an image shown as the items' icon; empty: none
};

/// Asks for an ItemsRequest: the source (a file picked or a mysql:// URL typed in), the entries (numbers separated
/// by spaces or commas, none for all) and an optional icon image. OK is enabled once there is a source and the
/// entries read as numbers.
class ItemsFromServerDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ItemsFromServerDialog(QWidget *parent = nullptr);

    /// The request as entered.
    [[nodiscard]] ItemsRequest request() const;

private:
    void browseSource();
    void browseIcon();
    void updateOk();

    QLineEdit *m_source = nullptr;
    QLineEdit *m_entries = nullptr;
    QLineEdit *m_icon = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace mwb::gui
