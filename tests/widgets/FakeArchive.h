// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Archive.h"

#include <QThread>

namespace mwb::test {

/// An in-memory Archive with `count` entries "MEDIA/DIR<i%10>/FILE<i>.DAT" of 100 bytes each. extract() counts
/// instead of writing; with `slow` it spins until canceled.
class FakeArchive final : public Archive
{
public:
    FakeArchive(QString path, int count, bool slow = false)
        : m_path(std::move(path))
        , m_count(count)
        , m_slow(slow)
    { }

    QString path() const override { return m_path; }
    QString formatName() const override { return QStringLiteral("Fake archive"); }
    QString formatId() const override { return QStringLiteral("fake"); }
    Capabilities capabilities() const override { return Capability::Read | Capability::Extract | Capability::Verify; }
    const ByteSource &source() const override { return *m_source; }
    /// Checks every entry and finds one checksum problem at 0x99.
    Result<VerifyReport> verify(Progress &) const override
    {
        VerifyReport report;
        report.checkedEntries = m_count;
        report.problems.push_back(Error{ErrorCode::ChecksumMismatch, QStringLiteral("CRC differs"), m_path, 0x99});
        return report;
    }
    std::vector<EntryIndex::Input> buildIndexInputs() const override
    {
        std::vector<EntryIndex::Input> inputs;
        for (int i = 0; i < m_count; ++i) {
            inputs.push_back({QStringLiteral("MEDIA/DIR%1/FILE%2.DAT").arg(i % 10).arg(i), 100, 40, i,
                QStringLiteral("DAT"), {}, static_cast<quint32>(i), 0, 0});
        }
        return inputs;
    }
    unsigned indexColumns() const override { return EntryIndex::TypeColumn | EntryIndex::ChecksumColumn; }
    Result<QByteArray> readEntry(int) const override { return QByteArray(100, 'x'); }
    Result<ExtractSummary> extract(const std::vector<int> &entries, const QString &, Progress &progress) const override
    {
        progress.setTotal(static_cast<qint64>(entries.size()));
        while (m_slow && !progress.isCanceled())
            QThread::msleep(5);
        if (progress.isCanceled())
            return Error{ErrorCode::Canceled, QStringLiteral("canceled"), m_path, -1};
        progress.setDone(static_cast<qint64>(entries.size()));
        return ExtractSummary{static_cast<int>(entries.size()), static_cast<qint64>(entries.size()) * 100};
    }

private:
    QString m_path;
    std::unique_ptr<ByteSource> m_source = ByteSource::fromBytes(QByteArray(64, '\0'), m_path);
    int m_count;
    bool m_slow;
};

} // namespace mwb::test
