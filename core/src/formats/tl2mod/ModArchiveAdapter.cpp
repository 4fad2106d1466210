// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModArchiveAdapter.h"

#include "ManifestPlan.h"
#include "ModArchiveParser.h"
#include "ModStructureDescriber.h"
#include "ModWriter.h"
#include "PakPair.h"
#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2mod/ModExtractor.h"
#include "mwb/formats/tl2mod/ModVerifier.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace mwb::formats::tl2mod {

namespace {

QString hex32(quint32 value)
{
    return QStringLiteral("0x%1").arg(value, 8, 16, QLatin1Char('0'));
}

/// mwb::Archive over a ModArchive: entry ids are manifest record indices.
class ModArchiveAdapter final : public Archive
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2mod::ModArchiveAdapter)

public:
    explicit ModArchiveAdapter(std::shared_ptr<const ModArchive> archive)
        : m_archive(std::move(archive))
        , m_removed(removedPathKeys(m_archive->header()))
    { }

    QString path() const override { return m_archive->path(); }
    QString formatId() const override
    {
        return m_archive->isPak() ? QStringLiteral("tl2pak") : QStringLiteral("tl2mod");
    }
    const ByteSource &source() const override { return m_archive->source(); }
    std::vector<EntryIndex::Input> buildIndexInputs() const override { return m_archive->indexInputs(); }
    unsigned indexColumns() const override
    {
        return EntryIndex::TypeColumn | EntryIndex::ChecksumColumn | EntryIndex::CompressionColumn;
    }

    Result<QByteArray> readEntry(int entry) const override
    {
        if (entry < 0 || entry >= static_cast<int>(m_archive->records().size()))
            return Error{ErrorCode::InvalidInput, tr("No entry %1 in this mod").arg(entry), path(), -1};
        return unlessChanged(source(), m_archive->readEntry(entry));
    }

    Result<ExtractSummary> extract(
        const std::vector<int> &entries, const QString &targetDir, Progress &progress) const override
    {
        for (const int entry : entries) {
            if (entry < 0 || entry >= static_cast<int>(m_archive->records().size()))
                return Error{ErrorCode::InvalidInput, tr("No entry %1 in this mod").arg(entry), path(), -1};
        }
        auto report = unlessChanged(source(), extractRecords(*m_archive, entries, targetDir, progress));
        if (!report)
            return report.error();
        return ExtractSummary{report->files, report->bytes};
    }

    /// A data-less record whose path MOD.DAT lists under REMOVE_FILES deletes the game's (or a lower mod's) file.
    LayerRole layerRole(int entry) const override
    {
        if (entry < 0 || entry >= static_cast<int>(m_archive->records().size()))
            return LayerRole::Private;
        const ModRecord &record = m_archive->records()[static_cast<std::size_t>(entry)];
        return !record.hasData() && m_removed.contains(asciiUpper(record.path())) ? LayerRole::Deletion
                                                                                   : LayerRole::File;
    }

    StructureNode describeStructure() const override
    {
        return m_archive->isPak() ? describePakStructure(m_archive) : describeModStructure(m_archive);
    }
    StructureNode describeEntry(int entry) const override
    {
        return m_archive->isPak() ? describePakEntry(m_archive, entry) : describeModEntry(m_archive, entry);
    }

    Result<mwb::VerifyReport> verify(Progress &progress) const override
    {
        auto checked = unlessChanged(source(), verifyMod(*m_archive, progress));
        if (!checked)
            return checked.error();
        mwb::VerifyReport report;
        report.checkedEntries = checked->checkedEntries;
        report.problems = std::move(checked->problems);
        report.warnings = std::move(checked->warnings);
        report.facts << tr("Rolling hash: stored %1, computed %2")
                            .arg(hex32(checked->storedRollingHash), hex32(checked->computedRollingHash));
        return report;
    }

    /// The archive as parsed, for the format's own tools (the writer).
    [[nodiscard]] const std::shared_ptr<const ModArchive> &modArchive() const { return m_archive; }

private:
    std::shared_ptr<const ModArchive> m_archive; ///< shared with the lazy rows of describeStructure()
    QSet<QString> m_removed; ///< removedPathKeys() of the header
};

} // namespace

bool looksLikeModArchive(const ByteSource &source)
{
    return ModArchiveParser::looksLikeMod(source);
}

Result<std::unique_ptr<Archive>> openModArchive(std::unique_ptr<ByteSource> source)
{
    auto archive = ModArchive::open(std::move(source));
    if (!archive)
        return archive.error();
    return std::unique_ptr<Archive>(std::make_unique<ModArchiveAdapter>(std::move(archive).value()));
}

bool looksLikePakArchive(const ByteSource &source)
{
    if (ModArchiveParser::looksLikeManifest(source))
        return true;
    if (source.path().isEmpty() || isManifestName(source.path()))
        return false;
    const QString manifestPath = pakPairOf(source.path()).manifest;
    if (!QFileInfo(manifestPath).isFile())
        return false;
    auto manifest = ByteSource::openFile(manifestPath);
    return manifest && ModArchiveParser::looksLikeManifest(**manifest);
}

Result<std::unique_ptr<Archive>> openPakArchive(std::unique_ptr<ByteSource> source)
{
    const bool isManifest = isManifestName(source->path()) || ModArchiveParser::looksLikeManifest(*source);
    const PakPair pair
        = isManifest ? PakPair{source->path(), pakPairOf(source->path()).pak} : pakPairOf(source->path());
    if (!isManifestName(pair.manifest)) {
        return Error{ErrorCode::InvalidInput,
            ModArchiveAdapter::tr("Cannot tell which PAK this manifest describes: its name does not end in “.MAN”"),
            source->path(), -1};
    }
    const QString other = isManifest ? pair.pak : pair.manifest;
    if (!QFileInfo(other).isFile()) {
        return Error{ErrorCode::Io,
            (isManifest ? ModArchiveAdapter::tr("The PAK this manifest describes is missing: no %1 beside it")
                        : ModArchiveAdapter::tr("The manifest of this PAK is missing: no %1 beside it"))
                .arg(QFileInfo(other).fileName()),
            source->path(), -1};
    }
    auto opened = ByteSource::openFile(other);
    if (!opened)
        return opened.error();
    auto archive = isManifest ? ModArchive::openPak(std::move(source), std::move(opened).value())
                              : ModArchive::openPak(std::move(opened).value(), std::move(source));
    if (!archive)
        return archive.error();
    return std::unique_ptr<Archive>(std::make_unique<ModArchiveAdapter>(std::move(archive).value()));
}

Result<std::unique_ptr<ArchiveWriter>> createModWriter(const ModHeader &header)
{
    auto writer = ModWriter::create(header);
    if (!writer)
        return writer.error();
    return std::unique_ptr<ArchiveWriter>(std::move(writer).value());
}

std::shared_ptr<const ModArchive> modArchiveOf(const Archive &archive)
{
    const auto *adapter = dynamic_cast<const ModArchiveAdapter *>(&archive);
    return adapter ? adapter->modArchive() : nullptr;
}

Result<std::unique_ptr<ArchiveWriter>> editModArchive(std::shared_ptr<const Archive> archive)
{
    const auto *adapter = dynamic_cast<const ModArchiveAdapter *>(archive.get());
    if (!adapter || adapter->modArchive()->isPak()) {
        return Error{ErrorCode::Unsupported,
            ModArchiveAdapter::tr("%1 was not opened as a Torchlight 2 mod").arg(archive->path()), archive->path()};
    }
    std::shared_ptr<const ModArchive> mod = adapter->modArchive();
    return std::unique_ptr<ArchiveWriter>(std::make_unique<ModWriter>(std::move(archive), std::move(mod)));
}

} // namespace mwb::formats::tl2mod
