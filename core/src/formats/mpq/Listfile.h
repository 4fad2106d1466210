// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <vector>

namespace mwb::formats::mpq {

/// Parses (listfile) contents and user listfiles: names separated by CR, LF or ';', surrounding blanks trimmed,
/// duplicates (case-insensitive, '/' == '\') dropped. Names stay raw bytes (UTF-8 in practice) for hashing.
class Listfile
{
public:
    [[nodiscard]] static std::vector<QByteArray> parse(QByteArrayView text);
};

} // namespace mwb::formats::mpq
