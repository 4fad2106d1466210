// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Error.h"
#include "mwb/core/StructureNode.h"

#include <QByteArrayView>
#include <QCoreApplication>

#include <functional>
#include <optional>

namespace mwb::detail {

/// Reads the fields of a binary structure and records each one as a StructureNode leaf (name, value, type, offset,
/// size), so a describer states a layout once, in reading order, and gets every byte range for free.
///
/// Node offsets are `baseOffset` + the position in `bytes` (e.g. the file offset of a header read into memory).
/// The first read that does not fit latches a Truncated error at the offset of that field and records nothing;
/// every later read returns 0 / empty, so a describer reads on and returns the partial tree with error().
/// Not thread-safe; cheap to construct; does not own `bytes`.
class StructureReader
{
    Q_DECLARE_TR_FUNCTIONS(mwb::StructureReader)
public:
    enum class Endian { Little, Big };
    enum class Base { Decimal, Hex };

    explicit StructureReader(QByteArrayView bytes, qint64 baseOffset = 0, Endian endian = Endian::Little);

    /// Position of the next read in `bytes`.
    [[nodiscard]] qint64 pos() const { return m_pos; }
    /// Absolute offset of the next read (baseOffset + pos()).
    [[nodiscard]] qint64 offset() const { return m_base + m_pos; }
    [[nodiscard]] qint64 remaining() const { return m_bytes.size() - m_pos; }
    [[nodiscard]] QByteArrayView bytes() const { return m_bytes; }
    /// Moves to position `pos` of `bytes`; a position past the end latches Truncated.
    void seek(qint64 pos);

    [[nodiscard]] bool ok() const { return !m_error; }
    [[nodiscard]] const std::optional<Error> &error() const { return m_error; }
    /// Latches an error unless one is latched already (the first one wins).
    void fail(ErrorCode code, const QString &message, qint64 offset);

    quint8 u8(StructureNode &into, const QString &name, Base base = Base::Decimal);
    quint16 u16(StructureNode &into, const QString &name, Base base = Base::Decimal);
    quint32 u32(StructureNode &into, const QString &name, Base base = Base::Decimal);
    quint64 u64(StructureNode &into, const QString &name, Base base = Base::Decimal);
    qint16 i16(StructureNode &into, const QString &name);
    qint32 i32(StructureNode &into, const QString &name);
    float f32(StructureNode &into, const QString &name);
    double f64(StructureNode &into, const QString &name);
    /// `n` raw bytes, shown as hex (the first 16, then "…").
    QByteArrayView raw(StructureNode &into, const QString &name, qint64 n);
    /// `n` 8-bit characters (a FourCC, a fixed-size name), shown as text with non-printable bytes escaped.
    QByteArrayView chars(StructureNode &into, const QString &name, qint64 n);
    /// A u16 count of UTF-16 code units followed by UTF-16LE text (Torchlight 2's strings): one node for both.
    QString utf16String(StructureNode &into, const QString &name);

    /// Appends " (text)" to the value of the field just read into `into` (a decoded enum or flag set next to the
    /// number); does nothing once an error is latched, so it never lands on an earlier field.
    void annotate(StructureNode &into, const QString &text) const;
    /// Sets `group.size` so that the group ends at the current offset.
    void close(StructureNode &group) const;

private:
    /// Pointer to `n` bytes at the current position (and advances), or nullptr with Truncated latched for `name`.
    const char *take(qint64 n, const QString &name);
    template<typename T>
    T number(StructureNode &into, const QString &name, QLatin1StringView type, Base base);

    QByteArrayView m_bytes;
    qint64 m_base;
    qint64 m_pos = 0;
    Endian m_endian;
    std::optional<Error> m_error;
};

/// A group spanning [offset, offset + size) whose `count` children are made on demand by `make(row)`. `make` must
/// own what it reads (capture shared_ptrs or implicitly shared Qt containers by value), never references.
[[nodiscard]] StructureNode lazyGroup(
    QString name, qint64 offset, qint64 size, int count, std::function<StructureNode(int row)> make);

/// A value computed from the structure (no bytes of its own): offset -1, size 0, no type.
[[nodiscard]] StructureNode computedField(const QString &name, const QString &value);

/// A structure that could not be read: the error's message as the value, one byte at its offset when it has one.
[[nodiscard]] StructureNode errorField(const QString &name, const Error &error);

/// Translated "yes" / "no" for computed flags.
[[nodiscard]] QString yesNoText(bool value);

/// Names of the bits set in `value`, joined with " | " ("COMPRESS | EXISTS"); unknown bits as hex.
struct FlagName
{
    quint64 bit;
    const char *name;
};
[[nodiscard]] QString flagNames(quint64 value, std::initializer_list<FlagName> names);

/// A Windows FILETIME (100 ns ticks since 1601) as an ISO date and time in UTC; "0" for zero.
[[nodiscard]] QString fileTimeText(quint64 fileTime);

/// "0x" + `width` upper-case hex digits.
[[nodiscard]] QString hexText(quint64 value, int width = 8);

} // namespace mwb::detail
