// SPDX-License-Identifier: GPL-3.0-or-later
// `mwb-cli mod conflicts` and `mod merge` as scripts use them: exit codes, JSON fields, errors.
#include "CliRunner.h"
#include "ConflictFixtures.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using mwb::test::runCli;
using namespace mwb::test::conflicts;

namespace {

QJsonObject fileNamed(const QJsonArray &files, const QString &path)
{
    for (const QJsonValue &file : files) {
        if (file.toObject().value(QStringLiteral("path")).toString() == path)
            return file.toObject();
    }
    return {};
}

} // namespace

class TestCliConflicts : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_tmp;

    [[nodiscard]] QString path(const char *name) const { return m_tmp.filePath(QString::fromLatin1(name)); }
    [[nodiscard]] QStringList loadOrder() const { return {path("A.MOD"), path("B.MOD"), path("C.MOD")}; }

private Q_SLOTS:
    void initTestCase() { QVERIFY(writeLoadOrder(m_tmp.path())); }

    void conflictsAsJson()
    {
        const auto run = runCli(QStringList{QStringLiteral("mod"), QStringLiteral("conflicts")} + loadOrder()
            + QStringList{QStringLiteral("--base"), path("base"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 1);
        const QJsonObject root = run.json().object();
        QCOMPARE(root.value(QStringLiteral("conflicts")).toBool(), true);
        QCOMPARE(root.value(QStringLiteral("total_files")).toInt(), 5);
        QCOMPARE(root.value(QStringLiteral("mods")).toArray().size(), 3);
        const QJsonArray files = root.value(QStringLiteral("files")).toArray();
        QCOMPARE(files.size(), 4);
        const QJsonObject sword = fileNamed(files, kSword);
        QCOMPARE(sword.value(QStringLiteral("status")).toString(), QStringLiteral("conflict"));
        QCOMPARE(sword.value(QStringLiteral("winner")).toString(), QStringLiteral("C.MOD"));
        QCOMPARE(sword.value(QStringLiteral("disjoint_changes")).toInt(), 3);
        const QJsonArray properties = sword.value(QStringLiteral("properties")).toArray();
        QCOMPARE(properties.size(), 2);
        const QJsonObject damage = properties.at(0).toObject();
        QCOMPARE(damage.value(QStringLiteral("address")).toString(), QStringLiteral("UNIT/DAMAGE"));
        QCOMPARE(damage.value(QStringLiteral("conflict")).toBool(), true);
        QCOMPARE(damage.value(QStringLiteral("winner")).toString(), QStringLiteral("B.MOD"));
        QCOMPARE(damage.value(QStringLiteral("base")).toObject().value(QStringLiteral("value")).toString(),
            QStringLiteral("10"));
        QCOMPARE(properties.at(1).toObject().value(QStringLiteral("conflict")).toBool(), false);
        QCOMPARE(fileNamed(files, QStringLiteral("MEDIA/UNITDATA.RAW")).value(QStringLiteral("status")).toString(),
            QStringLiteral("regenerated"));
        QCOMPARE(fileNamed(files, kShield).value(QStringLiteral("status")).toString(), QStringLiteral("harmless"));
        const QJsonArray matrix = root.value(QStringLiteral("matrix")).toArray();
        QCOMPARE(matrix.size(), 3);
        QCOMPARE(matrix.at(0).toArray(), (QJsonArray{0, 1, 1}));
        QCOMPARE(matrix.at(1).toArray(), (QJsonArray{1, 0, 0}));
        QCOMPARE(root.value(QStringLiteral("summary")).toObject().value(QStringLiteral("conflict")).toInt(), 2);
    }

    void conflictsAsText()
    {
        const auto run = runCli(QStringList{QStringLiteral("mod"), QStringLiteral("conflicts")} + loadOrder()
            + QStringList{QStringLiteral("--base"), path("base")});
        QCOMPARE(run.exitCode, 1);
        const QString out = QString::fromUtf8(run.out);
        QVERIFY(out.contains(QStringLiteral("! UNIT/DAMAGE: base 10 | A.MOD 12 | B.MOD 15 -> B.MOD")));
        QVERIFY(out.contains(QStringLiteral("= UNIT/SPEED")));
        QVERIFY(out.contains(QStringLiteral("regenerated")));
        QVERIFY(out.contains(QStringLiteral("Conflicting files per pair of mods")));
    }

    void harmlessLoadOrderExitsZero()
    {
        const auto run = runCli({QStringLiteral("mod"), QStringLiteral("conflicts"), path("B.MOD"), path("C.MOD"),
            QStringLiteral("--base"), path("base"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.json().object().value(QStringLiteral("conflicts")).toBool(), false);
    }

    void withoutBasePossibleConflicts()
    {
        const auto run = runCli(QStringList{QStringLiteral("mod"), QStringLiteral("conflicts"), QStringLiteral("--json")}
            + loadOrder());
        QCOMPARE(run.exitCode, 1);
        const QJsonObject sword = fileNamed(run.json().object().value(QStringLiteral("files")).toArray(), kSword);
        QCOMPARE(sword.value(QStringLiteral("status")).toString(), QStringLiteral("possible-conflict"));
        QVERIFY(run.json().object().value(QStringLiteral("base")).isNull());
    }

    void mergeThenVerify()
    {
        const QString output = path("MERGED.MOD");
        const auto run = runCli(QStringList{QStringLiteral("mod"), QStringLiteral("merge")} + loadOrder()
            + QStringList{QStringLiteral("--base"), path("base"), QStringLiteral("-o"), output, QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject report = run.json().object();
        QCOMPARE(report.value(QStringLiteral("merged_dats")).toInt(), 2);
        QCOMPARE(report.value(QStringLiteral("conflicts")).toInt(), 2);
        QCOMPARE(report.value(QStringLiteral("regenerated_raws")).toInt(), 1);
        const auto verify = runCli({QStringLiteral("mod"), QStringLiteral("verify"), output});
        QCOMPARE(verify.exitCode, 0);
    }

    void errors()
    {
        const auto missing = runCli({QStringLiteral("mod"), QStringLiteral("conflicts"), path("NOPE.MOD")});
        QCOMPARE(missing.exitCode, 10); // io
        QVERIFY(mwb::test::writeFile(path("notes.txt"), "text"));
        const auto badBase = runCli(
            {QStringLiteral("mod"), QStringLiteral("conflicts"), path("A.MOD"), QStringLiteral("--base"), path("notes.txt")});
        QCOMPARE(badBase.exitCode, 12); // bad-magic
        const auto noOutput = runCli({QStringLiteral("mod"), QStringLiteral("merge"), path("A.MOD")});
        QCOMPARE(noOutput.exitCode, 2);
        const QString output = path("FAILED.MOD");
        const auto failed = runCli(
            {QStringLiteral("mod"), QStringLiteral("merge"), path("A.MOD"), path("NOPE.MOD"), QStringLiteral("-o"), output});
        QCOMPARE(failed.exitCode, 10);
        QVERIFY(!QFileInfo::exists(output));
    }
};

QTEST_GUILESS_MAIN(TestCliConflicts)
#include "tst_cli_conflicts.moc"
