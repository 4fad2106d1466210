// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QMainWindow;

namespace mwb::gui {

/// Arranges the window's docks (found by object name: structureDock, hexDock, jobsDock) around the central tabs,
/// sized after the window's current size: the Structure dock on the right with a third of the width (its value
/// column readable), the Jobs and Hex docks below the tabs, the Jobs dock narrow. Docks it does not know are left
/// where they are (the Layers dock shows itself for a stack).
void applyDefaultLayout(QMainWindow &window);

} // namespace mwb::gui
