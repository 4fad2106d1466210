// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli mpq list|verify` through the process: delete markers and patch files are reported as such (not as data,
// not as problems), while a damaged entry still fails verification; the signature's verdict and its exit code
// (--ignore-signature); names found by `list --scan` and the listfile `--save-listfile` writes.
#include "CliRunner.h"
#include "MpqFixtureBuilder.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/mpq/MpqWriter.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using mwb::test::MpqFixtureBuilder;
using mwb::test::runCli;

namespace {

constexpr quint32 kExists = 0x80000000u;
constexpr quint32 kCompress = 0x00000200u;
constexpr quint32 kPatchFile = 0x00100000u;
constexpr quint32 kDeleteMarker = 0x02000000u;

/// The objects of a JSON array by their "path".
QHash<QString, QJsonObject> byPath(const QJsonArray &array)
{
    QHash<QString, QJsonObject> out;
    for (const QJsonValue &value : array)
        out.insert(value.toObject().value(QStringLiteral("path")).toString(), value.toObject());
    return out;
}

} // namespace

class TestMpqCli : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void listFlagsDeleteMarkersAndPatchFiles();
    void verifyReportsThemWithoutFailing();
    void verifyStillFailsOnDamage();
    void verifyChecksTheSignature();
    void listScanNamesEntries();

private:
    QString write(const QString &name, const std::vector<MpqFixtureBuilder::File> &files);

    QTemporaryDir m_dir;
    QString m_patchArchive;
};

QString TestMpqCli::write(const QString &name, const std::vector<MpqFixtureBuilder::File> &files)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    const QByteArray bytes = MpqFixtureBuilder::build(files);
    return file.write(bytes) == bytes.size() ? path : QString();
}

void TestMpqCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_patchArchive = write(QStringLiteral("patch.mpq"),
        {{"gone.txt", {}, 0, kExists | kDeleteMarker}, {"patched.txt", "PTCH patch bytes", 16, kExists | kPatchFile},
            {"plain.txt", "plain", 5, kExists}});
    QVERIFY(!m_patchArchive.isEmpty());
}

void TestMpqCli::listFlagsDeleteMarkersAndPatchFiles()
{
    const auto run = runCli({QStringLiteral("mpq"), QStringLiteral("list"), m_patchArchive, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const auto entries = byPath(run.json().array());
    QCOMPARE(entries.size(), 4); // + (listfile)
    const auto flag = [&entries](const char *path, const char *key) {
        return entries.value(QString::fromLatin1(path)).value(QLatin1String(key)).toBool();
    };
    QVERIFY(flag("gone.txt", "delete_marker") && !flag("gone.txt", "patch_file"));
    QVERIFY(flag("patched.txt", "patch_file") && !flag("patched.txt", "delete_marker"));
    QVERIFY(!flag("plain.txt", "patch_file") && !flag("plain.txt", "delete_marker"));
    QCOMPARE(entries.value(QStringLiteral("patched.txt")).value(QStringLiteral("size")).toInt(), 16);
}

void TestMpqCli::verifyReportsThemWithoutFailing()
{
    const auto run
        = runCli({QStringLiteral("mpq"), QStringLiteral("verify"), m_patchArchive, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject report = run.json().object();
    QCOMPARE(report.value(QStringLiteral("failed")).toInt(), 0);
    const auto files = byPath(report.value(QStringLiteral("files")).toArray());
    const auto status = [&files](const char *path) {
        return files.value(QString::fromLatin1(path)).value(QStringLiteral("status")).toString();
    };
    QCOMPARE(status("gone.txt"), QStringLiteral("delete-marker"));
    QCOMPARE(status("patched.txt"), QStringLiteral("patch-file"));
    QCOMPARE(status("plain.txt"), QStringLiteral("ok"));
    QVERIFY(!files.value(QStringLiteral("gone.txt")).contains(QStringLiteral("error")));

    const auto text = runCli({QStringLiteral("mpq"), QStringLiteral("verify"), m_patchArchive});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("delete-marker gone.txt\n"), text.out.constData());
    QVERIFY2(text.out.contains("patch-file patched.txt\n"), text.out.constData());
}

void TestMpqCli::verifyStillFailsOnDamage()
{
    const QByteArray broken = MpqFixtureBuilder::sectored({QByteArray("\x02not zlib", 9)});
    const QString damaged = write(QStringLiteral("damaged.mpq"),
        {{"bad.bin", broken, 4096, kExists | kCompress}, {"gone.txt", {}, 0, kExists | kDeleteMarker}});
    QVERIFY(!damaged.isEmpty());
    const auto run = runCli({QStringLiteral("mpq"), QStringLiteral("verify"), damaged, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 1);
    const QJsonObject report = run.json().object();
    QCOMPARE(report.value(QStringLiteral("failed")).toInt(), 1);
    const auto files = byPath(report.value(QStringLiteral("files")).toArray());
    QCOMPARE(files.value(QStringLiteral("bad.bin")).value(QStringLiteral("status")).toString(),
        QStringLiteral("unreadable"));
    QVERIFY(files.value(QStringLiteral("bad.bin")).contains(QStringLiteral("error")));
    QCOMPARE(files.value(QStringLiteral("gone.txt")).value(QStringLiteral("status")).toString(),
        QStringLiteral("delete-marker"));
}

/// A field of `mpq verify --json`'s signature_check.
QJsonValue signatureCheck(const mwb::test::CliRun &run, const char *field)
{
    return run.json().object().value(QStringLiteral("signature_check")).toObject().value(QLatin1String(field));
}

/// Writes a small map with our writer: signed weak when `sign`.
QString writeMap(const QString &path, bool sign)
{
    mwb::formats::mpq::MpqWriteOptions options;
    options.signWeak = sign;
    auto writer = mwb::formats::mpq::MpqWriter::create(options);
    if (!writer)
        return {};
    const std::pair<const char *, QByteArray> files[]
        = {{"war3map.j",
               "function main takes nothing returns nothing\n  call Preload(\"Units\\\\Hero.mdl\")\nendfunction\n"},
            {"Units\\Hero.mdx", "MDLX"}, {"war3map.w3e", "W3E!"}};
    for (const auto &[name, data] : files) {
        if (!(*writer)->add(QString::fromLatin1(name), mwb::EntrySource::fromBytes(data)))
            return {};
    }
    mwb::SilentProgress progress;
    return (*writer)->commit(path, progress) ? path : QString();
}

void TestMpqCli::verifyChecksTheSignature()
{
    const QString map = writeMap(m_dir.filePath(QStringLiteral("signed.w3x")), true);
    QVERIFY(!map.isEmpty());
    const auto good = runCli({QStringLiteral("mpq"), QStringLiteral("verify"), map, QStringLiteral("--json")});
    QCOMPARE(good.exitCode, 0);
    QCOMPARE(signatureCheck(good, "verdict").toString(), QStringLiteral("weak-ok"));
    QCOMPARE(signatureCheck(good, "key").toString(), QStringLiteral("blizzard-weak"));
    QCOMPARE(signatureCheck(good, "size").toInt(), 72);
    QCOMPARE(good.json().object().value(QStringLiteral("signature")).toString(), QStringLiteral("weak"));
    const auto files = byPath(good.json().object().value(QStringLiteral("files")).toArray());
    QCOMPARE(files.value(QStringLiteral("(signature)")).value(QStringLiteral("status")).toString(),
        QStringLiteral("signature"));

    QFile file(map);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray bytes = file.readAll();
    file.close();
    const qint64 at = signatureCheck(good, "offset").toInteger() + 20;
    bytes[at] = char(bytes[at] ^ 1);
    const QString broken = m_dir.filePath(QStringLiteral("broken.w3x"));
    QFile out(broken);
    QVERIFY(out.open(QIODevice::WriteOnly) && out.write(bytes) == bytes.size());
    out.close();
    const auto bad = runCli({QStringLiteral("mpq"), QStringLiteral("verify"), broken, QStringLiteral("--json")});
    QCOMPARE(bad.exitCode, 1);
    QCOMPARE(signatureCheck(bad, "verdict").toString(), QStringLiteral("weak-bad"));
    QCOMPARE(bad.json().object().value(QStringLiteral("problems")).toInt(), 1);
    QCOMPARE(bad.json().object().value(QStringLiteral("failed")).toInt(), 0); // every file reads and checks clean
    const auto text = runCli({QStringLiteral("mpq"), QStringLiteral("verify"), broken});
    QCOMPARE(text.exitCode, 1);
    QVERIFY2(text.out.contains("signature: weak-bad (Weak signature: it does not match"), text.out.constData());
    const auto ignored = runCli({QStringLiteral("mpq"), QStringLiteral("verify"), broken,
        QStringLiteral("--ignore-signature"), QStringLiteral("--json")});
    QCOMPARE(ignored.exitCode, 0);
    QVERIFY(signatureCheck(ignored, "ignored").toBool());
    // The format-neutral verify counts it as a problem too.
    QCOMPARE(runCli({QStringLiteral("verify"), broken}).exitCode, 1);
}

void TestMpqCli::listScanNamesEntries()
{
    const QString map = writeMap(m_dir.filePath(QStringLiteral("map.w3x")), false);
    QVERIFY(!map.isEmpty());
    const QString listfile = m_dir.filePath(QStringLiteral("names.txt"));
    const auto run = runCli({QStringLiteral("mpq"), QStringLiteral("list"), map, QStringLiteral("--no-listfile"),
        QStringLiteral("--save-listfile"), listfile, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.contains("3 of 3 unnamed entries named"), run.err.constData());
    const auto entries = byPath(run.json().array());
    QCOMPARE(entries.value(QStringLiteral("war3map.j")).value(QStringLiteral("name_source")).toString(),
        QStringLiteral("standard-name"));
    QCOMPARE(entries.value(QStringLiteral("Units\\Hero.mdx")).value(QStringLiteral("name_source")).toString(),
        QStringLiteral("script")); // JSON paths are the archived names
    QVERIFY(entries.value(QStringLiteral("Units\\Hero.mdx")).value(QStringLiteral("recovered_name")).toBool());
    QVERIFY(!entries.value(QStringLiteral("(listfile)")).value(QStringLiteral("recovered_name")).toBool());
    QFile saved(listfile);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QByteArray names = saved.readAll();
    QVERIFY2(names.contains("Units\\Hero.mdx\r\n") && names.contains("war3map.w3e\r\n"), names.constData());
    QVERIFY(!names.contains("(listfile)"));
    QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral(".*names*")}, QDir::Files | QDir::Hidden).size(), 0);

    // Without --scan the entries stay unnamed; the saved listfile names them all.
    const auto blind = runCli({QStringLiteral("mpq"), QStringLiteral("list"), map, QStringLiteral("--no-listfile")});
    QVERIFY2(blind.out.contains("File0000"), blind.out.constData());
    const auto named = runCli({QStringLiteral("mpq"), QStringLiteral("list"), map, QStringLiteral("--no-listfile"),
        QStringLiteral("--listfile"), listfile});
    QVERIFY2(!named.out.contains("File0000") && named.out.contains("Units\\Hero.mdx"), named.out.constData());
    const auto text = runCli({QStringLiteral("mpq"), QStringLiteral("list"), map, QStringLiteral("--no-listfile"),
        QStringLiteral("--scan")});
    QVERIFY2(text.out.contains("(recovered: script)"), text.out.constData());
}

QTEST_GUILESS_MAIN(TestMpqCli)
#include "tst_mpqcli.moc"
