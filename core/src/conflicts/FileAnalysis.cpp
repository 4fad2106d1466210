// SPDX-License-Identifier: GPL-3.0-or-later
#include "FileAnalysis.h"

#include <set>

namespace mwb::conflicts::detail {

namespace {

class FileAnalysisText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::conflicts::FileAnalysis)
};

Result<std::vector<QByteArray>> readCopies(const ConflictInputs &inputs, const StackedFile &file)
{
    std::vector<QByteArray> bytes;
    bytes.reserve(file.copies.size());
    for (const FileCopy &copy : file.copies) {
        auto read = inputs.mods[static_cast<std::size_t>(copy.mod)].archive->readEntry(copy.entry);
        if (!read)
            return read.error();
        bytes.push_back(std::move(read).value());
    }
    return bytes;
}

/// File-level comparison: with a base, copies equal to the base's change nothing; two other copies with different
/// bytes conflict.
void compareBytes(FileAnalysis &analysis, const std::optional<QByteArray> &base)
{
    FileReport &report = analysis.report;
    std::set<std::pair<int, int>> pairs;
    for (std::size_t a = 0; a < analysis.bytes.size(); ++a) {
        if (base && analysis.bytes[a] == *base)
            continue;
        for (std::size_t b = a + 1; b < analysis.bytes.size(); ++b) {
            if (!(base && analysis.bytes[b] == *base) && analysis.bytes[a] != analysis.bytes[b])
                pairs.insert({report.mods[a], report.mods[b]});
        }
    }
    report.conflictingPairs.assign(pairs.begin(), pairs.end());
    report.status = pairs.empty() ? FileStatus::Harmless : FileStatus::Conflict;
}

} // namespace

Result<FileAnalysis> analyzeFile(const ConflictInputs &inputs, const BaseLookup &base, const StackedFile &file)
{
    FileAnalysis analysis;
    FileReport &report = analysis.report;
    report.path = file.path;
    for (const FileCopy &copy : file.copies)
        report.mods.push_back(copy.mod);
    report.winner = file.deletedBy >= 0 ? file.deletedBy : file.copies.back().mod;
    if (file.deletedBy >= 0) {
        report.status = FileStatus::Deleted;
        return analysis;
    }
    if (isRawIndex(file.path)) {
        report.status = FileStatus::Regenerated;
        return analysis;
    }
    if (sameStoredChecksums(file.copies)) {
        report.status = FileStatus::Identical;
        return analysis;
    }
    auto bytes = readCopies(inputs, file);
    if (!bytes)
        return bytes.error();
    analysis.bytes = std::move(bytes).value();
    if (std::all_of(analysis.bytes.begin(), analysis.bytes.end(), [&](const QByteArray &copy) {
            return copy == analysis.bytes.front();
        })) {
        report.status = FileStatus::Identical;
        return analysis;
    }
    auto baseCopy = base.read(file.path);
    if (!baseCopy)
        return baseCopy.error();
    report.inBase = baseCopy->has_value();
    if (isDat(file.path)) {
        auto overlap = DatOverlap::compare(file.path, report.mods, analysis.bytes, *baseCopy, base.exists());
        if (overlap) {
            overlap->describe(report);
            analysis.dat = std::move(overlap).value();
            return analysis;
        }
        report.note = FileAnalysisText::tr("Compared by bytes: %1").arg(overlap.error().message);
    }
    compareBytes(analysis, *baseCopy);
    return analysis;
}

} // namespace mwb::conflicts::detail
