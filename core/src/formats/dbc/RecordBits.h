// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>

namespace mwb::formats::dbc {

/// The little-endian unsigned value of the `size` bytes (1, 2, 4 or 8) at `at`.
inline quint64 readBits(const char *at, int size)
{
    quint64 value = 0;
    for (int i = size - 1; i >= 0; --i)
        value = value << 8 | uchar(at[i]);
    return value;
}

/// Writes the low `size` bytes of `value` at `at`, little-endian.
inline void writeBits(char *at, int size, quint64 value)
{
    for (int i = 0; i < size; ++i, value >>= 8)
        at[i] = char(value & 0xFF);
}

} // namespace mwb::formats::dbc
