// SPDX-License-Identifier: GPL-3.0-or-later
// Every archive of ../shared/corpus/mpq against StormLib's golden JSON: same archive size, same listing (name, locale,
// size, flags) and the same SHA-256 for every entry StormLib could extract.
#include "SharedCorpus.h"

#include "mwb/formats/mpq/MpqArchive.h"

#include <QCryptographicHash>
#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using mwb::formats::mpq::MpqArchive;

class TestMpqCorpus : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void matchesStormLib_data();
    void matchesStormLib();
};

void TestMpqCorpus::matchesStormLib_data()
{
    QTest::addColumn<QString>("archive");
    QTest::addColumn<QString>("golden");
    MWB_REQUIRE_CORPUS(corpus, "mpq");
    QDirIterator it(corpus + QStringLiteral("/golden"), {QStringLiteral("*.json")}, QDir::Files,
        QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString golden = it.next();
        QString relative = golden.mid(corpus.size() + 8);
        relative.chop(5);
        QTest::newRow(qPrintable(relative)) << corpus + QLatin1Char('/') + relative << golden;
    }
}

void TestMpqCorpus::matchesStormLib()
{
    QFETCH(QString, archive);
    QFETCH(QString, golden);
    QFile file(golden);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject expected = QJsonDocument::fromJson(file.readAll()).object();
    auto opened = MpqArchive::open(archive);
    QVERIFY2(opened.has_value(), qPrintable(opened.has_value() ? QString() : opened.error().toString()));
    const MpqArchive &mpq = *opened.value();
    const QJsonObject header = expected.value(QStringLiteral("header")).toObject();
    QCOMPARE(mpq.header().archiveOffset, header.value(QStringLiteral("header_offset")).toInteger());
    QCOMPARE(qint64(mpq.header().sectorSize), header.value(QStringLiteral("sector_size")).toInteger());
    // Where the archive ends decides what a signature covers (and where a strong one starts).
    QCOMPARE(mpq.header().archiveSize, header.value(QStringLiteral("archive_size64")).toInteger());

    QHash<QString, int> byName;
    for (int i = 0; i < int(mpq.entries().size()); ++i) {
        const auto &e = mpq.entries()[std::size_t(i)];
        byName.insert(e.name() + QLatin1Char('|') + QString::number(e.locale), i);
    }
    const QJsonArray files = expected.value(QStringLiteral("files")).toArray();
    QCOMPARE(int(mpq.entries().size()), files.size());
    for (const QJsonValue &value : files) {
        const QJsonObject f = value.toObject();
        const QString key = f.value(QStringLiteral("name")).toString() + QLatin1Char('|')
            + QString::number(f.value(QStringLiteral("locale")).toInt());
        QVERIFY2(byName.contains(key), qPrintable(QStringLiteral("missing entry ") + key));
        const int index = byName.value(key);
        const auto &e = mpq.entries()[std::size_t(index)];
        QCOMPARE(qint64(e.fileSize), f.value(QStringLiteral("size")).toInteger());
        QCOMPARE(qint64(e.compressedSize), f.value(QStringLiteral("compressed_size")).toInteger());
        QCOMPARE(qint64(e.flags), f.value(QStringLiteral("flags")).toInteger());
        const QJsonValue sha = f.value(QStringLiteral("sha256"));
        if (sha.isNull())
            continue;
        auto data = mpq.readEntry(index);
        QVERIFY2(data.has_value(), qPrintable(key + QLatin1Char(' ') + (data ? QString() : data.error().toString())));
        QCOMPARE(QString::fromLatin1(QCryptographicHash::hash(data.value(), QCryptographicHash::Sha256).toHex()),
            sha.toString());
    }
}

QTEST_GUILESS_MAIN(TestMpqCorpus)
#include "tst_mpqcorpus.moc"
