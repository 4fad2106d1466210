// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/LayeredArchive.h"

#include <QByteArray>
#include <QHash>

#include <optional>
#include <vector>

namespace mwb::conflicts::detail {

/// One mod's copy of a file.
struct FileCopy
{
    int mod = -1; ///< index in the load order
    int entry = -1; ///< the mod's own entry id
    const EntryIndex::Input *input = nullptr; ///< its size and stored CRC-32
};

/// A path as the stack of mods resolves it.
struct StackedFile
{
    QString path; ///< as the supplying (or deleting) layer spells it
    std::vector<FileCopy> copies; ///< the live copies, load order: the last one supplies the path
    int deletedBy = -1; ///< the mod whose REMOVE_FILES record hides the copies, or -1
};

/// Every path of `stack` with its live copies (those above the highest deletion), files and deleted paths alike,
/// in path order.
[[nodiscard]] std::vector<StackedFile> stackedFiles(const LayeredArchive &stack);

/// A RAW index (*.RAW), which the game and the packer rebuild from the DATs.
[[nodiscard]] bool isRawIndex(const QString &path);
/// A DAT the game reads compiled (.DAT, .TEMPLATE, or their X.DAT.BINDAT form).
[[nodiscard]] bool isDat(const QString &path);

/// True when every copy has a stored CRC-32 and all sizes and CRC-32s are equal (the same bytes, without reading).
[[nodiscard]] bool sameStoredChecksums(const std::vector<FileCopy> &copies);

/// The game's files a mod path is compared with: "MEDIA/X/Y.DAT" is found as "MEDIA/X/Y.DAT" or "X/Y.DAT" (the
/// MEDIA folder itself), either one + ".BINDAT" as well, ignoring case.
class BaseLookup
{
public:
    explicit BaseLookup(const Archive *base);

    [[nodiscard]] bool exists() const { return m_base != nullptr; }
    /// The base's bytes of `modPath`: no value when the base lacks it.
    [[nodiscard]] Result<std::optional<QByteArray>> read(const QString &modPath) const;

private:
    const Archive *m_base = nullptr;
    QHash<QString, int> m_entries; ///< LayeredArchive::pathKey() → entry id
};

} // namespace mwb::conflicts::detail
