// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModWriter.h"

#include "BlockCodec.h"
#include "DataSectionWriter.h"
#include "EntryContent.h"
#include "ManifestPlan.h"
#include "ModArchiveAdapter.h"
#include "ModFileLayout.h"
#include "RawIndexRefresh.h"
#include "mwb/core/EntryLookup.h"
#include "mwb/core/io/RangeCopier.h"
#include "mwb/core/io/WorkerPool.h"
#include "mwb/formats/tl2mod/TypeCodes.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>

#include <algorithm>

namespace mwb::formats::tl2mod {

namespace {

const QString kMedia = QStringLiteral("MEDIA");

/// An untouched entry's stored block in the base file.
struct StoredBlock
{
    std::size_t entry = 0; ///< index of the planned entry
    qint64 offset = 0; ///< absolute offset of the block header in the base file
    qint64 length = 0; ///< header and payload
    quint32 compressed = 0;
    [[nodiscard]] qint64 end() const { return offset + length; }
};

/// The records to write, one per planned entry, and what their data is made from.
struct WritePlan
{
    std::vector<ModRecord> records;
    std::vector<StoredBlock> copied; ///< untouched blocks, in base file order
    std::vector<std::size_t> fresh; ///< planned entries with new content
    int dataless = 0;
};

ModRecord recordAt(const QString &path)
{
    const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
    ModRecord record;
    record.directory = path.left(slash + 1);
    record.name = path.mid(slash + 1);
    return record;
}

/// The planned file DataSectionWriter makes the block of new content from.
PlannedFile plannedFile(
    const QString &path, const EntrySource &source, const AddOptions &options, quint8 type, RecordPlace place)
{
    const bool compile = options.compileSources && type == TypeDat;
    const bool compileLayout = options.compileSources && type == TypeLayout;
    if (source.file.isEmpty()) {
        return PlannedFile{path, source.bytes.size(), type,
            compile ? PlannedContent::DatBytes : PlannedContent::Generated, source.bytes, place.block, place.record, 0,
            {}, {}};
    }
    const QFileInfo info(source.file);
    return PlannedFile{info.absoluteFilePath(), info.size(), type,
        compile ? PlannedContent::DatSource : (compileLayout ? PlannedContent::LayoutSource : PlannedContent::AsIs),
        QByteArray(), place.block, place.record, fileTimeOf(info), {}, {}};
}

/// The commit report's notes on the sources a write compiled.
QStringList compileNotes(int compiledDats, int compiledLayouts)
{
    QStringList notes;
    if (compiledDats > 0)
        notes << ModWriter::tr("%n text DAT(s) compiled to BINDAT", nullptr, compiledDats);
    if (compiledLayouts > 0)
        notes << ModWriter::tr("%n text layout(s) compiled to BINLAYOUT", nullptr, compiledLayouts);
    return notes;
}

} // namespace

ModWriter::ModWriter(std::shared_ptr<const Archive> base, std::shared_ptr<const ModArchive> mod)
    : ArchiveWriter(std::move(base))
    , m_mod(std::move(mod))
{ }

Result<std::unique_ptr<ModWriter>> ModWriter::create(const ModHeader &header)
{
    auto bytes = emptyModBytes(header);
    if (!bytes)
        return bytes.error();
    auto base = openModArchive(ByteSource::fromBytes(std::move(bytes).value(), tr("new mod")));
    if (!base)
        return base.error();
    std::shared_ptr<const Archive> archive(std::move(base).value());
    auto writer = std::make_unique<ModWriter>(archive, modArchiveOf(*archive));
    writer->m_newHeader = header;
    return writer;
}

const ModHeader &ModWriter::header() const
{
    return m_newHeader ? *m_newHeader : m_mod->header();
}

Result<QString> ModWriter::normalizePath(const QString &path) const
{
    const QString normalized = asciiUpper(QString(path).replace(QLatin1Char('\\'), QLatin1Char('/')));
    const QStringList parts = normalized.split(QLatin1Char('/'));
    if (parts.contains(QLatin1String(".."))) {
        return Error{ErrorCode::UnsafePath, tr("%1 would leave the mod's MEDIA folder").arg(path), base().path()};
    }
    if (parts.size() < 2 || parts.first() != kMedia || parts.contains(QString())
        || parts.contains(QLatin1String("."))) {
        return Error{ErrorCode::InvalidInput,
            tr("%1 is not a path below MEDIA/ (like MEDIA/UNITS/ITEMS/SWORD.DAT)").arg(path), base().path()};
    }
    return normalized;
}

Result<QByteArray> ModWriter::storedBytes(
    const QString &path, const EntrySource &source, const AddOptions &options) const
{
    auto content = loadEntryContent(plannedFile(path, source, options, typeCodeForName(path), {}));
    if (!content)
        return content.error();
    return std::move(content->bytes);
}

Result<QStringList> ModWriter::updateDerivedEntries(Progress &progress)
{
    return updateRawIndexes(*this, *m_mod, progress);
}

std::optional<int> ModWriter::writtenEntry(const Archive &written, const EntryLookup &lookup, std::size_t index) const
{
    // The last commit laid the manifest out itself: it knows each planned entry's record.
    if (index < m_writtenRecords.size())
        return m_writtenRecords[index];
    return ArchiveWriter::writtenEntry(written, lookup, index);
}

EntryCheck ModWriter::checkUntouched(const Archive &written, int entry, std::size_t index) const
{
    const std::shared_ptr<const ModArchive> mod = modArchiveOf(written);
    if (!mod || entry < 0 || entry >= static_cast<int>(mod->records().size()))
        return EntryCheck::Read;
    const ModRecord &now = mod->records()[static_cast<std::size_t>(entry)];
    const ModRecord &was = m_mod->records()[static_cast<std::size_t>(entries()[index].original)];
    if (now.path() != entries()[index].path || now.size != was.size || now.crc32 != was.crc32 || now.type != was.type
        || now.fileTime != was.fileTime || now.hasData() != was.hasData())
        return EntryCheck::Differs;
    // Blocks went over in runs, each copied in one piece: the headers at both ends of a run show it landed whole where
    // the records say (a header per entry would cost a read per entry).
    if (!now.hasData() || !m_runEnds.contains(index))
        return EntryCheck::Same;
    const auto nowBlock = mod->block(entry);
    const auto wasBlock = m_mod->block(entries()[index].original);
    if (!nowBlock || !wasBlock || nowBlock->uncompressedSize != wasBlock->uncompressedSize
        || nowBlock->compressedSize != wasBlock->compressedSize)
        return EntryCheck::Differs;
    return EntryCheck::Same;
}

void ModWriter::keepDigests(const ManifestPlan &plan, const std::vector<DataSectionWriter::WrittenBlock> &blocks)
{
    m_digests.clear();
    for (std::size_t i = 0; i < plan.files.size(); ++i) {
        const ModRecord &record = plan.blocks[plan.files[i].block].records[plan.files[i].record];
        StoredDigest digest{record.path(), record.size, record.crc32};
        if (i < blocks.size() && blocks[i].headerOffset >= 0) {
            digest.storedOffset = blocks[i].headerOffset + 8;
            digest.storedSize = blocks[i].payloadSize;
            digest.storedCrc32 = blocks[i].payloadCrc;
        }
        m_digests.push_back(std::move(digest));
    }
}

EntryCheck ModWriter::checkStored(const Archive &written, int entry, const StoredDigest &digest) const
{
    const std::shared_ptr<const ModArchive> mod = modArchiveOf(written);
    if (!mod || digest.storedOffset < 0 || entry < 0 || entry >= static_cast<int>(mod->records().size()))
        return EntryCheck::Read;
    const ModRecord &record = mod->records()[static_cast<std::size_t>(entry)];
    const auto block = mod->block(entry);
    if (record.size != digest.size || record.crc32 != digest.crc32 || !block
        || block->payloadOffset() != digest.storedOffset || block->payloadSize() != digest.storedSize)
        return EntryCheck::Differs;
    // Read, not viewed: a view would keep every page of the new file resident (the pack's memory stays bounded).
    const auto stored = mod->source().read(digest.storedOffset, digest.storedSize);
    if (!stored)
        return EntryCheck::Differs;
    return crc32(*stored) == digest.storedCrc32 ? EntryCheck::Same : EntryCheck::Differs;
}

Result<CommitReport> ModWriter::writeArchive(QFile &out, Progress &progress)
{
    m_writtenRecords.clear();
    m_runEnds.clear();
    m_digests.clear();
    return m_folder ? writeFolder(out, progress) : writeEdits(out, progress);
}

Result<CommitReport> ModWriter::writeEdits(QFile &out, Progress &progress)
{
    const ModArchive &mod = *m_mod;
    WritePlan write;
    write.records.reserve(entries().size());
    for (std::size_t i = 0; i < entries().size(); ++i) {
        const PlannedEntry &entry = entries()[i];
        ModRecord record = recordAt(entry.path);
        if (entry.isNew()) {
            record.type = typeCodeForName(record.name);
            record.fileTime = entry.content->file.isEmpty() ? fileTimeOf(QDateTime::currentDateTimeUtc())
                                                            : fileTimeOf(QFileInfo(entry.content->file));
            write.fresh.push_back(i);
        } else {
            const ModRecord &from = mod.records().at(static_cast<std::size_t>(entry.original));
            record.crc32 = from.crc32;
            record.type = from.type;
            record.size = from.size;
            record.fileTime = from.fileTime;
            if (from.hasData()) {
                auto block = mod.block(entry.original);
                if (!block)
                    return block.error();
                write.copied.push_back(
                    StoredBlock{i, block->headerOffset, 8 + qint64(block->payloadSize()), block->compressedSize});
            } else {
                ++write.dataless;
            }
        }
        write.records.push_back(std::move(record));
    }
    std::stable_sort(write.copied.begin(), write.copied.end(), [](const StoredBlock &a, const StoredBlock &b) {
        return a.offset < b.offset;
    });

    ManifestLayout layout = layoutManifest(write.records);
    ManifestPlan plan;
    plan.blocks = std::move(layout.blocks);
    plan.removalRecords = write.dataless;
    for (const std::size_t i : write.fresh) {
        const PlannedEntry &entry = entries()[i];
        plan.files.push_back(
            plannedFile(entry.path, *entry.content, entry.options, write.records[i].type, layout.places[i]));
        plan.totalBytes += plan.files.back().size;
    }
    for (const StoredBlock &block : write.copied)
        plan.totalBytes += block.length;

    auto started = startModFile(out, this->header(), base().path());
    if (!started)
        return started.error();
    const ModHeader &header = *started;
    progress.setText(tr("Saving %1").arg(QFileInfo(out.fileName()).fileName()));
    progress.setTotal(plan.totalBytes);
    DataSectionWriter data(out, header.dataOffset, io::threadCap(), progress);
    io::RangeCopier copier(mod.source(), out);
    for (std::size_t first = 0; first < write.copied.size();) {
        std::size_t last = first;
        quint32 largest = write.copied[first].compressed;
        while (last + 1 < write.copied.size() && write.copied[last + 1].offset == write.copied[last].end())
            largest = std::max(largest, write.copied[++last].compressed);
        const StoredBlock &start = write.copied[first];
        auto at = data.copyBlocks(copier, start.offset, write.copied[last].end() - start.offset, largest);
        if (!at)
            return at.error();
        for (std::size_t k = first; k <= last; ++k) {
            const RecordPlace place = layout.places[write.copied[k].entry];
            plan.blocks[place.block].records[place.record].offset
                = at.value() + static_cast<quint32>(write.copied[k].offset - start.offset);
        }
        m_runEnds.insert(write.copied[first].entry);
        m_runEnds.insert(write.copied[last].entry);
        first = last + 1;
    }
    if (auto ok = data.writeFiles(plan); !ok)
        return ok.error();
    if (auto ok = data.finish(plan); !ok)
        return ok.error();

    ManifestInfo manifest = mod.manifest();
    manifest.fileCount = plan.recordCount();
    if (auto ok = writeManifestAndHeader(out, header, data.dataSize(), manifest, plan.blocks, base().path()); !ok)
        return ok.error();
    keepDigests(plan, data.writtenBlocks());
    std::vector<int> blockStart(plan.blocks.size(), 0); // records are numbered in manifest order
    for (std::size_t b = 1; b < plan.blocks.size(); ++b)
        blockStart[b] = blockStart[b - 1] + static_cast<int>(plan.blocks[b - 1].records.size());
    for (const RecordPlace &place : layout.places)
        m_writtenRecords.push_back(blockStart[place.block] + static_cast<int>(place.record));

    CommitReport report;
    report.entries = static_cast<int>(entries().size());
    report.copiedRaw = static_cast<int>(write.copied.size());
    report.written = static_cast<int>(write.fresh.size());
    report.notes << compileNotes(data.compiledDats(), data.compiledLayouts());
    return report;
}

Result<CommitReport> ModWriter::writeFolder(QFile &out, Progress &progress)
{
    if (!entries().empty()) {
        return Error{
            ErrorCode::InvalidInput, tr("A mod folder is written on its own, without other edits"), base().path()};
    }
    ModFolderPlan &folder = *m_folder;
    auto started = startModFile(out, this->header(), folder.mediaDir);
    if (!started)
        return started.error();
    const ModHeader &header = *started;
    progress.setText(tr("Packing %1").arg(QFileInfo(out.fileName()).fileName()));
    auto data = writeModFolderData(out, header.dataOffset, folder, progress);
    if (!data)
        return data.error();
    const ManifestPlan &plan = folder.plan;
    if (auto ok
        = writeManifestAndHeader(out, header, data->size, folderManifestInfo(plan), plan.blocks, folder.mediaDir);
        !ok)
        return ok.error();
    keepDigests(plan, data->blocks);

    PackReport &report = m_folderReport;
    report = PackReport{};
    report.files = static_cast<int>(plan.files.size());
    report.inputBytes = plan.totalBytes;
    report.rollingHash = data->rollingHash;
    report.compiledDats = data->compiledDats;
    report.compiledLayouts = data->compiledLayouts;
    report.staleLayouts = data->staleLayouts;
    report.binLayouts = plan.layoutsFromBinLayout;
    report.regeneratedRaws = data->regeneratedRaws;
    report.rawChanges = data->rawChanges;
    report.usedSidecar = plan.fromSidecar;
    report.keptRecords = plan.keptRecords - data->changedFiles;
    report.changedFiles = data->changedFiles;
    report.addedFiles = plan.addedFiles;
    report.droppedRecords = plan.droppedRecords;

    CommitReport commit;
    commit.entries = static_cast<int>(plan.recordCount());
    commit.written = report.files;
    commit.notes << compileNotes(data->compiledDats, data->compiledLayouts);
    return commit;
}

} // namespace mwb::formats::tl2mod
