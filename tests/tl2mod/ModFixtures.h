// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2mod/ModFolder.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <algorithm>
#include <tuple>
#include <vector>

namespace mwb::test::tl2 {

using formats::tl2mod::ModArchive;
using formats::tl2mod::ModInfo;
using formats::tl2mod::ModRecord;

/// Writes `bytes` to `path`, creating parent folders; false on failure.
inline bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

/// Text-like bytes (compress well) of `size` bytes, different per `seed`.
inline QByteArray textLike(int seed, qsizetype size)
{
    static const QByteArray words[] = {"<STRING>NAME:", "[UNIT]\r\n", "<INTEGER>LEVEL:", "SWORD ", "POTION ",
        "\t<FLOAT>DAMAGE:", "12.5\r\n", "[/UNIT]\r\n"};
    QByteArray out;
    out.reserve(size + 32);
    quint32 state = quint32(seed) * 2654435761u + 1;
    while (out.size() < size) {
        state = state * 1664525u + 1013904223u;
        out += words[(state >> 16) % std::size(words)];
    }
    out.truncate(size);
    return out;
}

/// Random bytes (do not compress).
inline QByteArray noise(quint32 seed, qsizetype size)
{
    QRandomGenerator rng(seed);
    QByteArray out(size, Qt::Uninitialized);
    for (char &c : out)
        c = static_cast<char>(rng.bounded(256));
    return out;
}

/// A MOD.DAT for tests.
inline ModInfo sampleInfo()
{
    ModInfo info;
    info.name = QStringLiteral("Test mod é 中文");
    info.author = QStringLiteral("Tester");
    info.description = QStringLiteral("A mod: for tests, with a URL https://example.org/x?y=1");
    info.website = QStringLiteral("https://example.org");
    info.modId = 0xd6205fdfb4a6097fULL;
    info.version = 5;
    info.modFileName = QStringLiteral("TestMod");
    return info;
}

/// A small valid mod folder: MOD.DAT + a handful of files; returns false when writing fails.
inline bool makeSmallModFolder(const QString &dir, const ModInfo &info = sampleInfo())
{
    bool ok = writeFile(dir + QStringLiteral("/MOD.DAT"), formats::tl2mod::writeModDat(info));
    ok = ok && writeFile(dir + QStringLiteral("/MEDIA/UNITS/ITEMS/SWORD.DAT"), textLike(1, 4000));
    ok = ok && writeFile(dir + QStringLiteral("/MEDIA/UNITS/ITEMS/AAAAAAAAAAAAAA.DAT"), textLike(2, 3000));
    ok = ok && writeFile(dir + QStringLiteral("/MEDIA/UNITDATA.RAW"), textLike(3, 2000));
    ok = ok && writeFile(dir + QStringLiteral("/MEDIA/UI/PIC.JPG"), noise(4, 5000));
    return ok;
}

/// (path, type, size, crc) of every non-directory record, sorted: the identity of a mod's content.
using RecordKey = std::tuple<QString, int, quint32, quint32>;
inline std::vector<RecordKey> recordSet(const ModArchive &archive)
{
    std::vector<RecordKey> keys;
    for (const ModRecord &r : archive.records()) {
        if (!r.isDirectory())
            keys.emplace_back(r.path(), r.type, r.size, r.crc32);
    }
    std::sort(keys.begin(), keys.end());
    return keys;
}

/// Index of the first record with this path, or -1.
inline int recordIndex(const ModArchive &archive, const QString &path)
{
    const auto &records = archive.records();
    for (std::size_t i = 0; i < records.size(); ++i) {
        if (records[i].path() == path)
            return static_cast<int>(i);
    }
    return -1;
}

/// The whole file.
inline QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace mwb::test::tl2
