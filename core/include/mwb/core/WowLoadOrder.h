// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace mwb::wow {

/// The archives a World of Warcraft 3.3.5a (build 12340) client opens from its Data folder, in its priority order.
struct LoadOrder
{
    QStringList archives; ///< paths relative to Data ('/'-separated), lowest priority first: the last one wins
    QStringList ignored; ///< archive names the client does not load (multi-character patch names, installer MPQs…)
};

/// The locales of 3.3.5a clients (as the server's map extractor lists them), in the order a locale folder is
/// preferred when a Data folder holds several.
[[nodiscard]] const QStringList &knownLocales();

/// True for the locales whose client ranks every locale archive above every Data archive (Russian and Chinese
/// clients); the others (English…) rank Data above locale.
[[nodiscard]] bool localeArchivesFirst(const QString &locale);

/// Orders the archive files of a Data folder as the client does. `names` are paths relative to Data
/// ("patch-2.MPQ", "enUS/patch-enUS-3.MPQ"), any case; only files in Data itself and in Data/<locale>/ count (other
/// paths are left out). The order, highest priority first, for an English client (docs: specs §3.2, the priorities
/// a 3.3.5a client passes to SFile::OpenArchive):
///   alternate; Data patch-Z…A, patch-9…2 (letters outrank digits; one character, any case); locale
///   patch-xxXX-Z…A, -9…2; patch; patch-xxXX; base; expansion, lichking, common, common-2; locale-xxXX,
///   speech-xxXX, expansion-locale-xxXX, lichking-locale-xxXX, expansion-speech-xxXX, lichking-speech-xxXX.
/// For localeArchivesFirst() locales: alternate; locale patches; locale base archives; Data patches; base; Data
/// base archives. Never an alphabetical sort.
[[nodiscard]] LoadOrder loadOrder(const QStringList &names, const QString &locale);

/// True for the archives a stock 3.3.5a install ships (specs §3.1), `path` relative to Data in any case: common,
/// common-2, expansion, lichking, patch, patch-2, patch-3 in Data; the locale and speech archives and patch-xxXX,
/// patch-xxXX-2, patch-xxXX-3 in Data/<locale>/ (`locale` the folder in use). Everything else the client loads is a
/// custom patch (alternate and base included).
[[nodiscard]] bool isStockArchive(const QString &path, const QString &locale);

} // namespace mwb::wow
