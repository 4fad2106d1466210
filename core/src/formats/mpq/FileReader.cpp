// SPDX-License-Identifier: GPL-3.0-or-later
#include "FileReader.h"

#include "Crypto.h"
#include "HashTable.h"
#include "HeaderLocator.h"
#include "MpqFormat.h"
#include "SectorDecompressor.h"
#include "mwb/formats/mpq/MpqLimits.h"

#include <zlib.h>

namespace mwb::formats::mpq {

using limits::kMaxSingleUnitBytes;

FileReader::FileReader(const ByteSource &source, const MpqHeaderInfo &info)
    : m_source(source)
    , m_info(info)
{ }

Error FileReader::entryError(ErrorCode code, const QString &message, const MpqEntry &entry, qint64 at) const
{
    return Error{code, message, m_source.path() + QStringLiteral(":") + entry.name(), at};
}

qint64 FileReader::dataPosition(const MpqEntry &entry) const
{
    return HeaderLocator::fileOffset(m_info, static_cast<quint64>(entry.offset));
}

qint64 FileReader::sectorCount(const MpqEntry &entry) const
{
    return entry.fileSize == 0 ? 0 : (qint64(entry.fileSize) - 1) / m_info.sectorSize + 1;
}

bool FileReader::hasSectorCrc(const MpqEntry &entry) const
{
    return (entry.flags & format::FileSectorCrc) && (entry.flags & format::FileCompressMask)
        && !(entry.flags & format::FileSingleUnit) && entry.fileSize != 0;
}

Result<QByteArray> FileReader::readRaw(qint64 position, qint64 length, const MpqEntry &entry) const
{
    if (position < 0 || length < 0 || position > m_source.size() || length > m_source.size() - position) {
        return entryError(ErrorCode::Truncated,
            tr("Data of %1 bytes at offset %2 lies beyond the end of the archive").arg(length).arg(position), entry,
            position);
    }
    const QByteArrayView view = m_source.view(position, length);
    if (!view.isNull() || length == 0)
        return QByteArray::fromRawData(view.data(), view.size());
    return m_source.read(position, length);
}

Result<void> FileReader::read(const MpqEntry &entry, const Sink &sink, const Options &options) const
{
    if (entry.isDeleteMarker())
        return entryError(ErrorCode::Unsupported, tr("The entry is a deletion marker"), entry, -1);
    if (entry.isPatchFile())
        return entryError(ErrorCode::Unsupported, tr("The entry is an incremental patch file"), entry, -1);
    if (entry.fileSize == 0)
        return {};
    quint32 key = 0;
    if (entry.isEncrypted()) {
        if (!entry.fileKey)
            return entryError(ErrorCode::Unsupported, tr("The encryption key of this unnamed entry is unknown"),
                entry, dataPosition(entry));
        key = *entry.fileKey;
    }
    if (entry.flags & format::FileSingleUnit)
        return readSingleUnit(entry, key, sink);
    return readSectors(entry, key, sink, options);
}

Result<void> FileReader::readSingleUnit(const MpqEntry &entry, quint32 key, const Sink &sink) const
{
    const qint64 position = dataPosition(entry);
    if (entry.fileSize > kMaxSingleUnitBytes) {
        return entryError(ErrorCode::LimitExceeded,
            tr("A single-unit entry of %1 bytes exceeds the limit of %2 bytes").arg(entry.fileSize).arg(kMaxSingleUnitBytes), entry, position);
    }
    auto raw = readRaw(position, entry.compressedSize, entry);
    if (!raw)
        return raw.error();
    QByteArray data = std::move(raw.value());
    if (key != 0) {
        data.detach();
        Crypto::decrypt(data.data(), data.size(), key);
    }
    const bool compressed = (entry.flags & format::FileCompressMask) && entry.compressedSize < entry.fileSize;
    if (!compressed) {
        if (data.size() < qsizetype(entry.fileSize))
            return entryError(ErrorCode::Corrupt, tr("Stored data is shorter than the file size"), entry, position);
        return sink(QByteArrayView(data).first(entry.fileSize));
    }
    QByteArray out(static_cast<qsizetype>(entry.fileSize), Qt::Uninitialized);
    auto *target = reinterpret_cast<uchar *>(out.data());
    const auto rules = m_info.formatVersion >= 2 ? SectorDecompressor::Rules::FixedCombinations
                                                 : SectorDecompressor::Rules::Generic;
    auto ok = (entry.flags & format::FileCompress) ? SectorDecompressor::decompress(data, target, out.size(), rules)
                                                   : SectorDecompressor::explode(data, target, out.size());
    if (!ok)
        return entryError(ok.error().code, ok.error().message, entry, position);
    return sink(out);
}

Result<std::vector<quint32>> FileReader::sectorOffsets(const MpqEntry &entry, quint32 key) const
{
    const qint64 count = sectorCount(entry);
    const qint64 position = dataPosition(entry);
    const qint64 tableBytes = (count + 1 + ((entry.flags & format::FileSectorCrc) ? 1 : 0)) * 4;
    auto raw = readRaw(position, tableBytes, entry);
    if (!raw)
        return raw.error();
    QByteArray table = raw.value();
    if (key != 0) {
        table.detach();
        Crypto::decrypt(table.data(), table.size(), key - 1);
    }
    std::vector<quint32> offsets(static_cast<std::size_t>(tableBytes / 4));
    for (std::size_t i = 0; i < offsets.size(); ++i)
        offsets[i] = format::le32(table.constData() + i * 4);
    for (qint64 i = 0; i < count; ++i) {
        const quint32 from = offsets[static_cast<std::size_t>(i)];
        const quint32 to = offsets[static_cast<std::size_t>(i + 1)];
        if (to <= from) {
            return entryError(ErrorCode::Corrupt,
                tr("Sector offset table goes backwards at sector %1 (%2 -> %3)").arg(i).arg(from).arg(to), entry,
                position + (i + 1) * 4);
        }
        if (to - from > m_info.sectorSize) {
            return entryError(ErrorCode::Corrupt,
                tr("Sector %1 claims %2 bytes, more than the sector size %3")
                    .arg(i)
                    .arg(to - from)
                    .arg(m_info.sectorSize),
                entry, position + (i + 1) * 4);
        }
    }
    return offsets;
}

Result<std::vector<quint32>> FileReader::sectorChecksums(const MpqEntry &entry,
    const std::vector<quint32> &offsets) const
{
    // Storm reads sector checksums only in this exact layout and silently ignores anything else.
    const qint64 count = sectorCount(entry);
    std::vector<quint32> sums;
    if (offsets.size() < std::size_t(count + 2) || offsets[0] != quint32((count + 2) * 4))
        return sums;
    const quint32 begin = offsets[static_cast<std::size_t>(count)];
    const quint32 end = offsets[static_cast<std::size_t>(count + 1)];
    if (end < begin || end - begin < 4 || end - begin > m_info.sectorSize)
        return sums;
    const qint64 position = HeaderLocator::fileOffset(m_info, static_cast<quint64>(entry.offset) + begin);
    auto table = HashTable::loadTable(m_source, m_info, position, end - begin, count * 4, 0);
    if (!table)
        return table.error();
    sums.resize(static_cast<std::size_t>(count));
    for (std::size_t i = 0; i < sums.size(); ++i)
        sums[i] = format::le32(table->constData() + i * 4);
    return sums;
}

Result<void> FileReader::readSectors(const MpqEntry &entry, quint32 key, const Sink &sink,
    const Options &options) const
{
    const qint64 count = sectorCount(entry);
    const qint64 sectorSize = m_info.sectorSize;
    const bool compressed = entry.flags & format::FileCompressMask;
    std::vector<quint32> offsets;
    std::vector<quint32> sums;
    if (compressed) {
        auto table = sectorOffsets(entry, key);
        if (!table)
            return table.error();
        offsets = std::move(table.value());
        if (options.checkSectorCrc && hasSectorCrc(entry)) {
            auto crc = sectorChecksums(entry, offsets);
            if (!crc)
                return crc.error();
            sums = std::move(crc.value());
        }
    }
    const auto rules = m_info.formatVersion >= 2 ? SectorDecompressor::Rules::FixedCombinations
                                                 : SectorDecompressor::Rules::Generic;
    QByteArray out(static_cast<qsizetype>(qMin<qint64>(sectorSize, entry.fileSize)), Qt::Uninitialized);
    qint64 done = 0;
    for (qint64 i = 0; i < count; ++i) {
        const qint64 expected = qMin<qint64>(sectorSize, qint64(entry.fileSize) - done);
        const quint64 relative = compressed ? offsets[static_cast<std::size_t>(i)] : quint64(i * sectorSize);
        const qint64 rawLength = compressed
            ? offsets[static_cast<std::size_t>(i + 1)] - offsets[static_cast<std::size_t>(i)]
            : expected;
        const qint64 position = HeaderLocator::fileOffset(m_info, static_cast<quint64>(entry.offset) + relative);
        auto raw = readRaw(position, rawLength, entry);
        if (!raw)
            return raw.error();
        QByteArray sector = std::move(raw.value());
        if (key != 0) {
            sector.detach();
            Crypto::decrypt(sector.data(), sector.size(), key + static_cast<quint32>(i));
        }
        if (!sums.empty()) {
            const quint32 stored = sums[static_cast<std::size_t>(i)];
            const auto actual = static_cast<quint32>(adler32(0, reinterpret_cast<const Bytef *>(sector.constData()),
                static_cast<uInt>(sector.size())));
            if (stored != 0 && stored != 0xFFFFFFFF && stored != actual) {
                return entryError(ErrorCode::ChecksumMismatch, tr("Sector %1 fails its adler32 check").arg(i), entry,
                    position);
            }
        }
        QByteArrayView piece;
        if (rawLength < expected) {
            auto *target = reinterpret_cast<uchar *>(out.data());
            auto ok = (entry.flags & format::FileCompress) ? SectorDecompressor::decompress(sector, target, expected, rules)
                                                           : SectorDecompressor::explode(sector, target, expected);
            if (!ok)
                return entryError(ok.error().code, tr("%1 (sector %2)").arg(ok.error().message).arg(i), entry, position);
            piece = QByteArrayView(out).first(expected);
        } else {
            piece = QByteArrayView(sector).first(expected);
        }
        if (auto ok = sink(piece); !ok)
            return ok;
        done += expected;
        if (options.maxBytes >= 0 && done >= options.maxBytes)
            break;
    }
    return {};
}

} // namespace mwb::formats::mpq
