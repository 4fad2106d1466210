// SPDX-License-Identifier: GPL-3.0-or-later
#include "MpqWriterChecks.h"

#include "SharedCorpus.h"
#include "StormLibOracle.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/mpq/MpqArchive.h"

#include <QDirIterator>
#include <QRegularExpression>
#include <QTest>

namespace mwb::test {

using formats::mpq::MpqArchive;
using formats::mpq::MpqWriteOptions;
using formats::mpq::MpqWriter;

bool writeNew(const QString &path, const MpqWriteOptions &options, const Files &files, QString *error)
{
    auto writer = MpqWriter::create(options);
    if (!writer) {
        *error = writer.error().toString();
        return false;
    }
    for (const auto &[name, data] : files) {
        if (auto ok = (*writer)->add(QString::fromUtf8(name), mwb::EntrySource::fromBytes(data)); !ok) {
            *error = ok.error().toString();
            return false;
        }
    }
    mwb::SilentProgress progress;
    auto report = (*writer)->commit(path, progress);
    if (!report)
        *error = report.error().toString();
    return report.has_value();
}

void checkOurs(const QString &path, const Files &files)
{
    auto ours = MpqArchive::open(path);
    QVERIFY2(ours, qPrintable(ours ? QString() : ours.error().toString()));
    for (const auto &[name, data] : files) {
        const auto index = (*ours)->findEntry(QString::fromUtf8(name));
        QVERIFY2(index, name.constData());
        auto read = (*ours)->readEntry(*index);
        QVERIFY2(read, name.constData());
        QVERIFY2(*read == data, name.constData());
        QVERIFY2((*ours)->verifyEntry(*index).ok(), name.constData());
    }
}

void checkArchive(const QString &path, const Files &files, quint16 locale)
{
    QString error;
    auto storm = StormLibArchive::open(path, &error);
    QVERIFY2(storm, qPrintable(error));
    std::map<QByteArray, quint16> listed;
    for (const auto &entry : storm->list()) {
        if (!entry.name.startsWith('('))
            listed[entry.name] = entry.locale;
    }
    QCOMPARE(listed.size(), files.size());
    for (const auto &[name, data] : files) {
        QVERIFY2(listed.count(name), name.constData());
        QCOMPARE(listed[name], locale);
        auto read = storm->read(name, locale, &error);
        QVERIFY2(read, QByteArray(name + ": " + error.toUtf8()).constData());
        QCOMPARE(read->size(), data.size());
        QVERIFY2(*read == data, name.constData());
        const quint32 verify = storm->verify(name, locale);
        QVERIFY2(!StormLibArchive::verifyFailed(verify),
            qPrintable(QStringLiteral("%1: SFileVerifyFile 0x%2").arg(QString::fromUtf8(name)).arg(verify, 0, 16)));
    }
    checkOurs(path, files);
}

std::unique_ptr<MpqWriter> editor(const QString &path)
{
    auto archive = mwb::openArchive(path);
    if (!archive)
        return nullptr;
    auto writer = mwb::editArchive(std::shared_ptr<const mwb::Archive>(std::move(archive).value()));
    if (!writer)
        return nullptr;
    return std::unique_ptr<MpqWriter>(static_cast<MpqWriter *>(writer.value().release()));
}

Files storedFiles(const QString &path)
{
    Files files;
    QString error;
    auto storm = StormLibArchive::open(path, &error);
    if (!storm)
        return files;
    static const QRegularExpression stormPseudoName(QStringLiteral("^File\\d{8}\\.\\w+$"));
    for (const auto &entry : storm->list()) {
        // Internal files, and the names StormLib makes up for unnamed entries (which open by block index).
        if (entry.name.startsWith('(') || stormPseudoName.match(QString::fromUtf8(entry.name)).hasMatch())
            continue;
        if (auto data = storm->read(entry.name, entry.locale, &error))
            files[entry.name] = *data;
    }
    return files;
}

QStringList corpusArchives(const QString &corpus)
{
    QStringList archives;
    for (const QString &root : {corpus, corpusDir(QStringLiteral("wow/mpq"))}) {
        if (root.isEmpty())
            continue;
        QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString file = it.next();
            if (!file.endsWith(QLatin1String(".json")) && !file.endsWith(QLatin1String(".md")))
                archives << file;
        }
    }
    return archives;
}

} // namespace mwb::test
