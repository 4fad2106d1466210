// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QLineEdit;
class QPushButton;
class QWidget;

namespace mwb::gui {

/// One row of a form: `edit` stretched with `button` (a "Browse…" button) at its right.
[[nodiscard]] QWidget *withBrowseButton(QLineEdit *edit, QPushButton *button);

} // namespace mwb::gui
