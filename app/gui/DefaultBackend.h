// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Backend.h"

namespace mwb::gui {

/// The real codecs: openArchive() for every format, the Torchlight 2 packer and verifier.
[[nodiscard]] Backend defaultBackend();

} // namespace mwb::gui
