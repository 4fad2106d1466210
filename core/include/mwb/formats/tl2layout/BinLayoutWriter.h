// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"
#include "mwb/formats/tl2layout/BinLayout.h"

#include <QByteArray>

namespace mwb::formats::tl2layout {

/// Writes `layout` as BINLAYOUT bytes, as GUTS lays them out: the header with `flag`, each object (block size,
/// descriptor, id, name as stored, properties as stored, the extra region — written when `hasGraph` or when it has
/// logic objects / timeline objects —, children), then the datagroup tree when `dataGroup` is set. Everything the
/// reader keeps "as stored" that follows from the rest is computed, never copied: block sizes, extra sizes, each
/// logic object's end offset, the datagroup offset, and each datagroup node's object offset (the root's is 6, the
/// k-th other node in pre-order gets the offset of the k-th Group object in pre-order). So parse → write gives the
/// input back exactly when the input is consistent.
///
/// Errors (nothing is returned then): LimitExceeded for a count or size its field cannot hold (more than 255
/// properties, logic objects, links, timeline objects, tracks or points; 65535 children; a ShortString of more than
/// 65535 units; a property value of more than 65534 bytes; 4 GiB in all); InvalidInput when the datagroup tree does
/// not have one node per Group object, or a graph sits on a descriptor other than Logic Group / Timeline.
/// Thread-safe (no shared state).
[[nodiscard]] Result<QByteArray> writeBinLayout(const BinLayout &layout, const QString &pathForErrors = {});

} // namespace mwb::formats::tl2layout
