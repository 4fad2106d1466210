// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Error.h"

#include <QString>

namespace mwb {

/// "<code title>: <message>", one line, translated; for lists, tooltips and status bars.
[[nodiscard]] QString errorSummary(const Error &error);

/// The message followed by the file and "at byte offset 0x…" lines when known; translated, for message boxes.
[[nodiscard]] QString errorDetails(const Error &error);

} // namespace mwb
