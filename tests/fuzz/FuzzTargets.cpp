// SPDX-License-Identifier: GPL-3.0-or-later
#include "FuzzTargets.h"

#include "ContentSniffer.h"
#include "ImportList.h"
#include "ModelPaths.h"
#include "NameVariants.h"
#include "PathTokens.h"
#include "ScriptStrings.h"
#include "SectorDecompressor.h"
#include "mwb/core/ByteSource.h"
#include "mwb/core/ContentDescriber.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/core/LayeredArchive.h"
#include "mwb/core/Progress.h"
#include "mwb/core/content/ContentRegistry.h"
#include "mwb/core/content/TextContent.h"
#include "mwb/core/diff/ArchiveDiff.h"
#include "mwb/core/diff/ContentDiff.h"
#include "mwb/core/ops/EntryTarget.h"
#include "mwb/formats/blp/BlpTexture.h"
#include "mwb/formats/dbc/ColumnMapping.h"
#include "mwb/formats/dbc/DbcExport.h"
#include "mwb/formats/dbc/DbcImport.h"
#include "mwb/formats/dbc/DbcSchema.h"
#include "mwb/formats/dbc/DbcTable.h"
#include "mwb/formats/dbc/EditableTable.h"
#include "mwb/formats/dbc/TextRows.h"
#include "mwb/formats/dds/DdsImage.h"
#include "mwb/formats/grid/RegionMap.h"
#include "mwb/formats/mir2map/MapDetector.h"
#include "mwb/formats/mir2map/MapFile.h"
#include "mwb/formats/mpq/MpqArchive.h"
#include "mwb/formats/mpq/MpqNameScanner.h"
#include "mwb/formats/mpq/MpqWriter.h"
#include "mwb/formats/tl2dat/Bindat.h"
#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2dat/DatDecompiler.h"
#include "mwb/formats/tl2dat/DatDocument.h"
#include "mwb/formats/tl2dat/DatPropertyMerge.h"
#include "mwb/formats/tl2dat/NameDictionary.h"
#include "mwb/formats/tl2layout/BinLayout.h"
#include "mwb/formats/tl2layout/BinLayoutWriter.h"
#include "mwb/formats/tl2layout/LayoutCompiler.h"
#include "mwb/formats/tl2layout/LayoutDecompiler.h"
#include "mwb/formats/tl2layout/MeshBounds.h"
#include "mwb/formats/tl2layout/RoomPieceCatalogue.h"
#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2mpp/MppFile.h"
#include "mwb/formats/tl2raw/RawFile.h"
#include "mwb/formats/tl2translate/PlaceholderCheck.h"
#include "mwb/formats/tl2translate/PoFile.h"
#include "mwb/formats/tl2translate/TranslationBuilder.h"
#include "mwb/formats/tl2translate/TranslationDat.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QtEndian>

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

/// The game's archive pair: a little-endian u32 manifest size, the .PAK.MAN, then the .PAK (whatever is left).
void tl2Pak(const QByteArray &input)
{
    if (input.size() < 4)
        return;
    const qsizetype manifestSize = std::min<qsizetype>(qFromLittleEndian<quint32>(input.constData()), input.size() - 4);
    auto archive = tl2mod::ModArchive::openPak(ByteSource::fromBytes(input.mid(4, manifestSize), kLabel),
        ByteSource::fromBytes(input.mid(4 + manifestSize), kLabel));
    if (!archive)
        return;
    const auto &pak = **archive;
    require(
        pak.isPak() && pak.header().dataOffset == 0, "a game archive's data section starts at the PAK's first byte");
    static_cast<void>(pak.indexInputs());
    for (int i = 0; i < static_cast<int>(pak.records().size()) && i < kMaxEntriesRead; ++i) {
        const auto bytes = pak.readEntry(i);
        require(!bytes || bytes->size() == qsizetype(pak.storedSize(i)), "a PAK entry reads back at its block's size");
    }
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
    const auto rules
        = (input[0] & 1) ? mpq::SectorDecompressor::Rules::Generic : mpq::SectorDecompressor::Rules::FixedCombinations;
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
    static const QString output
        = QDir::temp().filePath(QStringLiteral("mwb-fuzz-%1.mpq").arg(QCoreApplication::applicationPid()));
    SilentProgress progress;
    if (writer.commit(output, progress))
        require(mpq::MpqArchive::open(output).has_value(), "what the MPQ writer wrote opens again");
    QFile::remove(output);
}

/// Locating and checking the signature: the verdict matches what was found, and everything found lies in the file.
void mpqSignature(const QByteArray &input)
{
    auto archive = mpq::MpqArchive::open(ByteSource::fromBytes(input, kLabel));
    if (!archive)
        return;
    SilentProgress progress;
    const auto check = (*archive)->verifySignature(progress);
    require(check.has_value(), "a signature check of bytes in memory ends with a verdict");
    using Verdict = mpq::MpqSignatureVerdict;
    const bool weak = check->verdict == Verdict::WeakOk || check->verdict == Verdict::WeakBad;
    const bool strong = check->verdict == Verdict::StrongOk || check->verdict == Verdict::StrongBad;
    require(!weak || check->kind == mpq::MpqSignature::Weak, "a weak verdict is about a weak signature");
    require(!strong || check->kind == mpq::MpqSignature::Strong, "a strong verdict is about a strong signature");
    require((check->verdict == Verdict::CannotTell) == (check->doubt != mpq::MpqSignatureDoubt::None),
        "a doubt comes with 'cannot tell' and only with it");
    require(
        check->verdict != Verdict::None || check->kind == mpq::MpqSignature::None, "no verdict without a signature");
    if (check->signatureOffset >= 0 && check->doubt == mpq::MpqSignatureDoubt::None)
        require(check->signatureOffset + check->signatureSize <= input.size(), "the signature lies in the file");
    require(check->kind == (*archive)->signature(), "the check finds the signature the archive reports");
}

/// The name scanner's file parsers; the first byte picks one.
void mpqNameParsers(const QByteArray &input)
{
    if (input.isEmpty())
        return;
    const QByteArrayView bytes = QByteArrayView(input).sliced(1);
    const auto inside = [&bytes](QByteArrayView piece) {
        require(piece.isEmpty()
                || (piece.data() >= bytes.data() && piece.data() + piece.size() <= bytes.data() + bytes.size()),
            "a parsed piece is a view into the input");
    };
    const auto path = [&inside](QByteArrayView piece) {
        inside(piece);
        require(mpq::PathTokens::looksLikePath(piece), "a path token looks like a path");
    };
    switch (quint8(input[0]) % 7) {
    case 0:
        if (const auto imports = mpq::ImportList::parse(bytes)) {
            for (const auto &import : *imports) {
                inside(import.path);
                require(!import.path.contains('\0'), "an import path stops at its terminator");
            }
        }
        break;
    case 1:
    case 2:
        mpq::ScriptStrings::forEachLiteral(bytes,
            quint8(input[0]) % 7 == 1 ? mpq::ScriptStrings::Language::Jass : mpq::ScriptStrings::Language::Lua, inside);
        break;
    case 3:
        mpq::ModelPaths::forEachTexture(bytes, [&inside](QByteArrayView texture) {
            inside(texture);
            require(texture.size() <= 260 && !texture.contains('\0'), "a texture path fits its field");
        });
        break;
    case 4:
        mpq::PathTokens::forEachInBytes(bytes, path);
        break;
    case 5:
        static_cast<void>(mpq::ContentSniffer::guess(bytes));
        break;
    default:
        mpq::NameVariants::forEach(bytes.first(qMin<qsizetype>(bytes.size(), 512)), [](QByteArrayView name) {
            require(!name.isEmpty() && !name.contains("\\\\") && !name.startsWith('\\'), "a variant is a normal name");
        });
        break;
    }
}

/// The name scanner over a whole archive: it names only unnamed entries, each once.
void mpqNameScan(const QByteArray &input)
{
    auto archive = mpq::MpqArchive::open(ByteSource::fromBytes(input, kLabel));
    if (!archive)
        return;
    SilentProgress progress;
    const auto scan = mpq::MpqNameScanner::scan(**archive, progress);
    require(scan.has_value(), "a scan of bytes in memory ends");
    require(scan->recovered <= scan->unnamedBefore, "no more names recovered than entries lacked one");
    require(scan->recovered + static_cast<int>(scan->guesses.size()) == scan->unnamedBefore,
        "every unnamed entry is named or guessed");
    for (const auto &name : scan->names) {
        const auto &e = (*archive)->entries()[static_cast<std::size_t>(name.entry)];
        require(!name.recovered || e.pseudoName, "a recovered name was missing before");
        require(!name.name.isEmpty(), "a name is not empty");
    }
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

void po(const QByteArray &input)
{
    auto file = tl2translate::PoFile::parse(input, kLabel);
    if (!file)
        return;
    const QByteArray written = file->toUtf8();
    auto again = tl2translate::PoFile::parse(written, kLabel);
    require(again.has_value(), "a PO we write reads back");
    require(again->toUtf8() == written, "a PO read back writes the same bytes");
    const tl2translate::PoFile merged = tl2translate::mergePo(*file, *file);
    require(tl2translate::PoFile::parse(merged.toUtf8(), kLabel).has_value(), "a merged PO reads back");
    tl2translate::BuildOptions options;
    options.language.name = QStringLiteral("FUZZ");
    if (auto build = tl2translate::buildTranslation(*file, options)) {
        auto pairs = tl2translate::readTranslationDat(build->translationDat, kLabel);
        require(pairs.has_value() && *pairs == build->pairs, "a built TRANSLATION.DAT reads back as its pairs");
    }
}

void translationDat(const QByteArray &input)
{
    auto pairs = tl2translate::readTranslationDat(input, kLabel);
    if (!pairs)
        return;
    for (const tl2translate::TranslationPair &pair : *pairs)
        static_cast<void>(tl2translate::checkTranslation(pair.original, pair.translation));
    auto compiled = tl2dat::compileDat(tl2translate::translationDocument(*pairs), kLabel);
    if (!compiled)
        return;
    auto reread = tl2translate::readTranslationDat(tl2dat::writeBindat(*compiled), kLabel);
    require(reread.has_value() && *reread == *pairs, "pairs written to a TRANSLATION.DAT read back the same");
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

/// Text LAYOUT → the in-memory layout: what parses writes, reads back with as many objects, and prints to a text
/// that compiles to the same bytes (compile → decompile → compile is a fixed point).
void layoutCompile(const QByteArray &input)
{
    const auto parsed = tl2layout::parseLayoutText(input, kLabel);
    if (!parsed)
        return;
    const auto written = tl2layout::writeBinLayout(parsed->layout, kLabel);
    require(written.has_value(), "a layout that parses is written");
    const auto reread = tl2layout::BinLayout::parse(*written, kLabel);
    require(reread && reread->objectCount() == parsed->layout.objectCount(), "a written layout reads back whole");
    const auto text = tl2layout::decompileBinLayout(*written, kLabel, parsed->rootTag);
    require(text.has_value(), "a compiled layout decompiles");
    const auto again = tl2layout::compileLayoutText(*text, kLabel);
    require(again && *again == *written, "a decompiled layout compiles to the same bytes");
}

/// BINLAYOUT → text: whatever decompiles compiles back to the input, byte for byte.
void layoutDecompile(const QByteArray &input)
{
    const auto text = tl2layout::decompileBinLayout(input, kLabel);
    if (!text)
        return;
    const auto back = tl2layout::compileLayoutText(*text, kLabel);
    require(back && *back == input, "a decompiled BINLAYOUT compiles to its own bytes");
}

/// An Ogre mesh's bounds: what is read lies inside the input and is a box.
void meshBounds(const QByteArray &input)
{
    const auto bounds = tl2layout::readMeshBounds(input, kLabel);
    if (!bounds)
        return;
    require(bounds->offset >= 0 && bounds->offset + 28 <= input.size(), "the bounds lie inside the mesh");
    for (int axis = 0; axis < 3; ++axis)
        require(bounds->minimum[axis] <= bounds->maximum[axis], "the bounds are a box");
}

/// The room-piece catalogue over three files split at kArchiveSeparator: a ROOMPIECES.RAW, the level set every GUID
/// of it names (whatever file it names) and the mesh every piece names. Each GUID (the first 64) resolves, twice to
/// the same answer; a footprint comes only with a name and a mesh.
void roomPieces(const QByteArray &input)
{
    std::vector<QByteArray> files = splitArchives(input, 3);
    files.resize(3);
    const QByteArray &raw = files[0];
    const QByteArray &levelSet = files[1];
    const QByteArray &mesh = files[2];
    const content::CompanionLookup lookup = [&](const QString &path) -> Result<std::optional<QByteArray>> {
        if (path.endsWith(QLatin1String("ROOMPIECES.RAW")))
            return std::optional(raw);
        if (path.endsWith(QLatin1String(".MESH")))
            return mesh.isEmpty() ? std::optional<QByteArray>() : std::optional(mesh);
        return levelSet.isEmpty() ? std::optional<QByteArray>() : std::optional(levelSet);
    };
    const tl2layout::RoomPieceCatalogue catalogue({lookup});
    static_cast<void>(catalogue.indexProblems());
    const auto parsed = tl2raw::RawFile::parse(tl2raw::RawKind::RoomPieces, raw, kLabel);
    if (!parsed)
        return;
    int resolved = 0;
    for (const tl2raw::RawRecord &record : parsed->tables[1].records) {
        for (const qint64 guid : record.integers(0)) {
            if (++resolved > 64)
                return;
            const tl2layout::RoomPiece piece = catalogue.resolve(guid);
            const tl2layout::RoomPiece again = catalogue.resolve(guid);
            require(piece.name == again.name && piece.footprint == again.footprint, "a piece resolves the same twice");
            require(!piece.levelSet.isEmpty(), "a listed GUID has its level set");
            require(!piece.footprint || !piece.mesh.isEmpty(), "a footprint comes from a mesh");
        }
    }
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

/// The first byte picks the table name (so a definition, or a guess, applies) and the edits; the rest is the table.
/// An unchanged table writes back byte for byte; an edited one reparses; undoing the edits gives the input back; a
/// CSV export imported into an empty copy exports the same CSV.
void dbcEdit(const QByteArray &input)
{
    static const char *const names[] = {"SpellIcon.dbc", "ChrClasses.dbc", "gtOCTRegenHP.dbc", "CharStartOutfit.dbc",
        "PowerDisplay.dbc", "Custom.dbc", "SpellRange.dbc", "Emotes.dbc"};
    if (input.isEmpty())
        return;
    const auto selector = quint8(input[0]);
    const QByteArray bytes = input.sliced(1);
    auto opened = dbc::EditableTable::open(bytes, kLabel, QString::fromLatin1(names[selector % std::size(names)]));
    if (!opened)
        return;
    dbc::EditableTable &table = *opened;
    const auto unchanged = table.toBytes();
    require(unchanged && *unchanged == bytes, "an unchanged table writes back byte for byte");
    const int fields = int(table.schema().fields.size());
    if (table.rowCount() == 0 || fields == 0)
        return;
    std::vector<dbc::TableChange> changes;
    const auto keep = [&changes](Result<dbc::TableChange> change) {
        if (change)
            changes.push_back(std::move(*change));
    };
    const int row = (selector >> 3) % table.rowCount();
    const int field = (selector * 7) % fields;
    keep(table.setText(row, field, selector & 1 ? table.text(row, field) + QStringLiteral("7") : QStringLiteral("-1")));
    keep(table.copyRow(table.id(row), table.nextFreeId()));
    const std::vector<qint64> gone{table.id(0)};
    keep(table.deleteRows(gone));
    if (const auto edited = table.toBytes())
        require(bool(dbc::DbcTable::parse(*edited)), "an edited table reparses");
    for (auto it = changes.rbegin(); it != changes.rend(); ++it)
        table.revert(*it);
    const auto reverted = table.toBytes();
    require(reverted && *reverted == bytes, "undoing every edit gives the input back");
    if (!table.isSortedById())
        return;
    const QByteArray csv = dbc::exportCsv(table);
    const auto rows = dbc::readCsv(csv, kLabel);
    require(bool(rows), "an exported CSV reads back");
    const auto imported = dbc::importRows(table, *rows, true);
    require(imported && dbc::exportCsv(imported->table) == csv, "an exported CSV imports to the same cells");
}

/// Reads every cell of `rows` (the accessors stay inside what the reader stored).
void walk(const dbc::TextRows &rows)
{
    qsizetype total = 0;
    for (int row = 0; row < rows.rowCount(); ++row) {
        for (int column = 0; column < rows.columnCount(); ++column)
            total += rows.isNull(row, column) ? 0 : rows.cell(row, column).size();
    }
    static_cast<void>(total);
}

/// The SQL dump parser, then the rows matched to a definition and imported into an empty table.
void dbcSql(const QByteArray &input)
{
    const auto rows = dbc::readSqlDump(input, kLabel, QStringLiteral("SpellIcon"));
    if (!rows)
        return;
    walk(*rows);
    static const dbc::EditableTable empty
        = dbc::EditableTable::create(dbc::DbcSchema::defined(QStringLiteral("SpellIcon")), kLabel);
    if (const auto imported = dbc::importRows(empty, *rows, true))
        require(imported->table.rowCount() <= rows->rowCount(), "an import adds at most one row per source row");
}

/// The first byte picks the CSV or the JSON reader.
void dbcText(const QByteArray &input)
{
    if (input.isEmpty())
        return;
    const QByteArray text = input.sliced(1);
    const auto rows = (input[0] & 1) ? dbc::readJsonRows(text, kLabel) : dbc::readCsv(text, kLabel);
    if (rows)
        walk(*rows);
}

/// The content registry on any bytes: the first byte picks the name (kinds choose by magic bytes or by the
/// extension). Parsing, the structure, the differ (against a cut copy and itself) and, for text, encoding what was
/// decoded must all hold up; text that decoded whole must encode back to a form that parses as the same text.
void describers(const QByteArray &input)
{
    static const char *const names[] = {"x.bin", "x.png", "x.wav", "x.dds", "x.blp", "x.dbc", "x.dat", "x.raw",
        "x.layout", "x.mpp", "x.map", "x.jpg", "x.ogg", "x.txt", "x.bmp", "x.tga"};
    if (input.isEmpty())
        return;
    const QString name = QString::fromLatin1(names[quint8(input[0]) % std::size(names)]);
    const QByteArray bytes = input.sliced(1);
    const auto parsed = content::parse(name, bytes);
    require(parsed->bytes() == bytes, "content keeps its bytes");
    const ContentDescription &structure = parsed->structure();
    require(!structure.error || structure.error->offset <= bytes.size(), "a structure error points inside the bytes");
    const auto cut = content::parse(name, bytes.first(bytes.size() / 2));
    static_cast<void>(parsed->diffFrom(*cut));
    require(parsed->diffFrom(*parsed).changes.empty(), "content has no differences from itself");
    const auto *text = dynamic_cast<const content::TextContent *>(parsed.get());
    if (!text || parsed->problem() || text->isTruncated() || !text->readOnlyReason().isEmpty())
        return;
    if (const auto encoded = text->encode(text->text())) {
        const auto again = content::parse(name, *encoded);
        const auto *reread = dynamic_cast<const content::TextContent *>(again.get());
        require(reread && reread->text() == text->text(), "encoded text reads back as the same text");
    }
}

} // namespace

const std::vector<Target> &targets()
{
    static const std::vector<Target> all = {
        {"mpq", mpqArchive, 1 << 20},
        {"tl2mod", tl2Mod, 1 << 20},
        {"tl2pak", tl2Pak, 1 << 20},
        {"bindat", bindat, 256 << 10},
        {"mirmap", mirMap, 1 << 20},
        {"blp", blp, 256 << 10},
        {"dbc", dbc, 256 << 10},
        {"dbcedit", dbcEdit, 256 << 10},
        {"dbcsql", dbcSql, 256 << 10},
        {"dbctext", dbcText, 256 << 10},
        {"mpqdecompress", mpqDecompressors, 64 << 10},
        {"mpqwriter", mpqWriter, 256 << 10},
        {"dat", datText, 256 << 10},
        {"datmerge", datMerge, 256 << 10},
        {"raw", raw, 256 << 10},
        {"binlayout", binLayout, 256 << 10},
        {"layoutcompile", layoutCompile, 256 << 10},
        {"layoutdecompile", layoutDecompile, 256 << 10},
        {"mpp", mpp, 1 << 20},
        {"meshbounds", meshBounds, 64 << 10},
        {"roompieces", roomPieces, 256 << 10},
        {"dds", dds, 256 << 10},
        {"describers", describers, 256 << 10},
        {"stack", stack, 512 << 10},
        {"diff", archiveDiff, 512 << 10},
        {"mpqsignature", mpqSignature, 256 << 10},
        {"mpqnames", mpqNameParsers, 64 << 10},
        {"mpqscan", mpqNameScan, 256 << 10},
        {"po", po, 256 << 10},
        {"translationdat", translationDat, 256 << 10},
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
