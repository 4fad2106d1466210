// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli mpq create|add|rm|mv|compact`: results read back with StormLib, -o leaves the input untouched, --json,
// refused inputs leave the archive as it was.
#include "CliRunner.h"
#include "StormLibOracle.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

using mwb::test::runCli;
using mwb::test::StormLibArchive;

void writeFile(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(data);
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QStringList stormNames(const QString &archive)
{
    QString error;
    auto storm = StormLibArchive::open(archive, &error);
    QStringList names;
    if (!storm)
        return names;
    for (const auto &entry : storm->list()) {
        if (!entry.name.startsWith('('))
            names << QString::fromUtf8(entry.name);
    }
    names.sort(Qt::CaseInsensitive);
    return names;
}

QByteArray stormRead(const QString &archive, const QByteArray &name)
{
    QString error;
    auto storm = StormLibArchive::open(archive, &error);
    return storm ? storm->read(name, 0, &error).value_or(QByteArray("<missing>")) : QByteArray("<no archive>");
}

} // namespace

class TestMpqEditCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void createAddRemoveMoveCompact()
    {
        QTemporaryDir dir;
        const QString src = dir.filePath(QStringLiteral("src"));
        writeFile(src + QStringLiteral("/war3map.j"), QByteArray(5000, 'j'));
        writeFile(src + QStringLiteral("/Units/footman.txt"), "footman");
        writeFile(src + QStringLiteral("/Units/knight.txt"), "knight");
        const QString archive = dir.filePath(QStringLiteral("map.w3x"));
        auto run = runCli({QStringLiteral("mpq"), QStringLiteral("create"), archive, src, QStringLiteral("--preset"),
            QStringLiteral("war3-map"), QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(run.json().object().value(QStringLiteral("verified")).toInt(), 3);
        QCOMPARE(stormNames(archive),
            (QStringList{QStringLiteral("Units\\footman.txt"), QStringLiteral("Units\\knight.txt"),
                QStringLiteral("war3map.j")}));

        const QByteArray before = readFile(archive);
        const QString copy = dir.filePath(QStringLiteral("copy.w3x"));
        writeFile(dir.filePath(QStringLiteral("extra.txt")), "extra");
        run = runCli({QStringLiteral("mpq"), QStringLiteral("add"), archive, dir.filePath(QStringLiteral("extra.txt")),
            QStringLiteral("--into"), QStringLiteral("Docs"), QStringLiteral("-o"), copy});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(readFile(archive), before);
        QCOMPARE(stormRead(copy, "Docs\\extra.txt"), QByteArray("extra"));

        run = runCli({QStringLiteral("mpq"), QStringLiteral("add"), copy, dir.filePath(QStringLiteral("extra.txt")),
            QStringLiteral("--as"), QStringLiteral("war3map.wts")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(stormRead(copy, "war3map.wts"), QByteArray("extra"));

        run = runCli({QStringLiteral("mpq"), QStringLiteral("rm"), copy, QStringLiteral("Units/*.txt")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(stormNames(copy),
            (QStringList{QStringLiteral("Docs\\extra.txt"), QStringLiteral("war3map.j"),
                QStringLiteral("war3map.wts")}));

        run = runCli({QStringLiteral("mpq"), QStringLiteral("mv"), copy, QStringLiteral("Docs\\extra.txt"),
            QStringLiteral("readme.txt"), QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        // A save to the archive's own file appends: the unencrypted renamed file keeps its bytes where they are.
        QCOMPARE(run.json().object().value(QStringLiteral("commit")).toString(), QStringLiteral("appended"));
        QCOMPARE(run.json().object().value(QStringLiteral("kept_in_place")).toInt(), 3);
        QCOMPARE(run.json().object().value(QStringLiteral("copied_raw")).toInt(), 0);
        QCOMPARE(run.json().object().value(QStringLiteral("verified")).toInt(), 3);
        QCOMPARE(stormRead(copy, "readme.txt"), QByteArray("extra"));

        const qint64 appendedSize = QFileInfo(copy).size();
        run = runCli({QStringLiteral("mpq"), QStringLiteral("compact"), copy, QStringLiteral("--json")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(run.json().object().value(QStringLiteral("commit")).toString(), QStringLiteral("rewritten"));
        QVERIFY(!run.json().object().value(QStringLiteral("rewrite_reason")).toString().isEmpty());
        QCOMPARE(run.json().object().value(QStringLiteral("copied_raw")).toInt(), 3);
        QVERIFY(QFileInfo(copy).size() < appendedSize);
        QCOMPARE(stormNames(copy).size(), 3);
    }

    void createLikeAndOptions()
    {
        QTemporaryDir dir;
        const QString src = dir.filePath(QStringLiteral("src"));
        writeFile(src + QStringLiteral("/a.txt"), QByteArray(20000, 'a'));
        const QString first = dir.filePath(QStringLiteral("first.mpq"));
        auto run = runCli({QStringLiteral("mpq"), QStringLiteral("create"), first, src, QStringLiteral("--version"),
            QStringLiteral("4"), QStringLiteral("--sector-size"), QStringLiteral("1024"), QStringLiteral("--compression"),
            QStringLiteral("lzma")});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        const QString second = dir.filePath(QStringLiteral("second.mpq"));
        run = runCli({QStringLiteral("mpq"), QStringLiteral("create"), second, src, QStringLiteral("--like"), first});
        QVERIFY2(run.exitCode == 0, run.err.constData());
        run = runCli({QStringLiteral("mpq"), QStringLiteral("info"), second, QStringLiteral("--json")});
        QCOMPARE(run.json().object().value(QStringLiteral("format_version")).toInt(), 4);
        QCOMPARE(run.json().object().value(QStringLiteral("sector_size")).toInt(), 1024);
        QCOMPARE(stormRead(second, "a.txt"), QByteArray(20000, 'a'));
    }

    void refusedInputsLeaveTheArchive()
    {
        QTemporaryDir dir;
        const QString src = dir.filePath(QStringLiteral("src"));
        writeFile(src + QStringLiteral("/a.txt"), "a");
        const QString archive = dir.filePath(QStringLiteral("a.mpq"));
        QCOMPARE(runCli({QStringLiteral("mpq"), QStringLiteral("create"), archive, src}).exitCode, 0);
        const QByteArray before = readFile(archive);
        auto run = runCli({QStringLiteral("mpq"), QStringLiteral("add"), archive, src + QStringLiteral("/a.txt"),
            QStringLiteral("--as"), QStringLiteral("../evil.txt")});
        QVERIFY(run.exitCode != 0);
        QVERIFY(run.err.contains("unsafe-path"));
        run = runCli({QStringLiteral("mpq"), QStringLiteral("rm"), archive, QStringLiteral("nothing*")});
        QVERIFY(run.exitCode != 0);
        run = runCli({QStringLiteral("mpq"), QStringLiteral("create"), dir.filePath(QStringLiteral("x.mpq")), src,
            QStringLiteral("--sector-size"), QStringLiteral("1000")});
        QVERIFY(run.exitCode != 0);
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("x.mpq"))));
        QCOMPARE(readFile(archive), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("a.mpq")});
    }
};

QTEST_GUILESS_MAIN(TestMpqEditCli)
#include "tst_mpqeditcli.moc"
