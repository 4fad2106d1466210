// SPDX-License-Identifier: GPL-3.0-or-later
#include "Crypto.h"
#include "HeaderLocator.h"
#include "MpqFormat.h"
#include "mwb/formats/mpq/MpqArchive.h"
#include "mwb/formats/mpq/MpqWriter.h"

#include <algorithm>
#include <bit>
#include <map>

namespace mwb::formats::mpq {

namespace {

constexpr quint32 kMinSectorSize = 512;
constexpr quint32 kMaxSectorSize = 512u << 15;
constexpr int kProbedEntries = 8;

MpqCompression methodOfMask(quint8 mask)
{
    switch (mask) {
    case format::CompressionBzip2:
        return MpqCompression::Bzip2;
    case format::CompressionLzma:
        return MpqCompression::Lzma;
    case format::CompressionPkware:
        return MpqCompression::Pkware;
    case format::CompressionSparse:
    case format::CompressionSparse | format::CompressionZlib:
        return MpqCompression::SparseZlib;
    default:
        return MpqCompression::Zlib;
    }
}

/// The compression mask of the entry's first compressed sector, when it has one.
std::optional<quint8> firstMask(const MpqArchive &archive, const MpqEntry &e)
{
    if (!(e.flags & format::FileCompress) || e.fileSize == 0 || (e.isEncrypted() && !e.fileKey))
        return std::nullopt;
    const quint32 key = e.isEncrypted() ? *e.fileKey : 0;
    const qint64 base = HeaderLocator::fileOffset(archive.header(), static_cast<quint64>(e.offset));
    const auto word = [&](qint64 at, quint32 wordKey) -> std::optional<quint32> {
        auto bytes = archive.source().read(at, 4);
        if (!bytes || bytes->size() != 4)
            return std::nullopt;
        QByteArray plain = *bytes;
        if (e.isEncrypted())
            Crypto::decrypt(plain.data(), 4, wordKey);
        return format::le32(plain.constData());
    };
    if (e.flags & format::FileSingleUnit) {
        if (e.compressedSize >= e.fileSize)
            return std::nullopt;
        const auto first = word(base, key);
        return first ? std::optional<quint8>(static_cast<quint8>(*first & 0xFF)) : std::nullopt;
    }
    const auto begin = word(base, key - 1);
    const auto end = word(base + 4, key - 1);
    if (!begin || !end || *end <= *begin || *end - *begin >= qMin(archive.header().sectorSize, e.fileSize))
        return std::nullopt;
    const auto first = word(base + *begin, key);
    return first ? std::optional<quint8>(static_cast<quint8>(*first & 0xFF)) : std::nullopt;
}

} // namespace

Result<void> MpqWriteOptions::validate() const
{
    const auto invalid = [](const QString &why) { return Error{ErrorCode::InvalidInput, why, {}}; };
    if (version < 1 || version > 4)
        return invalid(MpqWriter::tr("The MPQ format version must be 1 to 4, not %1").arg(version));
    if (!std::has_single_bit(sectorSize) || sectorSize < kMinSectorSize || sectorSize > kMaxSectorSize) {
        return invalid(MpqWriter::tr("The sector size must be a power of two from %1 to %2 bytes, not %3")
                           .arg(kMinSectorSize)
                           .arg(kMaxSectorSize)
                           .arg(sectorSize));
    }
    if (files.compression == MpqCompression::Lzma && version < 2)
        return invalid(MpqWriter::tr("LZMA compression needs MPQ format version 2 or later"));
    if (files.fixKey && !files.encrypt)
        return invalid(MpqWriter::tr("A position-adjusted key (FIX_KEY) needs encryption"));
    if (!(loadFactor > 0.0 && loadFactor <= 1.0))
        return invalid(MpqWriter::tr("The hash-table load factor must be above 0 and at most 1"));
    return {};
}

MpqWriteOptions MpqWriteOptions::like(const MpqArchive &archive)
{
    MpqWriteOptions o;
    const MpqHeaderInfo &h = archive.header();
    o.version = qBound(1, h.formatVersion, 4);
    o.sectorSize = h.sectorSize;
    o.attributes = 0;
    int data = 0;
    int encrypted = 0;
    int fixKey = 0;
    int implode = 0;
    int sectored = 0;
    int withCrc = 0;
    int probed = 0;
    std::map<quint16, int> locales;
    std::map<MpqCompression, int> methods;
    for (int i = 0; i < static_cast<int>(archive.entries().size()); ++i) {
        const MpqEntry &e = archive.entries()[static_cast<std::size_t>(i)];
        const QByteArrayView name = e.rawName;
        if (name.compare("(attributes)", Qt::CaseInsensitive) == 0) {
            if (auto content = archive.readEntry(i); content && content->size() >= 8)
                o.attributes = format::le32(content->constData() + 4) & 0x0F;
            continue;
        }
        if (name.startsWith("(") || e.fileSize == 0)
            continue;
        ++data;
        ++locales[e.locale];
        encrypted += e.isEncrypted() ? 1 : 0;
        fixKey += (e.flags & format::FileFixKey) ? 1 : 0;
        implode += (e.flags & format::FileImplode) ? 1 : 0;
        if ((e.flags & format::FileCompressMask) && !(e.flags & format::FileSingleUnit)) {
            ++sectored;
            withCrc += (e.flags & format::FileSectorCrc) ? 1 : 0;
        }
        if (probed < kProbedEntries) {
            if (const auto mask = firstMask(archive, e)) {
                ++methods[methodOfMask(*mask)];
                ++probed;
            }
        }
    }
    if (data == 0)
        return o;
    o.files.encrypt = encrypted * 2 > data;
    o.files.fixKey = o.files.encrypt && fixKey * 2 > encrypted;
    o.files.sectorCrc = sectored > 0 && withCrc * 2 > sectored;
    if (implode * 2 > data)
        o.files.compression = MpqCompression::Pkware;
    else if (!methods.empty())
        o.files.compression = std::max_element(methods.begin(), methods.end(),
            [](const auto &a, const auto &b) { return a.second < b.second; })->first;
    o.files.locale = std::max_element(locales.begin(), locales.end(),
        [](const auto &a, const auto &b) { return a.second < b.second; })->first;
    return o;
}

QString MpqPreset::displayName() const
{
    return QCoreApplication::translate("mwb::formats::mpq::MpqWriter", name);
}

const std::vector<MpqPreset> &MpqWriter::presets()
{
    static const std::vector<MpqPreset> table = [] {
        MpqWriteOptions war3;
        war3.files.compression = MpqCompression::Zlib;
        war3.attributes = AttributeCrc32 | AttributeFileTime;
        MpqWriteOptions wow;
        wow.version = 2;
        wow.files.sectorCrc = true;
        MpqWriteOptions sc2;
        sc2.version = 4;
        sc2.sectorSize = 16384;
        sc2.files.sectorCrc = true;
        sc2.attributes = AttributeCrc32 | AttributeMd5;
        MpqWriteOptions legacy;
        legacy.files.compression = MpqCompression::Pkware;
        legacy.files.encrypt = true;
        legacy.attributes = 0;
        return std::vector<MpqPreset>{
            {"war3-map", QT_TRANSLATE_NOOP("mwb::formats::mpq::MpqWriter", "Warcraft III map"), war3},
            {"wow-335a", QT_TRANSLATE_NOOP("mwb::formats::mpq::MpqWriter", "WoW 3.3.5a patch"), wow},
            {"sc2", QT_TRANSLATE_NOOP("mwb::formats::mpq::MpqWriter", "StarCraft II"), sc2},
            {"d2-sc", QT_TRANSLATE_NOOP("mwb::formats::mpq::MpqWriter", "Diablo II / StarCraft"), legacy},
        };
    }();
    return table;
}

const MpqPreset *MpqWriter::preset(QStringView id)
{
    for (const MpqPreset &p : presets()) {
        if (id == QLatin1String(p.id))
            return &p;
    }
    return nullptr;
}

} // namespace mwb::formats::mpq
