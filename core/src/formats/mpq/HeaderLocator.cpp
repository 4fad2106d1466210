// SPDX-License-Identifier: GPL-3.0-or-later
#include "HeaderLocator.h"

#include "MpqFormat.h"

#include <QCryptographicHash>

#include <optional>

namespace mwb::formats::mpq {

namespace {

using format::le16;
using format::le32;
using format::le64;

constexpr qint64 kSearchLimit = 0x08000000;
constexpr qint64 kStep = 0x200;
constexpr int kMaxSectorShift = 22;

/// Raw header fields, read from up to 208 bytes (missing bytes are zero).
struct RawHeader
{
    QByteArray bytes;
    [[nodiscard]] quint32 u32(int at) const { return at + 4 <= bytes.size() ? le32(bytes.constData() + at) : 0; }
    [[nodiscard]] quint16 u16(int at) const { return at + 2 <= bytes.size() ? le16(bytes.constData() + at) : 0; }
    [[nodiscard]] quint64 u64(int at) const { return at + 8 <= bytes.size() ? le64(bytes.constData() + at) : 0; }
};

/// Storm's v1 rules, also the fallback for junk version fields.
void applyVersion1(LocatedHeader &h, const RawHeader &raw, qint64 fileSize)
{
    MpqHeaderInfo &i = h.info;
    i.formatVersion = 1;
    i.headerSize = 32;
    const quint32 hashPos = raw.u32(16);
    const quint32 blockPos = raw.u32(20);
    if (i.blockTableEntries > 1) {
        if (hashPos <= i.headerSize || (hashPos & 0x80000000u) || blockPos <= i.headerSize || (blockPos & 0x80000000u))
            i.malformed = true;
    }
    i.hashTableOffset = hashPos;
    i.blockTableOffset = blockPos;
    i.hiBlockTableOffset = 0;
    i.archiveSize = raw.u32(8);
    const qint64 blockAbs = HeaderLocator::fileOffset(i, blockPos);
    if (blockAbs + qint64(i.blockTableEntries) * 16 > fileSize)
        i.blockTableEntries = blockAbs >= fileSize ? 0u : static_cast<quint32>((fileSize - blockAbs) / 16);
    h.hashTableBytes = qint64(i.hashTableEntries) * 16;
    h.blockTableBytes = qint64(i.blockTableEntries) * 16;
}

/// The size Storm gives a v1 archive whose header it had to repair (its dwArchiveSize may be junk, as protectors
/// leave it): the field when the block table ends it or it reaches the file's end, else the file's end, less a strong
/// signature found there.
qint64 repairedArchiveSizeV1(const ByteSource &source, const MpqHeaderInfo &i, const RawHeader &raw)
{
    const qint64 fileSize = source.size();
    const quint32 archiveSize = raw.u32(8);
    const quint32 blockPos = raw.u32(20);
    if (blockPos < archiveSize) {
        if (quint64(archiveSize - blockPos) == quint64(raw.u32(28)) * 16
            || archiveSize == static_cast<quint32>(fileSize - i.archiveOffset))
            return archiveSize;
    }
    qint64 end = fileSize;
    constexpr qint64 kStrongBlock = 4 + format::StrongSignatureSize;
    if (end - i.archiveOffset > kStrongBlock) {
        if (auto id = source.read(end - kStrongBlock, 4); id && le32(id->constData()) == format::StrongSignatureId)
            end -= kStrongBlock;
    }
    return end - i.archiveOffset;
}

void applyVersion2(LocatedHeader &h, const RawHeader &raw, qint64 fileSize)
{
    MpqHeaderInfo &i = h.info;
    i.formatVersion = 2;
    i.headerSize = 44;
    i.hiBlockTableOffset = static_cast<qint64>(raw.u64(32));
    const qint64 hashPos = qint64(raw.u32(16)) | (qint64(raw.u16(40)) << 32);
    const qint64 blockPos = qint64(raw.u32(20)) | (qint64(raw.u16(42)) << 32);
    i.hashTableOffset = hashPos;
    i.blockTableOffset = blockPos;
    h.hashTableBytes = qint64(i.hashTableEntries) * 16;
    h.blockTableBytes = qint64(i.blockTableEntries) * 16;
    const quint32 archiveSize32 = raw.u32(8);
    i.archiveSize = archiveSize32;
    if (blockPos < hashPos) {
        i.malformed = true;
        return;
    }
    h.hashTableBytes = qMin(h.hashTableBytes, blockPos - hashPos);
    qint64 end = fileSize - i.archiveOffset;
    if ((fileSize >> 32) == 0 && blockPos < archiveSize32
        && (archiveSize32 - blockPos <= qint64(i.blockTableEntries) * 16 || archiveSize32 <= end))
        end = archiveSize32;
    i.archiveSize = end;
    const qint64 blockEnd = i.hiBlockTableOffset != 0 ? i.hiBlockTableOffset : end;
    if (blockEnd > blockPos)
        h.blockTableBytes = qMin(h.blockTableBytes, blockEnd - blockPos);
}

void applyVersion3(LocatedHeader &h, const RawHeader &raw)
{
    MpqHeaderInfo &i = h.info;
    i.formatVersion = 3;
    i.headerSize = qMax<quint32>(i.headerSizeField, 44);
    i.hiBlockTableOffset = static_cast<qint64>(raw.u64(32));
    i.hashTableOffset = qint64(raw.u32(16)) | (qint64(raw.u16(40)) << 32);
    i.blockTableOffset = qint64(raw.u32(20)) | (qint64(raw.u16(42)) << 32);
    i.archiveSize = raw.u32(8);
    if (i.headerSizeField >= format::HeaderSizeV3) {
        i.archiveSize = static_cast<qint64>(raw.u64(44));
        i.betTableOffset = static_cast<qint64>(raw.u64(52));
        i.hetTableOffset = static_cast<qint64>(raw.u64(60));
    }
    // Storm assumes the order HET, BET, hash, block, hi-block and sizes each table up to the next one.
    qint64 next = i.archiveSize;
    const auto sizeUpTo = [&next](qint64 pos) {
        // Unsigned, as Storm computes it: crafted u64 offsets must wrap, not overflow (tableFits() refuses the rest).
        const qint64 size = pos != 0 ? static_cast<qint64>(quint64(next) - quint64(pos)) : 0;
        if (pos != 0)
            next = pos;
        return size;
    };
    sizeUpTo(i.hiBlockTableOffset);
    h.blockTableBytes = qMin(sizeUpTo(i.blockTableOffset), qint64(i.blockTableEntries) * 16);
    h.hashTableBytes = qMin(sizeUpTo(i.hashTableOffset), qint64(i.hashTableEntries) * 16);
    i.betTableSize = sizeUpTo(i.betTableOffset);
    i.hetTableSize = sizeUpTo(i.hetTableOffset);
}

bool tableFits(qint64 archiveOffset, qint64 pos, qint64 size, qint64 fileSize)
{
    if (pos == 0)
        return true;
    return pos > 0 && size >= 0 && pos < fileSize && size < fileSize && archiveOffset + pos + size < fileSize;
}

/// Returns false for a fake v4 header (bad MD5 or impossible tables): the search goes on.
bool applyVersion4(LocatedHeader &h, const RawHeader &raw, qint64 fileSize)
{
    if (raw.bytes.size() < format::HeaderSizeV4)
        return false;
    const QByteArray md5 = raw.bytes.mid(192, 16);
    if (md5 == QByteArray(16, '\0')
        || QCryptographicHash::hash(raw.bytes.left(192), QCryptographicHash::Md5) != md5)
        return false;
    MpqHeaderInfo &i = h.info;
    i.formatVersion = 4;
    i.headerSize = 208;
    i.archiveSize = static_cast<qint64>(raw.u64(44));
    i.hiBlockTableOffset = static_cast<qint64>(raw.u64(32));
    if ((quint64(i.archiveSize) >> 32) == 0 && i.hiBlockTableOffset != 0)
        return false;
    i.hashTableOffset = qint64(raw.u32(16)) | (qint64(raw.u16(40)) << 32);
    i.blockTableOffset = qint64(raw.u32(20)) | (qint64(raw.u16(42)) << 32);
    i.betTableOffset = static_cast<qint64>(raw.u64(52));
    i.hetTableOffset = static_cast<qint64>(raw.u64(60));
    h.hashTableBytes = static_cast<qint64>(raw.u64(68));
    h.blockTableBytes = static_cast<qint64>(raw.u64(76));
    i.hetTableSize = static_cast<qint64>(raw.u64(92));
    i.betTableSize = static_cast<qint64>(raw.u64(100));
    const qint64 a = i.archiveOffset;
    const bool hetBetOk = tableFits(a, i.hetTableOffset, i.hetTableSize, fileSize)
        && tableFits(a, i.betTableOffset, i.betTableSize, fileSize);
    const bool hashBlockOk = tableFits(a, raw.u32(16), h.hashTableBytes, fileSize)
        && tableFits(a, raw.u32(20), h.blockTableBytes, fileSize);
    if (!hetBetOk && !hashBlockOk)
        return false;
    if (i.storedFormatVersion != 4 || a + i.archiveSize != fileSize || a + i.hiBlockTableOffset >= fileSize)
        i.malformed = true;
    return true;
}

/// The bytes at `pos`, without a copy or a system call when the source is memory-backed (the search for the header
/// peeks at every 512th position of up to 128 MiB; ByteSource::read() of a mapped file goes through the file).
Result<QByteArray> peek(const ByteSource &source, qint64 pos, qint64 length)
{
    const QByteArrayView view = source.view(pos, length);
    if (!view.isNull())
        return QByteArray::fromRawData(view.data(), view.size());
    return source.read(pos, length);
}

std::optional<Result<LocatedHeader>> tryHeader(const ByteSource &source, qint64 pos, qint64 userData, bool war3)
{
    const qint64 fileSize = source.size();
    auto bytes = source.read(pos, qMin<qint64>(format::HeaderSizeV4, fileSize - pos));
    if (!bytes)
        return std::nullopt;
    RawHeader raw{bytes.value()};
    if (raw.bytes.size() < format::HeaderSizeV1 || raw.u32(0) != format::MpqSignature || raw.u32(4) < 32)
        return std::nullopt;
    LocatedHeader h;
    MpqHeaderInfo &i = h.info;
    i.archiveOffset = pos;
    i.userDataOffset = userData;
    i.war3Map = war3;
    i.headerSizeField = raw.u32(4);
    i.storedFormatVersion = raw.u16(12) + 1;
    i.hashTableEntriesField = raw.u32(24);
    i.blockTableEntriesField = raw.u32(28);
    i.hashTableEntries = i.hashTableEntriesField & format::BlockIndexMask;
    i.blockTableEntries = i.blockTableEntriesField & format::BlockIndexMask;
    quint32 shift = raw.u16(14);
    const int version = war3 ? 0 : raw.u16(12);
    if (version == 3) {
        if (!applyVersion4(h, raw, fileSize))
            return std::nullopt;
    } else if (version == 2) {
        applyVersion3(h, raw);
    } else if (version == 1 && i.headerSizeField == format::HeaderSizeV2) {
        applyVersion2(h, raw, fileSize);
    } else {
        i.malformed = raw.u16(12) != 0 || i.headerSizeField != 32;
        applyVersion1(h, raw, fileSize);
        if (shift & 0xFF00)
            i.malformed = true;
        shift &= 0xFF;
        if (i.malformed)
            i.archiveSize = repairedArchiveSizeV1(source, i, raw);
    }
    if (shift > kMaxSectorShift) {
        return Result<LocatedHeader>(Error{ErrorCode::Corrupt,
            HeaderLocator::tr("Sector size shift %1 is too large").arg(shift), source.path(), pos + 14});
    }
    i.sectorSize = 512u << shift;
    const qint64 hashAbs = HeaderLocator::fileOffset(i, static_cast<quint64>(i.hashTableOffset));
    const qint64 blockAbs = HeaderLocator::fileOffset(i, static_cast<quint64>(i.blockTableOffset));
    if ((i.hashTableOffset != 0 && hashAbs > fileSize) || (i.blockTableOffset != 0 && blockAbs > fileSize)
        || (i.hetTableOffset != 0 && pos + i.hetTableOffset > fileSize)
        || (i.betTableOffset != 0 && pos + i.betTableOffset > fileSize)) {
        return Result<LocatedHeader>(Error{ErrorCode::Truncated,
            HeaderLocator::tr("The MPQ tables start beyond the end of the file"), source.path(), pos});
    }
    return Result<LocatedHeader>(h);
}

} // namespace

qint64 HeaderLocator::fileOffset(const MpqHeaderInfo &info, quint64 relative)
{
    if (info.formatVersion == 1)
        return static_cast<qint64>(static_cast<quint32>(static_cast<quint64>(info.archiveOffset) + relative));
    return info.archiveOffset + static_cast<qint64>(relative);
}

Result<LocatedHeader> HeaderLocator::locate(const ByteSource &source)
{
    const qint64 fileSize = source.size();
    if (fileSize < format::HeaderSizeV1)
        return Error{ErrorCode::BadMagic, tr("Not an MPQ archive: the file is too small"), source.path(), 0};
    const auto prefix = source.read(0, 8);
    const bool war3 = prefix && le32(prefix->constData()) == format::War3MapSignature && le32(prefix->constData() + 4) == 0;
    const qint64 end = qMin(fileSize, kSearchLimit);
    for (qint64 pos = 0; pos + 4 <= end; pos += kStep) {
        const auto id = peek(source, pos, qMin<qint64>(16, fileSize - pos));
        if (!id || id->size() < 4)
            break;
        qint64 headerPos = pos;
        qint64 userData = -1;
        if (!war3 && id->size() >= 16 && le32(id->constData()) == format::UserDataSignature) {
            const quint32 userDataSize = le32(id->constData() + 4);
            const quint32 headerOffset = le32(id->constData() + 8);
            const quint32 userDataHeader = le32(id->constData() + 12);
            if (userDataHeader <= userDataSize && userDataSize <= headerOffset
                && pos + qint64(headerOffset) + format::HeaderSizeV1 < fileSize) {
                headerPos = pos + headerOffset;
                userData = pos;
            }
        }
        if (auto found = tryHeader(source, headerPos, userData, war3))
            return std::move(*found);
    }
    return Error{ErrorCode::BadMagic, tr("Not an MPQ archive: no MPQ header found"), source.path(), 0};
}

} // namespace mwb::formats::mpq
