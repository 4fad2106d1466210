// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModWriter.h"

#include "DataSectionWriter.h"
#include "ManifestPlan.h"
#include "ModSerializer.h"
#include "mwb/core/io/RangeCopier.h"
#include "mwb/core/io/WorkerPool.h"
#include "mwb/formats/tl2mod/TypeCodes.h"

#include <QFile>
#include <QFileInfo>

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

/// The planned file DataSectionWriter makes the block of a new entry from.
PlannedFile plannedFile(const PlannedEntry &entry, quint8 type, RecordPlace place)
{
    const EntrySource &source = *entry.content;
    const bool compile = entry.options.compileSources && type == TypeDat;
    const bool compileLayout = entry.options.compileSources && type == TypeLayout;
    if (source.file.isEmpty()) {
        return PlannedFile{entry.path, source.bytes.size(), type,
            compile ? PlannedContent::DatBytes : PlannedContent::Generated, source.bytes, place.block, place.record, 0, {}, {}};
    }
    const QFileInfo info(source.file);
    return PlannedFile{info.absoluteFilePath(), info.size(), type,
        compile ? PlannedContent::DatSource : (compileLayout ? PlannedContent::LayoutSource : PlannedContent::AsIs),
        QByteArray(), place.block, place.record,
        fileTimeOf(info), {}, {}};
}

Result<void> writeAt(QFile &out, qint64 offset, const QByteArray &bytes)
{
    if (!out.seek(offset) || out.write(bytes) != bytes.size())
        return Error{ErrorCode::Io, out.errorString(), out.fileName(), offset};
    return {};
}

} // namespace

ModWriter::ModWriter(std::shared_ptr<const Archive> base, std::shared_ptr<const ModArchive> mod)
    : ArchiveWriter(std::move(base))
    , m_mod(std::move(mod))
{ }

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

Result<CommitReport> ModWriter::writeArchive(QFile &out, Progress &progress)
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
        plan.files.push_back(plannedFile(entries()[i], write.records[i].type, layout.places[i]));
        plan.totalBytes += plan.files.back().size;
    }
    for (const StoredBlock &block : write.copied)
        plan.totalBytes += block.length;

    ModHeader header = mod.header();
    auto headerBytes = serializeHeader(header);
    if (!headerBytes)
        return Error{ErrorCode::InvalidInput, headerBytes.error().message, base().path()};
    header.dataOffset = static_cast<quint32>(headerBytes->size());
    if (!out.seek(header.dataOffset))
        return Error{ErrorCode::Io, out.errorString(), out.fileName(), header.dataOffset};
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
        first = last + 1;
    }
    if (auto ok = data.writeFiles(plan); !ok)
        return ok.error();
    if (auto ok = data.finish(plan); !ok)
        return ok.error();

    header.manifestOffset = static_cast<quint32>(header.dataOffset + data.dataSize());
    ManifestInfo manifest = mod.manifest();
    manifest.fileCount = plan.recordCount();
    auto manifestBytes = serializeManifest(manifest, plan.blocks);
    headerBytes = serializeHeader(header);
    if (!manifestBytes || !headerBytes) {
        return Error{
            ErrorCode::InvalidInput, (manifestBytes ? headerBytes : manifestBytes).error().message, base().path()};
    }
    if (auto ok = writeAt(out, header.manifestOffset, manifestBytes.value()); !ok)
        return ok.error();
    if (auto ok = writeAt(out, 0, headerBytes.value()); !ok)
        return ok.error();

    CommitReport report;
    report.entries = static_cast<int>(entries().size());
    report.copiedRaw = static_cast<int>(write.copied.size());
    report.written = static_cast<int>(write.fresh.size());
    if (data.compiledDats() > 0)
        report.notes << tr("%n text DAT(s) compiled to BINDAT", nullptr, data.compiledDats());
    if (data.compiledLayouts() > 0)
        report.notes << tr("%n text layout(s) compiled to BINLAYOUT", nullptr, data.compiledLayouts());
    return report;
}

} // namespace mwb::formats::tl2mod
