// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2mod/ModArchive.h"

#include "BlockCodec.h"
#include "ModArchiveParser.h"
#include "PakPair.h"
#include "mwb/formats/tl2mod/RollingHash.h"
#include "mwb/formats/tl2mod/TypeCodes.h"

#include <QCoreApplication>
#include <QtEndian>

#include <algorithm>
#include <array>

namespace mwb::formats::tl2mod {

namespace {

class ArchiveText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2mod::ModArchive)
};

constexpr qint64 kStreamChunk = 4 * 1024 * 1024;
constexpr qsizetype kMaxKeptScratch = 16 * 1024 * 1024;

/// Bytes of [offset, offset + length) of the source read from the file (ByteSource::read()) into `holder`.
Result<QByteArrayView> bytesReadAt(const ByteSource &source, qint64 offset, qint64 length, QByteArray &holder)
{
    if (auto read = source.read(offset, length, holder); !read)
        return read.error();
    return QByteArrayView(holder);
}

/// Lets a buffer a thread keeps for the next entry go once a big entry has grown it.
void trimKeptBuffer(QByteArray &buffer)
{
    if (buffer.capacity() > kMaxKeptScratch)
        buffer = QByteArray();
}

/// Bytes of [offset, offset + length) of the source: a view when mapped, else a copy held in `holder`.
Result<QByteArrayView> bytesAt(const ByteSource &source, qint64 offset, qint64 length, QByteArray &holder)
{
    if (const QByteArrayView view = source.view(offset, length); view.size() == length && length > 0)
        return view;
    return bytesReadAt(source, offset, length, holder);
}

Error crcMismatch(const ModRecord &r, quint32 crc, const QString &archivePath)
{
    return Error{ErrorCode::ChecksumMismatch,
        ArchiveText::tr("%1: CRC-32 is %2, the manifest says %3")
            .arg(r.path())
            .arg(crc, 8, 16, QLatin1Char('0'))
            .arg(r.crc32, 8, 16, QLatin1Char('0')),
        archivePath, r.recordOffset};
}

} // namespace

Result<std::unique_ptr<ModArchive>> ModArchive::open(const QString &path)
{
    auto source = ByteSource::openFile(path);
    if (!source)
        return source.error();
    return open(std::move(source).value());
}

Result<std::unique_ptr<ModArchive>> ModArchive::open(std::unique_ptr<ByteSource> source)
{
    return ModArchiveParser::parse(std::move(source));
}

Result<std::unique_ptr<ModArchive>> ModArchive::openPak(const QString &path)
{
    const PakPair pair = pakPairOf(path);
    auto manifest = ByteSource::openFile(pair.manifest);
    if (!manifest)
        return manifest.error();
    auto pak = ByteSource::openFile(pair.pak);
    if (!pak)
        return pak.error();
    return openPak(std::move(manifest).value(), std::move(pak).value());
}

Result<std::unique_ptr<ModArchive>> ModArchive::openPak(
    std::unique_ptr<ByteSource> manifest, std::unique_ptr<ByteSource> pak)
{
    return ModArchiveParser::parsePak(std::move(manifest), std::move(pak));
}

quint32 ModArchive::storedSize(int record) const
{
    const ModRecord &r = m_records.at(static_cast<std::size_t>(record));
    if (!isPak() || !r.hasData())
        return r.hasData() ? r.size : 0;
    const auto b = block(record);
    return b ? b->uncompressedSize : r.size;
}

qint64 ModArchive::dataSectionSize() const
{
    return qint64(m_header.manifestOffset) - qint64(m_header.dataOffset);
}

Result<BlockInfo> ModArchive::block(int record) const
{
    return block(record, HeaderRead::File);
}

Result<BlockInfo> ModArchive::block(int record, HeaderRead how) const
{
    const ModRecord &r = m_records.at(static_cast<std::size_t>(record));
    const qint64 dataSize = dataSectionSize();
    if (r.offset < 8 || qint64(r.offset) + 8 > dataSize) {
        return Error{ErrorCode::Corrupt,
            ArchiveText::tr("%1: block offset %2 lies outside the %3-byte data section")
                .arg(r.path())
                .arg(r.offset)
                .arg(dataSize),
            path(), r.recordOffset};
    }
    BlockInfo info;
    info.headerOffset = qint64(m_header.dataOffset) + r.offset;
    QByteArray holder;
    auto bytes = how == HeaderRead::Mapping ? bytesAt(*m_source, info.headerOffset, 8, holder)
                                            : bytesReadAt(*m_source, info.headerOffset, 8, holder);
    if (!bytes)
        return bytes.error();
    info.uncompressedSize = qFromLittleEndian<quint32>(bytes->data());
    info.compressedSize = qFromLittleEndian<quint32>(bytes->data() + 4);
    if (qint64(r.offset) + 8 + info.payloadSize() > dataSize) {
        return Error{ErrorCode::Corrupt,
            ArchiveText::tr("%1: the %2-byte block runs past the end of the data section")
                .arg(r.path())
                .arg(info.payloadSize()),
            path(), info.headerOffset};
    }
    return info;
}

Result<QByteArray> ModArchive::readEntry(int record) const
{
    QByteArray out;
    if (auto ok = readEntryInto(record, out); !ok)
        return ok.error();
    return out;
}

Result<void> ModArchive::readEntryInto(int record, QByteArray &out) const
{
    const ModRecord &r = m_records.at(static_cast<std::size_t>(record));
    out.resize(0);
    if (!r.hasData())
        return {};
    auto b = block(record);
    if (!b)
        return b.error();
    // In a game archive a record whose size is not the block's describes the source file: its CRC-32 is not checked.
    const bool described = r.size == b->uncompressedSize;
    if (!isPak() && !described) {
        return Error{ErrorCode::Corrupt,
            ArchiveText::tr("%1: the manifest says %2 bytes, the block says %3")
                .arg(r.path())
                .arg(r.size)
                .arg(b->uncompressedSize),
            path(), b->headerOffset};
    }
    if (b->uncompressedSize > kMaxEntrySize) {
        return Error{ErrorCode::LimitExceeded,
            ArchiveText::tr("%1: declares %2 bytes, more than the %3-byte limit per entry")
                .arg(r.path())
                .arg(b->uncompressedSize)
                .arg(kMaxEntrySize),
            path(), b->headerOffset};
    }
    if (!b->isStored() && b->uncompressedSize > maxInflatedSize(b->compressedSize)) {
        return Error{ErrorCode::Corrupt,
            ArchiveText::tr("%1: declares %2 bytes from %3 compressed bytes, more than zlib can produce")
                .arg(r.path())
                .arg(b->uncompressedSize)
                .arg(b->compressedSize),
            path(), b->headerOffset};
    }
    // Payloads are read through the file, not the mapping: reading a whole mod through the mapping cost a page fault
    // per 64 KiB and unmapping every page at the end, a third more system time in `mod extract` (docs/PERFORMANCE.md).
    if (b->isStored()) {
        if (auto read = m_source->read(b->payloadOffset(), b->payloadSize(), out); !read)
            return read.error();
    } else {
        thread_local QByteArray compressed;
        auto payload = bytesReadAt(*m_source, b->payloadOffset(), b->payloadSize(), compressed);
        if (!payload)
            return payload.error();
        out.resize(static_cast<qsizetype>(b->uncompressedSize)); // reuses the capacity the buffer has
        const InflateStatus status = inflateExact(payload.value(), out.data(), out.size());
        trimKeptBuffer(compressed);
        if (status != InflateStatus::Ok) {
            const QString why = status == InflateStatus::BadData ? ArchiveText::tr("the zlib stream is corrupt")
                : status == InflateStatus::ShortOutput
                ? ArchiveText::tr("the zlib stream ends before the declared %1 bytes").arg(b->uncompressedSize)
                : ArchiveText::tr("the zlib stream holds more than the declared %1 bytes").arg(b->uncompressedSize);
            return Error{ErrorCode::Corrupt, ArchiveText::tr("%1: %2").arg(r.path(), why), path(), b->payloadOffset()};
        }
    }
    if (const quint32 crc = described ? crc32(out) : r.crc32; crc != r.crc32)
        return crcMismatch(r, crc, path());
    return {};
}

Result<void> ModArchive::copyEntryTo(int record, QIODevice &out) const
{
    const ModRecord &r = m_records.at(static_cast<std::size_t>(record));
    const auto writeAll = [&](QByteArrayView bytes) -> Result<void> {
        if (out.write(bytes.data(), bytes.size()) != bytes.size())
            return Error{ErrorCode::Io, out.errorString(), r.path(), -1};
        return {};
    };
    Result<BlockInfo> b = r.hasData() ? block(record) : Result<BlockInfo>(BlockInfo{});
    if (!b)
        return b.error();
    // Stored blocks are written from the source in chunks; everything else goes through readEntry()'s checks in a
    // buffer each thread reuses (one allocation per thread instead of one per entry; big ones are let go).
    if (!r.hasData() || !b->isStored() || b->uncompressedSize != r.size) {
        thread_local QByteArray scratch;
        auto read = readEntryInto(record, scratch);
        const Result<void> written = read ? writeAll(scratch) : read;
        trimKeptBuffer(scratch);
        return written;
    }
    quint32 crc = 0;
    thread_local QByteArray holder; // at most kStreamChunk
    for (qint64 done = 0; done < b->uncompressedSize;) {
        const qint64 n = std::min(kStreamChunk, qint64(b->uncompressedSize) - done);
        auto chunk = bytesReadAt(*m_source, b->payloadOffset() + done, n, holder);
        if (!chunk)
            return chunk.error();
        crc = crc32(chunk.value(), crc);
        if (auto ok = writeAll(chunk.value()); !ok)
            return ok;
        done += n;
    }
    if (crc != r.crc32)
        return crcMismatch(r, crc, path());
    return {};
}

Result<quint32> ModArchive::computeRollingHash() const
{
    const qint64 dataSize = dataSectionSize();
    std::vector<qint8> samples;
    for (const qint64 offset : rollingHashSampleOffsets(dataSize)) {
        QByteArray holder;
        auto byte = bytesAt(*m_source, qint64(m_header.dataOffset) + offset, 1, holder);
        if (!byte)
            return byte.error();
        samples.push_back(static_cast<qint8>(byte->at(0)));
    }
    return rollingHashFromSamples(dataSize, samples);
}

ModArchive::HeaderRead ModArchive::indexHeaderRead() const
{
    // Linux maps up to 64 KiB of cached pages around a faulting address (fault-around): reading every header
    // through the mapping makes min(data section, blocks × 64 KiB) resident. Fine for many small blocks (a
    // 100k-entry mod of a few MiB); for large ones it would be the whole archive (a 198 MiB mod of 5,840 files:
    // 200 MiB of RSS to read 47 KiB of headers), so those headers are read through the file, a syscall each.
    constexpr qint64 kFaultAroundBytes = 64 * 1024;
    constexpr qint64 kResidentBudget = 32 * 1024 * 1024;
    const auto blocks
        = std::count_if(m_records.begin(), m_records.end(), [](const ModRecord &r) { return r.hasData(); });
    const qint64 resident = std::min(dataSectionSize(), qint64(blocks) * kFaultAroundBytes);
    return resident <= kResidentBudget ? HeaderRead::Mapping : HeaderRead::File;
}

std::vector<EntryIndex::Input> ModArchive::indexInputs() const
{
    std::vector<EntryIndex::Input> inputs;
    inputs.reserve(m_records.size());
    std::array<QString, 256> typeNames; // formatted once per code, shared by every record of that code
    const QString stored = QStringLiteral("stored");
    const QString zlib = QStringLiteral("zlib");
    const HeaderRead headers = indexHeaderRead();
    for (std::size_t i = 0; i < m_records.size(); ++i) {
        const ModRecord &r = m_records[i];
        if (r.isDirectory())
            continue;
        EntryIndex::Input in;
        in.path = r.path();
        in.size = r.size;
        in.entry = static_cast<int>(i);
        QString &typeName = typeNames[r.type];
        if (typeName.isEmpty())
            typeName = QStringLiteral("%1 (%2)").arg(typeCodeName(r.type)).arg(r.type);
        in.type = typeName;
        in.checksum = r.crc32;
        if (r.hasData()) {
            if (const auto b = block(static_cast<int>(i), headers)) {
                in.packedSize = b->payloadSize();
                if (isPak())
                    in.size = b->uncompressedSize;
                in.compression = b->isStored() ? stored : zlib;
            }
        }
        inputs.push_back(std::move(in));
    }
    return inputs;
}

} // namespace mwb::formats::tl2mod
