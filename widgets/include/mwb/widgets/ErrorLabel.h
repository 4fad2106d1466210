// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QLabel;
class QWidget;

namespace mwb::widgets {

/// A hidden, word-wrapped, selectable label in the error colour (dark red), for an error shown above an editor.
[[nodiscard]] QLabel *createErrorLabel(QWidget *parent);

} // namespace mwb::widgets
