// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace mwb::bench {

/// What a generated file looks like.
enum class FileKind {
    Dat, ///< DAT-style text lines from a small vocabulary (compresses roughly 5:1; not a DAT that compiles)
    Dds, ///< random bytes mixed with repeated runs, like textures and meshes (compresses ~1.5:1)
    Jpg, ///< random bytes (stored: the packer never compresses .JPG)
    Wav, ///< like Dds
};

/// One kind of file in a generated mod: `weight` files of every cycle of the mix are of this kind, each of a size
/// drawn from [minSize, maxSize).
struct FileMix
{
    FileKind kind = FileKind::Dat;
    int weight = 1;
    qsizetype minSize = 0;
    qsizetype maxSize = 1;
};

struct GeneratedFolder
{
    int files = 0;
    qint64 bytes = 0; ///< of the files below MEDIA/
    QString firstDat; ///< archive path of the first .DAT ("MEDIA/SET0/0.DAT")
};

/// Writes a mod folder as GUTS leaves it (MOD.DAT named "Benchmark", MEDIA/SET<i mod 40>/<i>.<EXT>) until its files
/// hold `targetBytes`, the kinds cycling through `mix` in order. Deterministic (fixed seed). Nullopt when a file
/// cannot be written.
[[nodiscard]] std::optional<GeneratedFolder> generateModFolder(
    const QString &dir, qint64 targetBytes, const std::vector<FileMix> &mix);

/// The mix of a real mod's media (DATs, textures, pictures, sounds): about 6,400 files in 300 MiB.
[[nodiscard]] std::vector<FileMix> typicalModMix();

/// A packed mod of `entries` tiny files spread over 100 × 10 directories (MEDIA/UNITS/GROUP<i%100>/SET<i/100%10>/
/// ITEM_<i>.BIN), written below `dir`: the shape of a big archive whose tree is what costs. Empty on failure.
[[nodiscard]] QString generateManyFileMod(const QString &dir, int entries);

/// A text DAT (UTF-16) that compiles, as an edited DAT saved from the workbench would be.
[[nodiscard]] QByteArray editedDat();

} // namespace mwb::bench
