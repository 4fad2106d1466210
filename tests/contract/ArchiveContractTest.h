// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ArchiveFixture.h"

#include <QObject>
#include <QTemporaryDir>

#include <memory>

namespace mwb::test {

/// The contract every archive format keeps, as one abstract test run against each format's ArchiveFixture: open
/// through the registry, list, read, extract (all, a selection, refusing escaping paths, all-or-nothing on a failing
/// entry or cancel, keep-going), verify, and the writer round trip for formats that can write.
class ArchiveContractTest : public QObject
{
    Q_OBJECT
public:
    explicit ArchiveContractTest(std::unique_ptr<ArchiveFixture> fixture);

private Q_SLOTS:
    void initTestCase();
    void opensThroughTheRegistry();
    void indexListsEveryEntry();
    void everyEntryReadsBack();
    void extractAllAndSelectionGiveTheBytes();
    void escapingPathIsRefused();
    void failingEntryLeavesNothing();
    void failingEntryIsSkippedWithKeepGoing();
    void cancelLeavesNothing();
    void verifyPassesAndReportsDamage();
    void truncatedWhileOpenIsIoError();
    void writerRoundTrip();

private:
    /// The files built into the archive, keyed by their archive paths.
    [[nodiscard]] ArchiveFiles expectedEntries() const;
    /// A copy of the archive with one stored byte of the victim damaged.
    [[nodiscard]] QString corruptedCopy();
    [[nodiscard]] QString scratch(const QString &name) const { return m_dir.filePath(name); }

    std::unique_ptr<ArchiveFixture> m_fixture;
    QTemporaryDir m_dir;
    ArchiveFiles m_files;
    QString m_archive;
    QString m_corrupted;
};

} // namespace mwb::test
