// SPDX-License-Identifier: GPL-3.0-or-later
// Archive::describeStructure()/describeEntry() for TL2 .MOD and MPQ: exact field offsets and values against the
// parsers' own numbers, lazy tables that outlive their archive, and every corpus archive described without error.
#include "Crypto.h"
#include "ModFixtures.h"
#include "MpqFixtureBuilder.h"
#include "SharedCorpus.h"
#include "StructureTestUtil.h"
#include "mwb/core/Archive.h"
#include "mwb/formats/mpq/MpqArchive.h"
#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2mod/ModPacker.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <set>

using mwb::StructureNode;
using mwb::formats::mpq::Crypto;
using mwb::formats::mpq::MpqArchive;
using mwb::formats::tl2mod::ModArchive;
using mwb::test::MpqFixtureBuilder;
using namespace Qt::StringLiterals;

namespace {

constexpr quint32 kExists = 0x80000000u;
constexpr quint32 kCompress = 0x00000200u;
constexpr quint32 kEncrypted = 0x00010000u;
constexpr qint64 kV2HeaderSize = 44;

QString hex32(quint32 value)
{
    return u"0x"_s + QString::number(value, 16).toUpper().rightJustified(8, u'0');
}

/// The node at `path` (names of eager children, or "#row" for a lazy row made on the fly).
StructureNode nodeAt(const StructureNode &root, const QStringList &path)
{
    StructureNode node = root;
    for (const QString &step : path) {
        StructureNode next;
        if (step.startsWith(u'#')) {
            next = node.makeChild(step.mid(1).toInt());
        } else if (const StructureNode *child = mwb::test::childNamed(node, step)) {
            next = *child;
        }
        node = std::move(next);
    }
    return node;
}

/// A v2 MPQ: "a.txt" (5 bytes), "b.bin" (5000 bytes in two raw sectors under COMPRESS), "c.enc" (100 bytes, one
/// encrypted sector), plus (listfile).
QByteArray mpqFixture()
{
    const QByteArray b = mwb::test::tl2::noise(7, 5000);
    const QByteArray c = mwb::test::tl2::noise(8, 100);
    const quint32 cKey = Crypto::fileKey("c.enc", 0, 100, kExists | kCompress | kEncrypted);
    QByteArray cBlob = MpqFixtureBuilder::sectored({c});
    Crypto::encrypt(cBlob.data(), 8, cKey - 1);
    Crypto::encrypt(cBlob.data() + 8, 100, cKey);
    return MpqFixtureBuilder::build(
        {{"a.txt", "hello", 5, kExists},
            {"b.bin", MpqFixtureBuilder::sectored({b.left(4096), b.mid(4096)}), 5000, kExists | kCompress},
            {"c.enc", cBlob, 100, kExists | kCompress | kEncrypted}},
        2);
}

std::unique_ptr<MpqArchive> openMpq(const QByteArray &bytes)
{
    auto archive = MpqArchive::open(mwb::ByteSource::fromBytes(bytes, u"fixture.mpq"_s));
    if (!archive)
        qWarning("%s", qPrintable(archive.error().toString()));
    return archive ? std::move(archive).value() : nullptr;
}

/// Hash-table position of the fixture, from its header.
qint64 fixtureHashPos(const QByteArray &bytes)
{
    return qFromLittleEndian<quint32>(bytes.constData() + 16);
}

/// The slot MpqFixtureBuilder gives `name` in the fixture: files in order, then (listfile), linear probing.
quint32 fixtureSlot(QByteArrayView name)
{
    std::vector<bool> used(16);
    for (const QByteArrayView file : {"a.txt", "b.bin", "c.enc", "(listfile)"}) {
        quint32 slot = Crypto::hashString(file, Crypto::TableIndex) & 15;
        while (used[slot])
            slot = (slot + 1) & 15;
        used[slot] = true;
        if (file == name)
            return slot;
    }
    return 16;
}

} // namespace

class TestArchiveStructure : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void modHeaderFields();
    void modPakHeaderAndBlocks();
    void modManifestRecords();
    void modEntry();
    void modLazyRowsOutliveArchive();
    void mpqHeaderFields();
    void mpqVersion1Header();
    void mpqHashAndBlockTables();
    void mpqEntry();
    void mpqEncryptedEntry();
    void mpqHundredThousandEntries();
    void corpusMods();
    void corpusMpqs();

private:
    QTemporaryDir m_tmp;
    QString m_modPath;
};

void TestArchiveStructure::initTestCase()
{
    QVERIFY(m_tmp.isValid());
    const QString folder = m_tmp.filePath(u"mod"_s);
    QVERIFY(mwb::test::tl2::makeSmallModFolder(folder));
    m_modPath = m_tmp.filePath(u"small.MOD"_s);
    mwb::SilentProgress progress;
    auto report = mwb::formats::tl2mod::packModFolder(folder, m_modPath, {}, progress);
    QVERIFY2(report.has_value(), qPrintable(report.has_value() ? QString() : report.error().toString()));
}

void TestArchiveStructure::modHeaderFields()
{
    auto mod = ModArchive::open(m_modPath);
    QVERIFY(mod.has_value());
    const auto &h = mod.value()->header();
    auto archive = mwb::openArchive(m_modPath);
    QVERIFY(archive.has_value());
    const StructureNode root = archive.value()->describeStructure();
    QCOMPARE(root.size, QFileInfo(m_modPath).size());
    MWB_CHILD(header, root, "Header");
    QCOMPARE(header->offset, qint64(0));
    QCOMPARE(header->size, qint64(h.dataOffset));
    MWB_CHECK_FIELD(*header, "Container version", 0, 2, u"4"_s);
    MWB_CHECK_FIELD(*header, "Mod version", 2, 2, QString::number(h.modVersion));
    MWB_CHECK_FIELD(*header, "Game version", 4, 8, u"0x0005000900190001 (1.25.9.5)"_s);
    MWB_CHILD(gameVersion, *header, "Game version");
    QCOMPARE(gameVersion->children.size(), std::size_t(4));
    MWB_CHECK_FIELD(*gameVersion, "Word 1", 6, 2, u"25"_s);
    MWB_CHECK_FIELD(*gameVersion, "Word 3", 10, 2, u"5"_s);
    MWB_CHECK_FIELD(*header, "Data section offset", 12, 4, QString::number(h.dataOffset));
    MWB_CHECK_FIELD(*header, "Manifest offset", 16, 4, QString::number(h.manifestOffset));
    MWB_CHECK_FIELD(*header, "Title", 20, 2 + 2 * h.title.size(), h.title);
    MWB_CHILD(author, *header, "Author");
    QCOMPARE(author->offset, 22 + 2 * h.title.size());
    QCOMPARE(author->value, h.author);
    MWB_CHILD(modId, *header, "Mod id");
    QCOMPARE(modId->value, u"0x"_s + QString::number(h.modId, 16).toUpper().rightJustified(16, u'0'));
    QCOMPARE(modId->size, qint64(8));
    qint64 covered = 0;
    for (const StructureNode &field : header->children) {
        QCOMPARE(field.offset, covered); // the fields tile the header
        covered += field.size;
    }
    QCOMPARE(covered, qint64(h.dataOffset));
    MWB_CHILD(removed, *header, "Removed files");
    MWB_CHECK_FIELD(*removed, "Count", removed->offset, 2, QString::number(h.removedFiles.size()));
}

void TestArchiveStructure::modPakHeaderAndBlocks()
{
    auto mod = ModArchive::open(m_modPath);
    QVERIFY(mod.has_value());
    const ModArchive &m = *mod.value();
    const qint64 data = m.header().dataOffset;
    const StructureNode root = mwb::openArchive(m_modPath).value()->describeStructure();
    MWB_CHILD(section, root, "PAK data section");
    QCOMPARE(section->offset, data);
    QCOMPARE(section->size, m.dataSectionSize());
    MWB_CHILD(pak, *section, "PAK header");
    MWB_CHECK_FIELD(*pak, "Max compressed block size", data, 4, QString::number(m.pakHeader().maxCompressedBlockSize));
    MWB_CHECK_FIELD(*pak, "Rolling hash", data + 4, 4, hex32(m.pakHeader().rollingHash));
    QCOMPARE(m.pakHeader().rollingHash, m.computeRollingHash().value());
    MWB_CHILD(blocks, *section, "Data blocks");
    std::set<quint32> offsets;
    for (const auto &r : m.records()) {
        if (r.hasData())
            offsets.insert(r.offset);
    }
    QCOMPARE(blocks->lazyCount, int(offsets.size()));
    int row = 0;
    for (const quint32 offset : offsets) {
        const StructureNode block = blocks->makeChild(row++);
        QCOMPARE(block.offset, data + offset);
        MWB_CHILD(usize, block, "Uncompressed size");
        QCOMPARE(usize->offset, data + offset);
        MWB_CHILD(payload, block, "Payload");
        QCOMPARE(payload->offset, data + offset + 8);
        QCOMPARE(block.size, 8 + payload->size);
    }
}

void TestArchiveStructure::modManifestRecords()
{
    auto mod = ModArchive::open(m_modPath);
    QVERIFY(mod.has_value());
    const ModArchive &m = *mod.value();
    const StructureNode root = mwb::openArchive(m_modPath).value()->describeStructure();
    MWB_CHILD(manifest, root, "Manifest");
    QCOMPARE(manifest->offset, qint64(m.header().manifestOffset));
    MWB_CHECK_FIELD(*manifest, "Version", m.header().manifestOffset, 2, QString::number(m.manifest().version));
    MWB_CHECK_FIELD(
        *manifest, "Root", m.header().manifestOffset + 6, 2 + 2 * m.manifest().root.size(), m.manifest().root);
    MWB_CHILD(blocks, *manifest, "Directory blocks");
    QCOMPARE(blocks->lazyCount, int(m.manifest().blockCount));
    std::size_t next = 0;
    for (int b = 0; b < blocks->lazyCount; ++b) {
        const StructureNode block = blocks->makeChild(b);
        MWB_CHILD(records, block, "Records");
        MWB_CHILD(directory, block, "Directory");
        QCOMPARE(directory->offset, block.offset);
        for (int i = 0; i < records->lazyCount; ++i, ++next) {
            const auto &r = m.records()[next];
            const StructureNode record = records->makeChild(i);
            const qint64 at = r.recordOffset;
            const qint64 n = 2 * r.name.size();
            QCOMPARE(directory->value, r.directory);
            QCOMPARE(record.offset, at);
            QCOMPARE(record.size, 23 + n);
            QCOMPARE(record.value, r.path());
            MWB_CHECK_FIELD(record, "CRC-32", at, 4, hex32(r.crc32));
            MWB_CHILD(type, record, "Type");
            QCOMPARE(type->offset, at + 4);
            QVERIFY(type->value.startsWith(QString::number(r.type) + u" ("_s));
            MWB_CHECK_FIELD(record, "Name", at + 5, 2 + n, r.name);
            MWB_CHILD(offset, record, "Offset");
            QCOMPARE(offset->offset, at + 7 + n);
            QVERIFY(offset->value.startsWith(QString::number(r.offset)));
            MWB_CHECK_FIELD(record, "Size", at + 11 + n, 4, QString::number(r.size));
            MWB_CHILD(fileTime, record, "File time");
            QCOMPARE(fileTime->offset, at + 15 + n);
            QCOMPARE(fileTime->size, qint64(8));
        }
        QCOMPARE(block.offset + block.size,
            records->lazyCount > 0 ? records->offset + records->size : directory->offset + directory->size + 4);
    }
    QCOMPARE(next, m.records().size());
}

void TestArchiveStructure::modEntry()
{
    auto mod = ModArchive::open(m_modPath);
    QVERIFY(mod.has_value());
    const ModArchive &m = *mod.value();
    auto archive = mwb::openArchive(m_modPath);
    const int index = mwb::test::tl2::recordIndex(m, u"MEDIA/UNITS/ITEMS/SWORD.DAT"_s);
    QVERIFY(index >= 0);
    const auto &r = m.records()[std::size_t(index)];
    const StructureNode entry = archive.value()->describeEntry(index);
    QCOMPARE(entry.name, r.path());
    MWB_CHILD(record, entry, "Manifest record");
    QCOMPARE(record->offset, r.recordOffset);
    MWB_CHILD(offset, *record, "Offset");
    QCOMPARE(offset->value, u"%1 (absolute %2)"_s.arg(r.offset).arg(hex32(m.header().dataOffset + r.offset)));
    MWB_CHILD(block, entry, "Data block");
    QCOMPARE(block->offset, qint64(m.header().dataOffset) + r.offset);
    MWB_CHECK_FIELD(*block, "Uncompressed size", block->offset, 4, QString::number(r.size));
    MWB_CHILD(packed, *block, "Compressed size");
    QCOMPARE(packed->offset, block->offset + 4);
    QVERIFY(archive.value()->describeEntry(-1).children.empty());
    QVERIFY(archive.value()->describeEntry(int(m.records().size())).children.empty());
}

void TestArchiveStructure::modLazyRowsOutliveArchive()
{
    auto archive = mwb::openArchive(m_modPath);
    QVERIFY(archive.has_value());
    const StructureNode root = archive.value()->describeStructure();
    archive.value().reset();
    const StructureNode record = nodeAt(root, {u"Manifest"_s, u"Directory blocks"_s, u"#0"_s, u"Records"_s, u"#0"_s});
    QCOMPARE(record.type, u"record"_s);
    QVERIFY(record.offset > 0);
    const StructureNode block = nodeAt(root, {u"PAK data section"_s, u"Data blocks"_s, u"#0"_s});
    QVERIFY(mwb::test::childNamed(block, u"Payload"_s));
}

void TestArchiveStructure::mpqHeaderFields()
{
    const QByteArray bytes = mpqFixture();
    auto archive = openMpq(bytes);
    QVERIFY(archive);
    const StructureNode root = archive->describeStructure();
    QCOMPARE(root.size, qint64(bytes.size()));
    MWB_CHILD(header, root, "MPQ header");
    QCOMPARE(header->offset, qint64(0));
    QCOMPARE(header->size, kV2HeaderSize);
    MWB_CHECK_FIELD(*header, "Signature", 0, 4, u"MPQ\\x1A"_s);
    MWB_CHECK_FIELD(*header, "Header size", 4, 4, u"44"_s);
    MWB_CHECK_FIELD(*header, "Archive size (32-bit)", 8, 4, QString::number(bytes.size()));
    MWB_CHECK_FIELD(*header, "Format version", 12, 2, u"1 (version 2)"_s);
    MWB_CHECK_FIELD(*header, "Sector size shift", 14, 2, u"3 (sectors of 4096 bytes)"_s);
    MWB_CHECK_FIELD(*header, "Hash table offset", 16, 4, hex32(quint32(fixtureHashPos(bytes))));
    MWB_CHECK_FIELD(*header, "Block table offset", 20, 4, hex32(quint32(fixtureHashPos(bytes) + 256)));
    MWB_CHECK_FIELD(*header, "Hash table entries", 24, 4, u"16"_s);
    MWB_CHECK_FIELD(*header, "Block table entries", 28, 4, u"4"_s);
    MWB_CHECK_FIELD(*header, "Hi-block table offset", 32, 8, u"0x0000000000000000"_s);
    MWB_CHECK_FIELD(*header, "Hash table offset (high 16 bits)", 40, 2, u"0x0000"_s);
    MWB_CHECK_FIELD(*header, "Block table offset (high 16 bits)", 42, 2, u"0x0000"_s);
    MWB_CHILD(used, *header, "As read");
    MWB_CHECK_FIELD(*used, "Sector size", -1, 0, u"4096"_s);
    QVERIFY(!mwb::test::childNamed(root, u"Hi-block table"_s));
    QVERIFY(!mwb::test::childNamed(root, u"User data header"_s));
    MWB_CHILD(special, root, "Special files");
    MWB_CHILD(listfile, *special, "(listfile)");
    QCOMPARE(listfile->offset, qint64(kV2HeaderSize + 5 + 5012 + 108));
}

void TestArchiveStructure::mpqVersion1Header()
{
    auto archive = openMpq(MpqFixtureBuilder::build({{"a.txt", "hello", 5, kExists}}, 1));
    QVERIFY(archive);
    const StructureNode root = archive->describeStructure();
    MWB_CHILD(header, root, "MPQ header");
    QCOMPARE(header->size, qint64(32));
    MWB_CHECK_FIELD(*header, "Format version", 12, 2, u"0 (version 1)"_s);
    MWB_CHECK_FIELD(*header, "Block table entries", 28, 4, u"2"_s);
    QVERIFY(!mwb::test::childNamed(*header, u"Hi-block table offset"_s));
}

void TestArchiveStructure::mpqHashAndBlockTables()
{
    const QByteArray bytes = mpqFixture();
    auto archive = openMpq(bytes);
    QVERIFY(archive);
    const qint64 hashPos = fixtureHashPos(bytes);
    const StructureNode root = archive->describeStructure();
    MWB_CHILD(hash, root, "Hash table");
    QCOMPARE(hash->offset, hashPos);
    QCOMPARE(hash->size, qint64(256));
    QCOMPARE(hash->lazyCount, 16);
    int free = 0;
    int found = -1;
    for (int row = 0; row < hash->lazyCount; ++row) {
        const StructureNode slot = hash->makeChild(row);
        QCOMPARE(slot.offset, hashPos + 16 * row);
        QCOMPARE(slot.size, qint64(16));
        MWB_CHILD(blockIndex, slot, "Block index");
        QCOMPARE(blockIndex->offset, hashPos + 16 * row + 12);
        free += blockIndex->value == u"FREE"_s;
        if (slot.value == u"b.bin"_s) {
            found = row;
            MWB_CHECK_FIELD(
                slot, "Name hash A", hashPos + 16 * row, 4, hex32(Crypto::hashString("b.bin", Crypto::NameA)));
            MWB_CHECK_FIELD(
                slot, "Name hash B", hashPos + 16 * row + 4, 4, hex32(Crypto::hashString("b.bin", Crypto::NameB)));
            MWB_CHECK_FIELD(slot, "Locale", hashPos + 16 * row + 8, 2, u"0x0000"_s);
            QCOMPARE(blockIndex->value, u"1"_s);
        }
    }
    QCOMPARE(free, 12);
    QVERIFY(found >= 0);
    QCOMPARE(quint32(found), fixtureSlot("b.bin"));
    MWB_CHILD(blocks, root, "Block table");
    QCOMPARE(blocks->offset, hashPos + 256);
    QCOMPARE(blocks->lazyCount, 4);
    const StructureNode b = blocks->makeChild(1);
    QCOMPARE(b.offset, hashPos + 256 + 16);
    QCOMPARE(b.value, u"b.bin"_s);
    MWB_CHECK_FIELD(b, "File position", hashPos + 256 + 16, 4, u"49 (absolute 0x00000031)"_s);
    MWB_CHECK_FIELD(b, "Compressed size", hashPos + 256 + 20, 4, u"5012"_s);
    MWB_CHECK_FIELD(b, "File size", hashPos + 256 + 24, 4, u"5000"_s);
    MWB_CHECK_FIELD(b, "Flags", hashPos + 256 + 28, 4, u"0x80000200 (COMPRESS | EXISTS)"_s);
    archive.reset();
    QCOMPARE(hash->makeChild(found).value, u"b.bin"_s); // the rows own their data
}

void TestArchiveStructure::mpqEntry()
{
    const QByteArray bytes = mpqFixture();
    auto archive = openMpq(bytes);
    QVERIFY(archive);
    const std::optional<int> index = archive->findEntry(u"b.bin"_s);
    QVERIFY(index.has_value());
    const qint64 hashPos = fixtureHashPos(bytes);
    const quint32 slot = fixtureSlot("b.bin");
    const StructureNode entry = archive->describeEntry(*index);
    QCOMPARE(entry.name, u"b.bin"_s);
    MWB_CHILD(info, entry, "Entry");
    MWB_CHECK_FIELD(*info, "File key", -1, 0, u"not encrypted"_s);
    MWB_CHECK_FIELD(*info, "Block index", -1, 0, u"1"_s);
    MWB_CHILD(slots, entry, "Hash table slots");
    QCOMPARE(slots->children.size(), std::size_t(1));
    QCOMPARE(slots->children[0].offset, hashPos + 16 * slot);
    MWB_CHILD(block, entry, "Block table entry");
    QCOMPARE(block->offset, hashPos + 256 + 16);
    MWB_CHILD(data, entry, "Data");
    QCOMPARE(data->offset, qint64(49));
    QCOMPARE(data->size, qint64(5012));
    MWB_CHILD(sectors, *data, "Sector offset table");
    QCOMPARE(sectors->offset, qint64(49));
    QCOMPARE(sectors->size, qint64(12));
    QCOMPARE(sectors->lazyCount, 3);
    QCOMPARE(sectors->value, u"2 sectors, data ends at 5012"_s);
    const StructureNode second = sectors->makeChild(1);
    QCOMPARE(second.offset, qint64(53));
    QCOMPARE(second.value, u"4108"_s);
    QVERIFY(archive->describeEntry(99).children.empty());
}

void TestArchiveStructure::mpqEncryptedEntry()
{
    auto archive = openMpq(mpqFixture());
    QVERIFY(archive);
    const std::optional<int> index = archive->findEntry(u"c.enc"_s);
    QVERIFY(index.has_value());
    QCOMPARE(archive->readEntry(*index).value(), mwb::test::tl2::noise(8, 100));
    const StructureNode entry = archive->describeEntry(*index);
    const quint32 key = Crypto::fileKey("c.enc", 0, 100, kExists | kCompress | kEncrypted);
    MWB_CHILD(info, entry, "Entry");
    MWB_CHECK_FIELD(*info, "File key", -1, 0, hex32(key));
    const StructureNode table = nodeAt(entry, {u"Data"_s, u"Sector offset table"_s});
    QCOMPARE(table.lazyCount, 2);
    QCOMPARE(table.makeChild(0).value, u"8"_s); // decrypted with key - 1
    QCOMPARE(table.makeChild(1).value, u"108"_s);
}

void TestArchiveStructure::mpqHundredThousandEntries()
{
    constexpr int kFiles = 100'000;
    std::vector<MpqFixtureBuilder::File> files;
    files.reserve(kFiles);
    for (int i = 0; i < kFiles; ++i)
        files.push_back({"f" + QByteArray::number(i), "x", 1, kExists});
    auto archive = openMpq(MpqFixtureBuilder::build(files, 2, 131072));
    QVERIFY(archive);
    QElapsedTimer timer;
    timer.start();
    const StructureNode root = archive->describeStructure();
    const qint64 structureMs = timer.restart();
    MWB_CHILD(hash, root, "Hash table");
    QCOMPARE(hash->lazyCount, 131072);
    QVERIFY(hash->children.empty());
    MWB_CHILD(blocks, root, "Block table");
    QCOMPARE(blocks->lazyCount, kFiles + 1);
    QCOMPARE(blocks->makeChild(kFiles - 1).value, u"f99999"_s);
    timer.restart();
    const StructureNode entry = archive->describeEntry(*archive->findEntry(u"f12345"_s));
    const qint64 entryMs = timer.elapsed();
    QCOMPARE(nodeAt(entry, {u"Block table entry"_s}).offset, blocks->offset + 16 * 12345);
    qInfo("100,000 entries: describeStructure %lld ms, describeEntry %lld ms", structureMs, entryMs);
    QVERIFY(structureMs < 2000 && entryMs < 2000);
}

void TestArchiveStructure::corpusMods()
{
    MWB_REQUIRE_CORPUS(corpus, "tl2");
    QDirIterator it(corpus, {u"*.mod"_s}, QDir::Files, QDirIterator::Subdirectories);
    int described = 0;
    while (it.hasNext()) {
        const QString path = it.next();
        auto mod = ModArchive::open(path);
        QVERIFY2(mod.has_value(), qPrintable(path));
        const ModArchive &m = *mod.value();
        auto archive = mwb::openArchive(path);
        QVERIFY(archive.has_value());
        const StructureNode root = archive.value()->describeStructure();
        for (const StructureNode &section : root.children)
            QVERIFY2(!mwb::test::childNamed(section, u"Error"_s), qPrintable(path));
        const StructureNode blocks = nodeAt(root, {u"Manifest"_s, u"Directory blocks"_s});
        QCOMPARE(blocks.lazyCount, int(m.manifest().blockCount));
        std::size_t records = 0;
        for (int b = 0; b < blocks.lazyCount; ++b) {
            const StructureNode list = nodeAt(blocks.makeChild(b), {u"Records"_s});
            for (int i = 0; i < list.lazyCount; ++i, ++records)
                QCOMPARE(list.makeChild(i).offset, m.records()[records].recordOffset);
        }
        QCOMPARE(records, m.records().size());
        for (int i = 0; i < int(m.records().size()); ++i) {
            const StructureNode entry = archive.value()->describeEntry(i);
            QCOMPARE(nodeAt(entry, {u"Manifest record"_s}).offset, m.records()[std::size_t(i)].recordOffset);
            if (m.records()[std::size_t(i)].hasData())
                QVERIFY(!nodeAt(entry, {u"Data block"_s}).children.empty()); // a block, not an error field
        }
        ++described;
    }
    QVERIFY(described > 0);
}

void TestArchiveStructure::corpusMpqs()
{
    MWB_REQUIRE_CORPUS(corpus, "mpq");
    QDirIterator it(corpus + u"/golden"_s, {u"*.json"_s}, QDir::Files, QDirIterator::Subdirectories);
    int described = 0;
    while (it.hasNext()) {
        QString path = it.next().mid(corpus.size() + 8);
        path.chop(5);
        path = corpus + u'/' + path;
        auto opened = MpqArchive::open(path);
        QVERIFY2(opened.has_value(), qPrintable(path));
        const MpqArchive &mpq = *opened.value();
        const StructureNode root = mpq.describeStructure();
        QVERIFY2(!mwb::test::childNamed(root, u"Tables"_s), qPrintable(path));
        if (!mpq.header().usesHetBet) {
            MWB_CHILD(hash, root, "Hash table");
            QCOMPARE(quint32(hash->lazyCount), mpq.header().hashTableEntries);
            std::set<int> usedBlocks;
            for (int row = 0; row < hash->lazyCount; ++row) {
                const StructureNode slot = hash->makeChild(row);
                QVERIFY(slot.offset < 0 || slot.offset + slot.size <= root.size);
                const QString index = mwb::test::childNamed(slot, u"Block index"_s)->value;
                if (index != u"FREE"_s && index != u"DELETED"_s)
                    usedBlocks.insert(index.toInt());
            }
            QVERIFY(usedBlocks.size() >= mpq.entries().size());
        }
        const int step = qMax(1, int(mpq.entries().size()) / 50);
        for (int i = 0; i < int(mpq.entries().size()); i += step) {
            const StructureNode entry = mpq.describeEntry(i);
            QCOMPARE(entry.name, mpq.entries()[std::size_t(i)].name());
            QVERIFY(mwb::test::childNamed(entry, u"Data"_s));
        }
        ++described;
    }
    QVERIFY(described > 0);
}

QTEST_GUILESS_MAIN(TestArchiveStructure)
#include "tst_archivestructure.moc"
