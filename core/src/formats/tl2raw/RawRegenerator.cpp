// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2raw/RawRegenerator.h"

#include "RawBuilders.h"

namespace mwb::formats::tl2raw {

Result<std::vector<RawFile>> regenerateRaws(const RawSources &sources, const RegenerateOptions &options)
{
    std::vector<RawFile> files;
    for (const RawKind kind : allRawKinds()) {
        BuiltRaw built = [&]() -> BuiltRaw {
            switch (kind) {
            case RawKind::UnitData:
                return buildUnitData(sources, options);
            case RawKind::Skills:
                return buildSkills(sources);
            case RawKind::Affixes:
                return buildAffixes(sources);
            case RawKind::Missiles:
                return buildMissiles(sources);
            case RawKind::Triggerables:
                return buildTriggerables(sources);
            case RawKind::Ui:
                return buildUi(sources);
            case RawKind::RoomPieces:
                return buildRoomPieces(sources);
            }
            return std::optional<RawFile>();
        }();
        if (!built)
            return built.error();
        if (!*built)
            continue;
        // Checks every value against its field (a u16 count, an u8 list) before anything is written.
        if (auto bytes = (*built)->serialize(); !bytes)
            return Error{bytes.error().code, bytes.error().message, rawFileName(kind), -1};
        files.push_back(std::move(**built));
    }
    return files;
}

} // namespace mwb::formats::tl2raw
