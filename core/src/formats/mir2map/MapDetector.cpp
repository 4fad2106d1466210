// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/mir2map/MapDetector.h"

#include <QStringList>

namespace mwb::formats::mir2map {

namespace {

class Text
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::mir2map::MapDetector)
};

/// Bounds-checked byte access: -1 past the end.
int byteAt(QByteArrayView b, qint64 i)
{
    return i >= 0 && i < b.size() ? static_cast<quint8>(b[i]) : -1;
}

quint16 u16At(QByteArrayView b, qint64 i)
{
    const int lo = byteAt(b, i);
    const int hi = byteAt(b, i + 1);
    return lo < 0 || hi < 0 ? quint16(0) : static_cast<quint16>(lo | (hi << 8));
}

QString hexByte(int value)
{
    return value < 0 ? QStringLiteral("--") : QStringLiteral("%1").arg(value, 2, 16, QLatin1Char('0')).toUpper();
}

bool hasCrLf(QByteArrayView b)
{
    return byteAt(b, 18) == 0x0D && byteAt(b, 19) == 0x0A;
}

/// A Delphi ShortString title at 4 that looks like text. Used only to choose between "truncated" and
/// "unknown/encrypted" when nothing else identifies the file — never to accept a file.
bool plausibleClassicTitle(QByteArrayView b)
{
    const int length = byteAt(b, 4);
    if (length < 1 || length > 16)
        return false;
    for (int i = 5; i < 5 + length; ++i) {
        const int c = byteAt(b, i);
        if (!((c >= 0x20 && c <= 0x7E) || c == 0x0D || c == 0x0A || (c >= 0x81 && c <= 0xFE)))
            return false;
    }
    return true;
}

DetectionCheck evaluate(QByteArrayView b, MapType type)
{
    const MapLayout &layout = MapLayout::of(type);
    const qint64 n = b.size();
    DetectionCheck c;
    c.type = type;
    QStringList offsets, found, wanted;
    bool matched = true;
    for (int i = 0; i < layout.signatureLength; ++i) {
        const auto [offset, value] = layout.signature[static_cast<std::size_t>(i)];
        offsets << QString::number(offset);
        found << hexByte(byteAt(b, offset));
        wanted << hexByte(value);
        matched = matched && byteAt(b, offset) == value;
    }
    const quint16 key = layout.keyOffset >= 0 ? u16At(b, layout.keyOffset) : quint16(0);
    c.width = u16At(b, layout.widthOffset) ^ key;
    c.height = u16At(b, layout.heightOffset) ^ key;
    const qint64 cells = qint64(c.width) * c.height;
    const bool dimsOk = c.width > 0 && c.height > 0 && c.width <= MapDetector::kMaxDimension &&
        c.height <= MapDetector::kMaxDimension;
    if (type == MapType::WemadeMir3) {
        // Crystal sizes the tile block 3·⌈w/2⌉·⌊h/2⌋, Delphi w·h·3/4; they differ only for odd dimensions.
        const qint64 crystalBlock = 3 * qint64((c.width + 1) / 2) * (c.height / 2);
        const qint64 delphiBlock = cells * 3 / 4;
        const bool delphiOnly = n == 28 + delphiBlock + 14 * cells && delphiBlock != crystalBlock;
        c.expectedSize = 28 + (delphiOnly ? delphiBlock : crystalBlock) + 14 * cells;
        bool zeros = true;
        for (int i = 0; i < 20; ++i)
            zeros = zeros && byteAt(b, i) == 0;
        matched = zeros || c.expectedSize == n;
        c.signature = zeros ? Text::tr("bytes 0..19 (description) are all zero")
                            : Text::tr("bytes 0..19 (description) are not all zero; byte 0 = %1").arg(hexByte(byteAt(b, 0)));
        c.sizeFormula = Text::tr("28 + 3·⌈w/2⌉·⌊h/2⌋ + 14·w·h with w × h = %1 × %2 (u16 at 22, 24) gives %3; file size %4")
                            .arg(c.width).arg(c.height).arg(c.expectedSize).arg(n);
    } else {
        c.expectedSize = layout.headerSize + layout.cellSize * cells;
        c.signature = layout.signatureLength == 0
            ? Text::tr("no signature: classic maps carry none, the size formula decides")
            : Text::tr("bytes %1 = %2 (expected %3)").arg(offsets.join(QStringLiteral(", ")), found.join(QLatin1Char(' ')),
                  wanted.join(QLatin1Char(' ')));
        if (type == MapType::WemadeNew || type == MapType::Shanda2012)
            c.signature += Text::tr("; byte 4 = %1, byte 28 = %2").arg(hexByte(byteAt(b, 4)), hexByte(byteAt(b, 28)));
        c.sizeFormula = Text::tr("%1 + %2·w·h with w × h = %3 × %4 (u16 at %5, %6, XOR %7) gives %8; file size %9")
                            .arg(layout.headerSize).arg(layout.cellSize).arg(c.width).arg(c.height)
                            .arg(layout.widthOffset).arg(layout.heightOffset)
                            .arg(QStringLiteral("0x%1").arg(key, 4, 16, QLatin1Char('0')))
                            .arg(c.expectedSize).arg(n);
    }
    c.signatureMatched = matched;
    if (!dimsOk)
        c.expectedSize = 0;
    return c;
}

bool fits(const DetectionCheck &c, qint64 n)
{
    return c.expectedSize > 0 && c.expectedSize <= n;
}

bool exact(const DetectionCheck &c, qint64 n)
{
    return c.expectedSize > 0 && c.expectedSize == n;
}

/// Why a file whose type is known (by signature) still cannot be read.
Error dimensionError(const DetectionCheck &c, qint64 n)
{
    if (c.width == 0 || c.height == 0)
        return {ErrorCode::Corrupt, Text::tr("The header declares a zero width or height (%1 × %2)").arg(c.width).arg(c.height), {}, 0};
    if (c.width > MapDetector::kMaxDimension || c.height > MapDetector::kMaxDimension)
        return {ErrorCode::LimitExceeded,
            Text::tr("The header declares %1 × %2 cells, beyond the limit of %3 per side")
                .arg(c.width).arg(c.height).arg(MapDetector::kMaxDimension), {}, 0};
    return {ErrorCode::Truncated,
        Text::tr("The file is truncated: %1 × %2 cells need %3 bytes, the file has %4")
            .arg(c.width).arg(c.height).arg(c.expectedSize).arg(n), {}, n};
}

QString verdictFor(const DetectionCheck &c, QByteArrayView b, const MapDetection &d)
{
    const qint64 n = b.size();
    if (c.accepted)
        return Text::tr("accepted");
    if (!c.signatureMatched) {
        if (c.type == MapType::WemadeNew && (d.crystalType == 2 || d.crystalType == 3))
            return Text::tr("rejected: Crystal would pick type %1 from byte 4, but bytes 18..19 are not CR LF")
                .arg(d.crystalType);
        return Text::tr("rejected: the signature bytes do not match");
    }
    if (c.type == MapType::Crystal && (byteAt(b, 0) != 1 || byteAt(b, 1) != 0))
        return Text::tr("rejected: Crystal map version %1 is not supported (only 1)").arg(byteAt(b, 0));
    if (c.expectedSize == 0)
        return Text::tr("rejected: dimensions %1 × %2 are outside 1..%3").arg(c.width).arg(c.height).arg(MapDetector::kMaxDimension);
    if (c.expectedSize > n)
        return Text::tr("rejected: the formula needs %1 bytes, the file has %2").arg(c.expectedSize).arg(n);
    if (c.type == MapType::WemadeMir3 && c.expectedSize != n)
        return Text::tr("rejected: a Mir3 map must match its size formula exactly");
    if (c.type == MapType::Shanda2012 && byteAt(b, 28) != 6 && c.expectedSize != n)
        return Text::tr("rejected: byte 28 is not 6 and the size is not exactly the 36-byte formula");
    if (d.type)
        return Text::tr("rejected: type %1 comes first in the detection order").arg(static_cast<int>(*d.type));
    return Text::tr("rejected: %1").arg(d.error ? d.error->message : QString());
}

} // namespace

int MapDetector::crystalType(QByteArrayView b)
{
    const auto is = [b](qint64 i, int v) { return byteAt(b, i) == v; };
    if (is(2, 0x43) && is(3, 0x23))
        return 100;
    if (is(0, 0x00))
        return 5;
    if (is(0, 0x0F) && is(5, 0x53) && is(14, 0x33))
        return 6;
    if (is(0, 0x15) && is(4, 0x32) && is(6, 0x41) && is(19, 0x31))
        return 4;
    if (is(0, 0x10) && is(2, 0x61) && is(7, 0x31) && is(14, 0x31))
        return 1;
    if (is(4, 0x0F) || (is(4, 0x03) && hasCrLf(b)))
        return b.size() > 52 + 14 * qint64(u16At(b, 0)) * u16At(b, 2) ? 3 : 2;
    if (is(0, 0x0D) && is(1, 0x4C) && is(7, 0x20) && is(11, 0x6D))
        return 7;
    return 0;
}

MapDetection MapDetector::detect(QByteArrayView b)
{
    MapDetection d;
    const qint64 n = b.size();
    d.fileSize = n;
    d.crystalType = crystalType(b);
    std::vector<DetectionCheck> all;
    for (const MapType t : MapLayout::detectionOrder())
        all.push_back(evaluate(b, t));
    const auto check = [&all](MapType t) -> DetectionCheck & {
        for (DetectionCheck &c : all) {
            if (c.type == t)
                return c;
        }
        return all.back();
    };

    std::optional<MapType> chosen;
    if (n < kMinimumFileSize) {
        d.error = Error{ErrorCode::Truncated,
            tr("The file has %1 bytes, less than the smallest possible map (%2)").arg(n).arg(kMinimumFileSize), {}, n};
    } else if (const auto ct = static_cast<MapType>(d.crystalType); d.crystalType == 1 || d.crystalType == 4 ||
               d.crystalType == 6 || d.crystalType == 7 || d.crystalType == 100) {
        // Types with a signature: the signature decides, the size formula confirms.
        if (ct == MapType::Crystal && (byteAt(b, 0) != 1 || byteAt(b, 1) != 0))
            d.error = Error{ErrorCode::Unsupported,
                tr("Crystal map version %1.%2 is not supported (only version 1)").arg(byteAt(b, 0)).arg(byteAt(b, 1)), {}, 0};
        else if (fits(check(ct), n))
            chosen = ct;
        else
            d.error = dimensionError(check(ct), n);
    } else if (d.crystalType == 5 && exact(check(MapType::WemadeMir3), n)) {
        chosen = MapType::WemadeMir3;
    } else if (hasCrLf(b)) {
        // Delphi's "new map" test; byte 28 = 6 or the exact 36-byte size means type 3.
        const DetectionCheck &t3 = check(MapType::Shanda2012);
        if ((byteAt(b, 28) == 6 && fits(t3, n)) || exact(t3, n))
            chosen = MapType::Shanda2012;
        else if (fits(check(MapType::WemadeNew), n))
            chosen = MapType::WemadeNew;
        else
            d.error = dimensionError(check(MapType::WemadeNew), n);
    } else if (exact(check(MapType::WemadeMir3), n)) {
        chosen = MapType::WemadeMir3;
    } else if (fits(check(MapType::Wemade), n)) {
        chosen = MapType::Wemade;
    } else if (plausibleClassicTitle(b)) {
        d.error = dimensionError(check(MapType::Wemade), n);
    } else {
        d.error = Error{ErrorCode::Unsupported,
            tr("Unknown or encrypted map: no type's signature and size formula match (header reads %1 × %2)")
                .arg(check(MapType::Wemade).width).arg(check(MapType::Wemade).height), {}, 0};
    }

    d.type = chosen;
    if (chosen) {
        const DetectionCheck &c = check(*chosen);
        d.width = c.width;
        d.height = c.height;
        d.expectedSize = c.expectedSize;
        d.trailingBytes = n - c.expectedSize;
        if (*chosen == MapType::WemadeMir3)
            d.tileBlockSize = c.expectedSize - 28 - 14 * qint64(c.width) * c.height;
        check(*chosen).accepted = true;
    }
    for (DetectionCheck &c : all)
        c.verdict = verdictFor(c, b, d);
    d.checks = std::move(all);
    return d;
}

} // namespace mwb::formats::mir2map
