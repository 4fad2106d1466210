// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>

#include <functional>

namespace mwb::formats::mpq {

/// Parses (listfile) contents and user listfiles: names separated by CR, LF or ';', surrounding blanks trimmed.
/// Names stay raw bytes (UTF-8 in practice) for hashing. Repeated names are kept: naming an entry is first-come, so
/// a repeat has no effect.
class Listfile
{
public:
    /// Calls `visit` with every name of `text`, in order (views into `text`).
    static void forEachName(QByteArrayView text, const std::function<void(QByteArrayView)> &visit);
};

/// (listfile), (attributes) and (signature), in any letter case: the archive's internal files, written by the
/// program, never by the user.
[[nodiscard]] bool isInternalName(QByteArrayView name);

} // namespace mwb::formats::mpq
