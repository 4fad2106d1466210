// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModWarnings.h"

#include "EntryContent.h"
#include "ManifestPlan.h"
#include "RawIndexDiff.h"
#include "RawIndexFiles.h"
#include "mwb/formats/tl2dat/Bindat.h"
#include "mwb/formats/tl2dat/DatDocument.h"
#include "mwb/formats/tl2mod/ModSidecar.h"
#include "mwb/formats/tl2mod/TypeCodes.h"
#include "mwb/formats/tl2raw/RawFile.h"
#include "mwb/formats/tl2raw/RawLayout.h"
#include "mwb/formats/tl2raw/RawSources.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <cstring>

namespace mwb::formats::tl2mod {

namespace {

class WarningText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2mod::ModVerifier)
};

ModWarning warning(const char *code, const QString &path, const QString &message)
{
    return ModWarning{QString::fromLatin1(code), path, message};
}

} // namespace

std::vector<ModWarning> recordWarnings(const ModArchive &archive)
{
    std::vector<ModWarning> warnings;
    const std::vector<ModRecord> &records = archive.records();
    for (const DuplicatePath &duplicate : findDuplicatePaths(records))
        warnings.push_back(warning(kDuplicatePathWarning, duplicate.path, duplicatePathMessage(records, duplicate)));
    const QSet<QString> removed = removedPathKeys(archive.header());
    for (const ModRecord &r : records) {
        if (asciiUpper(r.name) != r.name || asciiUpper(r.directory) != r.directory) {
            warnings.push_back(warning(kLowerCaseNameWarning, r.path(),
                WarningText::tr("%1 has lower-case letters: the game upper-cases the paths it looks for, so it never "
                                "finds this entry")
                    .arg(r.path())));
        }
        if (r.isDirectory() || (!r.hasData() && removed.contains(asciiUpper(r.path()))))
            continue;
        if (const quint8 expected = typeCodeForName(r.name); expected != r.type) {
            warnings.push_back(warning(kTypeMismatchWarning, r.path(),
                WarningText::tr("%1 has type %2 (%3), but GUTS gives its extension type %4 (%5)")
                    .arg(r.path())
                    .arg(r.type)
                    .arg(typeCodeName(r.type))
                    .arg(expected)
                    .arg(typeCodeName(expected))));
        }
    }
    return warnings;
}

std::optional<ModWarning> datWarning(const ModRecord &record, const QByteArray &bytes)
{
    if (record.type != TypeDat || !record.hasData())
        return std::nullopt;
    std::optional<Error> error;
    if (looksLikeBindat(bytes)) {
        if (auto bindat = tl2dat::readBindat(bytes, record.path()); !bindat)
            error = bindat.error();
    } else if (auto text = tl2dat::DatDocument::parse(bytes, record.path()); !text) {
        error = text.error();
    }
    if (!error)
        return std::nullopt;
    return warning(kUnparsableDatWarning, record.path(),
        WarningText::tr("%1 does not parse as a DAT (byte %2): %3")
            .arg(record.path())
            .arg(error->offset)
            .arg(error->message));
}

namespace {

/// kDanglingRawWarning for a stored RAW index whose rows name files the mod lacks.
std::optional<ModWarning> danglingRows(const ModRecord &record, const QByteArray &bytes, const QSet<QString> &paths)
{
    const auto kind = tl2raw::rawKindFromPath(record.path());
    if (!kind)
        return std::nullopt;
    const auto raw = tl2raw::RawFile::parse(*kind, bytes, record.path());
    if (!raw)
        return std::nullopt;
    QStringList missing;
    for (std::size_t t = 0; t < raw->tables.size(); ++t) {
        const auto &fields = raw->layout().tables[t].fields;
        for (std::size_t f = 0; f < fields.size(); ++f) {
            if (std::strcmp(fields[f].name, "FILE") != 0 || fields[f].type != tl2raw::RawFieldType::String)
                continue;
            for (const tl2raw::RawRecord &row : raw->tables[t].records) {
                const QString file = row.text(f);
                if (!file.isEmpty() && !paths.contains(tl2raw::mediaPath(file)))
                    missing << file;
            }
        }
    }
    if (missing.isEmpty())
        return std::nullopt;
    return warning(kDanglingRawWarning, record.path(),
        WarningText::tr("%1 has %n row(s) naming files the mod does not hold (first: %2)", nullptr,
            static_cast<int>(missing.size()))
            .arg(QFileInfo(record.path()).fileName(), missing.constFirst()));
}

/// kStaleRawWarning for each RAW index that lacks or contradicts what the mod's sources give, or is missing.
void appendStaleWarnings(const ModArchive &archive, std::vector<ModWarning> &warnings)
{
    const auto regenerated = regenerateRawIndexFiles(sourcesAsExtracted(archive));
    if (!regenerated) {
        warnings.push_back(warning(kRawUncheckedWarning, regenerated.error().path,
            WarningText::tr("The RAW indexes could not be checked: %1").arg(regenerated.error().message)));
        return;
    }
    QHash<QString, int> stored; // the last record of a path, as an extracted folder holds it
    const std::vector<ModRecord> &records = archive.records();
    for (std::size_t i = 0; i < records.size(); ++i) {
        if (records[i].hasData() && !records[i].isDirectory())
            stored.insert(records[i].path(), static_cast<int>(i));
    }
    for (const GeneratedFile &raw : regenerated.value()) {
        const QString name = QFileInfo(raw.path).fileName();
        if (!stored.contains(raw.path)) {
            warnings.push_back(warning(kStaleRawWarning, raw.path,
                WarningText::tr("The mod has sources for %1 but no %1: GUTS writes it when it builds the mod")
                    .arg(name)));
            continue;
        }
        const auto bytes = archive.readEntry(stored.value(raw.path));
        const auto change = compareRawIndex(raw.path, bytes ? std::optional(bytes.value()) : std::nullopt, raw.bytes);
        if (change && lacksOrContradicts(*change)) {
            warnings.push_back(warning(kStaleRawWarning, raw.path,
                WarningText::tr("%1 is stale: regenerated from the mod's sources it would change: %2")
                    .arg(name, change->tablesSummary())));
        }
    }
}

} // namespace

std::vector<ModWarning> rawIndexWarnings(const ModArchive &archive)
{
    std::vector<ModWarning> warnings;
    QSet<QString> paths;
    for (const ModRecord &record : archive.records()) {
        if (!record.isDirectory() && record.hasData())
            paths.insert(asciiUpper(record.path()));
    }
    const QSet<QString> raws = rawIndexPaths();
    for (std::size_t i = 0; i < archive.records().size(); ++i) {
        const ModRecord &record = archive.records()[i];
        if (!record.hasData() || !raws.contains(asciiUpper(record.path())))
            continue;
        if (const auto bytes = archive.readEntry(static_cast<int>(i))) {
            if (auto dangling = danglingRows(record, *bytes, paths))
                warnings.push_back(std::move(*dangling));
        }
    }
    appendStaleWarnings(archive, warnings);
    return warnings;
}

} // namespace mwb::formats::tl2mod
