// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Archive.h"
#include "mwb/core/ArchiveWriter.h"

#include <QFile>
#include <QThread>

#include <memory>
#include <vector>

namespace mwb::test {

/// A tiny archive format for the edit tests: a text file "LIST\n" then one "path\tbase64-content\n" per entry.
/// `formatId` picks the registry line it claims (default none, so only an injected writer edits it).
class ListArchive final : public Archive
{
public:
    struct Entry
    {
        QString path;
        QByteArray content;
    };

    ListArchive(QString path, std::vector<Entry> entries, QString formatId = QStringLiteral("list"))
        : m_path(std::move(path))
        , m_entries(std::move(entries))
        , m_formatId(std::move(formatId))
    { }

    static QByteArray serialize(const std::vector<Entry> &entries)
    {
        QByteArray out("LIST\n");
        for (const Entry &entry : entries)
            out += entry.path.toUtf8() + '\t' + entry.content.toBase64() + '\n';
        return out;
    }

    static Result<std::unique_ptr<Archive>> open(const QString &path, const QString &formatId = QStringLiteral("list"))
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return Error{ErrorCode::Io, file.errorString(), path};
        const QList<QByteArray> lines = file.readAll().split('\n');
        if (lines.value(0) != "LIST")
            return Error{ErrorCode::BadMagic, QStringLiteral("not a list archive"), path, 0};
        std::vector<Entry> entries;
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const qsizetype tab = lines[i].indexOf('\t');
            if (tab > 0)
                entries.push_back({QString::fromUtf8(lines[i].left(tab)), QByteArray::fromBase64(lines[i].mid(tab + 1))});
        }
        return std::unique_ptr<Archive>(std::make_unique<ListArchive>(path, std::move(entries), formatId));
    }

    QString path() const override { return m_path; }
    QString formatId() const override { return m_formatId; }
    QString formatName() const override
    {
        return m_formatId == u"list" ? QStringLiteral("List archive") : Archive::formatName();
    }
    Capabilities capabilities() const override { return Capability::Read | Capability::Extract; }
    /// A list archive is editable: the tests' backend edits it with a RecordingWriter (no registry knows it). One
    /// that poses as a registry format is that format's.
    QString writeRefusal() const override { return m_formatId == u"list" ? QString() : Archive::writeRefusal(); }
    const ByteSource &source() const override { return *m_source; }
    std::vector<EntryIndex::Input> buildIndexInputs() const override
    {
        std::vector<EntryIndex::Input> inputs;
        for (std::size_t i = 0; i < m_entries.size(); ++i) {
            EntryIndex::Input input;
            input.path = m_entries[i].path;
            input.size = m_entries[i].content.size();
            input.packedSize = input.size;
            input.entry = static_cast<int>(i);
            inputs.push_back(input);
        }
        return inputs;
    }
    unsigned indexColumns() const override { return 0; }
    Result<QByteArray> readEntry(int entry) const override
    {
        if (entry < 0 || entry >= static_cast<int>(m_entries.size()))
            return Error{ErrorCode::InvalidInput, QStringLiteral("no entry %1").arg(entry), m_path};
        return m_entries[static_cast<std::size_t>(entry)].content;
    }
    Result<ExtractSummary> extract(const std::vector<int> &entries, const QString &, Progress &) const override
    {
        return ExtractSummary{static_cast<int>(entries.size()), 0};
    }

private:
    QString m_path;
    std::vector<Entry> m_entries;
    QString m_formatId;
    std::unique_ptr<ByteSource> m_source = ByteSource::fromBytes(QByteArray("LIST\n"), m_path);
};

/// What a RecordingWriter wrote, per planned entry.
struct WrittenEntry
{
    QString path;
    int original = -1;
    bool compileSources = false;
    QByteArray content;

    bool operator==(const WrittenEntry &) const = default;
};

/// How RecordingWriter::writeArchive behaves.
enum class WriterMode { Write, Fail, WaitForCancel };

/// A writer for ListArchive that records the plan it commits; paths are kept as given ('..' is refused).
class RecordingWriter final : public ArchiveWriter
{
public:
    RecordingWriter(std::shared_ptr<const Archive> base, std::shared_ptr<std::vector<WrittenEntry>> sink, WriterMode mode)
        : ArchiveWriter(std::move(base))
        , m_sink(std::move(sink))
        , m_mode(mode)
    { }

    Result<QString> normalizePath(const QString &path) const override
    {
        if (path.split(u'/').contains(QStringLiteral("..")) || path.isEmpty())
            return Error{ErrorCode::UnsafePath, QStringLiteral("unsafe path %1").arg(path), base().path()};
        return path;
    }

protected:
    Result<CommitReport> writeArchive(QFile &out, Progress &progress) override
    {
        if (m_mode == WriterMode::Fail) {
            out.write("partial");
            return Error{ErrorCode::Io, QStringLiteral("the disk is full"), out.fileName()};
        }
        while (m_mode == WriterMode::WaitForCancel && !progress.isCanceled())
            QThread::msleep(5);
        if (progress.isCanceled())
            return Error{ErrorCode::Canceled, QStringLiteral("canceled"), out.fileName()};
        std::vector<ListArchive::Entry> entries;
        for (const PlannedEntry &planned : this->entries()) {
            auto bytes = planned.isNew() ? planned.content->load() : base().readEntry(planned.original);
            if (!bytes)
                return bytes.error();
            entries.push_back({planned.path, *bytes});
            m_sink->push_back({planned.path, planned.original, planned.options.compileSources, *bytes});
        }
        out.write(ListArchive::serialize(entries));
        CommitReport report;
        report.entries = static_cast<int>(entries.size());
        return report;
    }

private:
    std::shared_ptr<std::vector<WrittenEntry>> m_sink;
    WriterMode m_mode;
};

} // namespace mwb::test
