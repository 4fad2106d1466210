// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/dbc/DbcCell.h"

#include <bit>
#include <charconv>
#include <cmath>
#include <limits>

namespace mwb::formats::dbc {

namespace {

class CellText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::dbc::DbcCell)
};

constexpr quint32 kCanonicalNan = 0x7FC00000U;

QByteArrayView trimmed(QByteArrayView text)
{
    while (!text.isEmpty() && (text.front() == ' ' || text.front() == '\t'))
        text = text.sliced(1);
    while (!text.isEmpty() && (text.back() == ' ' || text.back() == '\t'))
        text.chop(1);
    return text;
}

bool hasHexPrefix(QByteArrayView text)
{
    return text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
}

/// `0x` followed by hex digits that fit `bytes`.
ParsedNumber parseHexBits(QByteArrayView text, int bytes)
{
    quint64 value = 0;
    const char *end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data() + 2, end, value, 16);
    if (ec == std::errc::result_out_of_range)
        return {0, NumberError::OutOfRange};
    if (ec != std::errc() || ptr != end)
        return {0, NumberError::NotANumber};
    if (bytes < 8 && value >> (8 * bytes) != 0)
        return {0, NumberError::OutOfRange};
    return {value, NumberError::None};
}

char *writeInteger(char *out, auto value)
{
    return std::to_chars(out, out + kMaxNumberText, value).ptr;
}

} // namespace

int kindSize(ColumnKind kind)
{
    switch (kind) {
    case ColumnKind::Int8:
    case ColumnKind::UInt8:
        return 1;
    case ColumnKind::Int16:
    case ColumnKind::UInt16:
        return 2;
    case ColumnKind::Int64:
    case ColumnKind::UInt64:
        return 8;
    default:
        return 4;
    }
}

bool isSignedKind(ColumnKind kind)
{
    return kind == ColumnKind::Int8 || kind == ColumnKind::Int16 || kind == ColumnKind::Int32
        || kind == ColumnKind::Int64;
}

bool isTextKind(ColumnKind kind)
{
    return kind == ColumnKind::String || kind == ColumnKind::LocString;
}

char *writeNumber(char *out, ColumnKind kind, quint64 raw)
{
    switch (kind) {
    case ColumnKind::Int8:
        return writeInteger(out, int(qint8(raw)));
    case ColumnKind::Int16:
        return writeInteger(out, int(qint16(raw)));
    case ColumnKind::Int32:
        return writeInteger(out, qint32(raw));
    case ColumnKind::Int64:
        return writeInteger(out, qint64(raw));
    case ColumnKind::Float: {
        const float value = std::bit_cast<float>(quint32(raw));
        if (!std::isnan(value))
            return std::to_chars(out, out + kMaxNumberText, value).ptr;
        static const char kHex[] = "0123456789ABCDEF";
        *out++ = '0';
        *out++ = 'x';
        for (int shift = 28; shift >= 0; shift -= 4)
            *out++ = kHex[(raw >> shift) & 15];
        return out;
    }
    default:
        return writeInteger(out, raw);
    }
}

void appendNumber(QByteArray &out, ColumnKind kind, quint64 raw)
{
    char buffer[kMaxNumberText];
    out.append(buffer, writeNumber(buffer, kind, raw) - buffer);
}

QString formatNumber(ColumnKind kind, quint64 raw)
{
    QByteArray text;
    appendNumber(text, kind, raw);
    return QString::fromLatin1(text);
}

ParsedNumber parseInteger(QByteArrayView text, int bytes)
{
    text = trimmed(text);
    if (text.isEmpty())
        return {0, NumberError::NotANumber};
    if (hasHexPrefix(text))
        return parseHexBits(text, bytes);
    if (text.front() == '+')
        text = text.sliced(1);
    const char *end = text.data() + text.size();
    const int bits = 8 * bytes;
    if (!text.isEmpty() && text.front() == '-') {
        qint64 value = 0;
        const auto [ptr, ec] = std::from_chars(text.data(), end, value);
        if (ec == std::errc::result_out_of_range)
            return {0, NumberError::OutOfRange};
        if (ec != std::errc() || ptr != end)
            return {0, NumberError::NotANumber};
        if (bits < 64 && value < -(qint64(1) << (bits - 1)))
            return {0, NumberError::OutOfRange};
        const quint64 mask = bits == 64 ? ~quint64(0) : (quint64(1) << bits) - 1;
        return {quint64(value) & mask, NumberError::None};
    }
    quint64 value = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec == std::errc::result_out_of_range)
        return {0, NumberError::OutOfRange};
    if (ec != std::errc() || ptr != end)
        return {0, NumberError::NotANumber};
    if (bits < 64 && value >> bits != 0)
        return {0, NumberError::OutOfRange};
    return {value, NumberError::None};
}

ParsedNumber parseFloat(QByteArrayView text)
{
    text = trimmed(text);
    if (text.isEmpty())
        return {0, NumberError::NotANumber};
    if (hasHexPrefix(text))
        return parseHexBits(text, 4);
    if (text.front() == '+')
        text = text.sliced(1);
    if (text.compare("nan", Qt::CaseInsensitive) == 0)
        return {kCanonicalNan, NumberError::None};
    float value = 0;
    const char *end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec == std::errc::result_out_of_range)
        return {0, NumberError::OutOfRange};
    if (ec != std::errc() || ptr != end)
        return {0, NumberError::NotANumber};
    if (std::isnan(value))
        return {kCanonicalNan, NumberError::None};
    return {std::bit_cast<quint32>(value), NumberError::None};
}

ParsedNumber parseNumber(ColumnKind kind, QByteArrayView text)
{
    return kind == ColumnKind::Float ? parseFloat(text) : parseInteger(text, kindSize(kind));
}

QString acceptedValues(ColumnKind kind)
{
    switch (kind) {
    case ColumnKind::Float:
        return CellText::tr("a 32-bit float");
    case ColumnKind::Int64:
    case ColumnKind::UInt64:
        return CellText::tr("a 64-bit integer (%1 to %2)")
            .arg(std::numeric_limits<qint64>::min())
            .arg(std::numeric_limits<quint64>::max());
    default: {
        const int bits = 8 * kindSize(kind);
        return CellText::tr("a %1-bit integer (%2 to %3)")
            .arg(bits)
            .arg(-(qint64(1) << (bits - 1)))
            .arg((qint64(1) << bits) - 1);
    }
    }
}

} // namespace mwb::formats::dbc
