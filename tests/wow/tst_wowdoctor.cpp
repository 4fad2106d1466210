// SPDX-License-Identifier: GPL-3.0-or-later
// mwb::wow::WowDoctor in process: cancel, the list limit, locale folders (unused ones, case clashes, --locale).
#include "WowDoctorFixtures.h"
#include "mwb/core/WowDoctor.h"

#include <QTemporaryDir>
#include <QTest>

using namespace mwb;
using namespace mwb::test;

namespace {

std::vector<wow::DoctorFinding> findingsWith(const wow::DoctorReport &report, const QString &code)
{
    std::vector<wow::DoctorFinding> found;
    std::copy_if(report.findings.begin(), report.findings.end(), std::back_inserter(found),
        [&code](const wow::DoctorFinding &finding) {
            return finding.code == code;
        });
    return found;
}

} // namespace

class TestWowDoctor : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void canceledBeforeAnythingIsReported();
    void listLimit();
    void localeFolders();
};

void TestWowDoctor::canceledBeforeAnythingIsReported()
{
    QTemporaryDir dir;
    QVERIFY(writeBrokenDataFolder(dir.filePath(QStringLiteral("Data"))));
    SilentProgress progress;
    progress.cancel();
    const auto report = wow::WowDoctor::examine(dir.filePath(QStringLiteral("Data")), {}, progress);
    QVERIFY(!report);
    QCOMPARE(report.error().code, ErrorCode::Canceled);
}

void TestWowDoctor::listLimit()
{
    QTemporaryDir dir;
    const QString data = dir.filePath(QStringLiteral("Data"));
    QVERIFY(writeBrokenDataFolder(data));
    SilentProgress progress;
    wow::DoctorOptions options;
    options.listLimit = 2;
    const auto report = wow::WowDoctor::examine(data, options, progress);
    QVERIFY(report);
    const auto shadows = findingsWith(*report, QStringLiteral("patch-shadows-stock"));
    QVERIFY(!shadows.empty());
    QCOMPARE(shadows.front().count, 3);
    QCOMPARE(shadows.front().entries.size(), 2);
    QCOMPARE(report->count(wow::DoctorSeverity::Error), 9);
    QCOMPARE(report->locale, QStringLiteral("enUS"));
}

void TestWowDoctor::localeFolders()
{
    QTemporaryDir dir;
    const QString data = dir.filePath(QStringLiteral("Data"));
    QVERIFY(writeCleanDataFolder(data));
    QVERIFY(writeMpqFiles(data + QStringLiteral("/deDE/locale-deDE.MPQ"), {{QStringLiteral("a.txt"), "a german"}}));
    QVERIFY(writeMpqFiles(data + QStringLiteral("/deDE/base-deDE.MPQ"), {{QStringLiteral("b.txt"), "installer"}}));
    SilentProgress progress;
    auto report = wow::WowDoctor::examine(data, {}, progress);
    QVERIFY(report);
    const auto unused = findingsWith(*report, QStringLiteral("locale-unused"));
    QCOMPARE(unused.size(), std::size_t(1));
    QCOMPARE(unused.front().files, QStringList{QStringLiteral("deDE")});
    QCOMPARE(unused.front().severity, wow::DoctorSeverity::Info);
    QCOMPARE(report->count(wow::DoctorSeverity::Warning), 0);

    // examined as the German client: the enUS folder is the unused one, the installer archive no finding
    wow::DoctorOptions german;
    german.locale = QStringLiteral("dede");
    report = wow::WowDoctor::examine(data, german, progress);
    QVERIFY(report);
    QCOMPARE(report->locale, QStringLiteral("deDE"));
    QVERIFY(report->loaded.contains(QStringLiteral("deDE/locale-deDE.MPQ")));
    QCOMPARE(findingsWith(*report, QStringLiteral("locale-unused")).front().files, QStringList{QStringLiteral("enUS")});
    QCOMPARE(report->count(wow::DoctorSeverity::Warning), 0);

    // a second spelling of the locale folder: an error naming both
    QVERIFY(writeMpqFiles(data + QStringLiteral("/enus/patch-enUS-5.MPQ"), {{QStringLiteral("c.txt"), "custom"}}));
    report = wow::WowDoctor::examine(data, {}, progress);
    QVERIFY(report);
    const auto clash = findingsWith(*report, QStringLiteral("name-case-clash"));
    QCOMPARE(clash.size(), std::size_t(1));
    QCOMPARE(clash.front().files, (QStringList{QStringLiteral("enUS"), QStringLiteral("enus")}));
    QCOMPARE(clash.front().severity, wow::DoctorSeverity::Error);
}

QTEST_GUILESS_MAIN(TestWowDoctor)
#include "tst_wowdoctor.moc"
