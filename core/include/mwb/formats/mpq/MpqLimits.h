// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

/// The MPQ reader's hard caps for hostile input: a declared size above one is LimitExceeded, naming the cap.
namespace mwb::formats::mpq::limits {

/// A hash, block, HET or BET table as loaded (after decompression).
inline constexpr qint64 kMaxTableBytes = qint64(1) << 30;
/// How much larger than its stored bytes a compressed table may declare itself.
inline constexpr qint64 kMaxTableExpansion = 1024;
/// A single-unit entry, which is decompressed in one piece.
inline constexpr qint64 kMaxSingleUnitBytes = qint64(1) << 30;
/// An entry read whole into memory (MpqArchive::readEntry); extraction streams and has no such cap.
inline constexpr qint64 kMaxReadEntryBytes = qint64(1) << 30;

} // namespace mwb::formats::mpq::limits
