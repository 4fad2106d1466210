// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

namespace mwb::formats::tl2mod {
class ModArchive;
}

namespace mwb::formats::tl2raw {

/// The order GUTS visits a source folder in when it builds a RAW (seed 001 §4).
enum class ScanOrder {
    Interleaved, ///< per directory, files and sub-directories sorted together by name; a directory is entered in place
    FilesFirst, ///< per directory, its files sorted by name, then its sub-directories sorted by name
};

/// The files of a mod's MEDIA tree as the RAW builders see them: ASCII upper-cased paths from "MEDIA/" on (the
/// names GUTS stores) and their bytes, text or compiled. Immutable; read() is thread-safe.
class RawSources
{
public:
    /// Hard cap per source file; bigger files are LimitExceeded.
    static constexpr qint64 kMaxSourceSize = qint64(64) << 20;

    /// A mod folder: the MEDIA folder (any letter case) below `modFolder`, or `modFolder` itself when it is named
    /// MEDIA. A compiled form (X.DAT.BINDAT, X.LAYOUT.BINLAYOUT) stands in for its source only when the source
    /// itself is absent; other *.BIN* files are ignored. InvalidInput when there is no MEDIA folder or two files
    /// upper-case to one path. Symlinked directories are not followed.
    [[nodiscard]] static Result<RawSources> fromFolder(const QString &modFolder);

    /// The entries of an open .MOD (compiled DATs and layouts under their source names). The first record of a
    /// path wins.
    [[nodiscard]] static RawSources fromArchive(const std::shared_ptr<const tl2mod::ModArchive> &archive);

    /// Paths and readers given directly (tests, other containers). Paths are upper-cased and '\' becomes '/'.
    [[nodiscard]] static RawSources fromFunction(
        const QStringList &paths, std::function<Result<QByteArray>(const QString &path)> read);

    /// Every path, sorted by UTF-16 code units.
    [[nodiscard]] const QStringList &paths() const { return m_paths; }
    [[nodiscard]] bool contains(const QString &upperPath) const;
    /// The bytes of a path from paths().
    [[nodiscard]] Result<QByteArray> read(const QString &upperPath) const;

    /// The paths below `folder` ("MEDIA/UNITS/ITEMS/") whose name ends with `extension` (".DAT"), in `order`.
    [[nodiscard]] QStringList scan(const QString &folder, const QString &extension, ScanOrder order) const;

private:
    QStringList m_paths;
    std::function<Result<QByteArray>(const QString &path)> m_read;
};

/// "MEDIA/" + the ASCII upper-cased form of a DAT reference such as a BASEFILE ("media/units/items/base.dat",
/// "MEDIA\\UNITS\\X.DAT", "units/x.dat").
[[nodiscard]] QString mediaPath(const QString &reference);

} // namespace mwb::formats::tl2raw
