// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ArchiveFixture.h"
#include "mwb/core/Archive.h"

#include <QObject>
#include <QTemporaryDir>

#include <memory>

namespace mwb::test {

/// The contract every Archive implementation keeps (TL2 .MOD, MPQ, a stack, a folder), as one abstract test run
/// against each one's ArchiveFixture: open, list, read, extract (all, a selection, refusing escaping paths,
/// all-or-nothing on a failing entry or cancel, keep-going), verify, truncation while open, and for formats with a
/// writer the edit round trip and the creation of a new archive, both committed with the check (ops::commitChecked).
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
    void writerCreatesANewArchive();

private:
    [[nodiscard]] std::unique_ptr<Archive> openOrFail(const QString &path) const;
    /// Every entry of the archive at `path` by its path (the format's own entries left out), read.
    [[nodiscard]] ArchiveFiles contentsOf(const QString &path) const;
    [[nodiscard]] bool skipWithoutDamageDetection() const;
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
