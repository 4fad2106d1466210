// SPDX-License-Identifier: GPL-3.0-or-later
// The WoW 3.3.5a client's archive order (specs/wow.md §3.2) as a pure function of file names.
#include "EnUsDataFolder.h"
#include "mwb/core/WowLoadOrder.h"

#include <QTest>

#include <algorithm>
#include <random>

using namespace mwb;
using mwb::test::kEnUsHighestFirst;

namespace {


QStringList reversed(QStringList list)
{
    std::reverse(list.begin(), list.end());
    return list;
}

QStringList shuffled(QStringList list, unsigned seed)
{
    std::mt19937 random(seed);
    std::shuffle(list.begin(), list.end(), random);
    return list;
}

} // namespace

class TestWowLoadOrder : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void englishClientOrderIsTheCapturedOne();
    void capturedStockOrder();
    void russianAndChineseClientsRankLocaleArchivesFirst();
    void customPatchNamesFollowTheClientsRules();
    void otherFoldersAndFilesAreLeftOut();
    void stockArchivesAreThoseOfAnInstall();
};

void TestWowLoadOrder::englishClientOrderIsTheCapturedOne()
{
    const QStringList expected = reversed(kEnUsHighestFirst);
    for (unsigned seed = 1; seed <= 5; ++seed)
        QCOMPARE(wow::loadOrder(shuffled(kEnUsHighestFirst, seed), QStringLiteral("enUS")).archives, expected);
    // Never alphabetical: JavaScript's sort would put patch-2 below patch and Patch-Z below common.
    QStringList sorted = kEnUsHighestFirst;
    sorted.sort();
    QCOMPARE(wow::loadOrder(sorted, QStringLiteral("enUS")).archives, expected);
}

void TestWowLoadOrder::capturedStockOrder()
{
    // The priorities 127…134 and 40…49 a stock enUS client passed to SFile::OpenArchive, lowest first.
    const QStringList captured{QStringLiteral("enUS/lichking-speech-enUS.MPQ"),
        QStringLiteral("enUS/expansion-speech-enUS.MPQ"), QStringLiteral("enUS/lichking-locale-enUS.MPQ"),
        QStringLiteral("enUS/expansion-locale-enUS.MPQ"), QStringLiteral("enUS/speech-enUS.MPQ"),
        QStringLiteral("enUS/locale-enUS.MPQ"), QStringLiteral("common-2.MPQ"), QStringLiteral("common.MPQ"),
        QStringLiteral("lichking.MPQ"), QStringLiteral("expansion.MPQ"), QStringLiteral("base.MPQ"),
        QStringLiteral("enUS/patch-enUS.MPQ"), QStringLiteral("patch.MPQ"), QStringLiteral("enUS/patch-enUS-2.MPQ"),
        QStringLiteral("enUS/patch-enUS-3.MPQ"), QStringLiteral("patch-2.MPQ"), QStringLiteral("patch-3.MPQ"),
        QStringLiteral("patch-A.MPQ"), QStringLiteral("alternate.MPQ")};
    QCOMPARE(wow::loadOrder(shuffled(captured, 7), QStringLiteral("enUS")).archives, captured);
}

void TestWowLoadOrder::russianAndChineseClientsRankLocaleArchivesFirst()
{
    for (const char *code : {"ruRU", "zhCN"}) {
        const QString locale = QString::fromLatin1(code);
        const auto in = [&locale](const char *pattern) {
            return QStringLiteral("%1/%2").arg(locale, QString::fromLatin1(pattern).arg(locale));
        };
        const QStringList highestFirst{QStringLiteral("alternate.MPQ"), in("patch-%1-Y.MPQ"), in("patch-%1-3.MPQ"),
            in("patch-%1.MPQ"), in("locale-%1.MPQ"), in("speech-%1.MPQ"), in("lichking-speech-%1.MPQ"),
            QStringLiteral("patch-Z.MPQ"), QStringLiteral("patch-3.MPQ"), QStringLiteral("patch.MPQ"),
            QStringLiteral("base.MPQ"), QStringLiteral("expansion.MPQ"), QStringLiteral("common-2.MPQ")};
        QVERIFY(wow::localeArchivesFirst(locale));
        QCOMPARE(wow::loadOrder(shuffled(highestFirst, 3), locale).archives, reversed(highestFirst));
    }
    QVERIFY(!wow::localeArchivesFirst(QStringLiteral("enGB")));
    QVERIFY(!wow::localeArchivesFirst(QStringLiteral("deDE")));
}

void TestWowLoadOrder::customPatchNamesFollowTheClientsRules()
{
    // One character after "patch-", any case; letters above digits; Z above A.
    const QStringList names{QStringLiteral("PATCH-b.mpq"), QStringLiteral("Patch-C.MPQ"), QStringLiteral("patch-8.MPQ"),
        QStringLiteral("patch-5.mpq"), QStringLiteral("patch-12.MPQ"), QStringLiteral("patch-Dalaran.MPQ"),
        QStringLiteral("patch-1.MPQ"), QStringLiteral("patch-.MPQ")};
    const wow::LoadOrder order = wow::loadOrder(names, QStringLiteral("enUS"));
    QCOMPARE(order.archives,
        (QStringList{QStringLiteral("patch-5.mpq"), QStringLiteral("patch-8.MPQ"), QStringLiteral("PATCH-b.mpq"),
            QStringLiteral("Patch-C.MPQ")}));
    QCOMPARE(order.ignored,
        (QStringList{QStringLiteral("patch-12.MPQ"), QStringLiteral("patch-Dalaran.MPQ"), QStringLiteral("patch-1.MPQ"),
            QStringLiteral("patch-.MPQ")}));
}

void TestWowLoadOrder::otherFoldersAndFilesAreLeftOut()
{
    const QStringList names{QStringLiteral("common.MPQ"), QStringLiteral("deDE/locale-deDE.MPQ"),
        QStringLiteral("ENUS/Locale-enUS.mpq"), QStringLiteral("enUS/base-enUS.MPQ"), QStringLiteral("enUS/backup-enUS.MPQ"),
        QStringLiteral("enUS/sub/patch-enUS-4.MPQ"), QStringLiteral("readme.txt"), QStringLiteral("wow-update.MPQ")};
    const wow::LoadOrder order = wow::loadOrder(names, QStringLiteral("enUS"));
    QCOMPARE(order.archives, (QStringList{QStringLiteral("ENUS/Locale-enUS.mpq"), QStringLiteral("common.MPQ")}));
    QCOMPARE(order.ignored, (QStringList{QStringLiteral("enUS/base-enUS.MPQ"), QStringLiteral("enUS/backup-enUS.MPQ"),
                                QStringLiteral("wow-update.MPQ")}));
}

void TestWowLoadOrder::stockArchivesAreThoseOfAnInstall()
{
    // specs/wow.md §3.1: the 7 Data and 9 locale archives of a stock enUS install (any case, either separator)
    const QStringList stock{QStringLiteral("common.MPQ"), QStringLiteral("common-2.MPQ"),
        QStringLiteral("expansion.MPQ"), QStringLiteral("LICHKING.mpq"), QStringLiteral("patch.MPQ"),
        QStringLiteral("patch-2.MPQ"), QStringLiteral("patch-3.MPQ"), QStringLiteral("enUS/locale-enUS.MPQ"),
        QStringLiteral("enUS/speech-enUS.MPQ"), QStringLiteral("enUS/expansion-locale-enUS.MPQ"),
        QStringLiteral("enUS/expansion-speech-enUS.MPQ"), QStringLiteral("enUS/lichking-locale-enUS.MPQ"),
        QStringLiteral("enUS/lichking-speech-enUS.MPQ"), QStringLiteral("enUS/patch-enUS.MPQ"),
        QStringLiteral("enUS\\patch-enUS-2.MPQ"), QStringLiteral("enus/patch-enus-3.mpq")};
    for (const QString &name : stock)
        QVERIFY2(mwb::wow::isStockArchive(name, QStringLiteral("enUS")), qPrintable(name));
    const QStringList custom{QStringLiteral("patch-4.MPQ"), QStringLiteral("patch-A.MPQ"),
        QStringLiteral("alternate.MPQ"), QStringLiteral("base.MPQ"), QStringLiteral("enUS/patch-enUS-4.MPQ"),
        QStringLiteral("enUS/patch-enUS-Z.MPQ"), QStringLiteral("deDE/locale-deDE.MPQ"),
        QStringLiteral("enUS/patch-2.MPQ"), QStringLiteral("patch-enUS-2.MPQ"), QStringLiteral("Patch_A.mpq")};
    for (const QString &name : custom)
        QVERIFY2(!mwb::wow::isStockArchive(name, QStringLiteral("enUS")), qPrintable(name));
    QVERIFY(mwb::wow::isStockArchive(QStringLiteral("ruRU/patch-ruRU-3.MPQ"), QStringLiteral("ruRU")));
}

QTEST_GUILESS_MAIN(TestWowLoadOrder)
#include "tst_wowloadorder.moc"
