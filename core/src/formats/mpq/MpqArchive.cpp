// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/mpq/MpqArchive.h"

#include "Attributes.h"
#include "BetHetTables.h"
#include "Crypto.h"
#include "FileReader.h"
#include "HashTable.h"
#include "HeaderLocator.h"
#include "KeyRecovery.h"
#include "Listfile.h"
#include "MpqFormat.h"
#include "MpqStructureDescriber.h"
#include "SignatureLayout.h"
#include "SignatureVerifier.h"
#include "mwb/core/CancelOnlyProgress.h"
#include "mwb/formats/mpq/MpqExtractor.h"
#include "mwb/formats/mpq/MpqLimits.h"

#include <QCryptographicHash>
#include <QFile>

#include <zlib.h>

#include <algorithm>
#include <cstring>

namespace mwb::formats::mpq {

namespace {

/// Files up to this size are read whole: mapping and unmapping a small file costs more than reading it.
constexpr qint64 kReadWholeFileBytes = qint64(256) << 10;

const QByteArray kListfileName = QByteArrayLiteral("(listfile)");
const QByteArray kAttributesName = QByteArrayLiteral("(attributes)");
const QByteArray kSignatureName = QByteArrayLiteral("(signature)");

/// StormLib 9.22's table of first-bytes signatures used to give unnamed entries an extension (later StormLib
/// versions know more, e.g. the War3 map parts; the golden corpus data shows 9.22 does not).
QByteArrayView guessExtension(QByteArrayView head)
{
    if (head.size() < 8)
        return "xxx";
    const quint32 w0 = format::le32(head.data());
    const quint32 w1 = format::le32(head.data() + 4);
    struct Rule
    {
        quint32 data0, mask0, data1, mask1;
        const char *extension;
    };
    static constexpr Rule rules[] = {
        {0x00005A4D, 0x0000FFFF, 0, 0, "exe"}, {0x00000006, 0xFFFFFFFF, 0x00000001, 0xFFFFFFFF, "dc6"},
        {0x1A51504D, 0xFFFFFFFF, 0, 0, "mpq"}, {0x46464952, 0xFFFFFFFF, 0, 0, "wav"},
        {0x324B4D53, 0xFFFFFFFF, 0, 0, "smk"}, {0x694B4942, 0xFFFFFFFF, 0, 0, "bik"},
        {0x0801050A, 0xFFFFFFFF, 0, 0, "pcx"}, {0x544E4F46, 0xFFFFFFFF, 0, 0, "fnt"},
        {0x6D74683C, 0xFFFFFFFF, 0, 0, "html"}, {0x4D54483C, 0xFFFFFFFF, 0, 0, "html"},
        {0x216F6F57, 0xFFFFFFFF, 0, 0, "tbl"}, {0x31504C42, 0xFFFFFFFF, 0, 0, "blp"},
        {0x32504C42, 0xFFFFFFFF, 0, 0, "blp"}, {0x584C444D, 0xFFFFFFFF, 0, 0, "mdx"},
        {0x45505954, 0xFFFFFFFF, 0, 0, "pud"}, {0x38464947, 0xFFFFFFFF, 0, 0, "gif"},
        {0x3032444D, 0xFFFFFFFF, 0, 0, "m2"}, {0x43424457, 0xFFFFFFFF, 0, 0, "dbc"},
        {0x47585053, 0xFFFFFFFF, 0, 0, "bls"}, {0xE0FFD8FF, 0xFFFFFFFF, 0, 0, "jpg"},
    };
    for (const Rule &r : rules) {
        if ((w0 & r.mask0) == r.data0 && (w1 & r.mask1) == r.data1)
            return r.extension;
    }
    return "xxx";
}

QString compressionName(quint32 flags)
{
    if (flags & format::FileImplode)
        return QStringLiteral("implode");
    if (flags & format::FileCompress)
        return QStringLiteral("compressed");
    return QStringLiteral("stored");
}

} // namespace

MpqArchive::~MpqArchive() = default;

Result<std::unique_ptr<MpqArchive>> MpqArchive::open(const QString &path, const Options &options)
{
    if (QFile file(path); file.open(QIODevice::ReadOnly) && file.size() <= kReadWholeFileBytes) {
        const QByteArray bytes = file.readAll();
        if (bytes.size() == file.size())
            return open(ByteSource::fromBytes(bytes, path), options);
    }
    auto source = ByteSource::openFile(path);
    if (!source)
        return source.error();
    return open(std::move(source.value()), options);
}

Result<std::unique_ptr<MpqArchive>> MpqArchive::open(std::unique_ptr<ByteSource> source, const Options &options)
{
    std::unique_ptr<MpqArchive> archive(new MpqArchive);
    archive->m_source = std::move(source);
    archive->m_locale = options.locale;
    if (auto ok = archive->load(options); !ok)
        return ok.error();
    return archive;
}

bool MpqArchive::recognizes(const ByteSource &source)
{
    return HeaderLocator::locate(source).has_value();
}

Result<void> MpqArchive::load(const Options &options)
{
    auto located = HeaderLocator::locate(*m_source);
    if (!located)
        return located.error();
    m_header = located->info;
    if (m_header.hashTableEntries != 0) {
        auto table = HashTable::load(*m_source, located.value());
        if (!table)
            return table.error();
        m_hashTable = std::make_unique<HashTable>(std::move(table.value()));
    } else if (m_header.hetTableOffset != 0 && m_header.betTableOffset != 0) {
        auto tables = BetHetTables::load(*m_source, m_header);
        if (!tables)
            return tables.error();
        m_betHet = std::make_unique<BetHetTables>(std::move(tables.value()));
        m_header.usesHetBet = true;
    }
    buildEntries();
    for (const QByteArray *name : {&kListfileName, &kAttributesName, &kSignatureName})
        nameEntries(*name);
    loadListfiles(options);
    applyRecoveredNames(options.recoveredNames);
    m_crowdedNames = {};
    namePseudoEntries();
    loadAttributes();
    detectSignature();
    return {};
}

void MpqArchive::buildEntries()
{
    const quint32 validFlags = m_header.war3Map ? format::ValidFlagsWar3 : format::ValidFlags;
    const auto addEntry = [this, validFlags](quint32 blockIndex, quint64 offset, quint32 cSize, quint32 fSize,
                              quint32 flags) {
        MpqEntry e;
        e.blockIndex = blockIndex;
        e.offset = static_cast<qint64>(offset == 0 && fSize == 0 ? m_header.headerSize : offset);
        e.compressedSize = cSize;
        e.fileSize = fSize;
        e.flags = flags & validFlags;
        m_entries.push_back(e);
        return static_cast<int>(m_entries.size() - 1);
    };
    if (m_hashTable) {
        const auto &slots = m_hashTable->slots();
        const auto &blocks = m_hashTable->blocks();
        m_entryBySlot.assign(slots.size(), -1);
        m_entries.reserve(qMin(slots.size(), blocks.size()));
        std::vector<int> byBlock(blocks.size(), -1);
        for (std::size_t i = 0; i < slots.size(); ++i) {
            const HashSlot &s = slots[i];
            if (!m_hashTable->resolves(s))
                continue;
            const quint32 index = s.blockIndex & format::BlockIndexMask;
            const BlockRecord &b = blocks[index];
            const qint64 start = HeaderLocator::fileOffset(m_header, quint32(b.offset));
            if (!(b.flags & format::FileExists) || (b.fileSize & 0x80000000u) || start >= m_source->size())
                continue;
            if (byBlock[index] >= 0) {
                m_entryBySlot[i] = byBlock[index];
                continue;
            }
            const int entry = addEntry(index, b.offset, b.compressedSize, b.fileSize, b.flags);
            m_entries[static_cast<std::size_t>(entry)].hashIndex = static_cast<qint64>(i);
            m_entries[static_cast<std::size_t>(entry)].locale = s.locale;
            m_entries[static_cast<std::size_t>(entry)].platform = s.platform;
            byBlock[index] = entry;
            m_entryBySlot[i] = entry;
        }
    } else if (m_betHet) {
        const auto &files = m_betHet->files();
        m_entryBySlot.assign(files.size(), -1);
        m_entries.reserve(files.size());
        for (std::size_t i = 0; i < files.size(); ++i) {
            const auto &f = files[i];
            if (f.flags & format::FileExists)
                m_entryBySlot[i] = addEntry(static_cast<quint32>(i), f.offset, f.compressedSize, f.fileSize, f.flags);
        }
    }
}

QVarLengthArray<int, 4> MpqArchive::entriesNamed(QByteArrayView name) const
{
    QVarLengthArray<int, 4> found;
    if (m_hashTable) {
        for (const quint32 slot : m_hashTable->find(name)) {
            if (m_entryBySlot[slot] >= 0)
                found.push_back(m_entryBySlot[slot]);
        }
    } else if (m_betHet) {
        if (const auto index = m_betHet->find(name); index && m_entryBySlot[*index] >= 0)
            found.push_back(m_entryBySlot[*index]);
    }
    return found;
}

void MpqArchive::nameEntries(QByteArrayView name, std::vector<int> *named)
{
    constexpr qsizetype kMostEntriesPerName = 64;
    const auto hashKey = [name] {
        const Crypto::NameHashes hashes = Crypto::hashName(name);
        return quint64(hashes.nameA) << 32 | hashes.nameB;
    };
    if (!m_crowdedNames.isEmpty() && m_crowdedNames.contains(hashKey()))
        return;
    const QVarLengthArray<int, 4> entries = entriesNamed(name);
    if (entries.size() > kMostEntriesPerName)
        m_crowdedNames.insert(hashKey());
    for (const int index : entries) {
        MpqEntry &e = m_entries[static_cast<std::size_t>(index)];
        if (!e.rawName.isEmpty())
            continue;
        e.rawName = name;
        if (e.isEncrypted())
            e.fileKey = Crypto::fileKey(name, static_cast<quint64>(e.offset), e.fileSize, e.flags);
        if (named)
            named->push_back(index);
    }
}

std::vector<int> MpqArchive::applyListfile(QByteArray text, bool keepText)
{
    std::vector<int> named;
    if (keepText) {
        m_buffers.push_back(std::move(text));
        Listfile::forEachName(m_buffers.back(), [this, &named](QByteArrayView name) {
            nameEntries(name, &named);
        });
        return named;
    }
    Listfile::forEachName(text, [this, &named](QByteArrayView name) { nameEntries(name, &named); });
    qsizetype bytes = 0;
    for (const int index : named)
        bytes += m_entries[static_cast<std::size_t>(index)].rawName.size();
    QByteArray names(bytes, Qt::Uninitialized);
    char *at = names.data();
    for (const int index : named) {
        QByteArrayView &name = m_entries[static_cast<std::size_t>(index)].rawName;
        std::memcpy(at, name.data(), static_cast<std::size_t>(name.size()));
        name = QByteArrayView(at, name.size());
        at += name.size();
    }
    m_buffers.push_back(std::move(names));
    return named;
}

void MpqArchive::applyRecoveredNames(const QByteArrayList &names)
{
    if (names.isEmpty())
        return;
    for (const int index : applyListfile(names.join('\n'), false))
        m_entries[static_cast<std::size_t>(index)].recoveredName = true;
}

std::optional<int> MpqArchive::findEntry(const QString &name) const
{
    std::optional<int> neutral;
    std::optional<int> any;
    for (const int index : entriesNamed(name.toUtf8())) {
        const quint16 locale = m_entries[static_cast<std::size_t>(index)].locale;
        if (locale == m_locale)
            return index;
        if (locale == 0 && !neutral)
            neutral = index;
        if (!any)
            any = index;
    }
    return neutral ? neutral : any;
}

void MpqArchive::loadListfiles(const Options &options)
{
    const auto saved = m_locale;
    m_locale = 0;
    const std::optional<int> inner = findEntry(QString::fromLatin1(kListfileName));
    m_locale = saved;
    if (inner && !options.ignoreListfile) {
        if (auto data = readEntry(*inner))
            applyListfile(std::move(data.value()), true);
        else
            m_warnings << tr("The (listfile) cannot be read: %1").arg(data.error().message);
    }
    for (const QString &path : options.listfiles) {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly))
            applyListfile(file.readAll(), false);
        else
            m_warnings << tr("The listfile %1 cannot be read: %2").arg(path, file.errorString());
    }
}

void MpqArchive::namePseudoEntries()
{
    const FileReader reader(*m_source, m_header);
    QByteArray names;
    std::vector<std::pair<MpqEntry *, qsizetype>> unnamed; ///< entry, length of its name in `names`
    for (MpqEntry &e : m_entries) {
        if (!e.rawName.isEmpty())
            continue;
        if (e.isEncrypted())
            e.fileKey = KeyRecovery::recover(*m_source, reader, e, m_header.sectorSize);
        QByteArray head;
        if (!e.isEncrypted() || e.fileKey) {
            const auto collect = [&head](QByteArrayView piece) -> Result<void> {
                head.append(piece.first(qMin<qsizetype>(piece.size(), 8 - head.size())));
                return {};
            };
            (void)reader.read(e, collect, {8, false});
        }
        e.pseudoName = true;
        const qsizetype before = names.size();
        names += "File" + QByteArray::number(e.blockIndex).rightJustified(8, '0') + '.' + guessExtension(head);
        unnamed.emplace_back(&e, names.size() - before);
    }
    m_buffers.push_back(std::move(names));
    const char *at = m_buffers.back().constData();
    for (const auto &[e, length] : unnamed) {
        e->rawName = QByteArrayView(at, length);
        at += length;
    }
}

void MpqArchive::loadAttributes()
{
    const std::optional<int> index = findEntry(QString::fromLatin1(kAttributesName));
    if (!index)
        return;
    const auto blockCount = m_hashTable ? static_cast<quint32>(m_hashTable->blocks().size())
                                        : static_cast<quint32>(m_entryBySlot.size());
    if (const qint64 declared = m_entries[static_cast<std::size_t>(*index)].fileSize;
        declared > Attributes::largestSize(blockCount)) {
        m_warnings << tr("The (attributes) declares %1 bytes, more than the %2 bytes %3 entries need; it is ignored")
                          .arg(declared)
                          .arg(Attributes::largestSize(blockCount))
                          .arg(blockCount);
        return;
    }
    auto data = readEntry(*index);
    if (!data) {
        m_warnings << tr("The (attributes) cannot be read: %1").arg(data.error().message);
        return;
    }
    m_buffers.push_back(std::move(data.value()));
    const Attributes attributes(m_buffers.back(), blockCount);
    for (MpqEntry &e : m_entries) {
        e.crc32 = attributes.crc32(e.blockIndex);
        e.fileTime = attributes.fileTime(e.blockIndex);
        e.md5 = attributes.md5(e.blockIndex);
    }
}

std::optional<int> MpqArchive::weakSignatureEntry() const
{
    if (!m_hashTable) {
        const QVarLengthArray<int, 4> found = entriesNamed(kSignatureName);
        return found.isEmpty() ? std::nullopt : std::optional<int>(found.front());
    }
    std::optional<quint32> last;
    for (const quint32 slot : m_hashTable->find(kSignatureName)) {
        const HashSlot &s = m_hashTable->slots()[slot];
        if (s.locale == 0 && s.platform == 0)
            last = slot;
    }
    if (!last || m_entryBySlot[*last] < 0)
        return std::nullopt;
    return m_entryBySlot[*last];
}

void MpqArchive::detectSignature()
{
    std::optional<WeakSignatureFile> weakFile;
    if (const std::optional<int> entry = weakSignatureEntry()) {
        const MpqEntry &e = m_entries[static_cast<std::size_t>(*entry)];
        weakFile = WeakSignatureFile{static_cast<quint64>(e.offset), e.compressedSize};
    }
    m_signatureLayout = std::make_unique<SignatureLayout>(SignatureLayout::locate(*m_source, m_header, weakFile));
    m_signature = m_signatureLayout->kind;
}

Result<MpqSignatureCheck> MpqArchive::verifySignature(Progress &progress) const
{
    return SignatureVerifier::verify(*m_source, *m_signatureLayout, progress);
}

Result<void> MpqArchive::readEntryStreamed(int entry, const Sink &sink) const
{
    if (entry < 0 || entry >= static_cast<int>(m_entries.size()))
        return Error{ErrorCode::InvalidInput, tr("No entry number %1").arg(entry), path(), -1};
    return unlessChanged(*m_source, FileReader(*m_source, m_header).read(m_entries[static_cast<std::size_t>(entry)], sink, {}));
}

Result<QByteArray> MpqArchive::readEntry(int entry) const
{
    if (entry < 0 || entry >= static_cast<int>(m_entries.size()))
        return Error{ErrorCode::InvalidInput, tr("No entry number %1").arg(entry), path(), -1};
    const MpqEntry &e = m_entries[static_cast<std::size_t>(entry)];
    if (e.fileSize > limits::kMaxReadEntryBytes) {
        return Error{ErrorCode::LimitExceeded,
            tr("%1 is %2 bytes, more than the %3 bytes an entry may have to be read into memory")
                .arg(e.name())
                .arg(e.fileSize)
                .arg(limits::kMaxReadEntryBytes),
            path(), -1};
    }
    // The declared size is only the file's claim: reserve what a sane entry needs and let real data grow the rest.
    constexpr qint64 kReservedUpFront = qint64(16) << 20;
    QByteArray out;
    out.reserve(static_cast<qsizetype>(std::min<qint64>(e.fileSize, kReservedUpFront)));
    auto ok = readEntryStreamed(entry, [&out](QByteArrayView piece) -> Result<void> {
        out.append(piece);
        return {};
    });
    if (!ok)
        return ok.error();
    return out;
}

MpqVerifyResult MpqArchive::verifyEntry(int entry) const
{
    MpqVerifyResult result;
    if (entry < 0 || entry >= static_cast<int>(m_entries.size()))
        return result;
    const MpqEntry &e = m_entries[static_cast<std::size_t>(entry)];
    result.notData = e.isDeleteMarker() || e.isPatchFile();
    if (result.notData)
        return result;
    const FileReader reader(*m_source, m_header);
    result.signatureFile = m_signature == MpqSignature::Weak && weakSignatureEntry() == entry;
    result.hasCrc32 = e.crc32.has_value() && *e.crc32 != 0;
    result.hasMd5 = std::any_of(e.md5.begin(), e.md5.end(), [](char byte) { return byte != 0; });
    result.hasSectorCrc = reader.hasSectorCrc(e);
    uLong crc = crc32(0, nullptr, 0);
    QCryptographicHash md5(QCryptographicHash::Md5);
    auto ok = reader.read(e,
        [&](QByteArrayView piece) -> Result<void> {
            crc = crc32(crc, reinterpret_cast<const Bytef *>(piece.data()), static_cast<uInt>(piece.size()));
            md5.addData(piece);
            return {};
        },
        {-1, true});
    result.readOk = ok.has_value();
    if (!ok) {
        result.error = ok.error().message;
        result.sectorCrcOk = ok.error().code != ErrorCode::ChecksumMismatch;
        return result;
    }
    if (result.signatureFile)
        return result;
    result.crc32Ok = !result.hasCrc32 || static_cast<quint32>(crc) == *e.crc32;
    result.md5Ok = !result.hasMd5 || QByteArrayView(md5.result()) == e.md5;
    return result;
}

QString MpqArchive::path() const
{
    return m_source->path();
}

Result<VerifyReport> MpqArchive::verify(Progress &progress) const
{
    VerifyReport report;
    progress.setTotal(static_cast<qint64>(m_entries.size()));
    for (int i = 0; i < static_cast<int>(m_entries.size()); ++i) {
        if (progress.isCanceled())
            return Error{ErrorCode::Canceled, tr("Verification was canceled"), path()};
        const MpqVerifyResult checked = verifyEntry(i);
        progress.setDone(i + 1);
        if (checked.notData)
            continue;
        ++report.checkedEntries;
        if (checked.ok())
            continue;
        const QString name = m_entries[static_cast<std::size_t>(i)].name();
        const QString why = !checked.readOk ? checked.error
            : !checked.crc32Ok             ? tr("its CRC-32 does not match (attributes)")
            : !checked.md5Ok               ? tr("its MD5 does not match (attributes)")
                                           : tr("a sector checksum does not match");
        report.problems.push_back(Error{checked.readOk ? ErrorCode::ChecksumMismatch : ErrorCode::Corrupt,
            tr("%1: %2").arg(name, why), path() + QLatin1Char(':') + name});
    }
    CancelOnlyProgress signatureProgress(progress);
    auto signature = verifySignature(signatureProgress);
    if (!signature)
        return signature.error();
    report.facts << signature->message();
    if (signature->failed()) {
        const bool bad = signature->verdict != MpqSignatureVerdict::CannotTell;
        report.problems.push_back(Error{bad ? ErrorCode::ChecksumMismatch : ErrorCode::Unsupported,
            signature->message(), path(), signature->signatureOffset});
    }
    return unlessChanged(*m_source, Result<VerifyReport>(std::move(report)));
}

QString MpqArchive::formatName() const
{
    return tr("MPQ archive (version %1)").arg(m_header.formatVersion);
}

std::vector<EntryIndex::Input> MpqArchive::buildIndexInputs() const
{
    std::vector<EntryIndex::Input> inputs;
    inputs.reserve(m_entries.size());
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        const MpqEntry &e = m_entries[i];
        EntryIndex::Input in;
        in.path = e.name().replace(QLatin1Char('\\'), QLatin1Char('/'));
        in.size = e.fileSize;
        in.packedSize = e.compressedSize;
        in.entry = static_cast<int>(i);
        in.compression = compressionName(e.flags);
        in.checksum = e.crc32.value_or(0);
        in.hasChecksum = e.crc32.has_value();
        in.flags = e.flags;
        in.locale = e.locale;
        inputs.push_back(std::move(in));
    }
    return inputs;
}

LayerRole MpqArchive::layerRole(int entry) const
{
    if (entry < 0 || entry >= static_cast<int>(m_entries.size()))
        return LayerRole::Private;
    const MpqEntry &e = m_entries[static_cast<std::size_t>(entry)];
    const bool internal = e.rawName.startsWith('(') && e.rawName.endsWith(')') && !e.rawName.contains('\\');
    if (e.pseudoName || internal)
        return LayerRole::Private;
    return e.isDeleteMarker() ? LayerRole::Deletion : LayerRole::File;
}

unsigned MpqArchive::indexColumns() const
{
    return EntryIndex::CompressionColumn | EntryIndex::FlagsColumn | EntryIndex::LocaleColumn
        | EntryIndex::ChecksumColumn;
}

Result<ExtractSummary> MpqArchive::extract(const std::vector<int> &entries, const QString &targetDir,
    Progress &progress) const
{
    auto report = extractWithPolicy(entries, targetDir, progress, io::FailurePolicy::AllOrNothing);
    if (!report)
        return report.error();
    return report->summary;
}

Result<ExtractOutcome> MpqArchive::extractWithPolicy(
    const std::vector<int> &entries, const QString &targetDir, Progress &progress, io::FailurePolicy policy) const
{
    return MpqExtractor::extractToDisk(*this, entries, targetDir, progress, policy);
}

StructureNode MpqArchive::describeStructure() const
{
    return describeMpqStructure(*this, *m_source);
}

StructureNode MpqArchive::describeEntry(int entry) const
{
    return describeMpqEntry(*this, *m_source, entry);
}

} // namespace mwb::formats::mpq
