// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LayoutTextReader.h"
#include "mwb/formats/tl2layout/BinLayout.h"

#include <vector>

namespace mwb::formats::tl2layout::detail {

/// A Logic Group's graph: the lines of the [LOGICGROUP] block `open` (LOGICOBJECT blocks of ID, OBJECTID, X, Y and
/// LOGICLINK blocks of LINKINGTO, OUTPUTNAME, INPUTNAME). False after reporting an error through `reader`.
bool readLogicGroup(TextReader &reader, const TextLine &open, std::vector<LogicObject> &into);

/// A Timeline's tracks: the lines of the [TIMELINEDATA] block `open` (its ID, then TIMELINEOBJECT blocks of
/// OBJECTID and TIMELINEOBJECTPROPERTY / TIMELINEOBJECTEVENT tracks of TIMELINEPOINTs). Each object's property
/// tracks are stored before its event tracks, as GUTS stores them. False after reporting an error.
bool readTimelineData(TextReader &reader, const TextLine &open, std::vector<TimelineObject> &into);

} // namespace mwb::formats::tl2layout::detail
