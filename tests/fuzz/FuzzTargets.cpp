// SPDX-License-Identifier: GPL-3.0-or-later
#include "FuzzTargets.h"

#include "SectorDecompressor.h"
#include "mwb/core/ByteSource.h"
#include "mwb/core/ContentDescriber.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/core/LayeredArchive.h"
#include "mwb/core/Progress.h"
#include "mwb/core/diff/ArchiveDiff.h"
#include "mwb/core/diff/ContentDiff.h"
#include "mwb/core/ops/EntryTarget.h"
#include "mwb/formats/blp/BlpTexture.h"
#include "mwb/formats/dbc/DbcSchema.h"
#include "mwb/formats/dbc/DbcTable.h"
#include "mwb/formats/dds/DdsImage.h"
#include "mwb/formats/grid/RegionMap.h"
#include "mwb/formats/mir2map/MapDetector.h"
#include "mwb/formats/mir2map/MapFile.h"
#include "mwb/formats/mpq/MpqArchive.h"
#include "mwb/formats/mpq/MpqWriter.h"
#include "mwb/formats/tl2dat/Bindat.h"
#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2dat/DatDecompiler.h"
#include "mwb/formats/tl2dat/DatDocument.h"
#include "mwb/formats/tl2dat/DatPropertyMerge.h"
#include "mwb/formats/tl2dat/NameDictionary.h"
#include "mwb/formats/tl2layout/BinLayout.h"
#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2mpp/MppFile.h"
#include "mwb/formats/tl2raw/RawFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QHash>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

namespace mwb::fuzz {

namespace {

using namespace mwb::formats;

const QString kLabel = QStringLiteral("fuzz-input");
/// Entries read per archive input: enough to reach every decoder, few enough to keep executions fast.
constexpr int kMaxEntriesRead = 64;
/// Archives of more entries are not diffed (a diff may read every entry of both): executions stay fast.
constexpr std::size_t kMaxDiffedEntries = 256;
/// How deep the nested target follows archives inside archives.
constexpr int kMaxNesting = 2;
/// Separates the archives of a multi-archive input (stack, diff); scripts/fuzz.sh joins its seeds with it.
const QByteArray kArchiveSeparator = QByteArrayLiteral("\n--mwb-archive--\n");

void require(bool holds, const char *invariant)
{
    if (!holds) {
        std::fprintf(stderr, "invariant broken: %s\n", invariant);
        std::abort();
    }
}

void tl2Mod(const QByteArray &input)
{
    auto archive = tl2mod::ModArchive::open(ByteSource::fromBytes(input, kLabel));
    if (!archive)
        return;
    const auto &mod = **archive;
    static_cast<void>(mod.indexInputs());
    for (int i = 0; i < static_cast<int>(mod.records().size()) && i < kMaxEntriesRead; ++i)
        static_cast<void>(mod.readEntry(i));
}

void mpqArchive(const QByteArray &input)
{
    auto archive = mpq::MpqArchive::open(ByteSource::fromBytes(input, kLabel));
    if (!archive)
        return;
    const auto &mpq = **archive;
    for (int i = 0; i < static_cast<int>(mpq.entries().size()) && i < kMaxEntriesRead; ++i) {
        const auto bytes = mpq.readEntry(i);
        require(!bytes || bytes->size() == qsizetype(mpq.entries()[static_cast<std::size_t>(i)].fileSize),
            "an MPQ entry reads back at its declared size");
    }
}

/// First byte: which method set, next two: the declared size (a decompressor never writes past it).
void mpqDecompressors(const QByteArray &input)
{
    if (input.size() < 3)
        return;
    const auto rules = (input[0] & 1) ? mpq::SectorDecompressor::Rules::Generic
                                      : mpq::SectorDecompressor::Rules::FixedCombinations;
    const qsizetype expected = (quint8(input[1]) | (quint8(input[2]) << 8)) + 1;
    QByteArray out(expected + 16, '\x5A');
    const QByteArrayView data = QByteArrayView(input).sliced(3);
    auto *target = reinterpret_cast<uchar *>(out.data());
    if (input[0] & 2)
        static_cast<void>(mpq::SectorDecompressor::explode(data, target, expected));
    else
        static_cast<void>(mpq::SectorDecompressor::decompress(data, target, expected, rules));
    require(out.right(16) == QByteArray(16, '\x5A'), "a decompressor writes no byte past its declared size");
}

/// The MPQ writer on a crafted source archive: options taken from it (--like), one file added, the whole archive
/// rewritten (untouched entries copied as stored, encrypted ones re-keyed).
void mpqWriter(const QByteArray &input)
{
    auto opened = mpq::MpqArchive::open(ByteSource::fromBytes(input, kLabel));
    if (!opened)
        return;
    const std::shared_ptr<const mpq::MpqArchive> base(std::move(opened).value());
    static_cast<void>(mpq::MpqWriteOptions::like(*base));
    mpq::MpqWriter writer(base);
    if (!writer.add(QStringLiteral("fuzz\\added.txt"), EntrySource::fromBytes("added")))
        return;
    static const QString output =
        QDir::temp().filePath(QStringLiteral("mwb-fuzz-%1.mpq").arg(QCoreApplication::applicationPid()));
    SilentProgress progress;
    if (writer.commit(output, progress))
        require(mpq::MpqArchive::open(output).has_value(), "what the MPQ writer wrote opens again");
    QFile::remove(output);
}

/// The first `most` archives of a multi-archive input, split at kArchiveSeparator (the last keeps any further ones).
std::vector<QByteArray> splitArchives(QByteArrayView input, std::size_t most)
{
    std::vector<QByteArray> parts;
    while (parts.size() + 1 < most) {
        const qsizetype at = input.indexOf(kArchiveSeparator);
        if (at < 0)
            break;
        parts.push_back(input.first(at).toByteArray());
        input = input.sliced(at + kArchiveSeparator.size());
    }
    parts.push_back(input.toByteArray());
    return parts;
}

/// The archive the registry recognises in `bytes` by content (MPQ, TL2 .MOD), opened from memory; null otherwise.
std::shared_ptr<const Archive> openArchiveBytes(const QByteArray &bytes, int number)
{
    const QString name = QStringLiteral("fuzz-archive-%1").arg(number);
    auto archive = openArchiveFrom(ByteSource::fromBytes(bytes, name), name);
    if (!archive)
        return nullptr;
    return std::shared_ptr<const Archive>(std::move(archive).value());
}

/// The highest layer holding each path (pathKey()) as a file or a deletion: what a resolution's top must be.
QHash<QString, int> highestLayerByPath(const LayeredArchive &stack)
{
    QHash<QString, int> highest;
    for (int layer = 0; layer < static_cast<int>(stack.layers().size()); ++layer) {
        const Archive &archive = *stack.layers()[static_cast<std::size_t>(layer)].archive;
        for (const EntryIndex::Input &input : archive.indexInputs()) {
            if (!input.path.endsWith(QLatin1Char('/')) && archive.layerRole(input.entry) != LayerRole::Private)
                highest[LayeredArchive::pathKey(input.path)] = layer;
        }
    }
    return highest;
}

void requireResolved(const LayeredArchive::Resolution &resolution, const QHash<QString, int> &highest)
{
    require(highest.value(LayeredArchive::pathKey(resolution.path), -1) == resolution.top.layer,
        "a resolved path comes from the highest layer holding it");
    int previous = resolution.top.layer - 1;
    for (const LayeredArchive::Copy &copy : resolution.shadowed) {
        require(copy.layer <= previous, "shadowed copies lie below the top layer, highest layer first");
        previous = copy.layer;
    }
}

/// Input: a flag byte (bit 0: tiny files delete, the WoW rule), then two or three archives split by
/// kArchiveSeparator, lowest layer first. Every resolution's top is the highest layer holding its path, below it the
/// copies it shadows; a resolved entry reads at the size the stack lists; every shadowed copy has its source row and
/// is read (readShadowed(): a deletion has no bytes).
void stack(const QByteArray &input)
{
    if (input.isEmpty())
        return;
    std::vector<LayeredArchive::Layer> layers;
    for (const QByteArray &part : splitArchives(QByteArrayView(input).sliced(1), 3)) {
        if (auto archive = openArchiveBytes(part, static_cast<int>(layers.size())))
            layers.push_back({QStringLiteral("layer %1").arg(layers.size()), std::move(archive)});
    }
    if (layers.size() < 2)
        return;
    LayeredArchive::Options options;
    options.tinyFilesDelete = (quint8(input[0]) & 1) != 0;
    auto created = LayeredArchive::create(std::move(layers), options);
    require(created.has_value(), "a stack of opened archives is created");
    const LayeredArchive &stacked = **created;
    const QHash<QString, int> highest = highestLayerByPath(stacked);
    for (const LayeredArchive::Resolution &deletion : stacked.deletions()) {
        require(deletion.top.deletes, "a deletion's top copy deletes");
        requireResolved(deletion, highest);
    }
    int reads = 0;
    for (int id = 0; id < static_cast<int>(stacked.files().size()); ++id) {
        const LayeredArchive::Resolution &file = stacked.files()[static_cast<std::size_t>(id)];
        require(!file.top.deletes && stacked.find(file.path) == &file, "a file resolves to itself, not deleted");
        requireResolved(file, highest);
        if (reads++ >= kMaxEntriesRead)
            continue;
        const auto bytes = stacked.readEntry(id);
        require(!bytes || bytes->size() == stacked.indexInputs()[static_cast<std::size_t>(id)].size,
            "a stacked entry reads back at the size the stack lists");
        static_cast<void>(stacked.describeEntry(id));
        require(stacked.shadowedSources(id).size() == static_cast<qsizetype>(file.shadowed.size()),
            "every shadowed copy has its source row");
        for (int copy = 0; copy < static_cast<int>(file.shadowed.size()) && reads < kMaxEntriesRead; ++copy) {
            ++reads;
            const auto copyBytes = stacked.readShadowed(id, copy);
            require(!file.shadowed[static_cast<std::size_t>(copy)].deletes
                    || (!copyBytes && copyBytes.error().code == ErrorCode::InvalidInput),
                "a shadowed deletion has no bytes to read");
        }
    }
    static_cast<void>(stacked.describeStructure());
}

/// diffContent() on the entries `beforeEntry` and `afterEntry` (named `path`), and on the first against itself, which
/// gives no change.
void diffEntryPair(const Archive &before, int beforeEntry, const Archive &after, int afterEntry, const QString &path)
{
    const auto left = before.readEntry(beforeEntry);
    const auto right = after.readEntry(afterEntry);
    if (!left || !right)
        return;
    static_cast<void>(diff::diffContent(path, *left, *right));
    const diff::ContentDiff same = diff::diffContent(path, *left, *left);
    require(same.changes.empty() && same.omitted == 0, "an entry's content has no change against itself");
}

/// Input: two archives split by kArchiveSeparator. diffArchives() both ways and each archive against itself (no
/// change); diffContent() on the pairs the diff made (changed, renamed, moved) and on entry i of one against entry i
/// of the other, for the first few.
void archiveDiff(const QByteArray &input)
{
    const std::vector<QByteArray> parts = splitArchives(input, 2);
    if (parts.size() < 2)
        return;
    const auto before = openArchiveBytes(parts[0], 0);
    const auto after = openArchiveBytes(parts[1], 1);
    if (!before || !after || before->indexInputs().size() > kMaxDiffedEntries
        || after->indexInputs().size() > kMaxDiffedEntries)
        return;
    SilentProgress progress;
    const auto changes = diff::diffArchives(*before, *after, progress);
    static_cast<void>(diff::diffArchives(*after, *before, progress));
    for (const Archive *archive : {before.get(), after.get()}) {
        const auto same = diff::diffArchives(*archive, *archive, progress);
        require(!same || same->equal(), "an archive differs in nothing from itself");
    }
    int pairs = 0;
    for (std::size_t i = 0; changes && i < changes->changes.size() && pairs < kMaxEntriesRead; ++i) {
        const diff::EntryChange &change = changes->changes[i];
        if (change.before.entry < 0 || change.after.entry < 0)
            continue;
        ++pairs;
        diffEntryPair(*before, change.before.entry, *after, change.after.entry, change.path());
    }
    const auto &a = before->indexInputs();
    const auto &b = after->indexInputs();
    for (std::size_t i = 0; i < std::min(a.size(), b.size()) && pairs++ < kMaxEntriesRead; ++i) {
        if (!a[i].path.endsWith(QLatin1Char('/')) && !b[i].path.endsWith(QLatin1Char('/')))
            diffEntryPair(*before, a[i].entry, *after, b[i].entry, a[i].path);
    }
}

void bindat(const QByteArray &input)
{
    auto file = tl2dat::readBindat(input, kLabel);
    if (!file)
        return;
    require(tl2dat::writeBindat(*file) == input, "a BINDAT that reads writes back to the same bytes");
    auto text = tl2dat::decompileDat(*file, tl2dat::NameDictionary::builtin(), kLabel);
    if (!text)
        return;
    require(tl2dat::compileDat(*text, kLabel).has_value(), "decompiled text compiles");
}

void datText(const QByteArray &input)
{
    if (auto document = tl2dat::DatDocument::parse(input, kLabel))
        static_cast<void>(tl2dat::compileDat(*document, kLabel));
}

/// NUL bytes split the input into a base and two versions of a text DAT: each version is diffed against the base
/// and the changes merged onto it, one per address (the later version's), as `mod merge` does.
void datMerge(const QByteArray &input)
{
    const QList<QByteArray> parts = input.split('\0');
    if (parts.size() < 3)
        return;
    std::vector<tl2dat::DatNode> trees;
    for (qsizetype i = 0; i < 3; ++i) {
        auto document = tl2dat::DatDocument::parse(parts[i], kLabel);
        if (!document)
            return;
        trees.push_back(std::move(document->root));
    }
    require(tl2dat::diffDatProperties(trees[0], tl2dat::applyDatChanges(trees[0], {})).empty(),
        "merging no change gives the base");
    const std::vector<tl2dat::DatPropertyChange> changes[]
        = {tl2dat::diffDatProperties(trees[0], trees[1]), tl2dat::diffDatProperties(trees[0], trees[2])};
    QHash<QString, const tl2dat::DatPropertyChange *> byAddress;
    for (const auto &version : changes) {
        for (const tl2dat::DatPropertyChange &change : version)
            byAddress.insert(tl2dat::datAddressKey(change), &change);
    }
    const std::vector<const tl2dat::DatPropertyChange *> kept(byAddress.cbegin(), byAddress.cend());
    static_cast<void>(tl2dat::diffDatProperties(trees[0], tl2dat::applyDatChanges(trees[0], kept)));
}

/// First byte: which of the seven RAW indexes.
void raw(const QByteArray &input)
{
    if (input.isEmpty())
        return;
    const auto kind = static_cast<tl2raw::RawKind>(quint8(input[0]) % 7);
    static_cast<void>(tl2raw::RawFile::parse(kind, QByteArrayView(input).sliced(1), kLabel));
}

void binLayout(const QByteArray &input)
{
    static_cast<void>(tl2layout::BinLayout::parse(input, kLabel));
}

void mpp(const QByteArray &input)
{
    if (auto grid = tl2mpp::MppFile::fromBytes(input, kLabel))
        static_cast<void>(grid::RegionMap::compute(grid->grid()));
}

void mirMap(const QByteArray &input)
{
    static_cast<void>(mir2map::MapDetector::detect(input));
    if (auto map = mir2map::MapFile::fromBytes(input, kLabel))
        static_cast<void>(grid::RegionMap::compute(map->grid()));
}

void dds(const QByteArray &input)
{
    static_cast<void>(dds::DdsImage::decode(input, kLabel));
}

void blp(const QByteArray &input)
{
    auto texture = blp::BlpTexture::parse(input, kLabel);
    if (!texture)
        return;
    for (int level = 0; level < texture->levelCount(); ++level)
        static_cast<void>(texture->decode(level));
}

void dbc(const QByteArray &input)
{
    if (auto table = dbc::DbcTable::parse(input, kLabel))
        static_cast<void>(dbc::DbcSchema::forTable(*table, QStringLiteral("Spell.dbc")));
}

/// One level of nestedArchives(): the archive in `bytes` (named `name`, which an entry's extension may make an
/// archive of its kind) opened from memory through the registry; each listed file found again by its own path in
/// the archive's own spelling (ops::findEntry(), as ARCHIVE::ENTRY targets find it) and read; one that is itself an
/// archive followed one level down.
void nestedLevel(const QByteArray &bytes, const QString &name, int depth)
{
    auto opened = openArchiveFrom(ByteSource::fromBytes(bytes, name), name);
    if (!opened)
        return;
    const Archive &archive = **opened;
    QHash<int, QString> pathOf;
    for (const EntryIndex::Input &input : archive.indexInputs())
        pathOf.insert(input.entry, input.path);
    int read = 0;
    for (const EntryIndex::Input &input : archive.indexInputs()) {
        if (input.path.endsWith(QLatin1Char('/')))
            continue;
        if (read++ == kMaxEntriesRead)
            break;
        const auto found = ops::findEntry(archive, archive.nativePath(input.path), name);
        require(found.has_value(), "a listed entry is found by its own path");
        require(pathOf.value(*found).compare(input.path, archive.pathCase()) == 0,
            "the entry found has the path asked for (by the archive's rule)");
        const auto entryBytes = archive.readEntry(*found);
        if (entryBytes && depth < kMaxNesting)
            nestedLevel(*entryBytes, name + QStringLiteral("::") + input.path, depth + 1);
    }
}

/// Archives inside archives, as `mwb-cli ARCHIVE::ENTRY…` opens them (see nestedLevel()).
void nestedArchives(const QByteArray &input)
{
    nestedLevel(input, kLabel, 0);
}

/// The first byte picks the name the describers see (they choose by magic bytes or by extension).
void describers(const QByteArray &input)
{
    static const char *const names[] = {"x.bin", "x.png", "x.wav", "x.dds", "x.blp", "x.dbc", "x.dat", "x.raw",
        "x.layout", "x.mpp", "x.map", "x.jpg", "x.ogg", "x.txt", "x.bmp", "x.tga"};
    if (input.isEmpty())
        return;
    const char *name = names[quint8(input[0]) % std::size(names)];
    static_cast<void>(describeContent(QString::fromLatin1(name), input.sliced(1)));
}

} // namespace

const std::vector<Target> &targets()
{
    static const std::vector<Target> all = {
        {"mpq", mpqArchive, 1 << 20},
        {"tl2mod", tl2Mod, 1 << 20},
        {"bindat", bindat, 256 << 10},
        {"mirmap", mirMap, 1 << 20},
        {"blp", blp, 256 << 10},
        {"dbc", dbc, 256 << 10},
        {"mpqdecompress", mpqDecompressors, 64 << 10},
        {"mpqwriter", mpqWriter, 256 << 10},
        {"dat", datText, 256 << 10},
        {"datmerge", datMerge, 256 << 10},
        {"raw", raw, 256 << 10},
        {"binlayout", binLayout, 256 << 10},
        {"mpp", mpp, 1 << 20},
        {"dds", dds, 256 << 10},
        {"describers", describers, 256 << 10},
        {"stack", stack, 512 << 10},
        {"diff", archiveDiff, 512 << 10},
        {"nested", nestedArchives, 1 << 20},
    };
    return all;
}

const Target *findTarget(const char *name)
{
    for (const Target &target : targets()) {
        if (std::strcmp(target.name, name) == 0)
            return &target;
    }
    return nullptr;
}

} // namespace mwb::fuzz
