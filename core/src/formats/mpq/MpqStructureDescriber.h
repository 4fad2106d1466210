// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ByteSource.h"
#include "mwb/core/StructureNode.h"

namespace mwb::formats::mpq {

class MpqArchive;

/// The structure of an MPQ file for the property and hex inspectors, offsets in the file: user-data header, the
/// MPQ header (v1–v4 fields as stored, plus the values used for reading), the hash and block tables as lazy lists of
/// decrypted slots, the hi-block table, HET/BET headers, the special files and a strong signature. The tables are
/// loaded again from `source` by the reader's own code (HashTable, BetHetTables), so the archive's internals stay
/// private; the lazy rows own their data. Safe on any thread.
[[nodiscard]] StructureNode describeMpqStructure(const MpqArchive &archive, const ByteSource &source);

/// The records of one entry: its hash-table slot(s), block-table entry (flags decoded), hi-block word, file key and
/// sector offset table, offsets in the file. An empty node for an index out of range.
[[nodiscard]] StructureNode describeMpqEntry(const MpqArchive &archive, const ByteSource &source, int entry);

} // namespace mwb::formats::mpq
