// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ArchiveFixture.h"
#include "MpqFixtureBuilder.h"
#include "TestFiles.h"

namespace mwb::test {

/// MPQ (v1) built by tests/mpq's MpqFixtureBuilder: 4 KiB sectors, zlib where a sector gets smaller (a damaged byte
/// then fails to decompress), named through (listfile).
class MpqFixture final : public ArchiveFixture
{
public:
    QString formatId() const override { return QStringLiteral("mpq"); }
    QString fileName() const override { return QStringLiteral("contract.mpq"); }
    QStringList ownEntries() const override { return {QStringLiteral("(listfile)"), QStringLiteral("(attributes)")}; }

    bool build(const QString &path, const ArchiveFiles &files) const override
    {
        return writeFile(path, MpqFixtureBuilder::build(entries(files)));
    }

    bool buildEscaping(const QString &path, const ArchiveFiles &files) const override
    {
        std::vector<MpqFixtureBuilder::File> all = entries(files);
        all.push_back(entry(QStringLiteral("..\\EVIL.TXT"), "evil"));
        return writeFile(path, MpqFixtureBuilder::build(all));
    }

    bool corrupt(const QString &path, const QString &file, const ArchiveFiles &files) const override
    {
        const QByteArray blob = entry(file, files.value(file)).blob;
        QByteArray bytes = readFile(path);
        const qsizetype at = bytes.indexOf(blob);
        if (blob.isEmpty() || at < 0)
            return false;
        bytes[at + blob.size() / 2] ^= char(0x5A);
        return writeFile(path, bytes);
    }

private:
    static constexpr qsizetype kSectorSize = 4096;
    static constexpr quint32 kExists = 0x80000000u;
    static constexpr quint32 kCompress = 0x00000200u;

    static std::vector<MpqFixtureBuilder::File> entries(const ArchiveFiles &files)
    {
        std::vector<MpqFixtureBuilder::File> out;
        for (auto it = files.begin(); it != files.end(); ++it)
            out.push_back(entry(it.key(), it.value()));
        return out;
    }

    /// Compressed sectors ('\x02' zlib, or the raw sector where zlib does not make it smaller); an empty file is
    /// stored as nothing.
    static MpqFixtureBuilder::File entry(const QString &file, const QByteArray &content)
    {
        QByteArray name = file.toLatin1();
        name.replace('/', '\\');
        const auto size = static_cast<quint32>(content.size());
        if (content.isEmpty())
            return {name, {}, 0, kExists, true};
        std::vector<QByteArray> sectors;
        for (qsizetype at = 0; at < content.size(); at += kSectorSize) {
            const QByteArray raw = content.mid(at, kSectorSize);
            const QByteArray packed = QByteArray(1, '\x02') + qCompress(raw).mid(4);
            sectors.push_back(packed.size() < raw.size() ? packed : raw);
        }
        return {name, MpqFixtureBuilder::sectored(sectors), size, kExists | kCompress, true};
    }
};

} // namespace mwb::test
