// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModArchiveAdapter.h"

#include "ModArchiveParser.h"
#include "ModStructureDescriber.h"
#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2mod/ModExtractor.h"

#include <QCoreApplication>

namespace mwb::formats::tl2mod {

namespace {

/// mwb::Archive over a ModArchive: entry ids are manifest record indices.
class ModArchiveAdapter final : public Archive
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2mod::ModArchiveAdapter)

public:
    explicit ModArchiveAdapter(std::shared_ptr<const ModArchive> archive)
        : m_archive(std::move(archive))
    { }

    QString path() const override { return m_archive->path(); }
    QString formatName() const override { return tr("Torchlight 2 mod"); }
    QString formatId() const override { return QStringLiteral("tl2mod"); }
    std::vector<EntryIndex::Input> indexInputs() const override { return m_archive->indexInputs(); }
    unsigned indexColumns() const override
    {
        return EntryIndex::TypeColumn | EntryIndex::ChecksumColumn | EntryIndex::CompressionColumn;
    }

    Result<QByteArray> readEntry(int entry) const override
    {
        if (entry < 0 || entry >= static_cast<int>(m_archive->records().size()))
            return Error{ErrorCode::InvalidInput, tr("No entry %1 in this mod").arg(entry), path(), -1};
        return m_archive->readEntry(entry);
    }

    Result<ExtractSummary> extract(
        const std::vector<int> &entries, const QString &targetDir, Progress &progress) const override
    {
        for (const int entry : entries) {
            if (entry < 0 || entry >= static_cast<int>(m_archive->records().size()))
                return Error{ErrorCode::InvalidInput, tr("No entry %1 in this mod").arg(entry), path(), -1};
        }
        auto report = extractRecords(*m_archive, entries, targetDir, progress);
        if (!report)
            return report.error();
        return ExtractSummary{report->files, report->bytes};
    }

    StructureNode describeStructure() const override { return describeModStructure(m_archive); }
    StructureNode describeEntry(int entry) const override { return describeModEntry(m_archive, entry); }

private:
    std::shared_ptr<const ModArchive> m_archive; ///< shared with the lazy rows of describeStructure()
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

} // namespace mwb::formats::tl2mod
