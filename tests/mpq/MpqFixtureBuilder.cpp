// SPDX-License-Identifier: GPL-3.0-or-later
#include "MpqFixtureBuilder.h"

#include "Crypto.h"

#include <QtEndian>

namespace mwb::test {

using formats::mpq::Crypto;

namespace {
void put32(QByteArray &b, quint32 v)
{
    char bytes[4];
    qToLittleEndian(v, bytes);
    b.append(bytes, 4);
}
} // namespace

QByteArray MpqFixtureBuilder::sectored(const std::vector<QByteArray> &sectors)
{
    QByteArray out;
    quint32 offset = static_cast<quint32>((sectors.size() + 1) * 4);
    put32(out, offset);
    for (const QByteArray &s : sectors) {
        offset += static_cast<quint32>(s.size());
        put32(out, offset);
    }
    for (const QByteArray &s : sectors)
        out += s;
    return out;
}

QByteArray MpqFixtureBuilder::build(const std::vector<File> &input, int version, quint32 hashEntries)
{
    std::vector<File> files = input;
    QByteArray listfile;
    for (const File &f : input) {
        if (f.listed && !f.name.isEmpty())
            listfile += f.name + "\r\n";
    }
    files.push_back({"(listfile)", listfile, static_cast<quint32>(listfile.size()), 0x80000000u});
    const quint32 headerSize = version == 1 ? 32 : 44;
    QByteArray data;
    QByteArray block;
    for (const File &f : files) {
        put32(block, headerSize + static_cast<quint32>(data.size()));
        put32(block, static_cast<quint32>(f.blob.size()));
        put32(block, f.fileSize);
        put32(block, f.flags);
        data += f.blob;
    }
    const quint32 tableEntries = qMax<quint32>(hashEntries, 16);
    QByteArray hash(static_cast<qsizetype>(tableEntries) * 16, char(0xFF));
    const quint32 mask = (hashEntries & (hashEntries - 1)) == 0 ? hashEntries - 1 : tableEntries - 1;
    for (std::size_t i = 0; i < files.size(); ++i) {
        quint32 slot = Crypto::hashString(files[i].name, Crypto::TableIndex) & mask;
        while (qFromLittleEndian<quint32>(hash.constData() + slot * 16 + 12) != 0xFFFFFFFFu)
            slot = (slot + 1) & mask;
        char *e = hash.data() + slot * 16;
        qToLittleEndian(Crypto::hashString(files[i].name, Crypto::NameA), e);
        qToLittleEndian(Crypto::hashString(files[i].name, Crypto::NameB), e + 4);
        qToLittleEndian(quint32(0), e + 8);
        qToLittleEndian(static_cast<quint32>(i), e + 12);
    }
    Crypto::encrypt(hash.data(), hash.size(), 0xC3AF3770);
    Crypto::encrypt(block.data(), block.size(), 0xEC83B3A3);
    const quint32 hashPos = headerSize + static_cast<quint32>(data.size());
    const quint32 blockPos = hashPos + static_cast<quint32>(hash.size());
    QByteArray out;
    put32(out, 0x1A51504D);
    put32(out, headerSize);
    put32(out, blockPos + static_cast<quint32>(block.size()));
    put32(out, static_cast<quint32>(version - 1) | (3u << 16)); // format version, sector shift 3 (4 KiB)
    put32(out, hashPos);
    put32(out, blockPos);
    put32(out, hashEntries);
    put32(out, static_cast<quint32>(files.size()));
    if (version == 2)
        out += QByteArray(12, '\0');
    return out + data + hash + block;
}

} // namespace mwb::test
