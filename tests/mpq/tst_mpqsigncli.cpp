// SPDX-License-Identifier: GPL-3.0-or-later
// `--sign weak|none` on every command that saves an MPQ, checked with StormLib's SFileVerifyArchive: `mpq create
// --sign weak` and `create --format mpq --sign weak` sign; a save of a weak-signed archive signs again with
// `--sign weak`, drops the signature with `--sign none`, and without the option drops it and says how to keep it
// (stderr and JSON); a strong-signed archive's save says the strong signature is gone; a content command writing
// into an entry (`dat compile -o ARCHIVE::ENTRY`) takes it too; a bad value is a usage error. (A format that
// cannot sign refuses `--sign weak`: tests/cli/tst_cli_edit.)
#include "CliRunner.h"
#include "StormLibOracle.h"
#include "TestFiles.h"

#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

using mwb::test::readFile;
using mwb::test::runCli;
using mwb::test::StormLibArchive;
using mwb::test::writeFile;

constexpr quint32 kStormNoSignature = 0;
constexpr quint32 kStormWeakOk = 2;

/// SFileVerifyArchive's answer for `path`; 99 when StormLib cannot open it.
quint32 stormVerdict(const QString &path)
{
    QString error;
    auto storm = StormLibArchive::open(path, &error);
    return storm ? storm->verifyArchive() : 99;
}

QByteArray stormRead(const QString &archive, const QByteArray &name)
{
    QString error;
    auto storm = StormLibArchive::open(archive, &error);
    return storm ? storm->read(name, 0, &error).value_or(QByteArray("<missing>")) : QByteArray("<no archive>");
}

QStringList args(std::initializer_list<const char *> parts)
{
    QStringList list;
    for (const char *part : parts)
        list << QString::fromUtf8(part);
    return list;
}

} // namespace

class TestMpqSignCli : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;

    QString path(const char *name) const { return m_dir.filePath(QString::fromUtf8(name)); }

    /// A folder of two files, made once.
    QString sourceFolder() const
    {
        const QString folder = path("src");
        if (!QFileInfo::exists(folder)) {
            writeFile(folder + QStringLiteral("/war3map.j"), QByteArray(6000, 'j'));
            writeFile(folder + QStringLiteral("/Units/footman.txt"), "footman");
        }
        return folder;
    }

    /// `mpq create` of sourceFolder() into `name`, with `--sign weak` when `sign`.
    QString created(const char *name, bool sign)
    {
        const QString out = path(name);
        QStringList arguments{QStringLiteral("mpq"), QStringLiteral("create"), out, sourceFolder()};
        if (sign)
            arguments << QStringLiteral("--sign") << QStringLiteral("weak");
        const auto run = runCli(arguments);
        return run.exitCode == 0 ? out : QString();
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void createSigns()
    {
        const QString plain = created("plain.mpq", false);
        QVERIFY(!plain.isEmpty());
        QCOMPARE(stormVerdict(plain), kStormNoSignature);

        auto run = runCli({QStringLiteral("mpq"), QStringLiteral("create"), path("signed.mpq"), sourceFolder(),
            QStringLiteral("--sign"), QStringLiteral("weak"), QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject json = run.json().object();
        QCOMPARE(json.value(QStringLiteral("signature")).toString(), QStringLiteral("weak"));
        QCOMPARE(json.value(QStringLiteral("signature_before")).toString(), QStringLiteral("none"));
        QCOMPARE(json.value(QStringLiteral("signature_dropped")).toBool(), false);
        QCOMPARE(stormVerdict(path("signed.mpq")), kStormWeakOk);

        run = runCli({QStringLiteral("create"), path("generic.mpq"), sourceFolder(), QStringLiteral("--format"),
            QStringLiteral("mpq"), QStringLiteral("--sign"), QStringLiteral("weak")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(stormVerdict(path("generic.mpq")), kStormWeakOk);
    }

    void weakSignedSaves_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<quint32>("verdict");
        QTest::addColumn<QString>("signature");
        QTest::addColumn<bool>("dropped");
        QTest::addColumn<bool>("hint");
        QTest::newRow("--sign weak") << args({"--sign", "weak"}) << kStormWeakOk << QStringLiteral("weak") << false
                                     << false;
        QTest::newRow("--sign none") << args({"--sign", "none"}) << kStormNoSignature << QStringLiteral("none") << true
                                     << false;
        QTest::newRow("no --sign") << QStringList() << kStormNoSignature << QStringLiteral("none") << true << true;
    }

    void weakSignedSaves()
    {
        QFETCH(QStringList, extra);
        QFETCH(quint32, verdict);
        QFETCH(QString, signature);
        QFETCH(bool, dropped);
        QFETCH(bool, hint);
        const QString signedArchive = created("weak.mpq", true);
        QVERIFY(!signedArchive.isEmpty());
        QCOMPARE(stormVerdict(signedArchive), kStormWeakOk);
        const QByteArray before = readFile(signedArchive);
        QVERIFY(writeFile(path("extra.txt"), "extra"));

        // -o OUT, text: the notes and the hint on stderr.
        const QString out = path("weak-out.mpq");
        QFile::remove(out);
        auto run = runCli(
            QStringList{QStringLiteral("add"), signedArchive, path("extra.txt"), QStringLiteral("-o"), out} + extra);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(stormVerdict(out), verdict);
        QCOMPARE(stormRead(out, "extra.txt"), QByteArray("extra"));
        QCOMPARE(readFile(signedArchive), before);
        QCOMPARE(run.err.contains("weak signature; the written archive is unsigned"), dropped);
        QCOMPARE(run.err.contains("--sign weak signs"), hint);

        // In place, JSON: the signature fields.
        const QString inPlace = path("weak-inplace.mpq");
        QFile::remove(inPlace);
        QVERIFY(QFile::copy(signedArchive, inPlace));
        run = runCli(QStringList{QStringLiteral("mpq"), QStringLiteral("rm"), inPlace, QStringLiteral("war3map.j"),
                         QStringLiteral("--json")}
            + extra);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject json = run.json().object();
        QCOMPARE(json.value(QStringLiteral("signature_before")).toString(), QStringLiteral("weak"));
        QCOMPARE(json.value(QStringLiteral("signature")).toString(), signature);
        QCOMPARE(json.value(QStringLiteral("signature_dropped")).toBool(), dropped);
        QCOMPARE(stormVerdict(inPlace), verdict);
        QCOMPARE(stormRead(inPlace, "war3map.j"), QByteArray("<missing>"));
    }

    void strongSignatureIsDropped()
    {
        // "NGIS" and 256 bytes after the archive: a strong signature (with a key nobody has; it is dropped anyway).
        const QString plain = created("strong-base.mpq", false);
        QVERIFY(!plain.isEmpty());
        const QString strong = path("strong.mpq");
        QVERIFY(writeFile(strong, readFile(plain) + "NGIS" + QByteArray(256, '\x5A')));
        QVERIFY(writeFile(path("extra.txt"), "extra"));

        auto run
            = runCli({QStringLiteral("add"), strong, path("extra.txt"), QStringLiteral("-o"), path("strong-out.mpq")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY2(run.err.contains("strong signature, which cannot be made again"), run.err.constData());
        QVERIFY(!run.err.contains("--sign weak signs"));
        QCOMPARE(stormVerdict(path("strong-out.mpq")), kStormNoSignature);

        run = runCli({QStringLiteral("add"), strong, path("extra.txt"), QStringLiteral("-o"), path("strong-weak.mpq"),
            QStringLiteral("--sign"), QStringLiteral("weak"), QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QJsonObject json = run.json().object();
        QCOMPARE(json.value(QStringLiteral("signature_before")).toString(), QStringLiteral("strong"));
        QCOMPARE(json.value(QStringLiteral("signature")).toString(), QStringLiteral("weak"));
        QCOMPARE(json.value(QStringLiteral("signature_dropped")).toBool(), true);
        QCOMPARE(stormVerdict(path("strong-weak.mpq")), kStormWeakOk);
    }

    void contentCommandIntoEntry()
    {
        // dat compile -o ARCHIVE::ENTRY writes the entry back through the archive's writer.
        const QString folder = path("datsrc");
        QVERIFY(writeFile(folder + QStringLiteral("/UNIT.BINDAT"), "placeholder"));
        const QString archive = path("dat.mpq");
        auto run = runCli({QStringLiteral("mpq"), QStringLiteral("create"), archive, folder, QStringLiteral("--sign"),
            QStringLiteral("weak")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY(writeFile(path("unit.dat"), "[UNIT]\n<STRING>NAME:Footman\n[/UNIT]\n"));
        const QString target = archive + QStringLiteral("::UNIT.BINDAT");

        run = runCli(
            {QStringLiteral("dat"), QStringLiteral("compile"), path("unit.dat"), QStringLiteral("-o"), target});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QVERIFY2(run.err.contains("--sign weak signs"), run.err.constData());
        QCOMPARE(stormVerdict(archive), kStormNoSignature);
        QVERIFY(stormRead(archive, "UNIT.BINDAT") != QByteArray("placeholder"));

        run = runCli({QStringLiteral("dat"), QStringLiteral("compile"), path("unit.dat"), QStringLiteral("-o"), target,
            QStringLiteral("--sign"), QStringLiteral("weak")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(stormVerdict(archive), kStormWeakOk);
    }

    void badValueIsAUsageError()
    {
        const QString signedArchive = created("refused.mpq", true);
        QVERIFY(!signedArchive.isEmpty());
        const QByteArray before = readFile(signedArchive);
        QVERIFY(writeFile(path("extra.txt"), "extra"));
        auto run = runCli({QStringLiteral("add"), signedArchive, path("extra.txt"), QStringLiteral("--sign"),
            QStringLiteral("strong")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("--sign takes weak or none"), run.err.constData());
        QCOMPARE(readFile(signedArchive), before);
    }
};

QTEST_GUILESS_MAIN(TestMpqSignCli)
#include "tst_mpqsigncli.moc"
