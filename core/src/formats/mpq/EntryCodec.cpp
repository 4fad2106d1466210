// SPDX-License-Identifier: GPL-3.0-or-later
#include "EntryCodec.h"

#include "Crypto.h"
#include "MpqFormat.h"
#include "SectorCompressor.h"

#include <QCryptographicHash>
#include <QtEndian>

#include <zlib.h>

#include <vector>

namespace mwb::formats::mpq {

namespace {

quint32 sectorCountOf(quint32 fileSize, quint32 sectorSize)
{
    return (fileSize + sectorSize - 1) / sectorSize;
}

quint32 adler(QByteArrayView bytes)
{
    return static_cast<quint32>(
        adler32(0, reinterpret_cast<const Bytef *>(bytes.data()), static_cast<uInt>(bytes.size())));
}

} // namespace

StoredFile EntryCodec::encode(QByteArrayView data, const MpqFileOptions &options, quint32 sectorSize)
{
    StoredFile file;
    file.fileSize = static_cast<quint32>(data.size());
    file.crc32 = static_cast<quint32>(
        crc32(0, reinterpret_cast<const Bytef *>(data.data()), static_cast<uInt>(data.size())));
    file.md5 = QCryptographicHash::hash(data, QCryptographicHash::Md5);
    file.flags = format::FileExists;
    if (data.isEmpty())
        return file;
    if (options.encrypt)
        file.flags |= format::FileEncrypted | (options.fixKey ? format::FileFixKey : 0);
    const MpqCompression method = options.compression;
    file.flags |= SectorCompressor::fileFlag(method);
    if (options.singleUnit) {
        file.flags |= format::FileSingleUnit;
        auto packed = method == MpqCompression::None ? std::nullopt : SectorCompressor::compress(data, method);
        file.bytes = packed ? std::move(*packed) : data.toByteArray();
        return file;
    }
    if (method == MpqCompression::None) {
        file.bytes = data.toByteArray();
        return file;
    }
    const quint32 count = sectorCountOf(file.fileSize, sectorSize);
    const bool withCrc = options.sectorCrc;
    if (withCrc)
        file.flags |= format::FileSectorCrc;
    const quint32 tableEntries = count + 1 + (withCrc ? 1 : 0);
    std::vector<quint32> offsets{tableEntries * 4};
    QByteArray body;
    QByteArray sums;
    body.reserve(data.size() / 2 + 64);
    for (quint32 i = 0; i < count; ++i) {
        const QByteArrayView sector = data.sliced(qsizetype(i) * sectorSize,
            qMin<qsizetype>(sectorSize, data.size() - qsizetype(i) * sectorSize));
        const auto packed = SectorCompressor::compress(sector, method);
        const QByteArrayView stored = packed ? QByteArrayView(*packed) : sector;
        body.append(stored);
        if (withCrc)
            format::appendLe32(sums, adler(stored));
        offsets.push_back(tableEntries * 4 + static_cast<quint32>(body.size()));
    }
    if (withCrc) {
        const auto packed = SectorCompressor::compress(sums, MpqCompression::Zlib);
        body.append(packed ? *packed : sums);
        offsets.push_back(tableEntries * 4 + static_cast<quint32>(body.size()));
    }
    file.bytes.reserve(qsizetype(tableEntries) * 4 + body.size());
    for (const quint32 offset : offsets)
        format::appendLe32(file.bytes, offset);
    file.bytes += body;
    return file;
}

Result<void> EntryCodec::cipher(QByteArray &bytes, quint32 flags, quint32 fileSize, quint32 sectorSize, quint32 key,
    bool decrypt)
{
    if (!(flags & format::FileEncrypted) || fileSize == 0)
        return {};
    const auto run = [decrypt](char *data, qsizetype length, quint32 k) {
        if (decrypt)
            Crypto::decrypt(data, length, k);
        else
            Crypto::encrypt(data, length, k);
    };
    if (flags & format::FileSingleUnit) {
        run(bytes.data(), bytes.size(), key);
        return {};
    }
    const quint32 count = sectorCountOf(fileSize, sectorSize);
    if (!(flags & format::FileCompressMask)) {
        for (quint32 i = 0; i < count; ++i) {
            const qsizetype at = qsizetype(i) * sectorSize;
            if (at >= bytes.size())
                break;
            run(bytes.data() + at, qMin<qsizetype>(sectorSize, bytes.size() - at), key + i);
        }
        return {};
    }
    const qsizetype tableBytes = (qsizetype(count) + 1 + ((flags & format::FileSectorCrc) ? 1 : 0)) * 4;
    const Error corrupt{ErrorCode::Corrupt, tr("The sector offset table of an encrypted file does not fit its data"),
        {}, -1};
    if (tableBytes > bytes.size())
        return corrupt;
    if (decrypt)
        run(bytes.data(), tableBytes, key - 1);
    std::vector<quint32> offsets(count + 1);
    for (quint32 i = 0; i <= count; ++i)
        offsets[i] = format::le32(bytes.constData() + i * 4);
    if (!decrypt)
        run(bytes.data(), tableBytes, key - 1);
    for (quint32 i = 0; i < count; ++i) {
        if (offsets[i] > offsets[i + 1] || offsets[i + 1] > quint32(bytes.size()))
            return corrupt;
        run(bytes.data() + offsets[i], offsets[i + 1] - offsets[i], key + i);
    }
    return {};
}

} // namespace mwb::formats::mpq
