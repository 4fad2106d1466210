// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLineEdit;

namespace mwb::gui {

/// Asks for what File › New Archive… needs: a format that can create archives (FormatRegistry, Capability::Create),
/// one of its presets (e.g. "Warcraft III map" for MPQ) and the file to write. OK is enabled once a file is named;
/// a name without an extension gets the format's first one.
class NewArchiveDialog : public QDialog
{
    Q_OBJECT
public:
    explicit NewArchiveDialog(QWidget *parent = nullptr);

    [[nodiscard]] QString formatId() const;
    [[nodiscard]] QString presetId() const;
    [[nodiscard]] QString outputPath() const;

private:
    void fillPresets();
    void browse();
    void updateOk();

    QComboBox *m_format = nullptr;
    QComboBox *m_preset = nullptr;
    QLineEdit *m_output = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace mwb::gui
