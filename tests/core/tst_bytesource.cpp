// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/ByteSource.h"

#include <QTemporaryDir>
#include <QTest>
#include <QtConcurrent/QtConcurrentMap>

using namespace mwb;

class TestByteSource : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsMappedFile();
    void readIntoReusesTheBuffer();
    void refusesRangesOutsideTheFile();
    void missingFileIsIoError();
    void emptyFileOpens();
    void concurrentReadsAgree();
    void truncatedMappingReadsZerosAndFails();
};

void TestByteSource::readsMappedFile()
{
    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("a.bin")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("0123456789");
    f.close();
    const auto source = ByteSource::openFile(f.fileName());
    QVERIFY(source);
    QCOMPARE((*source)->size(), 10);
    QCOMPARE((*source)->read(3, 4).value(), QByteArray("3456"));
    QCOMPARE((*source)->view(8, 2), QByteArrayView("89"));
}

void TestByteSource::readIntoReusesTheBuffer()
{
    const auto source = ByteSource::fromBytes(QByteArray("abcdefgh"), QStringLiteral("mem"));
    QByteArray buffer;
    buffer.reserve(64);
    const char *storage = buffer.constData();
    QVERIFY(source->read(2, 5, buffer));
    QCOMPARE(buffer, QByteArray("cdefg"));
    QVERIFY(source->read(0, 2, buffer));
    QCOMPARE(buffer, QByteArray("ab"));
    QCOMPARE(buffer.constData(), storage);
    const auto past = source->read(7, 2, buffer);
    QVERIFY(!past);
    QCOMPARE(past.error().code, ErrorCode::Truncated);
    QCOMPARE(past.error().offset, 7);
}

void TestByteSource::refusesRangesOutsideTheFile()
{
    const auto source = ByteSource::fromBytes(QByteArray("abcdef"), QStringLiteral("mem"));
    const auto past = source->read(4, 3);
    QVERIFY(!past);
    QCOMPARE(past.error().code, ErrorCode::Truncated);
    QCOMPARE(past.error().offset, 4);
    QVERIFY(!source->read(-1, 1));
    QVERIFY(!source->read(0, std::numeric_limits<qint64>::max()));
    QVERIFY(source->view(5, 2).isNull());
    QCOMPARE(source->read(6, 0).value(), QByteArray());
}

void TestByteSource::missingFileIsIoError()
{
    const auto source = ByteSource::openFile(QStringLiteral("/nonexistent/dir/file.mod"));
    QVERIFY(!source);
    QCOMPARE(source.error().code, ErrorCode::Io);
    QCOMPARE(source.error().path, QStringLiteral("/nonexistent/dir/file.mod"));
}

void TestByteSource::emptyFileOpens()
{
    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("empty")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.close();
    const auto source = ByteSource::openFile(f.fileName());
    QVERIFY(source);
    QCOMPARE((*source)->size(), 0);
    QCOMPARE((*source)->read(0, 1).error().code, ErrorCode::Truncated);
}

void TestByteSource::concurrentReadsAgree()
{
    QByteArray data(1 << 20, Qt::Uninitialized);
    for (qsizetype i = 0; i < data.size(); ++i)
        data[i] = static_cast<char>(i * 31 % 251);
    const auto source = ByteSource::fromBytes(data);
    QList<qint64> offsets;
    for (qint64 o = 0; o < data.size(); o += 4096)
        offsets << o;
    const QList<bool> ok = QtConcurrent::blockingMapped(offsets, [&](qint64 o) {
        return source->read(o, 4096).value() == data.mid(o, 4096);
    });
    QVERIFY(!ok.contains(false));
}

void TestByteSource::truncatedMappingReadsZerosAndFails()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shrinks.bin"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    const QByteArray data(1 << 20, 'x');
    QCOMPARE(f.write(data), data.size());
    f.close();
    const auto source = ByteSource::openFile(path);
    QVERIFY(source);
    const QByteArrayView whole = (*source)->view(0, data.size());
    QCOMPARE(whole.size(), data.size()); // mapped
    QVERIFY((*source)->checkIntact());

    QVERIFY(QFile::resize(path, 4096)); // another program truncates the file

    QCOMPARE(whole[0], 'x'); // still inside the file
    QCOMPARE(whole[data.size() - 1], '\0'); // past its new end: zeros, not SIGBUS
    QCOMPARE(whole[8192], '\0');
    const auto intact = (*source)->checkIntact();
    QVERIFY(!intact);
    QCOMPARE(intact.error().code, ErrorCode::Io);
    QCOMPARE(intact.error().path, path);
    const auto read = (*source)->read(4000, 200);
    QVERIFY(!read);
    QCOMPARE(read.error().code, ErrorCode::Io);
    QCOMPARE(read.error().offset, 4096);
    QCOMPARE((*source)->read(0, 16).value(), data.left(16));
}

QTEST_GUILESS_MAIN(TestByteSource)

#include "tst_bytesource.moc"
