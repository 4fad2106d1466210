// SPDX-License-Identifier: GPL-3.0-or-later
#include "FuzzTargets.h"

#include "SectorDecompressor.h"
#include "mwb/core/ByteSource.h"
#include "mwb/core/ContentDescriber.h"
#include "mwb/core/Progress.h"
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

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace mwb::fuzz {

namespace {

using namespace mwb::formats;

const QString kLabel = QStringLiteral("fuzz-input");
/// Entries read per archive input: enough to reach every decoder, few enough to keep executions fast.
constexpr int kMaxEntriesRead = 64;

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
