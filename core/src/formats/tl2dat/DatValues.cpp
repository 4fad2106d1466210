// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2dat/DatValues.h"

#include "StructureReader.h"

#include <array>
#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <string>

namespace mwb::formats::tl2dat {

namespace {

constexpr std::size_t kMaxFixedLength = 32;

/// The value without surrounding spaces and tabs, as ASCII; nullopt when it holds anything else.
std::optional<std::string> asciiValue(QStringView text)
{
    qsizetype begin = 0;
    qsizetype end = text.size();
    const auto blank = [&](qsizetype i) {
        return text.at(i) == QLatin1Char(' ') || text.at(i) == QLatin1Char('\t');
    };
    while (begin < end && blank(begin))
        ++begin;
    while (end > begin && blank(end - 1))
        --end;
    std::string out;
    out.reserve(static_cast<std::size_t>(end - begin));
    for (qsizetype i = begin; i < end; ++i) {
        const char16_t c = text.at(i).unicode();
        if (c > 0x7F)
            return std::nullopt;
        out.push_back(static_cast<char>(c));
    }
    return out;
}

template<typename T>
std::optional<T> parseWhole(std::string_view s)
{
    if (!s.empty() && s.front() == '+') {
        s.remove_prefix(1);
        if (!s.empty() && s.front() == '-')
            return std::nullopt;
    }
    T value{};
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (s.empty() || ec != std::errc() || end != s.data() + s.size())
        return std::nullopt;
    return value;
}

/// A decimal in [min, max] (max as unsigned), returned as its two's-complement pattern of `bits` bits.
std::optional<quint64> parseInteger(std::string_view s, qint64 min, quint64 max, int bits)
{
    const quint64 mask = bits == 64 ? ~quint64(0) : (quint64(1) << bits) - 1;
    if (!s.empty() && s.front() == '-') {
        const auto value = parseWhole<qint64>(s);
        if (!value || *value < min)
            return std::nullopt;
        return quint64(*value) & mask;
    }
    const auto value = parseWhole<quint64>(s);
    if (!value || *value > max)
        return std::nullopt;
    return *value;
}

bool equalsNoCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        const auto lower = [](char c) {
            return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
        };
        if (lower(a[i]) != lower(b[i]))
            return false;
    }
    return true;
}

template<typename Real, typename Bits>
Bits bitsOf(Real value)
{
    Bits bits;
    std::memcpy(&bits, &value, sizeof bits);
    return bits;
}

template<typename Real, typename Bits>
Real realOf(Bits bits)
{
    Real value;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

template<typename Real, typename Bits>
std::optional<quint64> parseReal(std::string_view s)
{
    constexpr std::size_t hexDigits = 2 * sizeof(Bits);
    if (s.size() == 2 + hexDigits && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        Bits bits{};
        const auto [end, ec] = std::from_chars(s.data() + 2, s.data() + s.size(), bits, 16);
        if (ec != std::errc() || end != s.data() + s.size())
            return std::nullopt;
        return quint64(bits);
    }
    if (equalsNoCase(s, "nan"))
        return quint64(bitsOf<Real, Bits>(std::numeric_limits<Real>::quiet_NaN()));
    if (equalsNoCase(s, "inf") || equalsNoCase(s, "+inf"))
        return quint64(bitsOf<Real, Bits>(std::numeric_limits<Real>::infinity()));
    if (equalsNoCase(s, "-inf"))
        return quint64(bitsOf<Real, Bits>(-std::numeric_limits<Real>::infinity()));
    const std::string_view digits = !s.empty() && (s.front() == '+' || s.front() == '-') ? s.substr(1) : s;
    if (digits.empty() || !((digits.front() >= '0' && digits.front() <= '9') || digits.front() == '.'))
        return std::nullopt; // from_chars would also take "infinity", "nan(…)": only the forms above are ours
    const auto value = parseWhole<Real>(s);
    if (!value)
        return std::nullopt;
    return quint64(bitsOf<Real, Bits>(*value));
}

template<typename Real, typename Bits>
QString formatReal(Bits bits)
{
    const Real value = realOf<Real, Bits>(bits);
    if (!std::isfinite(value)) {
        for (const char *special : {"nan", "inf", "-inf"}) {
            if (parseReal<Real, Bits>(special) == quint64(bits))
                return QString::fromLatin1(special);
        }
        return detail::hexText(bits, int(2 * sizeof(Bits)));
    }
    std::array<char, 64> buffer{};
    auto [end, ec] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value, std::chars_format::fixed);
    if (ec != std::errc() || std::size_t(end - buffer.data()) > kMaxFixedLength)
        end = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value, std::chars_format::scientific).ptr;
    return QString::fromLatin1(buffer.data(), end - buffer.data());
}

} // namespace

std::optional<quint64> parseDatValue(DatType type, QStringView text)
{
    const auto ascii = asciiValue(text);
    if (!ascii)
        return std::nullopt;
    const std::string_view s = *ascii;
    if (s.empty())
        return 0;
    constexpr qint64 int32Min = std::numeric_limits<qint32>::min();
    constexpr quint64 uint32Max = std::numeric_limits<quint32>::max();
    switch (type) {
    case DatType::Integer:
    case DatType::UnsignedInt:
        return parseInteger(s, int32Min, uint32Max, 32);
    case DatType::Integer64:
        return parseInteger(s, std::numeric_limits<qint64>::min(), std::numeric_limits<quint64>::max(), 64);
    case DatType::Bool:
        if (equalsNoCase(s, "true"))
            return 1;
        if (equalsNoCase(s, "false"))
            return 0;
        return parseInteger(s, 0, uint32Max, 32);
    case DatType::Float:
        return parseReal<float, quint32>(s);
    case DatType::Double:
        return parseReal<double, quint64>(s);
    case DatType::String:
    case DatType::Translate:
    case DatType::Note:
        break;
    }
    return std::nullopt;
}

QString formatDatValue(DatType type, quint64 raw)
{
    switch (type) {
    case DatType::Integer:
        return QString::number(qint32(quint32(raw)));
    case DatType::UnsignedInt:
        return QString::number(quint32(raw));
    case DatType::Integer64:
        return QString::number(qint64(raw));
    case DatType::Bool:
        if (raw <= 1)
            return raw ? QStringLiteral("true") : QStringLiteral("false");
        return QString::number(quint32(raw));
    case DatType::Float:
        return formatReal<float, quint32>(quint32(raw));
    case DatType::Double:
        return formatReal<double, quint64>(raw);
    case DatType::String:
    case DatType::Translate:
    case DatType::Note:
        break;
    }
    return QString::number(raw);
}

} // namespace mwb::formats::tl2dat
