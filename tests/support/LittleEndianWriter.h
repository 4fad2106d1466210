// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QStringView>
#include <QtEndian>

#include <cstring>

namespace mwb::test {

/// A little-endian byte builder for hand-made fixtures (valid and hostile), written independently of the readers
/// under test. `Self` is the fixture builder deriving from it, so its format helpers chain with the value writers:
/// `class Bytes : public LittleEndianWriter<Bytes> {};` is the plain one.
template<typename Self>
class LittleEndianWriter
{
public:
    Self &u8(quint8 v)
    {
        m_bytes.append(static_cast<char>(v));
        return self();
    }
    Self &u16(quint16 v) { return put(v); }
    Self &u32(quint32 v) { return put(v); }
    Self &u64(quint64 v) { return put(v); }
    Self &i64(qint64 v) { return put(static_cast<quint64>(v)); }
    Self &f32(float v)
    {
        quint32 bits = 0;
        std::memcpy(&bits, &v, sizeof bits);
        return put(bits);
    }
    /// u16 count of UTF-16 code units, then the code units (lone surrogates too).
    Self &shortString(QStringView text)
    {
        u16(static_cast<quint16>(text.size()));
        for (const QChar c : text)
            u16(c.unicode());
        return self();
    }
    Self &raw(const QByteArray &bytes)
    {
        m_bytes += bytes;
        return self();
    }
    /// Overwrites the u32 at `at` (a size or count known only later).
    Self &patch32(qsizetype at, quint32 v)
    {
        qToLittleEndian<quint32>(v, m_bytes.data() + at);
        return self();
    }
    /// Overwrites the u16 at `at`.
    Self &patch16(qsizetype at, quint16 v)
    {
        qToLittleEndian<quint16>(v, m_bytes.data() + at);
        return self();
    }

    [[nodiscard]] qsizetype size() const { return m_bytes.size(); }
    [[nodiscard]] const QByteArray &bytes() const { return m_bytes; }
    operator QByteArray() const { return m_bytes; } // NOLINT(google-explicit-constructor)

private:
    template<typename T>
    Self &put(T v)
    {
        char buffer[sizeof(T)];
        qToLittleEndian<T>(v, buffer);
        m_bytes.append(buffer, qsizetype(sizeof(T)));
        return self();
    }
    Self &self() { return static_cast<Self &>(*this); }

    QByteArray m_bytes;
};

} // namespace mwb::test
