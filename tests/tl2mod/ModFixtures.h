// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TestFiles.h"
#include "mwb/formats/tl2dat/DatDocument.h"
#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2mod/ModFolder.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QRandomGenerator>

#include <algorithm>
#include <memory>
#include <tuple>
#include <vector>

namespace mwb::test::tl2 {

using formats::tl2mod::ModArchive;
using formats::tl2mod::ModInfo;
using formats::tl2mod::ModRecord;

/// Writes `bytes` to `path`, creating parent folders; false on failure.
using mwb::test::writeFile;

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

/// A text DAT as GUTS writes it (UTF-16LE with BOM, CRLF, tabs) that compiles: a [UNIT] with NAME, UNIT_GUID,
/// UNITTYPE and filler properties of every value type up to about `size` bytes, different per `seed`.
inline QByteArray unitDat(int seed, qsizetype size)
{
    formats::tl2dat::DatDocument dat;
    dat.root.tag = QStringLiteral("UNIT");
    dat.root.add(QStringLiteral("STRING"), QStringLiteral("NAME"), QStringLiteral("Unit %1").arg(seed));
    dat.root.add(QStringLiteral("INTEGER64"), QStringLiteral("UNIT_GUID"), QString::number(qint64(seed) * 7919 + 1));
    dat.root.add(QStringLiteral("STRING"), QStringLiteral("UNITTYPE"), QStringLiteral("POTION"));
    static const char *const types[] = {"STRING", "INTEGER", "FLOAT", "BOOL", "TRANSLATE", "UNSIGNED INT"};
    static const char *const values[] = {"Sword of fire", "-12", "12.5", "true", "Blade 中文", "7"};
    qsizetype bytes = 2 + 2 * 16; // BOM, [UNIT] and [/UNIT] lines
    for (int i = 0; bytes < size; ++i) {
        const int kind = (i + seed) % int(std::size(types));
        const QString key = QStringLiteral("KEY%1").arg(i);
        const QString value = QString::fromUtf8(values[kind]) + (kind == 0 ? QString::number(i) : QString());
        dat.root.add(QString::fromLatin1(types[kind]), key, value);
        bytes += 2 * (QByteArrayView(types[kind]).size() + key.size() + value.size() + 6);
    }
    return dat.toUtf16();
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

/// A small valid mod folder as GUTS leaves it: MOD.DAT, two text unit DATs, a stale UNITDATA.RAW (the packer
/// regenerates it) and a JPG; returns false when writing fails.
inline bool makeSmallModFolder(const QString &dir, const ModInfo &info = sampleInfo())
{
    bool ok = writeFile(dir + QStringLiteral("/MOD.DAT"), formats::tl2mod::writeModDat(info));
    ok = ok && writeFile(dir + QStringLiteral("/MEDIA/UNITS/ITEMS/SWORD.DAT"), unitDat(1, 4000));
    ok = ok && writeFile(dir + QStringLiteral("/MEDIA/UNITS/ITEMS/AAAAAAAAAAAAAA.DAT"), unitDat(2, 3000));
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

/// (path, type, size, crc, file time, block) of every record in manifest order: what a lossless repack keeps.
using OrderedRecord = std::tuple<QString, int, quint32, quint32, quint64, int>;
inline std::vector<OrderedRecord> orderedRecords(const ModArchive &archive)
{
    std::vector<OrderedRecord> rows;
    for (const ModRecord &r : archive.records())
        rows.emplace_back(r.path(), r.type, r.size, r.crc32, r.fileTime, r.block);
    return rows;
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

/// The mod at `path`, or nullptr (with the error printed).
inline std::unique_ptr<ModArchive> openModOrWarn(const QString &path)
{
    auto archive = ModArchive::open(path);
    if (!archive)
        qWarning() << archive.error().toString();
    return archive ? std::move(archive).value() : nullptr;
}

/// Every record with data: path → bytes ("<unreadable>" when reading fails).
inline QMap<QString, QByteArray> entryBytes(const ModArchive &mod)
{
    QMap<QString, QByteArray> out;
    for (std::size_t i = 0; i < mod.records().size(); ++i) {
        if (!mod.records()[i].hasData())
            continue;
        auto bytes = mod.readEntry(int(i));
        out.insert(mod.records()[i].path(), bytes ? bytes.value() : QByteArray("<unreadable>"));
    }
    return out;
}

/// The type code of the first record with this path, or 0xFF.
inline quint8 typeOfPath(const ModArchive &mod, const QString &path)
{
    const int index = recordIndex(mod, path);
    return index < 0 ? quint8(0xFF) : mod.records()[std::size_t(index)].type;
}

/// The whole file.
inline QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace mwb::test::tl2
