// SPDX-License-Identifier: GPL-3.0-or-later
#include "LayoutValues.h"

#include "mwb/formats/tl2dat/DatValues.h"

#include <QtEndian>

#include <array>
#include <charconv>
#include <cmath>
#include <cstring>

namespace mwb::formats::tl2layout::detail {

using tl2dat::DatType;

namespace {

float floatOf(quint32 bits)
{
    float value = 0;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

quint32 bitsOf(float value)
{
    quint32 bits = 0;
    std::memcpy(&bits, &value, sizeof bits);
    return bits;
}

/// `value` with `precision` significant digits as %g prints it, the exponent widened to 3 digits (MSVC's printf).
/// Returns the length written into `buffer`.
std::size_t printG(float value, int precision, std::array<char, 48> &buffer)
{
    const auto result
        = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value, std::chars_format::general, precision);
    std::size_t length = std::size_t(result.ptr - buffer.data());
    const char *e = static_cast<const char *>(std::memchr(buffer.data(), 'e', length));
    if (e) {
        const std::size_t digitsAt = std::size_t(e - buffer.data()) + 2; // past "e+" / "e-"
        const std::size_t digits = length - digitsAt;
        if (digits < 3) {
            const std::size_t pad = 3 - digits;
            std::memmove(buffer.data() + digitsAt + pad, buffer.data() + digitsAt, digits);
            std::memset(buffer.data() + digitsAt, '0', pad);
            length += pad;
        }
    }
    return length;
}

bool readsBack(const std::array<char, 48> &buffer, std::size_t length, quint32 bits)
{
    float back = 0;
    const auto [end, ec] = std::from_chars(buffer.data(), buffer.data() + length, back);
    return ec == std::errc() && end == buffer.data() + length && bitsOf(back) == bits;
}

void appendLatin1(QString &out, const char *text, std::size_t length)
{
    const qsizetype at = out.size();
    out.resize(at + qsizetype(length));
    QChar *dst = out.data() + at;
    for (std::size_t i = 0; i < length; ++i)
        dst[i] = QLatin1Char(text[i]);
}

void appendNumber(QString &out, auto number)
{
    std::array<char, 24> buffer{};
    const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), number);
    appendLatin1(out, buffer.data(), std::size_t(result.ptr - buffer.data()));
}

void appendU32(QByteArray &out, quint32 value)
{
    char bytes[4];
    qToLittleEndian(value, bytes);
    out.append(bytes, 4);
}

/// The kind of the items of a list stored for a member of `kind`.
PropertyKind itemKind(PropertyKind kind)
{
    switch (kind) {
    case PropertyKind::FloatList:
        return PropertyKind::Float;
    case PropertyKind::UnsignedList:
        return PropertyKind::UnsignedInt;
    default:
        return kind;
    }
}

std::optional<quint32> parseItem(PropertyKind kind, QStringView text)
{
    switch (kind) {
    case PropertyKind::Float:
        return parseFloatBits(text);
    case PropertyKind::Bool:
        return parseBool(text);
    default:
        return parseUInt32(text);
    }
}

void appendItem(QString &out, PropertyKind kind, quint32 raw)
{
    switch (kind) {
    case PropertyKind::Float:
        appendFloat(out, raw);
        break;
    case PropertyKind::Integer:
        appendNumber(out, qint32(raw));
        break;
    case PropertyKind::Bool:
        if (raw <= 1)
            out += raw ? QLatin1String("true") : QLatin1String("false");
        else
            appendNumber(out, raw);
        break;
    default:
        appendNumber(out, raw);
        break;
    }
}

std::optional<QByteArray> encodeList(PropertyKind kind, QStringView value)
{
    QByteArray out(2, '\0');
    qsizetype count = 0;
    for (QStringView item : value.split(QLatin1Char(','))) {
        if (item.trimmed().isEmpty())
            continue;
        const auto raw = parseItem(kind, item);
        if (!raw || ++count > kMaxShortCount)
            return std::nullopt;
        appendU32(out, *raw);
    }
    qToLittleEndian(quint16(count), out.data());
    return out;
}

bool appendList(QString &out, PropertyKind kind, const QByteArray &value)
{
    if (value.size() < 2)
        return false;
    const auto count = qFromLittleEndian<quint16>(value.constData());
    if (value.size() != 2 + 4 * qsizetype(count))
        return false;
    for (quint16 i = 0; i < count; ++i) {
        if (i > 0)
            out += QLatin1Char(',');
        appendItem(out, kind, qFromLittleEndian<quint32>(value.constData() + 2 + 4 * i));
    }
    return true;
}

/// tl2dat::parseDatValue()'s raw value as `T`.
template<typename T>
std::optional<T> parsedAs(DatType type, QStringView text)
{
    const auto raw = tl2dat::parseDatValue(type, text);
    return raw ? std::optional<T>(T(*raw)) : std::nullopt;
}

constexpr const char *kInterpolations[] = {"Linear", "Linear Round", "Linear Round Down", "Linear Round Up", "Spline",
    "Quaternion", "No Interpolation", "Use Timeline Default"};

} // namespace

std::optional<quint8> interpolationIndex(QStringView name)
{
    for (quint8 i = 0; i < std::size(kInterpolations); ++i) {
        if (name.compare(QLatin1String(kInterpolations[i]), Qt::CaseInsensitive) == 0)
            return i;
    }
    return std::nullopt;
}

QLatin1String interpolationName(quint8 index)
{
    return index < std::size(kInterpolations) ? QLatin1String(kInterpolations[index]) : QLatin1String();
}

void appendFloat(QString &out, quint32 bits)
{
    const float value = floatOf(bits);
    if (std::isnan(value)) {
        if (parseFloatBits(u"nan") == bits) {
            out += QLatin1String("nan");
        } else {
            std::array<char, 8> hex{};
            const std::size_t digits
                = std::size_t(std::to_chars(hex.data(), hex.data() + hex.size(), bits, 16).ptr - hex.data());
            out += QLatin1String("0x");
            appendLatin1(out, "00000000", 8 - digits);
            appendLatin1(out, hex.data(), digits);
        }
        return;
    }
    if (std::isinf(value)) {
        out += value < 0 ? QLatin1String("-inf") : QLatin1String("inf");
        return;
    }
    std::array<char, 48> buffer{};
    std::size_t length = 0;
    for (int precision = 6; precision <= 9; ++precision) {
        length = printG(value, precision, buffer);
        if (readsBack(buffer, length, bits))
            break;
    }
    appendLatin1(out, buffer.data(), length);
}

std::optional<quint32> parseFloatBits(QStringView text)
{
    return parsedAs<quint32>(DatType::Float, text);
}

std::optional<quint32> parseUInt32(QStringView text)
{
    return parsedAs<quint32>(DatType::UnsignedInt, text);
}

std::optional<qint64> parseInt64(QStringView text)
{
    return parsedAs<qint64>(DatType::Integer64, text);
}

std::optional<quint32> parseBool(QStringView text)
{
    return parsedAs<quint32>(DatType::Bool, text);
}

void appendShortString(QByteArray &out, QStringView text)
{
    const qsizetype at = out.size();
    out.resize(at + 2 + 2 * text.size());
    char *dst = out.data() + at;
    qToLittleEndian(quint16(text.size()), dst);
    qToLittleEndian<quint16>(text.utf16(), text.size(), dst + 2);
}

bool isListForm(PropertyKind kind, QStringView typeName)
{
    switch (kind) {
    case PropertyKind::FloatList:
    case PropertyKind::UnsignedList:
        return true;
    case PropertyKind::Float:
    case PropertyKind::Integer:
    case PropertyKind::UnsignedInt:
    case PropertyKind::Bool:
        return typeName.compare(QLatin1String("STRING"), Qt::CaseInsensitive) == 0;
    default:
        return false;
    }
}

std::optional<QByteArray> encodeValue(PropertyKind kind, bool listForm, QStringView value)
{
    if (isStringKind(kind)) {
        QByteArray out;
        appendShortString(out, value);
        return out;
    }
    if (listForm)
        return encodeList(itemKind(kind), value);
    std::optional<quint32> raw;
    switch (kind) {
    case PropertyKind::Integer64: {
        const auto wide = parseInt64(value);
        if (!wide)
            return std::nullopt;
        QByteArray out(8, Qt::Uninitialized);
        qToLittleEndian(*wide, out.data());
        return out;
    }
    case PropertyKind::Float:
        raw = parseFloatBits(value);
        break;
    case PropertyKind::Bool:
        raw = parseBool(value);
        break;
    case PropertyKind::Integer:
    case PropertyKind::UnsignedInt:
        raw = parseUInt32(value);
        break;
    default:
        return std::nullopt;
    }
    if (!raw)
        return std::nullopt;
    QByteArray out;
    appendU32(out, *raw);
    return out;
}

QLatin1String typeNameFor(PropertyKind kind)
{
    switch (kind) {
    case PropertyKind::Bool:
        return QLatin1String("BOOL");
    case PropertyKind::Integer:
        return QLatin1String("INTEGER");
    case PropertyKind::UnsignedInt:
        return QLatin1String("UNSIGNED INT");
    case PropertyKind::Integer64:
        return QLatin1String("INTEGER64");
    case PropertyKind::Float:
    case PropertyKind::Vector2:
    case PropertyKind::Vector3:
        return QLatin1String("FLOAT");
    default:
        return QLatin1String("STRING");
    }
}

bool appendValueText(QString &out, QString &typeName, PropertyKind kind, const QByteArray &value)
{
    if (isStringKind(kind)) {
        if (value.size() < 2)
            return false;
        const auto units = qFromLittleEndian<quint16>(value.constData());
        if (value.size() != 2 + 2 * qsizetype(units))
            return false;
        typeName = typeNameFor(kind);
        const qsizetype at = out.size();
        out.resize(at + units);
        qFromLittleEndian<quint16>(value.constData() + 2, units, out.data() + at);
        return true;
    }
    switch (kind) {
    case PropertyKind::Integer64:
        if (value.size() != 8)
            return false;
        typeName = typeNameFor(kind);
        appendNumber(out, qFromLittleEndian<qint64>(value.constData()));
        return true;
    case PropertyKind::Float:
    case PropertyKind::Integer:
    case PropertyKind::UnsignedInt:
    case PropertyKind::Bool:
        if (value.size() == 4) {
            typeName = typeNameFor(kind);
            appendItem(out, kind, qFromLittleEndian<quint32>(value.constData()));
            return true;
        }
        typeName = QStringLiteral("STRING");
        return appendList(out, kind, value);
    case PropertyKind::FloatList:
    case PropertyKind::UnsignedList:
        typeName = typeNameFor(kind);
        return appendList(out, itemKind(kind), value);
    default:
        return false;
    }
}

} // namespace mwb::formats::tl2layout::detail
