// SPDX-License-Identifier: GPL-3.0-or-later
#include "DataSectionWriter.h"

#include "BlockCodec.h"
#include "EntryContent.h"
#include "mwb/core/io/RangeCopier.h"
#include "mwb/core/io/WorkerPool.h"
#include "mwb/formats/tl2mod/RollingHash.h"
#include "mwb/formats/tl2mod/TypeCodes.h"

#include <QCoreApplication>
#include <QFile>
#include <QtConcurrent/QtConcurrentRun>
#include <QtEndian>

#include <atomic>
#include <deque>

namespace mwb::formats::tl2mod {

namespace {

class WriterText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2mod::ModPacker)
};

constexpr qint64 kPakHeaderSize = 8;
constexpr qint64 kStreamChunk = 4 * 1024 * 1024;
constexpr qint64 kWindowBytes = 96 * 1024 * 1024; ///< source bytes of compression jobs in flight
constexpr int kBlocksPerThread = 8;
constexpr qint64 kMaxDataEnd = 0xFFFFFFFFLL; ///< offsets are u32

/// Whether a block goes into the file as it is.
bool isStored(quint8 type, qint64 size)
{
    return size == 0 || !shouldCompress(type, size);
}

/// Files copied from disk to the output in chunks when their turn comes; the others are made in memory by the
/// compression workers (compiled, generated, or compressed).
bool isStreamed(const PlannedFile &file)
{
    return file.content == PlannedContent::AsIs && isStored(file.original ? file.original->type : file.type, file.size);
}

QByteArray blockHeader(quint32 uncompressed, quint32 compressed)
{
    QByteArray bytes(8, Qt::Uninitialized);
    qToLittleEndian<quint32>(uncompressed, bytes.data());
    qToLittleEndian<quint32>(compressed, bytes.data() + 4);
    return bytes;
}

} // namespace

/// A block made in memory, ready to be written.
struct DataSectionWriter::Block
{
    QByteArray payload; ///< zlib stream, or the bytes themselves when stored
    quint32 size = 0;
    quint32 crc = 0;
    quint32 payloadCrc = 0; ///< of `payload`
    bool stored = false;
    bool compiled = false; ///< compiled from a text DAT
    bool compiledLayout = false; ///< compiled from a text layout
    bool staleBeside = false; ///< see EntryContent::staleBeside
    bool matchesOriginal = false; ///< the bytes of the planned file's original record
};

Result<DataSectionWriter::Block> DataSectionWriter::makeBlock(const PlannedFile &file)
{
    auto content = loadEntryContent(file);
    if (!content)
        return content.error();
    const QByteArray &bytes = content->bytes; // at most a DAT's limit or a stored-block threshold, far below 4 GiB
    Block block;
    block.size = static_cast<quint32>(bytes.size());
    block.matchesOriginal = content->matchesOriginal;
    block.crc = block.matchesOriginal ? file.original->crc32 : crc32(bytes);
    block.stored = isStored(block.matchesOriginal ? file.original->type : file.type, bytes.size());
    block.payload = block.stored ? bytes : compressZlib(bytes);
    block.payloadCrc = block.stored ? block.crc : crc32(block.payload);
    block.compiled = content->compiled;
    block.compiledLayout = content->compiledLayout;
    block.staleBeside = content->staleBeside;
    return block;
}

DataSectionWriter::DataSectionWriter(QFileDevice &out, qint64 dataOffset, int threads, Progress &progress)
    : m_out(out)
    , m_dataOffset(dataOffset)
    , m_pos(dataOffset)
    , m_threads(threads > 0 ? std::min(threads, io::threadCap()) : io::threadCap())
    , m_progress(progress)
{ }

Error DataSectionWriter::canceled() const
{
    return Error{ErrorCode::Canceled, WriterText::tr("Packing was canceled"), m_out.fileName(), -1};
}

Result<void> DataSectionWriter::checkRoom(qint64 bytes) const
{
    if (m_pos + bytes > kMaxDataEnd) {
        return Error{ErrorCode::LimitExceeded, WriterText::tr("The mod would be larger than 4 GiB, the format's limit"),
            m_out.fileName(), m_pos};
    }
    return {};
}

Result<void> DataSectionWriter::writeBytes(QByteArrayView bytes)
{
    if (auto ok = checkRoom(bytes.size()); !ok)
        return ok;
    if (m_out.write(bytes.data(), bytes.size()) != bytes.size())
        return Error{ErrorCode::Io, m_out.errorString(), m_out.fileName(), m_pos};
    m_pos += bytes.size();
    return {};
}

Result<void> DataSectionWriter::reservePakHeader()
{
    if (m_pos != m_dataOffset)
        return {};
    return writeBytes(QByteArray(kPakHeaderSize, '\0')); // its place; finishPakHeader() fills it in
}

Result<quint32> DataSectionWriter::copyBlocks(
    io::RangeCopier &copier, qint64 offset, qint64 length, quint32 largestCompressed)
{
    if (auto ok = reservePakHeader(); !ok)
        return ok.error();
    if (auto ok = checkRoom(length); !ok)
        return ok.error();
    const auto start = static_cast<quint32>(m_pos - m_dataOffset);
    if (auto ok = copier.copy(offset, length); !ok)
        return ok.error();
    m_pos += length;
    m_maxCompressed = std::max(m_maxCompressed, largestCompressed);
    m_done += length;
    m_progress.setDone(m_done);
    if (m_progress.isCanceled())
        return canceled();
    return start;
}

void DataSectionWriter::settle(ModRecord &record, const PlannedFile &file, bool matchesOriginal)
{
    if (!file.original)
        return;
    if (matchesOriginal) {
        ++m_keptFiles;
        return;
    }
    record.type = file.type;
    record.fileTime = file.fileTime;
    ++m_changedFiles;
}

Result<void> DataSectionWriter::writeBlock(ModRecord &record, const Block &block, const PlannedFile &file)
{
    settle(record, file, block.matchesOriginal);
    record.offset = static_cast<quint32>(m_pos - m_dataOffset);
    record.size = block.size;
    record.crc32 = block.crc;
    const quint32 compressed = block.stored ? 0 : static_cast<quint32>(block.payload.size());
    m_maxCompressed = std::max(m_maxCompressed, compressed);
    if (block.compiled)
        ++m_compiledDats;
    if (block.compiledLayout)
        ++m_compiledLayouts;
    if (block.staleBeside)
        m_staleLayouts.append(file.compiledBeside);
    if (auto ok = writeBytes(blockHeader(block.size, compressed)); !ok)
        return ok;
    return writeBytes(block.payload);
}

Result<void> DataSectionWriter::streamStored(const PlannedFile &file, ModRecord &record)
{
    QFile in(file.sourcePath);
    if (!in.open(QIODevice::ReadOnly))
        return fileReadError(in);
    if (file.size > kMaxDataEnd)
        return Error{
            ErrorCode::LimitExceeded, WriterText::tr("A file of 4 GiB or more cannot be packed"), file.sourcePath, -1};
    record.offset = static_cast<quint32>(m_pos - m_dataOffset);
    record.size = static_cast<quint32>(file.size);
    if (auto ok = writeBytes(blockHeader(record.size, 0)); !ok)
        return ok;
    quint32 crc = 0;
    qint64 copied = 0;
    while (copied < file.size) {
        const QByteArray chunk = in.read(std::min(kStreamChunk, file.size - copied));
        if (chunk.isEmpty())
            return in.error() != QFileDevice::NoError ? fileReadError(in) : fileChangedError(file.sourcePath);
        crc = crc32(chunk, crc);
        if (auto ok = writeBytes(chunk); !ok)
            return ok;
        copied += chunk.size();
        m_progress.setDone(m_done + copied);
        if (m_progress.isCanceled())
            return canceled();
    }
    record.crc32 = crc;
    settle(record, file, file.original && file.original->size == record.size && file.original->crc32 == crc);
    return {};
}

Result<void> DataSectionWriter::writeFiles(ManifestPlan &plan)
{
    m_progress.setTotal(plan.totalBytes);
    if (auto ok = reservePakHeader(); !ok)
        return ok;

    std::atomic<bool> stop{false}; // drain() waits for every task that reads it
    struct InFlight
    {
        std::size_t file;
        QFuture<Result<Block>> future; ///< invalid for stored blocks, which are streamed when their turn comes
    };
    std::deque<InFlight> window;
    qint64 windowBytes = 0;
    const auto make = [&stop](const PlannedFile &file) -> Result<Block> {
        if (stop.load())
            return Error{ErrorCode::Canceled, QString(), file.sourcePath, -1};
        return makeBlock(file);
    };
    const auto drain = [&] {
        stop.store(true);
        for (InFlight &job : window) {
            if (job.future.isValid())
                job.future.waitForFinished();
        }
    };

    const std::size_t maxBlocks = std::size_t(m_threads) * kBlocksPerThread;
    std::size_t &next = m_nextFile;
    while (next < plan.files.size() || !window.empty()) {
        while (next < plan.files.size() && window.size() < maxBlocks) {
            const PlannedFile &file = plan.files[next];
            const qint64 cost = isStreamed(file) ? 0 : file.size;
            if (!window.empty() && windowBytes + cost > kWindowBytes)
                break;
            InFlight job{next++, {}};
            if (!isStreamed(file))
                job.future = QtConcurrent::run(&io::workerPool(), make, file);
            windowBytes += cost;
            window.push_back(std::move(job));
        }
        InFlight job = std::move(window.front());
        window.pop_front();
        const PlannedFile &file = plan.files[job.file];
        ModRecord &record = plan.blocks[file.block].records[file.record];
        Result<void> written;
        WrittenBlock where;
        if (job.future.isValid()) {
            Result<Block> block = job.future.result();
            windowBytes -= file.size;
            written = block ? writeBlock(record, block.value(), file) : Result<void>(block.error());
            if (block)
                where = WrittenBlock{m_dataOffset + record.offset, block->payload.size(), block->payloadCrc};
        } else {
            written = streamStored(file, record);
            where = WrittenBlock{m_dataOffset + record.offset, qint64(record.size), record.crc32};
        }
        if (!written) {
            drain();
            return written;
        }
        if (m_written.size() < plan.files.size())
            m_written.resize(plan.files.size());
        m_written[job.file] = where;
        m_done += file.size;
        m_progress.setDone(m_done);
        if (m_progress.isCanceled()) {
            drain();
            return canceled();
        }
    }
    return {};
}

Result<void> DataSectionWriter::finish(const ManifestPlan &plan)
{
    if (auto ok = writeBytes(QByteArray(4 * qsizetype(plan.removalRecords), '\0')); !ok)
        return ok;
    return finishPakHeader();
}

Result<void> DataSectionWriter::finishPakHeader()
{
    const qint64 n = dataSize();
    if (!m_out.flush())
        return Error{ErrorCode::Io, m_out.errorString(), m_out.fileName(), m_pos};
    // The game samples the bytes as written, so read them back from the file (only ~80 single bytes).
    const std::vector<qint64> offsets = rollingHashSampleOffsets(n);
    std::vector<qint8> samples(offsets.size());
    for (std::size_t i = 0; i < offsets.size(); ++i) {
        if (offsets[i] < kPakHeaderSize)
            continue;
        uchar *mapped = m_out.map(m_dataOffset + offsets[i], 1);
        if (!mapped)
            return Error{ErrorCode::Io, m_out.errorString(), m_out.fileName(), m_dataOffset + offsets[i]};
        samples[i] = static_cast<qint8>(*mapped);
        m_out.unmap(mapped);
    }
    // Only an empty data section (n == 8) samples the PAK header itself, i.e. the hash's own bytes; iterate to
    // the fixed point (reached in two rounds).
    quint32 hash = 0;
    for (int round = 0; round < 4; ++round) {
        const QByteArray trial = blockHeader(m_maxCompressed, hash);
        for (std::size_t i = 0; i < offsets.size(); ++i) {
            if (offsets[i] < kPakHeaderSize)
                samples[i] = static_cast<qint8>(trial.at(offsets[i]));
        }
        const quint32 computed = rollingHashFromSamples(n, samples);
        if (computed == hash)
            break;
        hash = computed;
    }
    m_rollingHash = hash;
    const QByteArray pak = blockHeader(m_maxCompressed, hash);
    if (!m_out.seek(m_dataOffset) || m_out.write(pak) != pak.size() || !m_out.seek(m_pos))
        return Error{ErrorCode::Io, m_out.errorString(), m_out.fileName(), m_dataOffset};
    return {};
}

} // namespace mwb::formats::tl2mod
