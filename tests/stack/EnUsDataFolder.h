// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace mwb::test {

/// A full enUS Data folder with custom patches, highest priority first: the order a 3.3.5a client was captured
/// using (specs/wow.md §3.2), with custom Data and locale patches where the client puts them.
inline const QStringList kEnUsHighestFirst{QStringLiteral("alternate.MPQ"), QStringLiteral("patch-z.MPQ"),
    QStringLiteral("patch-A.MPQ"), QStringLiteral("patch-9.MPQ"), QStringLiteral("patch-4.MPQ"),
    QStringLiteral("patch-3.MPQ"), QStringLiteral("patch-2.MPQ"), QStringLiteral("enUS/patch-enUS-B.MPQ"),
    QStringLiteral("enUS/patch-enUS-4.MPQ"), QStringLiteral("enUS/patch-enUS-3.MPQ"),
    QStringLiteral("enUS/patch-enUS-2.MPQ"), QStringLiteral("patch.MPQ"), QStringLiteral("enUS/patch-enUS.MPQ"),
    QStringLiteral("base.MPQ"), QStringLiteral("expansion.MPQ"), QStringLiteral("lichking.MPQ"),
    QStringLiteral("common.MPQ"), QStringLiteral("common-2.MPQ"), QStringLiteral("enUS/locale-enUS.MPQ"),
    QStringLiteral("enUS/speech-enUS.MPQ"), QStringLiteral("enUS/expansion-locale-enUS.MPQ"),
    QStringLiteral("enUS/lichking-locale-enUS.MPQ"), QStringLiteral("enUS/expansion-speech-enUS.MPQ"),
    QStringLiteral("enUS/lichking-speech-enUS.MPQ")};

} // namespace mwb::test
