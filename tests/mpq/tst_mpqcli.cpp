// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli mpq list|verify` through the process: delete markers and patch files are reported as such (not as data,
// not as problems), while a damaged entry still fails verification.
#include "CliRunner.h"
#include "MpqFixtureBuilder.h"

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

QTEST_GUILESS_MAIN(TestMpqCli)
#include "tst_mpqcli.moc"
