// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>

#include <vector>

namespace mwb::formats::mpq {

/// Parses (listfile) contents and user listfiles: names separated by CR, LF or ';', surrounding blanks trimmed.
/// Names stay raw bytes (UTF-8 in practice) for hashing and are views into `text`, which must outlive them.
/// Repeated names are kept: naming an entry is first-come, so a repeat has no effect.
class Listfile
{
public:
    [[nodiscard]] static std::vector<QByteArrayView> parse(QByteArrayView text);
};

} // namespace mwb::formats::mpq
