// SPDX-License-Identifier: GPL-3.0-or-later
// MPQ signatures against StormLib's SFileVerifyArchive: every corpus archive and tampered copies of the signed ones
// (a byte of the data, of the signature, of the signature file's unsigned head), archives our writer signs (v1, v2,
// v4, with a Warcraft III HM3W header) and tampers, saves that drop a weak or strong signature, trailing bytes that
// are not a signature, and the strong-signature arithmetic with a key the test makes (the published keys' private
// halves are Blizzard's).
#include "MpqWriterChecks.h"
#include "SharedCorpus.h"
#include "SignatureCrypto.h"
#include "SignatureLayout.h"
#include "SignatureVerifier.h"
#include "StormLibOracle.h"
#include "TestFiles.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/mpq/MpqArchive.h"
#include "mwb/formats/mpq/MpqWriter.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <openssl/evp.h>
#include <openssl/x509.h>

#include <algorithm>

namespace {

using mwb::formats::mpq::MpqArchive;
using mwb::formats::mpq::MpqSignature;
using mwb::formats::mpq::MpqSignatureCheck;
using mwb::formats::mpq::MpqSignatureDoubt;
using mwb::formats::mpq::MpqSignatureVerdict;
using mwb::formats::mpq::MpqWriteOptions;
using mwb::formats::mpq::MpqWriter;
using mwb::formats::mpq::RsaKey;
using mwb::formats::mpq::SignatureLayout;
using mwb::formats::mpq::SignatureVerifier;
using mwb::formats::mpq::StrongKey;
using mwb::formats::mpq::StrongTail;
using namespace mwb::test;

constexpr quint32 kStormNoSignature = 0;
constexpr quint32 kStormVerifyFailed = 1;
constexpr quint32 kStormWeakOk = 2;
constexpr quint32 kStormWeakError = 3;
constexpr quint32 kStormStrongOk = 4;
constexpr quint32 kStormStrongError = 5;

/// The SFileVerifyArchive result a verdict stands for (see MpqSignatureVerdict).
quint32 stormResultFor(const MpqSignatureCheck &check)
{
    switch (check.verdict) {
    case MpqSignatureVerdict::None:
        return kStormNoSignature;
    case MpqSignatureVerdict::WeakOk:
        return kStormWeakOk;
    case MpqSignatureVerdict::WeakBad:
        return kStormWeakError;
    case MpqSignatureVerdict::StrongOk:
        return kStormStrongOk;
    case MpqSignatureVerdict::StrongBad:
        return kStormStrongError;
    case MpqSignatureVerdict::CannotTell:
        break;
    }
    return check.doubt == MpqSignatureDoubt::UnknownKey ? kStormStrongError : kStormVerifyFailed;
}

std::optional<MpqSignatureCheck> ourCheck(const QString &path)
{
    auto archive = MpqArchive::open(path);
    if (!archive)
        return std::nullopt;
    mwb::SilentProgress progress;
    auto check = (*archive)->verifySignature(progress);
    if (!check)
        return std::nullopt;
    return *check;
}

/// Our verdict on `path` agrees with StormLib's; returns ours.
MpqSignatureCheck agreeing(const QString &path)
{
    const auto ours = ourCheck(path);
    QString error;
    auto storm = StormLibArchive::open(path, &error);
    if (!ours || !storm) {
        QTest::qFail(qPrintable(path + QStringLiteral(": does not open ") + error), __FILE__, __LINE__);
        return {};
    }
    const quint32 stormResult = storm->verifyArchive();
    if (stormResultFor(*ours) != stormResult) {
        QTest::qFail(qPrintable(QStringLiteral("%1: ours %2 (%3), StormLib %4")
                                    .arg(path, ours->verdictId(), ours->message())
                                    .arg(stormResult)),
            __FILE__, __LINE__);
    }
    return *ours;
}

/// `path` with the byte at `offset` changed, written to `copy`.
bool tampered(const QString &path, qint64 offset, const QString &copy)
{
    QByteArray bytes = readFile(path);
    if (offset < 0 || offset >= bytes.size())
        return false;
    bytes[offset] = char(bytes[offset] ^ 0x5A);
    return writeFile(copy, bytes);
}

Files sampleFiles()
{
    return {{"war3map.j", content::text(7, 30000)}, {"Units\\footman.mdx", content::random(8, 5000)},
        {"war3map.w3e", content::zeros(9, 12000)}};
}

/// A Warcraft III map: the 512-byte HM3W header, then an archive.
QByteArray withMapHeader(const QByteArray &archive)
{
    QByteArray header(512, '\0');
    header.replace(0, 4, "HM3W");
    header.replace(8, 9, "Test map\0", 9);
    return header + archive;
}

/// Saves the archive at `path` to `out` (an edit adds one file), signing it when `sign`; returns the report's notes.
QStringList resave(const QString &path, const QString &out, bool sign)
{
    auto writer = editor(path);
    if (!writer)
        return {QStringLiteral("does not open")};
    MpqWriteOptions options = writer->options();
    options.signWeak = sign;
    if (!writer->setOptions(options) || !writer->add(QStringLiteral("added.txt"), mwb::EntrySource::fromBytes("hi")))
        return {QStringLiteral("cannot edit")};
    mwb::SilentProgress progress;
    auto report = writer->commit(out, progress);
    return report ? report->notes : QStringList{report.error().toString()};
}

/// The sample files written by our writer into `dir` as "plain.mpq" (unsigned); empty when that fails.
QString plainSample(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("plain.mpq"));
    QString error;
    return writeNew(path, {}, sampleFiles(), &error) ? path : QString();
}

/// plainSample() saved again, signed weak, as "signed.mpq".
QString signedSample(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("signed.mpq"));
    const QString plain = plainSample(dir);
    return !plain.isEmpty() && resave(plain, path, true).join(u' ').contains(QLatin1String("weak signature"))
        ? path
        : QString();
}

/// A fresh RSA-2048 key pair: (public, private).
std::pair<RsaKey, RsaKey> generatedKey()
{
    EVP_PKEY *key = EVP_RSA_gen(2048);
    unsigned char *publicDer = nullptr;
    unsigned char *privateDer = nullptr;
    const int publicSize = i2d_PUBKEY(key, &publicDer);
    const int privateSize = i2d_PrivateKey(key, &privateDer);
    auto pub = RsaKey::fromPublicDer(QByteArrayView(publicDer, publicSize));
    auto priv = RsaKey::fromPrivateDer(QByteArrayView(privateDer, privateSize));
    OPENSSL_free(publicDer);
    OPENSSL_free(privateDer);
    EVP_PKEY_free(key);
    return {*pub, *priv};
}

QByteArray reversed(QByteArray bytes)
{
    std::reverse(bytes.begin(), bytes.end());
    return bytes;
}

/// Appends a strong signature made with `key` (and `tail` after the SHA-1, as Storm expects it) to the archive at
/// `path`, which must end where its header says.
bool signStrong(const QString &path, const RsaKey &key, QByteArrayView tail)
{
    const QByteArray archive = readFile(path);
    auto opened = MpqArchive::open(path);
    if (!opened)
        return false;
    mwb::formats::mpq::Digest sha1(mwb::formats::mpq::Digest::Algorithm::Sha1);
    const qint64 begin = archive.startsWith("HM3W") ? 0 : (*opened)->header().archiveOffset;
    sha1.add(QByteArrayView(archive).sliced(begin));
    QByteArray block(236, char(0xBB));
    block[0] = 0x0B;
    block += reversed(sha1.result(tail));
    const auto signature = key.signRaw(block);
    return signature && writeFile(path, archive + "NGIS" + reversed(*signature));
}

/// Verifies the archive at `path` with the strong keys `keys` instead of the published ones.
MpqSignatureCheck checkWithKeys(const QString &path, const std::vector<StrongKey> &keys)
{
    auto archive = MpqArchive::open(path);
    if (!archive)
        return {};
    const auto source = mwb::ByteSource::fromBytes(readFile(path), path);
    const SignatureLayout layout = SignatureLayout::locate(*source, (*archive)->header(), std::nullopt);
    mwb::SilentProgress progress;
    auto check = SignatureVerifier::verify(*source, layout, progress, keys);
    return check ? *check : MpqSignatureCheck{};
}

} // namespace

class TestMpqSignature : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void publishedKeysLoad()
    {
        using mwb::formats::mpq::SignatureKeys;
        QCOMPARE(SignatureKeys::weakPublic().bytes(), 64);
        QCOMPARE(SignatureKeys::weakPrivate().bytes(), 64);
        QCOMPARE(int(SignatureKeys::strong().size()), 5);
        for (const StrongKey &key : SignatureKeys::strong())
            QCOMPARE(key.key.bytes(), 256);
        // The weak key pair signs and verifies (PKCS #1 v1.5, MD5), and a changed digest fails.
        const QByteArray md5 = QByteArray::fromHex("00112233445566778899aabbccddeeff");
        const auto signature = SignatureKeys::weakPrivate().signMd5(md5);
        QVERIFY(signature && signature->size() == 64);
        QVERIFY(SignatureKeys::weakPublic().verifyMd5(md5, *signature));
        QVERIFY(!SignatureKeys::weakPublic().verifyMd5(QByteArray(16, 'x'), *signature));
    }

    void corpusVerdictsAgreeWithStormLib()
    {
        MWB_REQUIRE_CORPUS(corpus, "mpq");
        int archives = 0;
        int weakOk = 0;
        for (const QString &file : corpusArchives(corpus)) {
            const MpqSignatureCheck check = agreeing(file);
            ++archives;
            weakOk += check.verdict == MpqSignatureVerdict::WeakOk ? 1 : 0;
            QString error;
            auto storm = StormLibArchive::open(file, &error);
            QCOMPARE(int((*MpqArchive::open(file))->signature()), int(storm->signatureTypes()));
        }
        QVERIFY(archives >= 31);
        QCOMPARE(weakOk, 4); // caps.mpq, sectorShiftTest.w3x, w3x2ini.w3x, ydwe.w3x
    }

    /// Only the signature's own 72 bytes are exempt from (attributes): the maps that carry one verify clean.
    void signedCorpusMapsVerifyClean()
    {
        MWB_REQUIRE_CORPUS(corpus, "mpq");
        for (const char *name : {"ydwe.w3x", "w3x2ini.w3x", "sectorShiftTest.w3x"}) {
            auto archive = MpqArchive::open(
                corpus + QStringLiteral("/inwc3+JMPQ3/src/test/resources/mpqs/") + QLatin1String(name));
            QVERIFY(archive);
            mwb::SilentProgress progress;
            auto report = (*archive)->verify(progress);
            QVERIFY(report);
            QStringList problems;
            for (const mwb::Error &problem : report->problems)
                problems << problem.message;
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'|')));
            const auto signatureFile = (*archive)->findEntry(QStringLiteral("(signature)"));
            QVERIFY(signatureFile && (*archive)->verifyEntry(*signatureFile).signatureFile);
        }
    }

    void tamperedCorpusCopiesAgree()
    {
        MWB_REQUIRE_CORPUS(corpus, "mpq");
        QTemporaryDir dir;
        int copies = 0;
        for (const QString &file : corpusArchives(corpus)) {
            const auto original = ourCheck(file);
            if (!original || original->kind != MpqSignature::Weak)
                continue;
            const auto archive = MpqArchive::open(file);
            const qint64 firstData = (*archive)->header().archiveOffset + (*archive)->header().headerSize + 3;
            const std::pair<const char *, qint64> changes[] = {{"data", firstData},
                {"signature", original->signatureOffset + 8 + 17}, {"signature head", original->signatureOffset + 2},
                {"map header", readFile(file).startsWith("HM3W") ? 8 : -1}};
            for (const auto &[what, offset] : changes) {
                if (offset < 0)
                    continue;
                const QString copy
                    = dir.filePath(QStringLiteral("%1-%2").arg(++copies).arg(QFileInfo(file).fileName()));
                QVERIFY(tampered(file, offset, copy));
                const MpqSignatureCheck check = agreeing(copy);
                const bool signed8 = QByteArrayView(what) == "signature head"; // bytes 0..7 are not signed
                QCOMPARE(check.verdict, signed8 ? MpqSignatureVerdict::WeakOk : MpqSignatureVerdict::WeakBad);
            }
        }
        QCOMPARE(copies, 4 * 3 + 3); // three maps with an HM3W header, caps.mpq without
    }

    void writerSignsWeak_data()
    {
        QTest::addColumn<int>("version");
        QTest::addColumn<bool>("mapHeader");
        QTest::newRow("v1") << 1 << false;
        QTest::newRow("v1 HM3W") << 1 << true;
        QTest::newRow("v2") << 2 << false;
        QTest::newRow("v4") << 4 << false;
    }
    void writerSignsWeak()
    {
        QFETCH(int, version);
        QFETCH(bool, mapHeader);
        QTemporaryDir dir;
        const QString plain = dir.filePath(QStringLiteral("plain.mpq"));
        MpqWriteOptions options;
        options.version = version;
        QString error;
        QVERIFY2(writeNew(plain, options, sampleFiles(), &error), qPrintable(error));
        const QString base = dir.filePath(QStringLiteral("base.w3x"));
        QVERIFY(writeFile(base, mapHeader ? withMapHeader(readFile(plain)) : readFile(plain)));
        QCOMPARE(agreeing(base).verdict, MpqSignatureVerdict::None);

        const QString signedPath = dir.filePath(QStringLiteral("signed.w3x"));
        const QStringList notes = resave(base, signedPath, true);
        QVERIFY2(notes.join(QLatin1Char(' ')).contains(QLatin1String("weak signature")), qPrintable(notes.join(u'|')));
        const MpqSignatureCheck check = agreeing(signedPath);
        QCOMPARE(check.verdict, MpqSignatureVerdict::WeakOk);
        QVERIFY(!check.blank);
        Files files = sampleFiles();
        files["added.txt"] = "hi";
        checkArchive(signedPath, files); // StormLib reads and verifies every file, the (signature) file included
        QString stormError;
        QVERIFY(!StormLibArchive::verifyFailed(
            StormLibArchive::open(signedPath, &stormError)->verify(QByteArrayLiteral("(signature)"))));

        QCOMPARE(agreeing(signedPath).signatureSize, qint64(72));
        const QString data = dir.filePath(QStringLiteral("data.w3x"));
        const auto &header = (*MpqArchive::open(signedPath))->header();
        QVERIFY(tampered(signedPath, header.archiveOffset + header.headerSize + 50, data)); // the first file's bytes
        QCOMPARE(agreeing(data).verdict, MpqSignatureVerdict::WeakBad);
        const QString signature = dir.filePath(QStringLiteral("signature.w3x"));
        QVERIFY(tampered(signedPath, check.signatureOffset + 40, signature));
        QCOMPARE(agreeing(signature).verdict, MpqSignatureVerdict::WeakBad);
    }

    void blankWeakSignatureIsAccepted()
    {
        QTemporaryDir dir;
        const QString signedPath = signedSample(dir);
        QVERIFY(!signedPath.isEmpty());
        const auto check = ourCheck(signedPath);
        QByteArray bytes = readFile(signedPath);
        bytes.replace(check->signatureOffset, 72, QByteArray(72, '\0'));
        QVERIFY(writeFile(signedPath, bytes));
        const MpqSignatureCheck blank = agreeing(signedPath);
        QCOMPARE(blank.verdict, MpqSignatureVerdict::WeakOk);
        QVERIFY(blank.blank);
    }

    void savingDropsOrRemakesTheWeakSignature()
    {
        QTemporaryDir dir;
        const QString signedPath = signedSample(dir);
        QVERIFY(!signedPath.isEmpty());
        QCOMPARE(agreeing(signedPath).verdict, MpqSignatureVerdict::WeakOk);

        const QString dropped = dir.filePath(QStringLiteral("dropped.mpq"));
        const QStringList notes = resave(signedPath, dropped, false);
        QVERIFY2(
            notes.join(QLatin1Char(' ')).contains(QLatin1String("weak signature; the written archive is unsigned")),
            qPrintable(notes.join(u'|')));
        QCOMPARE(agreeing(dropped).verdict, MpqSignatureVerdict::None);

        const QString resigned = dir.filePath(QStringLiteral("resigned.mpq"));
        QVERIFY(!resave(signedPath, resigned, true).join(QLatin1Char(' ')).contains(QLatin1String("unsigned")));
        QCOMPARE(agreeing(resigned).verdict, MpqSignatureVerdict::WeakOk);

        // In place: a signed save rewrites (a weak signature covers the whole archive) and stays valid.
        auto writer = editor(resigned);
        MpqWriteOptions options = writer->options();
        options.signWeak = true;
        QVERIFY(writer->setOptions(options));
        QVERIFY(writer->add(QStringLiteral("more.txt"), mwb::EntrySource::fromBytes("more")));
        mwb::SilentProgress progress;
        auto report = writer->commit(resigned, progress);
        QVERIFY(report);
        QCOMPARE(report->strategy, mwb::CommitStrategy::Rewritten);
        QCOMPARE(agreeing(resigned).verdict, MpqSignatureVerdict::WeakOk);
    }

    void strongSignatureIsDroppedAndReported()
    {
        QTemporaryDir dir;
        const QString path = plainSample(dir);
        QVERIFY(!path.isEmpty());
        QVERIFY(writeFile(path, readFile(path) + "NGIS" + content::random(5, 256)));
        const MpqSignatureCheck check = agreeing(path);
        QCOMPARE(check.verdict, MpqSignatureVerdict::CannotTell);
        QCOMPARE(check.doubt, MpqSignatureDoubt::UnknownKey);
        QVERIFY(check.failed());

        const QString saved = dir.filePath(QStringLiteral("saved.mpq"));
        const QStringList notes = resave(path, saved, false);
        QVERIFY2(notes.join(QLatin1Char(' ')).contains(QLatin1String("strong signature, which cannot be made again")),
            qPrintable(notes.join(u'|')));
        QCOMPARE(agreeing(saved).verdict, MpqSignatureVerdict::None);
        QCOMPARE(QFileInfo(saved).size(), (*MpqArchive::open(saved))->header().archiveSize);
    }

    void trailingBytesThatAreNoSignature()
    {
        QTemporaryDir dir;
        const QString path = plainSample(dir);
        QVERIFY(!path.isEmpty());
        const QByteArray archive = readFile(path);
        QVERIFY(writeFile(path, archive + content::random(6, 259)));
        QCOMPARE(agreeing(path).verdict, MpqSignatureVerdict::None); // too short to be a signature: not looked at
        QVERIFY(writeFile(path, archive + content::random(6, 300)));
        const MpqSignatureCheck check = agreeing(path);
        QCOMPARE(check.verdict, MpqSignatureVerdict::CannotTell);
        QCOMPARE(check.doubt, MpqSignatureDoubt::NotASignature);
    }

    void archiveEndingPastTheFile()
    {
        QTemporaryDir dir;
        const QString path = plainSample(dir);
        QVERIFY(!path.isEmpty());
        QByteArray bytes = readFile(path);
        qToLittleEndian(quint32(bytes.size() + 4096), bytes.data() + 8); // the header's archive size
        QVERIFY(writeFile(path, bytes));
        const MpqSignatureCheck check = agreeing(path);
        QCOMPARE(check.verdict, MpqSignatureVerdict::CannotTell);
        QCOMPARE(check.doubt, MpqSignatureDoubt::OutsideFile);
    }

    /// A protected map's header (junk header and archive sizes) makes Storm find the archive's end itself: before a
    /// strong signature at the end of the file, else at the end of the file.
    void repairedHeaderEndsBeforeTheSignature()
    {
        QTemporaryDir dir;
        const QString path = plainSample(dir);
        QVERIFY(!path.isEmpty());
        QByteArray bytes = readFile(path);
        qToLittleEndian(quint32(0x5A415053), bytes.data() + 4); // header size "SPAZ"
        qToLittleEndian(quint32(0x7FFFFFF0), bytes.data() + 8); // archive size
        QVERIFY(writeFile(path, withMapHeader(bytes) + "NGIS" + content::random(11, 256)));
        QVERIFY((*MpqArchive::open(path))->header().malformed);
        const MpqSignatureCheck check = agreeing(path);
        QCOMPARE(check.kind, MpqSignature::Strong);
        QCOMPARE(check.signedEnd, QFileInfo(path).size() - 260);
        QVERIFY(writeFile(path, withMapHeader(bytes)));
        QCOMPARE(agreeing(path).verdict, MpqSignatureVerdict::None);
        QCOMPARE((*MpqArchive::open(path))->header().archiveSize, qint64(bytes.size()));
    }

    /// The strong-signature arithmetic with a key of our own: OK with it (and the tail its kind asks for), bad once a
    /// byte or (Warcraft III) the file name changes, and an unknown key for the published keys and for StormLib.
    void strongSignatureWithOwnKey()
    {
        const auto [publicKey, privateKey] = generatedKey();
        QTemporaryDir dir;
        const QString plain = plainSample(dir);
        QVERIFY(!plain.isEmpty());
        const QString map = dir.filePath(QStringLiteral("(2)Test Map.w3x"));
        QVERIFY(writeFile(map, withMapHeader(readFile(plain))));
        QVERIFY(signStrong(map, privateKey, "(2)TEST MAP.W3X"));
        const std::vector<StrongKey> keys{
            {"test-none", publicKey, StrongTail::None}, {"test-map", publicKey, StrongTail::FileName}};
        const MpqSignatureCheck check = checkWithKeys(map, keys);
        QCOMPARE(check.verdict, MpqSignatureVerdict::StrongOk);
        QCOMPARE(check.key, QStringLiteral("test-map"));
        QCOMPARE(check.signedBegin, qint64(0));

        const MpqSignatureCheck published = agreeing(map); // StormLib: strong signature error
        QCOMPARE(published.verdict, MpqSignatureVerdict::CannotTell);
        QCOMPARE(published.doubt, MpqSignatureDoubt::UnknownKey);

        const QString renamed = dir.filePath(QStringLiteral("renamed.w3x"));
        QVERIFY(QFile::copy(map, renamed));
        const MpqSignatureCheck afterRename = checkWithKeys(renamed, keys);
        QCOMPARE(afterRename.verdict, MpqSignatureVerdict::StrongBad);
        QCOMPARE(afterRename.key, QStringLiteral("test-none")); // the padding is right, the digest is not

        const QString changed = dir.filePath(QStringLiteral("(2)Test Map2.w3x"));
        QVERIFY(tampered(map, 700, changed));
        QCOMPARE(checkWithKeys(changed, keys).verdict, MpqSignatureVerdict::StrongBad);

        const QString archive = dir.filePath(QStringLiteral("patch.mpq"));
        QVERIFY(QFile::copy(plain, archive));
        QVERIFY(signStrong(archive, privateKey, "ARCHIVE"));
        QCOMPARE(checkWithKeys(archive, {{"test-archive", publicKey, StrongTail::Archive}}).verdict,
            MpqSignatureVerdict::StrongOk);
        QCOMPARE(checkWithKeys(archive, {{"test-none", publicKey, StrongTail::None}}).verdict,
            MpqSignatureVerdict::StrongBad);
    }

    void verifyReportsABadSignatureAsAProblem()
    {
        QTemporaryDir dir;
        const QString signedPath = signedSample(dir);
        QVERIFY(!signedPath.isEmpty());
        const auto check = ourCheck(signedPath);
        const QString broken = dir.filePath(QStringLiteral("broken.mpq"));
        QVERIFY(tampered(signedPath, check->signatureOffset + 30, broken));
        mwb::SilentProgress progress;
        auto report = (*MpqArchive::open(broken))->verify(progress);
        QVERIFY(report);
        QCOMPARE(int(report->problems.size()), 1);
        QCOMPARE(report->problems.front().code, mwb::ErrorCode::ChecksumMismatch);
        QCOMPARE(report->problems.front().offset, check->signatureOffset);
        auto good = (*MpqArchive::open(signedPath))->verify(progress);
        QVERIFY(good && good->problems.empty());
        QVERIFY(good->facts.join(QLatin1Char(' ')).contains(QLatin1String("Weak signature: valid")));
    }

    void verificationIsCanceled()
    {
        QTemporaryDir dir;
        const QString signedPath = signedSample(dir);
        QVERIFY(!signedPath.isEmpty());
        mwb::SilentProgress canceled;
        canceled.cancel();
        auto check = (*MpqArchive::open(signedPath))->verifySignature(canceled);
        QVERIFY(!check);
        QCOMPARE(check.error().code, mwb::ErrorCode::Canceled);
    }
};

QTEST_GUILESS_MAIN(TestMpqSignature)
#include "tst_mpqsignature.moc"
