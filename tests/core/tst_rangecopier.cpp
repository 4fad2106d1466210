// SPDX-License-Identifier: GPL-3.0-or-later
// io::RangeCopier: ranges appended byte for byte by the kernel (same file system), by read/write when the kernel
// refuses (another file system: EXDEV) and from in-memory sources; a range past the source's end is an error.
#include "TestFiles.h"
#include "mwb/core/io/RangeCopier.h"

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using mwb::io::RangeCopier;

namespace {

QByteArray randomBytes(qsizetype size)
{
    QByteArray bytes(size, Qt::Uninitialized);
    QRandomGenerator rng(7);
    for (char &c : bytes)
        c = static_cast<char>(rng.bounded(256));
    return bytes;
}

/// Copies three ranges of `source` after a 5-byte prefix written by the caller; returns the output's bytes.
QByteArray copyRanges(const mwb::ByteSource &source, const QString &outPath, qint64 *kernelBytes)
{
    QFile out(outPath);
    if (!out.open(QIODevice::ReadWrite | QIODevice::Truncate) || out.write("HEAD:") != 5)
        return {};
    RangeCopier copier(source, out);
    for (const auto &[offset, length] : {std::pair<qint64, qint64>{100, 3 << 20}, {0, 10}, {5 << 20, 12345}}) {
        if (!copier.copy(offset, length))
            return {};
    }
    if (out.write(":TAIL") != 5 || !out.flush())
        return {};
    *kernelBytes = copier.kernelCopiedBytes();
    out.seek(0);
    return out.readAll();
}

} // namespace

class TestRangeCopier : public QObject
{
    Q_OBJECT
private:
    const QByteArray m_bytes = randomBytes(6 << 20);
    QByteArray expected() const
    {
        return "HEAD:" + m_bytes.mid(100, 3 << 20) + m_bytes.mid(0, 10) + m_bytes.mid(5 << 20, 12345) + ":TAIL";
    }
    /// Writes the test bytes to `sourcePath` and copies the ranges out of it; empty on failure.
    QByteArray copyFromFile(const QString &sourcePath, const QString &outName, qint64 *kernelBytes) const
    {
        if (!mwb::test::writeFile(sourcePath, m_bytes))
            return {};
        auto source = mwb::ByteSource::openFile(sourcePath);
        return source ? copyRanges(**source, m_tmp.filePath(outName), kernelBytes) : QByteArray();
    }

    QTemporaryDir m_tmp;

private Q_SLOTS:
    void copiesFromAFileOnTheSameFileSystem()
    {
        qint64 kernel = -1;
        QCOMPARE(
            copyFromFile(m_tmp.filePath(QStringLiteral("source.bin")), QStringLiteral("out.bin"), &kernel), expected());
#ifdef Q_OS_LINUX
        QCOMPARE(kernel, qint64((3 << 20) + 10 + 12345));
#endif
    }

    void fallsBackToReadWriteAcrossFileSystems()
    {
        QTemporaryDir other(QStringLiteral("/dev/shm/mwb-rangecopier-XXXXXX"));
        if (!other.isValid())
            QSKIP("/dev/shm (another file system) is not available");
        qint64 kernel = -1;
        QCOMPARE(copyFromFile(other.filePath(QStringLiteral("source.bin")), QStringLiteral("out-exdev.bin"), &kernel),
            expected());
        qInfo() << "bytes the kernel copied across file systems:" << kernel; // 0 where it answers EXDEV
    }

    void copiesFromMemory()
    {
        const auto source = mwb::ByteSource::fromBytes(m_bytes, QStringLiteral("no such file"));
        qint64 kernel = -1;
        QCOMPARE(copyRanges(*source, m_tmp.filePath(QStringLiteral("out-memory.bin")), &kernel), expected());
        QCOMPARE(kernel, qint64(0));
    }

    void rangePastTheEndFails()
    {
        const QString path = m_tmp.filePath(QStringLiteral("short.bin"));
        QVERIFY(mwb::test::writeFile(path, m_bytes.left(1000)));
        auto source = mwb::ByteSource::openFile(path);
        QVERIFY(source);
        QFile out(m_tmp.filePath(QStringLiteral("out-short.bin")));
        QVERIFY(out.open(QIODevice::ReadWrite | QIODevice::Truncate));
        RangeCopier copier(**source, out);
        const auto copied = copier.copy(900, 200);
        QVERIFY(!copied);
        QCOMPARE(copied.error().code, mwb::ErrorCode::Truncated);
    }
};

QTEST_GUILESS_MAIN(TestRangeCopier)
#include "tst_rangecopier.moc"
