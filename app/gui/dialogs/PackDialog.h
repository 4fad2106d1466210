// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Backend.h"

#include <QDialog>

class QDialogButtonBox;
class QLineEdit;

namespace mwb::gui {

/// Asks for what "Pack Folder into .MOD…" needs: the mod folder, the output file (optional) and the game version
/// (default 1.25.9.5). OK is enabled once a folder is chosen and the version reads "a.b.c.d".
class PackDialog : public QDialog
{
    Q_OBJECT
public:
    /// The version written when the user does not change it.
    static constexpr const char16_t *kDefaultGameVersion = u"1.25.9.5";

    /// `folder`: the mod folder filled in (the folder open in the window), empty for none.
    explicit PackDialog(QWidget *parent = nullptr, const QString &folder = {});

    /// The request as entered (trimmed).
    [[nodiscard]] PackRequest request() const;

private:
    void browseFolder();
    void browseOutput();
    void updateOk();

    QLineEdit *m_folder = nullptr;
    QLineEdit *m_output = nullptr;
    QLineEdit *m_version = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace mwb::gui
