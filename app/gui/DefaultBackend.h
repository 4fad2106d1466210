// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Backend.h"

namespace mwb::gui {

/// The real codecs: openArchive() and editArchive() for every format, the Torchlight 2 packer, the grid codecs.
[[nodiscard]] Backend defaultBackend();

} // namespace mwb::gui
