// SPDX-License-Identifier: GPL-3.0-or-later
// The game's own archive (DATA.PAK + DATA.PAK.MAN, issue 28 §5) as one read-only archive: opened from either file
// through the registry, every entry equal to the .MOD the pair was made from, extraction, verification, and the
// structured errors of a broken pair. The pairs are made from .MODs the project's packer writes (PakFixtures.h).
#include "ModFixtures.h"
#include "PakFixtures.h"
#include "mwb/core/Archive.h"
#include "mwb/core/ArchiveWriter.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/tl2mod/ModPacker.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

using namespace mwb::formats::tl2mod;
using namespace mwb::test::tl2;
using mwb::ErrorCode;
using mwb::SilentProgress;

namespace {

/// The bytes of a file, or an empty array.
QByteArray fileBytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// A manifest with one MEDIA/ block declaring `records` records and nothing after them.
QByteArray manifestDeclaring(quint16 version, quint32 records)
{
    QByteArray bytes;
    const auto put32 = [&bytes](quint32 v) {
        char b[4];
        qToLittleEndian(v, b);
        bytes.append(b, 4);
    };
    const auto putString = [&bytes](const QString &s) {
        char b[2];
        qToLittleEndian(quint16(s.size()), b);
        bytes.append(b, 2);
        for (const QChar c : s) {
            qToLittleEndian(c.unicode(), b);
            bytes.append(b, 2);
        }
    };
    char v[2];
    qToLittleEndian(version, v);
    bytes.append(v, 2);
    put32(0); // hash
    putString(QStringLiteral("MEDIA/"));
    put32(records);
    put32(1);
    putString(QStringLiteral("MEDIA/"));
    put32(records);
    return bytes;
}

} // namespace

class TestTl2Pak : public QObject
{
    Q_OBJECT

    QTemporaryDir m_tmp;
    QString m_mod; ///< the .MOD every pair is made from
    std::unique_ptr<ModArchive> m_modArchive;

    /// A pair made from m_mod in its own folder: returns the .PAK's path.
    QString pair(const QString &name, PakManifestStyle style = PakManifestStyle::Game,
        const std::function<void(ModRecord &)> &edit = {})
    {
        const QString pak = m_tmp.filePath(name + QStringLiteral("/PAKS/DATA.PAK"));
        const QString failed = writePakPair(m_mod, pak, style, edit);
        if (!failed.isEmpty())
            qWarning() << failed;
        return failed.isEmpty() ? pak : QString();
    }

    /// The archive at `path` through the registry, or nullptr (the error printed).
    static std::unique_ptr<mwb::Archive> open(const QString &path)
    {
        auto archive = mwb::openArchive(path);
        if (!archive)
            qWarning() << archive.error().toString();
        return archive ? std::move(archive).value() : nullptr;
    }

    /// The code openArchive() fails with, or -1 when it opens.
    static int openError(const QString &path)
    {
        auto archive = mwb::openArchive(path);
        return archive ? -1 : int(archive.error().code);
    }

    /// Path → bytes of every entry of an archive ("<unreadable>" when reading fails).
    static QMap<QString, QByteArray> contents(const mwb::Archive &archive)
    {
        QMap<QString, QByteArray> out;
        for (const mwb::EntryIndex::Input &in : archive.indexInputs()) {
            auto bytes = archive.readEntry(in.entry);
            out.insert(in.path, bytes ? bytes.value() : QByteArray("<unreadable>"));
        }
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        const QString folder = m_tmp.filePath(QStringLiteral("modsrc"));
        QVERIFY(makeSmallModFolder(folder));
        QVERIFY(writeFile(folder + QStringLiteral("/MEDIA/SOUNDS/HIT.WAV"), noise(9, 70000)));
        QVERIFY(writeFile(folder + QStringLiteral("/MEDIA/LEVELSETS/EMPTY.PNG"), QByteArray()));
        SilentProgress progress;
        m_mod = m_tmp.filePath(QStringLiteral("SOURCE.MOD"));
        auto packed = packModFolder(folder, m_mod, PackOptions{}, progress);
        QVERIFY2(packed, packed ? "" : qPrintable(packed.error().toString()));
        m_modArchive = openModOrWarn(m_mod);
        QVERIFY(m_modArchive);
    }

    void opensFromEitherFileAsTheModsContent_data()
    {
        QTest::addColumn<int>("style");
        QTest::addColumn<bool>("fromManifest");
        QTest::newRow("game manifest, open .MAN") << int(PakManifestStyle::Game) << true;
        QTest::newRow("game manifest, open .PAK") << int(PakManifestStyle::Game) << false;
        QTest::newRow("mod manifest, open .MAN") << int(PakManifestStyle::ModTail) << true;
        QTest::newRow("mod manifest, open .PAK") << int(PakManifestStyle::ModTail) << false;
    }

    void opensFromEitherFileAsTheModsContent()
    {
        QFETCH(int, style);
        QFETCH(bool, fromManifest);
        const QString pak
            = pair(QStringLiteral("either%1%2").arg(style).arg(fromManifest), static_cast<PakManifestStyle>(style));
        QVERIFY(!pak.isEmpty());
        const auto archive = open(fromManifest ? pak + QStringLiteral(".MAN") : pak);
        QVERIFY(archive);
        QCOMPARE(archive->formatId(), QStringLiteral("tl2pak"));
        QCOMPARE(archive->path(), pak); // the .PAK holds the bytes, whichever file was opened
        QVERIFY(!archive->capabilities().testFlag(mwb::Capability::Write));
        QVERIFY(archive->capabilities().testFlag(mwb::Capability::Extract));
        const auto mod = open(m_mod);
        QVERIFY(mod);
        const auto expected = contents(*mod);
        QVERIFY(expected.size() >= 6); // the fixture's files (an empty one among them) and the regenerated RAWs
        QCOMPARE(contents(*archive), expected);
        for (const mwb::EntryIndex::Input &in : archive->indexInputs())
            QCOMPARE(in.size, quint64(expected.value(in.path).size()));
    }

    void contentProbeKnowsTheManifestAndThePakBesideIt()
    {
        const QString pak = pair(QStringLiteral("probe"));
        QVERIFY(!pak.isEmpty());
        for (const QString &path : QStringList{pak, pak + QStringLiteral(".MAN")}) {
            auto source = mwb::ByteSource::openFile(path);
            QVERIFY(source);
            const mwb::FormatDescription *format = mwb::FormatRegistry::byContent(**source);
            QVERIFY2(format, qPrintable(path));
            QCOMPARE(QLatin1String(format->id), QLatin1String("tl2pak"));
        }
        // The .MOD is not mistaken for a manifest, nor a manifest's bytes for anything else.
        auto mod = mwb::ByteSource::openFile(m_mod);
        QVERIFY(mod);
        QCOMPARE(QLatin1String(mwb::FormatRegistry::byContent(**mod)->id), QLatin1String("tl2mod"));
        auto junk = mwb::ByteSource::fromBytes(QByteArray("\x02\x00\x00\x00\x00\x00\x03\x00M\x00E\x00", 14));
        QVERIFY(!mwb::FormatRegistry::byContent(*junk));
    }

    void extractsAndVerifies()
    {
        const QString pak = pair(QStringLiteral("extract"));
        const auto archive = open(pak + QStringLiteral(".MAN"));
        QVERIFY(archive);
        std::vector<int> all;
        for (const mwb::EntryIndex::Input &in : archive->indexInputs())
            all.push_back(in.entry);
        SilentProgress progress;
        const QString out = m_tmp.filePath(QStringLiteral("extracted"));
        auto summary = archive->extract(all, out, progress);
        QVERIFY2(summary, summary ? "" : qPrintable(summary.error().toString()));
        QCOMPARE(summary->files, qint64(all.size()));
        for (const auto &[path, bytes] : contents(*archive).asKeyValueRange())
            QCOMPARE(fileBytes(out + QLatin1Char('/') + path), bytes);
        auto report = archive->verify(progress);
        QVERIFY(report);
        QVERIFY(report->problems.empty());
        QCOMPARE(report->checkedEntries, int(all.size()));
        const QString hash = QStringLiteral("0x%1").arg(m_modArchive->pakHeader().rollingHash, 8, 16, QLatin1Char('0'));
        QVERIFY2(
            report->facts.join(QLatin1Char(' ')).count(hash) == 2, qPrintable(report->facts.join(QLatin1Char(' '))));
    }

    void structureLiesInThePak()
    {
        // The inspectors show the .PAK's bytes: its header and blocks; an entry is its data block (its manifest
        // record lies in the other file).
        const QString pak = pair(QStringLiteral("structure"));
        const auto archive = open(pak);
        QVERIFY(archive);
        const mwb::StructureNode root = archive->describeStructure();
        QCOMPARE(root.size, QFileInfo(pak).size());
        QCOMPARE(root.children.size(), std::size_t(1));
        QCOMPARE(root.children[0].offset, qint64(0));
        const QString path = QStringLiteral("MEDIA/UNITS/ITEMS/SWORD.DAT");
        const int sword = recordIndex(*m_modArchive, path);
        const auto inputs = archive->indexInputs();
        const auto input = std::find_if(inputs.begin(), inputs.end(), [&](const auto &in) {
            return in.path == path;
        });
        QVERIFY(input != inputs.end());
        const mwb::StructureNode entry = archive->describeEntry(input->entry);
        QCOMPARE(entry.children.size(), std::size_t(1));
        QCOMPARE(
            entry.children[0].offset, m_modArchive->block(sword)->headerOffset - m_modArchive->header().dataOffset);
        QCOMPARE(archive->describeEntry(-1).children.size(), std::size_t(0));
    }

    void isReadOnly()
    {
        const auto archive = open(pair(QStringLiteral("readonly")));
        QVERIFY(archive);
        QVERIFY(!archive->writeRefusal().isEmpty());
        auto writer = mwb::editArchive(std::shared_ptr<const mwb::Archive>(open(pair(QStringLiteral("readonly2")))));
        QVERIFY(!writer);
        QCOMPARE(writer.error().code, ErrorCode::Unsupported);
    }

    void manifestSizeOfTheSourceIsNotTheStoredSize()
    {
        // Public research reads a .PAK.MAN size as the source file's: the block rules, and the CRC (of the source)
        // is not checked against the stored bytes. When the sizes agree the CRC is checked.
        const QString sword = QStringLiteral("MEDIA/UNITS/ITEMS/SWORD.DAT");
        const QString pak = pair(QStringLiteral("sourcesize"), PakManifestStyle::Game, [&](ModRecord &r) {
            if (r.path() == sword) {
                r.size += 1000;
                r.crc32 ^= 0x5A5A5A5A;
            } else if (r.path() == QStringLiteral("MEDIA/UI/PIC.JPG")) {
                r.crc32 ^= 1;
            }
        });
        const auto archive = open(pak);
        QVERIFY(archive);
        const auto mod = open(m_mod);
        const auto expected = contents(*mod);
        for (const mwb::EntryIndex::Input &in : archive->indexInputs()) {
            auto bytes = archive->readEntry(in.entry);
            if (in.path == QStringLiteral("MEDIA/UI/PIC.JPG")) {
                QVERIFY(!bytes);
                QCOMPARE(bytes.error().code, ErrorCode::ChecksumMismatch);
                continue;
            }
            QVERIFY2(bytes, qPrintable(in.path));
            QCOMPARE(bytes.value(), expected.value(in.path));
            QCOMPARE(in.size, quint64(bytes->size()));
        }
    }

    void missingHalfIsIo()
    {
        const QString pak = pair(QStringLiteral("nopak"));
        QVERIFY(QFile::remove(pak));
        QCOMPARE(openError(pak + QStringLiteral(".MAN")), int(ErrorCode::Io));
        const QString pak2 = pair(QStringLiteral("noman"));
        QVERIFY(QFile::remove(pak2 + QStringLiteral(".MAN")));
        QCOMPARE(openError(pak2), int(ErrorCode::Io));
    }

    void manifestNamedOtherwiseCannotFindItsPak()
    {
        const QString pak = pair(QStringLiteral("renamed"));
        const QString other = m_tmp.filePath(QStringLiteral("renamed/PAKS/DATA.BIN"));
        QVERIFY(QFile::rename(pak + QStringLiteral(".MAN"), other));
        QCOMPARE(openError(other), int(ErrorCode::InvalidInput));
    }

    void shortPakIsTruncated()
    {
        const QString pak = pair(QStringLiteral("short"));
        QVERIFY(writeFile(pak, QByteArray(5, '\0')));
        QCOMPARE(openError(pak), int(ErrorCode::Truncated));
    }

    void blocksOutsideThePakAreCorrupt()
    {
        const QString pak = pair(QStringLiteral("cut"));
        const QByteArray bytes = fileBytes(pak);
        QVERIFY(writeFile(pak, bytes.left(bytes.size() / 2)));
        const auto archive = open(pak);
        QVERIFY(archive); // the pair opens; the blocks past the end fail one by one
        int corrupt = 0;
        for (const mwb::EntryIndex::Input &in : archive->indexInputs()) {
            auto read = archive->readEntry(in.entry);
            if (!read) {
                QCOMPARE(read.error().code, ErrorCode::Corrupt);
                ++corrupt;
            }
        }
        QVERIFY(corrupt > 0);
    }

    void blockOverTheSizeCapIsLimitExceeded()
    {
        const QString pak = pair(QStringLiteral("cap"));
        const auto archive = open(pak);
        QVERIFY(archive);
        const int sword = recordIndex(*m_modArchive, QStringLiteral("MEDIA/UNITS/ITEMS/SWORD.DAT"));
        const auto block = m_modArchive->block(sword);
        QVERIFY(block && !block->isStored());
        QByteArray bytes = fileBytes(pak);
        qToLittleEndian(quint32(0xFFFFFFF0u), bytes.data() + (block->headerOffset - m_modArchive->header().dataOffset));
        QVERIFY(writeFile(pak, bytes));
        const auto patched = open(pak);
        QVERIFY(patched);
        for (const mwb::EntryIndex::Input &in : patched->indexInputs()) {
            if (in.path.endsWith(QStringLiteral("SWORD.DAT"))) {
                auto read = patched->readEntry(in.entry);
                QVERIFY(!read);
                QCOMPARE(read.error().code, ErrorCode::LimitExceeded);
            }
        }
    }

    void hostileManifests_data()
    {
        QTest::addColumn<QByteArray>("manifest");
        QTest::addColumn<int>("code");
        QTest::newRow("records over the cap")
            << manifestDeclaring(2, ModArchive::kMaxRecords + 1) << int(ErrorCode::LimitExceeded);
        QTest::newRow("records that cannot fit") << manifestDeclaring(2, 1000) << int(ErrorCode::Corrupt);
        QTest::newRow("manifest version 3") << manifestDeclaring(3, 0) << int(ErrorCode::Unsupported);
        QTest::newRow("cut in the header") << manifestDeclaring(2, 0).left(9) << int(ErrorCode::Truncated);
    }

    void hostileManifests()
    {
        QFETCH(QByteArray, manifest);
        QFETCH(int, code);
        const QString pak = pair(QStringLiteral("hostile-") + QString::fromLatin1(QTest::currentDataTag()));
        QVERIFY(writeFile(pak + QStringLiteral(".MAN"), manifest));
        QCOMPARE(openError(pak + QStringLiteral(".MAN")), code);
    }
};

QTEST_GUILESS_MAIN(TestTl2Pak)
#include "tst_tl2pak.moc"
