// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TestFiles.h"
#include "formats/tl2mod/ManifestPlan.h"
#include "formats/tl2mod/ModSerializer.h"
#include "mwb/formats/tl2mod/ModArchive.h"

#include <functional>
#include <map>
#include <vector>

namespace mwb::test::tl2 {

/// How a test game archive's manifest is laid out.
enum class PakManifestStyle {
    Game, ///< as public research describes DATA.PAK.MAN: the first block is MEDIA/ itself (no nameless block 0)
    ModTail, ///< the .MOD's manifest bytes as they are (Awkward-im's MOD → PAK split)
};

/// Writes the game archive pair `pakPath` + `pakPath`.MAN made from the .MOD at `modPath` with the project's own
/// writer parts: the .PAK is the mod's data section byte for byte (its offsets already count from the section's
/// start), the .MAN its manifest (re-serialized without the nameless block 0 for PakManifestStyle::Game). Returns
/// an empty string on success, else what went wrong. `editRecord`, when given, changes each record of a Game-style
/// manifest before it is written (to make a record describe its source file, or lie).
inline QString writePakPair(const QString &modPath, const QString &pakPath,
    PakManifestStyle style = PakManifestStyle::Game,
    const std::function<void(formats::tl2mod::ModRecord &)> &editRecord = {})
{
    auto opened = formats::tl2mod::ModArchive::open(modPath);
    if (!opened)
        return opened.error().toString();
    const formats::tl2mod::ModArchive &mod = **opened;
    auto data = mod.source().read(mod.header().dataOffset, mod.dataSectionSize());
    if (!data)
        return data.error().toString();
    QByteArray manifest;
    if (style == PakManifestStyle::ModTail) {
        auto tail = mod.source().read(mod.header().manifestOffset, mod.source().size() - mod.header().manifestOffset);
        if (!tail)
            return tail.error().toString();
        manifest = std::move(tail).value();
    } else {
        std::map<int, formats::tl2mod::ManifestBlock> blocks;
        for (const formats::tl2mod::ModRecord &record : mod.records()) {
            formats::tl2mod::ManifestBlock &block = blocks[record.block];
            block.name = record.directory;
            block.records.push_back(record);
            if (editRecord)
                editRecord(block.records.back());
        }
        std::vector<formats::tl2mod::ManifestBlock> ordered;
        for (auto &[index, block] : blocks) {
            if (!block.name.isEmpty()) // block 0 of a .MOD: "" holding MEDIA/
                ordered.push_back(std::move(block));
        }
        formats::tl2mod::ManifestInfo info = mod.manifest();
        info.blockCount = static_cast<quint32>(ordered.size());
        auto bytes = formats::tl2mod::serializeManifest(info, ordered);
        if (!bytes)
            return bytes.error().toString();
        manifest = std::move(bytes).value();
    }
    if (!writeFile(pakPath, data.value()) || !writeFile(pakPath + QStringLiteral(".MAN"), manifest))
        return QStringLiteral("cannot write %1").arg(pakPath);
    return {};
}

} // namespace mwb::test::tl2
