// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace mwb::io {

/// Keeps a file mapping alive when another program truncates the file under it.
///
/// Touching a page of a mapping that lies past the file's new end raises SIGBUS, which would kill the process.
/// A registered region is guarded instead: one process-wide SIGBUS handler (installed on the first registration,
/// chaining to the previous handler for faults elsewhere) maps zero-filled pages over the rest of the region and
/// marks it faulted, and the faulting read goes on reading zeros. The codecs already cope with any bytes; whoever
/// owns the region asks faulted() before handing out a result and turns it into an Io error.
/// The table has a fixed size and is read lock-free by the handler (async-signal-safe): when it is full,
/// registerRegion() refuses and the caller reads the file without mapping it.
namespace MappedRegions {

/// Guards [begin, begin + length); returns the slot, or -1 when no slot is free (or the platform has no SIGBUS).
[[nodiscard]] int registerRegion(const void *begin, qint64 length);
/// Stops guarding the slot's region; call before unmapping it.
void unregisterRegion(int slot);
/// Whether a read of the slot's region faulted past the file's end (the file shrank while mapped).
[[nodiscard]] bool faulted(int slot);

} // namespace MappedRegions

} // namespace mwb::io
