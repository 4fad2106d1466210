// SPDX-License-Identifier: GPL-3.0-or-later
// The .MOD ArchiveWriter (editArchive + commit): edits round-trip, untouched blocks are copied byte for byte, the
// result verifies, and every failure (bad path, unreadable source, compile error, cancel) leaves the target as it was.
#include "ModFixtures.h"
#include "SharedCorpus.h"
#include "mwb/core/ArchiveWriter.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2mod/ModPacker.h"
#include "mwb/formats/tl2mod/ModVerifier.h"
#include "mwb/formats/tl2mod/TypeCodes.h"

#include <QDateTime>
#include <QDirIterator>
#include <QTemporaryDir>
#include <QTest>

using namespace mwb::formats::tl2mod;
using namespace mwb::test::tl2;
using mwb::ArchiveWriter;
using mwb::EntrySource;
using mwb::ErrorCode;
using mwb::SilentProgress;

namespace {

/// 100-ns FILETIME ticks of a date (what the manifest stores).
quint64 fileTime(const QDateTime &time)
{
    return quint64(time.toMSecsSinceEpoch()) * 10000 + 116444736000000000ULL;
}

/// The stored bytes of a record's block (8-byte header and payload), or an empty array.
QByteArray storedBlock(const ModArchive &mod, int record)
{
    const auto block = mod.block(record);
    if (!block)
        return {};
    auto bytes = mod.source().read(block->headerOffset, 8 + qint64(block->payloadSize()));
    return bytes ? bytes.value() : QByteArray();
}

std::unique_ptr<ArchiveWriter> editOrWarn(const std::shared_ptr<const mwb::Archive> &archive)
{
    auto writer = mwb::editArchive(archive);
    if (!writer)
        qWarning() << writer.error().toString();
    return writer ? std::move(writer).value() : nullptr;
}

std::shared_ptr<const mwb::Archive> openOrWarn(const QString &path)
{
    auto archive = mwb::openArchive(path);
    if (!archive)
        qWarning() << archive.error().toString();
    return archive ? std::shared_ptr<const mwb::Archive>(std::move(archive).value()) : nullptr;
}

bool gameAccepts(const ModArchive &mod)
{
    SilentProgress progress;
    const auto report = verifyMod(mod, progress);
    if (report && !report->gameAccepts()) {
        for (const mwb::Error &problem : report->problems)
            qWarning() << problem.toString();
    }
    return report && report->gameAccepts();
}

QStringList temporaryFiles(const QString &dir)
{
    return QDir(dir).entryList({QStringLiteral(".*mwb*")}, QDir::AllEntries | QDir::Hidden);
}

} // namespace

class TestTl2ModWriter : public QObject
{
    Q_OBJECT
private:
    /// Packs the small fixture mod folder (plus `extra` files below it) into NAME.MOD.
    QString packSmallMod(const QString &name, const ModInfo &info = sampleInfo())
    {
        const QString folder = m_tmp.filePath(name);
        if (!makeSmallModFolder(folder, info))
            return {};
        writeFile(folder + QStringLiteral("/MEDIA/SOUNDS/HIT.WAV"), noise(9, 70000));
        writeFile(folder + QStringLiteral("/MEDIA/UI/EMPTY.PNG"), QByteArray());
        SilentProgress progress;
        const QString out = m_tmp.filePath(name + QStringLiteral(".MOD"));
        auto packed = packModFolder(folder, out, PackOptions{}, progress);
        if (!packed)
            qWarning() << packed.error().toString();
        return packed ? out : QString();
    }

    QTemporaryDir m_tmp;

private Q_SLOTS:
    void registryOffersTheWriter()
    {
        const mwb::FormatDescription *format = mwb::FormatRegistry::byId(u"tl2mod");
        QVERIFY(format);
        QVERIFY(format->can(mwb::Capability::Write));
        QVERIFY(format->edit);
    }

    void normalizesPaths_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("normalized");
        QTest::addColumn<int>("code");
        const int ok = -1;
        QTest::newRow("lower case, backslashes") << "media\\units\\Épée.dat"
                                                 << "MEDIA/UNITS/ÉPéE.DAT" << ok; // ASCII letters only
        QTest::newRow("already normal") << "MEDIA/X.DAT"
                                        << "MEDIA/X.DAT" << ok;
        QTest::newRow("escaping") << "MEDIA/../../evil.txt"
                                  << "" << int(ErrorCode::UnsafePath);
        QTest::newRow("dot-dot inside") << "MEDIA/A/../B.DAT"
                                        << "" << int(ErrorCode::UnsafePath);
        QTest::newRow("outside MEDIA") << "MOD.DAT"
                                       << "" << int(ErrorCode::InvalidInput);
        QTest::newRow("absolute") << "/etc/passwd"
                                  << "" << int(ErrorCode::InvalidInput);
        QTest::newRow("MEDIA itself") << "MEDIA/"
                                      << "" << int(ErrorCode::InvalidInput);
        QTest::newRow("empty part") << "MEDIA//X.DAT"
                                    << "" << int(ErrorCode::InvalidInput);
        QTest::newRow("dot part") << "MEDIA/./X.DAT"
                                  << "" << int(ErrorCode::InvalidInput);
        QTest::newRow("empty") << ""
                               << "" << int(ErrorCode::InvalidInput);
    }

    void normalizesPaths()
    {
        QFETCH(QString, path);
        QFETCH(QString, normalized);
        QFETCH(int, code);
        static const QString mod = packSmallMod(QStringLiteral("paths"));
        const auto archive = openOrWarn(mod);
        QVERIFY(archive);
        const auto writer = editOrWarn(archive);
        QVERIFY(writer);
        const auto result = writer->normalizePath(path);
        if (code < 0) {
            QVERIFY(result);
            QCOMPARE(result.value(), normalized);
            return;
        }
        QVERIFY(!result);
        QCOMPARE(int(result.error().code), code);
        const QByteArray before = readAll(mod);
        QVERIFY(!writer->add(path, EntrySource::fromBytes("x")));
        QCOMPARE(readAll(mod), before);
    }

    void unchangedCommitIsByteIdentical()
    {
        const QString path = packSmallMod(QStringLiteral("unchanged"));
        const auto archive = openOrWarn(path);
        QVERIFY(archive);
        const auto writer = editOrWarn(archive);
        QVERIFY(writer);
        SilentProgress progress;
        const QString out = m_tmp.filePath(QStringLiteral("unchanged-copy.MOD"));
        const auto report = writer->commit(out, progress);
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
        QCOMPARE(report->copiedRaw, report->entries);
        QCOMPARE(report->written, 0);
        QCOMPARE(readAll(out), readAll(path)); // the packer's layout is the writer's layout
    }

    void editsRoundTripAndUntouchedBlocksAreCopiedRaw()
    {
        const QString path = packSmallMod(QStringLiteral("edits"));
        QVERIFY(!path.isEmpty());
        const auto before = openModOrWarn(path);
        QVERIFY(before);
        const auto archive = openOrWarn(path);
        QVERIFY(archive);
        const auto writer = editOrWarn(archive);
        QVERIFY(writer);

        const QString source = m_tmp.filePath(QStringLiteral("new texture.dds"));
        QVERIFY(writeFile(source, textLike(11, 30000)));
        const QDateTime sourceTime = QDateTime::fromSecsSinceEpoch(1600000000, Qt::UTC);
        QFile sourceFile(source);
        QVERIFY(sourceFile.open(QIODevice::ReadWrite)
            && sourceFile.setFileTime(sourceTime, QFileDevice::FileModificationTime));
        sourceFile.close();
        QVERIFY(writer->add(QStringLiteral("media/new folder/deep/new texture.dds"), EntrySource::fromFile(source)));
        QVERIFY(writer->replace(QStringLiteral("MEDIA/UNITDATA.RAW"), EntrySource::fromBytes("replaced raw")));
        QCOMPARE(writer->remove(QStringLiteral("MEDIA/SOUNDS/HIT.WAV")).value(), 1);
        QCOMPARE(writer->rename(QStringLiteral("MEDIA/UI/PIC.JPG"), QStringLiteral("MEDIA/UI/RENAMED.JPG")).value(), 1);
        QCOMPARE(writer->rename(QStringLiteral("MEDIA/UNITS"), QStringLiteral("MEDIA/MOVED/UNITS")).value(), 2);
        QVERIFY(writer->copy(QStringLiteral("MEDIA/MOVED/UNITS/ITEMS/SWORD.DAT"), QStringLiteral("MEDIA/COPY.DAT")));
        QVERIFY(writer->hasChanges());

        SilentProgress progress;
        const QString out = m_tmp.filePath(QStringLiteral("edits-out.MOD"));
        const auto report = writer->commit(out, progress);
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
        QCOMPARE(report->written, 2);
        QCOMPARE(report->copiedRaw, report->entries - 2);

        const auto after = openModOrWarn(out);
        QVERIFY(after);
        QVERIFY(gameAccepts(*after));

        // Untouched, renamed and copied entries: the very same stored block bytes, CRC, size, type and file time.
        const QMap<QString, QString> kept{
            {QStringLiteral("MEDIA/UNITS/ITEMS/SWORD.DAT"), QStringLiteral("MEDIA/MOVED/UNITS/ITEMS/SWORD.DAT")},
            {QStringLiteral("MEDIA/UNITS/ITEMS/AAAAAAAAAAAAAA.DAT"),
                QStringLiteral("MEDIA/MOVED/UNITS/ITEMS/AAAAAAAAAAAAAA.DAT")},
            {QStringLiteral("MEDIA/UI/PIC.JPG"), QStringLiteral("MEDIA/UI/RENAMED.JPG")},
            {QStringLiteral("MEDIA/UI/EMPTY.PNG"), QStringLiteral("MEDIA/UI/EMPTY.PNG")}};
        for (auto it = kept.begin(); it != kept.end(); ++it) {
            const int from = recordIndex(*before, it.key());
            const int to = recordIndex(*after, it.value());
            QVERIFY2(from >= 0 && to >= 0, qPrintable(it.value()));
            QCOMPARE(storedBlock(*after, to), storedBlock(*before, from));
            QVERIFY(!storedBlock(*after, to).isEmpty());
            const ModRecord &a = before->records()[std::size_t(from)];
            const ModRecord &b = after->records()[std::size_t(to)];
            QCOMPARE(std::tie(b.crc32, b.size, b.type, b.fileTime), std::tie(a.crc32, a.size, a.type, a.fileTime));
        }
        const int sword = recordIndex(*before, QStringLiteral("MEDIA/UNITS/ITEMS/SWORD.DAT"));
        const int copy = recordIndex(*after, QStringLiteral("MEDIA/COPY.DAT"));
        QCOMPARE(storedBlock(*after, copy), storedBlock(*before, sword));
        QVERIFY(after->records()[std::size_t(copy)].offset
            != after->records()[std::size_t(recordIndex(*after, QStringLiteral("MEDIA/MOVED/UNITS/ITEMS/SWORD.DAT")))]
                   .offset);

        // Every entry reads back as expected.
        QMap<QString, QByteArray> expected;
        const QMap<QString, QByteArray> original = entryBytes(*before);
        for (auto it = kept.begin(); it != kept.end(); ++it)
            expected.insert(it.value(), original.value(it.key()));
        expected.insert(
            QStringLiteral("MEDIA/COPY.DAT"), original.value(QStringLiteral("MEDIA/UNITS/ITEMS/SWORD.DAT")));
        expected.insert(QStringLiteral("MEDIA/UNITDATA.RAW"), "replaced raw");
        expected.insert(QStringLiteral("MEDIA/NEW FOLDER/DEEP/NEW TEXTURE.DDS"), textLike(11, 30000));
        QCOMPARE(entryBytes(*after), expected);

        // New entries: type from the extension, the source file's time; new folders get type-7 records.
        const int added = recordIndex(*after, QStringLiteral("MEDIA/NEW FOLDER/DEEP/NEW TEXTURE.DDS"));
        QCOMPARE(after->records()[std::size_t(added)].type, quint8(TypeDds));
        QCOMPARE(after->records()[std::size_t(added)].fileTime, fileTime(sourceTime));
        QCOMPARE(typeOfPath(*after, QStringLiteral("MEDIA/NEW FOLDER/")), quint8(TypeDirectory));
        QCOMPARE(typeOfPath(*after, QStringLiteral("MEDIA/NEW FOLDER/DEEP/")), quint8(TypeDirectory));
        QCOMPARE(typeOfPath(*after, QStringLiteral("MEDIA/MOVED/UNITS/")), quint8(TypeDirectory));
        QCOMPARE(typeOfPath(*after, QStringLiteral("MEDIA/SOUNDS/")), quint8(0xFF)); // emptied folder is gone
        QCOMPARE(typeOfPath(*after, QStringLiteral("MEDIA/UNITS/")), quint8(0xFF));

        // The header is kept; maxCompressedBlockSize is the largest block written.
        QCOMPARE(after->header().title, before->header().title);
        QCOMPARE(after->header().modVersion, before->header().modVersion);
        QCOMPARE(after->header().modId, before->header().modId);
        quint32 largest = 0;
        for (std::size_t i = 0; i < after->records().size(); ++i) {
            if (after->records()[i].hasData())
                largest = std::max(largest, after->block(int(i))->compressedSize);
        }
        QCOMPARE(after->pakHeader().maxCompressedBlockSize, largest);
        QVERIFY(temporaryFiles(m_tmp.path()).isEmpty());
    }

    void compilesTextDatWhenAsked()
    {
        const QString path = packSmallMod(QStringLiteral("compile"));
        const auto archive = openOrWarn(path);
        QVERIFY(archive);
        const auto writer = editOrWarn(archive);
        QVERIFY(writer);
        const QByteArray text = unitDat(7, 500);
        const QByteArray bindat = *mwb::formats::tl2dat::compileDatText(text, QStringLiteral("x"));
        const QString dropped = m_tmp.filePath(QStringLiteral("potion.dat"));
        QVERIFY(writeFile(dropped, text));
        const mwb::AddOptions compile{true};
        QVERIFY(writer->add(QStringLiteral("MEDIA/UNITS/ITEMS/POTION.DAT"), EntrySource::fromFile(dropped), compile));
        QVERIFY(writer->add(QStringLiteral("MEDIA/UNITS/ITEMS/INLINE.DAT"), EntrySource::fromBytes(text), compile));
        QVERIFY(writer->add(QStringLiteral("MEDIA/UNITS/ITEMS/COMPILED.TEMPLATE"), EntrySource::fromBytes(bindat),
            compile)); // already BINDAT: kept
        QVERIFY(writer->add(QStringLiteral("MEDIA/UI/NOTES.TXT"), EntrySource::fromBytes(text), compile)); // not a DAT
        QVERIFY(writer->add(QStringLiteral("MEDIA/UI/RAW TEXT.DAT"), EntrySource::fromBytes(text))); // not asked
        SilentProgress progress;
        const auto report = writer->commit(path, progress);
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
        QCOMPARE(report->notes.size(), 1);
        const auto after = openModOrWarn(path);
        QVERIFY(after);
        QVERIFY(gameAccepts(*after));
        const QMap<QString, QByteArray> bytes = entryBytes(*after);
        QCOMPARE(bytes.value(QStringLiteral("MEDIA/UNITS/ITEMS/POTION.DAT")), bindat);
        QCOMPARE(bytes.value(QStringLiteral("MEDIA/UNITS/ITEMS/INLINE.DAT")), bindat);
        QCOMPARE(bytes.value(QStringLiteral("MEDIA/UNITS/ITEMS/COMPILED.TEMPLATE")), bindat);
        QCOMPARE(bytes.value(QStringLiteral("MEDIA/UI/NOTES.TXT")), text);
        QCOMPARE(bytes.value(QStringLiteral("MEDIA/UI/RAW TEXT.DAT")), text);
    }

    void compileErrorLeavesTheModUntouched()
    {
        const QString path = packSmallMod(QStringLiteral("badcompile"));
        const QByteArray saved = readAll(path);
        const auto archive = openOrWarn(path);
        QVERIFY(archive);
        const auto writer = editOrWarn(archive);
        QVERIFY(writer);
        const QString dropped = m_tmp.filePath(QStringLiteral("broken.dat"));
        QVERIFY(writeFile(dropped, "[UNIT]\r\n<NUMBER>X:1\r\n[/UNIT]\r\n"));
        QVERIFY(writer->add(
            QStringLiteral("MEDIA/UNITS/ITEMS/BROKEN.DAT"), EntrySource::fromFile(dropped), mwb::AddOptions{true}));
        SilentProgress progress;
        const auto refused = writer->commit(path, progress);
        QVERIFY(!refused);
        QCOMPARE(refused.error().code, ErrorCode::InvalidInput);
        QCOMPARE(refused.error().path, dropped);
        QCOMPARE(readAll(path), saved);
        QVERIFY(temporaryFiles(m_tmp.path()).isEmpty());
    }

    void unreadableSourceAndCancelLeaveTheTargetUntouched()
    {
        const QString path = packSmallMod(QStringLiteral("cancel"));
        const QByteArray saved = readAll(path);
        const auto archive = openOrWarn(path);
        QVERIFY(archive);
        SilentProgress progress;
        {
            const auto writer = editOrWarn(archive);
            QVERIFY(writer);
            QVERIFY(writer->add(
                QStringLiteral("MEDIA/A.JPG"), EntrySource::fromFile(m_tmp.filePath(QStringLiteral("missing.jpg")))));
            const auto missing = writer->commit(path, progress);
            QVERIFY(!missing);
            QCOMPARE(missing.error().code, ErrorCode::Io);
        }
        {
            const auto writer = editOrWarn(archive);
            QVERIFY(writer);
            QVERIFY(writer->add(QStringLiteral("MEDIA/A.TXT"), EntrySource::fromBytes("a")));
            progress.cancel();
            const auto canceled = writer->commit(path, progress);
            QVERIFY(!canceled);
            QCOMPARE(canceled.error().code, ErrorCode::Canceled);
        }
        QCOMPARE(readAll(path), saved);
        QVERIFY(temporaryFiles(m_tmp.path()).isEmpty());
    }

    void inPlaceCommitWhileTheBaseIsMapped()
    {
        const QString path = packSmallMod(QStringLiteral("inplace"));
        const auto archive = openOrWarn(path);
        QVERIFY(archive);
        QVERIFY(!archive->source().view(0, 16).isEmpty()); // memory-mapped
        const int raw = recordIndex(*openModOrWarn(path), QStringLiteral("MEDIA/UNITDATA.RAW"));
        const QByteArray oldRaw = archive->readEntry(raw).value();
        const auto writer = editOrWarn(archive);
        QVERIFY(writer);
        QVERIFY(writer->replace(QStringLiteral("MEDIA/UNITDATA.RAW"), EntrySource::fromBytes("new raw")));
        SilentProgress progress;
        const auto report = writer->commit(path, progress);
        QVERIFY2(report, qPrintable(report ? QString() : report.error().toString()));
        QCOMPARE(archive->readEntry(raw).value(), oldRaw); // the open archive still reads its own bytes
        const auto after = openModOrWarn(path);
        QVERIFY(after);
        QVERIFY(gameAccepts(*after));
        QCOMPARE(entryBytes(*after).value(QStringLiteral("MEDIA/UNITDATA.RAW")), QByteArray("new raw"));
        QVERIFY(temporaryFiles(m_tmp.path()).isEmpty());
    }

    void keepsRemoveFilesMarkers()
    {
        ModInfo info = sampleInfo();
        info.removeFiles = {QStringLiteral("MEDIA/UNITS/OLD.DAT"), QStringLiteral("MEDIA/GONE/X.DDS")};
        const QString path = packSmallMod(QStringLiteral("removals"), info);
        QVERIFY(!path.isEmpty());
        const auto before = openModOrWarn(path);
        const auto archive = openOrWarn(path);
        QVERIFY(before && archive);
        const auto writer = editOrWarn(archive);
        QVERIFY(writer);
        QVERIFY(writer->add(QStringLiteral("MEDIA/NEW.TXT"), EntrySource::fromBytes("new")));
        SilentProgress progress;
        const QString out = m_tmp.filePath(QStringLiteral("removals-out.MOD"));
        QVERIFY(writer->commit(out, progress));
        const auto after = openModOrWarn(out);
        QVERIFY(after);
        QVERIFY(gameAccepts(*after));
        QCOMPARE(after->header().removedFiles, info.removeFiles);
        for (const QString &removed : info.removeFiles) {
            const int marker = recordIndex(*after, removed);
            QVERIFY(marker >= 0);
            QVERIFY(!after->records()[std::size_t(marker)].hasData());
        }
        // GUTS's 4 zero bytes per marker end the data section, after the new block.
        const QByteArray file = readAll(out);
        QCOMPARE(file.mid(qsizetype(after->header().manifestOffset) - 8, 8), QByteArray(8, '\0'));
    }

    void corpusModWithOneEntryReplaced()
    {
        MWB_REQUIRE_CORPUS(dir, "tl2");
        QDirIterator it(dir, {QStringLiteral("*.mod")}, QDir::Files, QDirIterator::Subdirectories);
        int mods = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            const auto before = openModOrWarn(path);
            const auto archive = openOrWarn(path);
            QVERIFY(before && archive);
            const auto writer = editOrWarn(archive);
            QVERIFY(writer);
            const mwb::PlannedEntry &victim = writer->entries().front();
            QVERIFY(writer->replace(victim.path, EntrySource::fromBytes("replaced by the writer test")));
            SilentProgress progress;
            const QString out = m_tmp.filePath(QStringLiteral("corpus-%1.MOD").arg(++mods));
            const auto report = writer->commit(out, progress);
            QVERIFY2(report, qPrintable(path + (report ? QString() : report.error().toString())));
            const auto after = openModOrWarn(out);
            QVERIFY(after);
            QVERIFY2(gameAccepts(*after), qPrintable(path));
            QCOMPARE(after->header().title, before->header().title);
            int compared = 0;
            for (std::size_t i = 0; i < before->records().size(); ++i) {
                const ModRecord &r = before->records()[i];
                if (r.isDirectory() || !r.hasData() || r.path() == victim.path)
                    continue;
                const int to = recordIndex(*after, r.path());
                QVERIFY2(to >= 0, qPrintable(r.path()));
                QCOMPARE(storedBlock(*after, to), storedBlock(*before, int(i)));
                ++compared;
            }
            QCOMPARE(compared, report->copiedRaw);
        }
        QVERIFY(mods > 0);
    }
};

QTEST_GUILESS_MAIN(TestTl2ModWriter)
#include "tst_tl2modwriter.moc"
