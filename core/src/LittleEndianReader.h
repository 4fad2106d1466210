// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QtEndian>

#include <cstring>

namespace mwb {

/// The little-endian value reads shared by the formats' cursors, whatever holds their bytes (a view in memory, a
/// window of a ByteSource). `Cursor` derives from LittleEndianReader<Cursor> and provides `take(n)`: a pointer to
/// `n` readable bytes at its position, advancing past them, or nullptr once an error is latched (then every read
/// here returns 0 / empty).
template<typename Cursor>
class LittleEndianReader
{
public:
    [[nodiscard]] quint8 u8()
    {
        const char *p = cursor().take(1);
        return p ? static_cast<quint8>(*p) : 0;
    }
    [[nodiscard]] quint16 u16() { return read<quint16>(); }
    [[nodiscard]] quint32 u32() { return read<quint32>(); }
    [[nodiscard]] quint64 u64() { return read<quint64>(); }
    [[nodiscard]] qint32 i32() { return static_cast<qint32>(u32()); }
    [[nodiscard]] qint64 i64() { return static_cast<qint64>(u64()); }
    [[nodiscard]] float f32()
    {
        const quint32 bits = u32();
        float value = 0;
        std::memcpy(&value, &bits, sizeof value);
        return value;
    }
    /// u16 count of UTF-16 code units, then UTF-16LE; code units are kept as stored (lone surrogates too).
    [[nodiscard]] QString shortString()
    {
        const quint16 units = u16();
        const char *p = cursor().take(2 * qint64(units));
        if (!p)
            return {};
        QString text(units, Qt::Uninitialized);
        qFromLittleEndian<quint16>(p, units, text.data());
        return text;
    }

private:
    template<typename T>
    T read()
    {
        const char *p = cursor().take(qint64(sizeof(T)));
        return p ? qFromLittleEndian<T>(p) : T(0);
    }
    Cursor &cursor() { return static_cast<Cursor &>(*this); }
};

} // namespace mwb
