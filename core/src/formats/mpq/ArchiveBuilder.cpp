// SPDX-License-Identifier: GPL-3.0-or-later
#include "ArchiveBuilder.h"

#include "Crypto.h"
#include "HashTable.h"
#include "HeaderLocator.h"
#include "MpqFormat.h"
#include "SignatureVerifier.h"
#include "mwb/core/ByteSource.h"
#include "mwb/core/CancelOnlyProgress.h"
#include "mwb/core/io/WorkerPool.h"
#include "mwb/formats/mpq/MpqArchive.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QFileInfo>
#include <QSet>
#include <QtEndian>

#include <zlib.h>

#include <algorithm>
#include <bit>

namespace mwb::formats::mpq {

namespace {

const QByteArray kListfile = QByteArrayLiteral("(listfile)");
const QByteArray kAttributes = QByteArrayLiteral("(attributes)");
const QByteArray kSignature = QByteArrayLiteral("(signature)");
constexpr qint64 kBatchBytes = qint64(64) << 20;
constexpr int kBatchEntries = 512;
constexpr quint32 kMaxKeptHashSlots = 0x80000;
constexpr qint64 kCopyBuffer = qint64(8) << 20;

/// Windows FILETIME (100 ns since 1601) of a moment.
quint64 fileTimeOf(const QDateTime &time)
{
    constexpr qint64 epochDifferenceMs = 11644473600000LL;
    return static_cast<quint64>(time.toMSecsSinceEpoch() + epochDifferenceMs) * 10000u;
}

class HeaderWriter
{
public:
    explicit HeaderWriter(qint64 size)
        : m_bytes(size, char(0))
    { }
    void le16(int at, quint16 value) { qToLittleEndian(value, m_bytes.data() + at); }
    void le32(int at, quint32 value) { qToLittleEndian(value, m_bytes.data() + at); }
    void le64(int at, quint64 value) { qToLittleEndian(value, m_bytes.data() + at); }
    void md5(int at, QByteArrayView data)
    {
        m_bytes.replace(at, 16, QCryptographicHash::hash(data, QCryptographicHash::Md5));
    }
    QByteArray &bytes() { return m_bytes; }

private:
    QByteArray m_bytes;
};

} // namespace

qint64 headerSizeFor(int version)
{
    switch (version) {
    case 1:
        return format::HeaderSizeV1;
    case 2:
        return format::HeaderSizeV2;
    case 3:
        return format::HeaderSizeV3;
    default:
        return format::HeaderSizeV4;
    }
}

QString planPath(const MpqEntry &entry)
{
    return entry.name().replace(QLatin1Char('/'), QLatin1Char('\\'));
}

ArchiveBuilder::ArchiveBuilder(
    const MpqArchive &base, const MpqWriteOptions &options, bool newArchive, QFile &out, Mode mode)
    : m_base(base)
    , m_options(options)
    , m_out(out)
    , m_mode(mode)
    , m_archiveOffset(newArchive ? 0 : base.header().archiveOffset)
    , m_position(mode == Mode::Append ? out.size() - m_archiveOffset : headerSizeFor(options.version))
    , m_writeBack(out, out.size())
{ }

Result<void> ArchiveBuilder::write(QByteArrayView bytes)
{
    if (m_out.write(bytes.data(), bytes.size()) != bytes.size())
        return failure(ErrorCode::Io, tr("Cannot write the archive: %1").arg(m_out.errorString()));
    m_writeBack.advance(m_out.pos());
    return {};
}

Result<void> ArchiveBuilder::copyPrefix()
{
    if (m_archiveOffset > 0) {
        auto prefix = m_base.source().read(0, m_archiveOffset);
        if (!prefix)
            return prefix.error();
        if (auto ok = write(*prefix); !ok)
            return ok;
    }
    return write(QByteArray(headerSizeFor(m_options.version), char(0)));
}

Prepared ArchiveBuilder::prepare(const PlannedEntry &entry, bool firstUse) const
{
    Prepared p;
    if (entry.isNew()) {
        p.name = entry.path.toUtf8();
        auto content = entry.content->load();
        if (!content) {
            p.error = content.error();
            return p;
        }
        p.locale = entry.locale.value_or(m_options.files.locale);
        p.stored = EntryCodec::encode(*content, m_options.files, m_options.sectorSize);
        const QFileInfo info(entry.content->file);
        p.attributes = {p.stored.crc32,
            fileTimeOf(entry.content->file.isEmpty() ? QDateTime::currentDateTimeUtc() : info.lastModified()),
            p.stored.md5, false};
        return p;
    }
    const MpqEntry &e = m_base.entries()[static_cast<std::size_t>(entry.original)];
    if (planPath(e) == entry.path) {
        p.name = e.rawName.toByteArray(); // untouched: the very bytes (and separators) it had
        if (e.pseudoName) {
            const HashSlot &slot = m_base.hashTable()->slots()[static_cast<std::size_t>(e.hashIndex)];
            p.keptSlot = static_cast<quint32>(e.hashIndex);
            p.nameA = slot.nameA;
            p.nameB = slot.nameB;
        }
    } else {
        p.name = entry.path.toUtf8();
    }
    p.raw = true;
    p.oldOffset = static_cast<quint64>(e.offset);
    p.locale = entry.locale.value_or(e.locale);
    p.platform = e.platform;
    p.stored.flags = e.flags;
    p.stored.fileSize = e.fileSize;
    if (e.isEncrypted() && e.fileSize > 0) {
        if (!e.fileKey) {
            p.error = Error{ErrorCode::Unsupported, tr("The encryption key of %1 is unknown").arg(e.name()),
                m_base.path()};
            return p;
        }
        p.oldKey = e.fileKey;
    }
    // Bytes that keep their key are not loaded: an append leaves them where they are (the first use of an entry
    // only: a copy needs bytes of its own), a rewrite copies their range when the key does not depend on the position.
    if (m_mode == Mode::Append)
        p.unloaded = firstUse && (!p.oldKey || keyOf(p, p.oldOffset) == *p.oldKey);
    else
        p.unloaded = !p.oldKey || (!(e.flags & format::FileFixKey) && keyOf(p, 0) == *p.oldKey);
    if (p.unloaded) {
        p.storedSize = e.compressedSize;
    } else {
        auto bytes = m_base.source().read(
            HeaderLocator::fileOffset(m_base.header(), static_cast<quint64>(e.offset)), e.compressedSize);
        if (!bytes) {
            p.error = bytes.error();
            return p;
        }
        p.stored.bytes = std::move(bytes).value();
    }
    p.attributes.fileTime = e.fileTime.value_or(0);
    p.attributes.patch = e.isPatchFile();
    const bool needCrc = (m_options.attributes & AttributeCrc32) && !e.crc32;
    const bool needMd5 = (m_options.attributes & AttributeMd5) && e.md5.size() != 16;
    if ((needCrc || needMd5) && !e.isPatchFile() && !e.isDeleteMarker()) {
        if (auto content = m_base.readEntry(entry.original)) {
            p.attributes.crc32 = static_cast<quint32>(crc32(0, reinterpret_cast<const Bytef *>(content->constData()),
                static_cast<uInt>(content->size())));
            p.attributes.md5 = QCryptographicHash::hash(*content, QCryptographicHash::Md5);
        }
    }
    if (e.crc32)
        p.attributes.crc32 = *e.crc32;
    if (e.md5.size() == 16)
        p.attributes.md5 = e.md5.toByteArray();
    return p;
}

Result<quint64> ArchiveBuilder::claim(quint32 size)
{
    const quint64 offset = static_cast<quint64>(m_position);
    if (m_options.version == 1 && offset + size > 0xFFFFFFFFu)
        return failure(ErrorCode::LimitExceeded, tr("A version 1 archive cannot grow past 4 GiB; write version 2"));
    m_position += size;
    return offset;
}

Result<void> ArchiveBuilder::place(Prepared &file)
{
    StoredFile &s = file.stored;
    const quint32 size = file.unloaded ? file.storedSize : static_cast<quint32>(s.bytes.size());
    quint64 offset = file.oldOffset; // an append leaves unloaded files where they are
    if (file.unloaded && m_mode == Mode::Rewrite) {
        offset = 0; // set by copyDeferred()
        m_deferred.push_back({m_files.size(), HeaderLocator::fileOffset(m_base.header(), file.oldOffset), size});
    } else if (!file.unloaded) {
        auto claimed = claim(size);
        if (!claimed)
            return claimed.error();
        offset = *claimed;
        const quint32 key = (s.flags & format::FileEncrypted) ? keyOf(file, offset) : 0;
        if ((s.flags & format::FileEncrypted) && (!file.raw || !file.oldKey || *file.oldKey != key)) {
            const quint32 sectorSize = m_options.sectorSize;
            if (file.oldKey) {
                auto ok = EntryCodec::cipher(s.bytes, s.flags, s.fileSize, sectorSize, *file.oldKey, true);
                if (!ok)
                    return Error{ok.error().code, ok.error().message, m_base.path()};
            }
            auto ok = EntryCodec::cipher(s.bytes, s.flags, s.fileSize, sectorSize, key, false);
            if (!ok)
                return Error{ok.error().code, ok.error().message, m_base.path()};
        }
        if (auto ok = write(s.bytes); !ok)
            return ok;
    }
    m_files.push_back(TableFile{file.name, file.locale, file.platform, offset, size, s.fileSize, s.flags, file.keptSlot,
        file.nameA, file.nameB});
    m_attributes.push_back(file.attributes);
    return {};
}

Result<void> ArchiveBuilder::copyDeferred()
{
    std::sort(m_deferred.begin(), m_deferred.end(),
        [](const DeferredCopy &a, const DeferredCopy &b) { return a.from < b.from; });
    // Through the base file's mapping, in its order: a sequential pass whose page faults map many pages each, instead
    // of a read (and an allocation) per file; one write per 8 MiB.
    const ByteSource &source = m_base.source();
    QByteArray out;
    out.reserve(kCopyBuffer);
    for (const DeferredCopy &copy : m_deferred) {
        auto offset = claim(copy.size);
        if (!offset)
            return offset.error();
        m_files[copy.file].offset = *offset;
        const QByteArrayView bytes = source.view(copy.from, copy.size);
        if (bytes.size() == copy.size) {
            out.append(bytes);
        } else { // not mapped
            auto read = source.read(copy.from, copy.size);
            if (!read)
                return read.error();
            out.append(*read);
        }
        if (out.size() >= kCopyBuffer) {
            if (auto ok = write(out); !ok)
                return ok;
            out.resize(0);
        }
    }
    m_deferred.clear();
    if (auto intact = source.checkIntact(); !intact)
        return intact.error();
    return write(out);
}

quint32 ArchiveBuilder::keyOf(const Prepared &file, quint64 offset) const
{
    const StoredFile &s = file.stored;
    if (!file.keptSlot || !file.oldKey)
        return Crypto::fileKey(file.name, offset, s.fileSize, s.flags);
    if (!(s.flags & format::FileFixKey))
        return *file.oldKey;
    // Unknown name: undo the old position's adjustment of the recovered key, apply the new one.
    const quint32 nameKey = (*file.oldKey ^ s.fileSize) - static_cast<quint32>(file.oldOffset);
    return (nameKey + static_cast<quint32>(offset)) ^ s.fileSize;
}

Result<void> ArchiveBuilder::keepSlotsIfNeeded(const std::vector<const PlannedEntry *> &entries)
{
    int unnamed = 0;
    for (const PlannedEntry *entry : entries) {
        if (!entry->isNew()) {
            const MpqEntry &e = m_base.entries()[static_cast<std::size_t>(entry->original)];
            unnamed += e.pseudoName && planPath(e) == entry->path ? 1 : 0;
        }
    }
    if (unnamed == 0)
        return {};
    const HashTable *table = m_base.hashTable();
    const quint64 files = entries.size() + (m_options.signWeak ? 3 : 2); // and (listfile), (attributes), (signature)
    if (!table || m_options.version > 2 || m_base.header().usesHetBet || files >= table->slots().size()) {
        return Error{ErrorCode::Unsupported,
            tr("%n entries have no known name: they can only be kept in a version 1 or 2 archive whose hash table "
               "keeps its size (open the archive with a listfile that names them)",
                "", unnamed),
            m_base.path()};
    }
    OriginalSlots original;
    original.slots = static_cast<quint32>(table->slots().size());
    for (std::size_t i = 0; i < table->slots().size(); ++i) {
        if (table->slots()[i].blockIndex < format::HashEntryDeleted)
            original.usedSlots.push_back(static_cast<quint32>(i));
    }
    m_original = std::move(original);
    return {};
}

Result<void> ArchiveBuilder::writeInternal(const QByteArray &name, QByteArrayView content)
{
    MpqFileOptions options;
    options.compression = m_options.files.compression;
    Prepared file;
    file.name = name;
    file.stored = EntryCodec::encode(content, options, m_options.sectorSize);
    file.attributes = {file.stored.crc32, fileTimeOf(QDateTime::currentDateTimeUtc()), file.stored.md5, false};
    return place(file);
}

Result<void> ArchiveBuilder::placeSignatureFile()
{
    MpqFileOptions stored;
    stored.compression = MpqCompression::None;
    Prepared file;
    file.name = kSignature;
    file.stored = EntryCodec::encode(QByteArray(SignatureLayout::kWeakFileSize, '\0'), stored, m_options.sectorSize);
    file.attributes = {0, fileTimeOf(QDateTime::currentDateTimeUtc()), {}, false};
    if (auto ok = place(file); !ok)
        return ok;
    m_signatureFileOffset = m_files.back().offset;
    return {};
}

Result<void> ArchiveBuilder::signWeak(Progress &progress)
{
    if (!m_out.flush())
        return failure(ErrorCode::Io, tr("Cannot write the archive: %1").arg(m_out.errorString()));
    auto written = ByteSource::openFile(m_out.fileName());
    if (!written)
        return written.error();
    MpqHeaderInfo header;
    header.archiveOffset = m_archiveOffset;
    header.archiveSize = m_position;
    const SignatureLayout layout = SignatureLayout::locate(
        **written, header, WeakSignatureFile{*m_signatureFileOffset, quint32(SignatureLayout::kWeakFileSize)});
    CancelOnlyProgress hashing(progress);
    auto signature = SignatureVerifier::weakSignatureFile(**written, layout, hashing);
    if (!signature)
        return signature.error();
    const qint64 end = m_out.pos();
    if (!m_out.seek(layout.signatureOffset) || m_out.write(*signature) != signature->size() || !m_out.seek(end))
        return failure(ErrorCode::Io, tr("Cannot write the archive: %1").arg(m_out.errorString()));
    return {};
}

Result<AppendedArchive> ArchiveBuilder::run(const std::vector<PlannedEntry> &plan, Progress &progress)
{
    if (m_mode == Mode::Rewrite) {
        if (auto ok = copyPrefix(); !ok)
            return ok.error();
    }
    std::vector<const PlannedEntry *> entries;
    entries.reserve(plan.size());
    for (const PlannedEntry &entry : plan) {
        if (!entry.path.startsWith(QLatin1Char('(')) || !isInternalName(entry.path.toUtf8())) // "(listfile)", …
            entries.push_back(&entry);
    }
    constexpr std::size_t internalFiles = 3;
    m_files.reserve(entries.size() + internalFiles);
    m_attributes.reserve(entries.size() + internalFiles);
    if (auto ok = keepSlotsIfNeeded(entries); !ok)
        return ok.error();
    std::vector<char> firstUse(entries.size(), 1);
    QSet<int> used;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const int original = entries[i]->original;
        firstUse[i] = original < 0 || !used.contains(original);
        used.insert(original);
    }
    AppendedArchive result;
    CommitReport &report = result.report;
    progress.setTotal(static_cast<qint64>(entries.size()));
    std::size_t next = 0;
    while (next < entries.size()) {
        if (progress.isCanceled())
            return Error{ErrorCode::Canceled, tr("Saving was canceled"), m_out.fileName()};
        std::size_t end = next;
        qint64 bytes = 0;
        while (end < entries.size() && end - next < std::size_t(kBatchEntries) && bytes < kBatchBytes) {
            const PlannedEntry &e = *entries[end];
            bytes += e.isNew() ? (e.content->file.isEmpty() ? e.content->bytes.size() : QFileInfo(e.content->file).size())
                               : m_base.entries()[static_cast<std::size_t>(e.original)].compressedSize;
            ++end;
        }
        std::vector<Prepared> batch(end - next);
        io::parallelFor(static_cast<int>(batch.size()), 0, [&](int i) {
            const std::size_t at = next + static_cast<std::size_t>(i);
            batch[static_cast<std::size_t>(i)] = prepare(*entries[at], firstUse[at] != 0);
            return !batch[static_cast<std::size_t>(i)].error;
        });
        for (Prepared &file : batch) {
            if (file.error)
                return *file.error;
            if (auto ok = place(file); !ok)
                return ok.error();
            const bool stays = file.unloaded && m_mode == Mode::Append;
            ++(stays ? report.keptInPlace : file.raw ? report.copiedRaw : report.written);
        }
        next = end;
        progress.setDone(static_cast<qint64>(next));
    }
    if (auto ok = copyDeferred(); !ok)
        return ok.error();
    QByteArray listfile;
    for (const TableFile &f : m_files) {
        if (!f.keptSlot)
            listfile += f.name + "\r\n";
    }
    if (auto ok = writeInternal(kListfile, listfile); !ok)
        return ok.error();
    const bool sign = m_options.signWeak && m_mode == Mode::Rewrite; // MpqWriter::appendRefusal() makes it so
    if (sign) {
        if (auto ok = placeSignatureFile(); !ok)
            return ok.error();
    }
    if (m_options.attributes != 0) {
        m_attributes.resize(m_files.size() + 1); // (attributes) itself: zeros, as Storm writes it
        const QByteArray attributes = buildAttributes(m_options.attributes, m_attributes);
        if (auto ok = writeInternal(kAttributes, attributes); !ok)
            return ok.error();
    }
    auto header = writeTables();
    if (!header)
        return header.error();
    report.entries = static_cast<int>(entries.size());
    result.headerOffset = m_archiveOffset;
    result.header = std::move(header).value();
    if (m_mode == Mode::Rewrite) {
        const qint64 end = m_out.pos();
        if (!m_out.seek(m_archiveOffset) || m_out.write(result.header) != result.header.size() || !m_out.seek(end))
            return failure(ErrorCode::Io, tr("Cannot write the archive: %1").arg(m_out.errorString()));
    }
    if (sign) {
        if (auto ok = signWeak(progress); !ok)
            return ok.error();
    }
    return result;
}

Result<QByteArray> ArchiveBuilder::writeTables()
{
    // An edited archive keeps its hash-table size (within Storm's maximum) unless its files outgrow it.
    const quint32 minimum = m_base.header().usesHetBet ? 0u : qMin(m_base.header().hashTableEntries, kMaxKeptHashSlots);
    const quint32 slots = TableBuilder::hashSlotsFor(m_files.size(), m_options.loadFactor, minimum);
    const BuiltTables t = TableBuilder::build(m_files, slots, m_options.version, m_original);
    const qint64 hetPos = m_position;
    const qint64 betPos = hetPos + t.het.size();
    const qint64 hashPos = betPos + t.bet.size();
    const qint64 blockPos = hashPos + t.hash.size();
    const qint64 hiBlockPos = blockPos + t.block.size();
    const qint64 archiveSize = hiBlockPos + t.hiBlock.size();
    if (m_options.version == 1 && archiveSize > qint64(0xFFFFFFFFu))
        return failure(ErrorCode::LimitExceeded, tr("A version 1 archive cannot grow past 4 GiB; write version 2"));
    for (const QByteArray *table : {&t.het, &t.bet, &t.hash, &t.block, &t.hiBlock}) {
        if (auto ok = write(*table); !ok)
            return ok.error();
    }
    m_position = archiveSize;
    const int version = m_options.version;
    HeaderWriter h(headerSizeFor(version));
    h.le32(0, format::MpqSignature);
    h.le32(4, static_cast<quint32>(headerSizeFor(version)));
    h.le32(8, static_cast<quint32>(archiveSize));
    h.le16(12, static_cast<quint16>(version - 1));
    h.le16(14, static_cast<quint16>(std::countr_zero(m_options.sectorSize / 512)));
    h.le32(16, static_cast<quint32>(hashPos));
    h.le32(20, static_cast<quint32>(blockPos));
    h.le32(24, t.hashSlots);
    h.le32(28, static_cast<quint32>(m_files.size()));
    if (version >= 2) {
        h.le64(32, t.hiBlock.isEmpty() ? 0 : static_cast<quint64>(hiBlockPos));
        h.le16(40, static_cast<quint16>(hashPos >> 32));
        h.le16(42, static_cast<quint16>(blockPos >> 32));
    }
    if (version >= 3) {
        h.le64(44, static_cast<quint64>(archiveSize));
        h.le64(52, static_cast<quint64>(betPos));
        h.le64(60, static_cast<quint64>(hetPos));
    }
    if (version >= 4) {
        h.le64(68, static_cast<quint64>(t.hash.size()));
        h.le64(76, static_cast<quint64>(t.block.size()));
        h.le64(84, static_cast<quint64>(t.hiBlock.size()));
        h.le64(92, static_cast<quint64>(t.het.size()));
        h.le64(100, static_cast<quint64>(t.bet.size()));
        h.le32(108, 0); // no raw-data chunk MD5s
        h.md5(112, t.block);
        h.md5(128, t.hash);
        h.md5(144, t.hiBlock);
        h.md5(160, t.bet);
        h.md5(176, t.het);
        h.md5(192, QByteArrayView(h.bytes()).first(192));
    }
    return std::move(h.bytes());
}

} // namespace mwb::formats::mpq
