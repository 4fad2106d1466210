// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModFolderGenerator.h"

#include "mwb/formats/tl2dat/DatDocument.h"
#include "mwb/formats/tl2mod/ModFolder.h"
#include "mwb/formats/tl2mod/ModPacker.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <QRandomGenerator64>

namespace mwb::bench {

namespace {

/// Text-like content: DAT-style lines built from a small vocabulary (compresses roughly 5:1).
QByteArray textContent(QRandomGenerator64 &rng, qsizetype size)
{
    static const char *const words[] = {"[UNIT]\r\n", "[/UNIT]\r\n",
        "\t<STRING>NAME:", "\t<INTEGER>LEVEL:", "\t<FLOAT>DAMAGE_BONUS:", "\t<STRING>ICON:", "SWORD_OF_", "FIRE", "ICE",
        "POISON", "\r\n", "MONSTER", "\t<BOOL>UNIQUE:true\r\n", "MEDIA/UNITS/ITEMS/"};
    QByteArray out;
    out.reserve(size + 64);
    while (out.size() < size) {
        const quint64 r = rng.generate();
        out += words[r % std::size(words)];
        if ((r >> 8) % 4 == 0)
            out += QByteArray::number(int((r >> 16) % 100000));
    }
    out.truncate(size);
    return out;
}

/// Semi-random content: random bytes mixed with repeated runs, like textures and meshes (compresses ~1.5:1).
QByteArray binaryContent(QRandomGenerator64 &rng, qsizetype size)
{
    QByteArray out(size, Qt::Uninitialized);
    qsizetype i = 0;
    while (i < size) {
        const quint64 r = rng.generate();
        const qsizetype run = qsizetype(r % 64) + 8;
        const bool repeat = (r >> 32) % 3 == 0 && i >= 256;
        for (qsizetype k = 0; k < run && i < size; ++k, ++i)
            out[i] = repeat ? out[i - 256] : char(rng.generate() >> 56);
    }
    return out;
}

QByteArray noiseContent(QRandomGenerator64 &rng, qsizetype size)
{
    QByteArray out(size, Qt::Uninitialized);
    for (char &c : out)
        c = char(rng.generate() >> 56);
    return out;
}

QByteArray contentOf(FileKind kind, QRandomGenerator64 &rng, qsizetype size)
{
    switch (kind) {
    case FileKind::Dat:
        return textContent(rng, size);
    case FileKind::Jpg:
        return noiseContent(rng, size);
    case FileKind::Dds:
    case FileKind::Wav:
        break;
    }
    return binaryContent(rng, size);
}

QString extensionOf(FileKind kind)
{
    switch (kind) {
    case FileKind::Dat:
        return QStringLiteral("DAT");
    case FileKind::Dds:
        return QStringLiteral("DDS");
    case FileKind::Jpg:
        return QStringLiteral("JPG");
    case FileKind::Wav:
        break;
    }
    return QStringLiteral("WAV");
}

/// The kinds of one cycle of the mix, in order.
std::vector<const FileMix *> cycleOf(const std::vector<FileMix> &mix)
{
    std::vector<const FileMix *> cycle;
    for (const FileMix &kind : mix) {
        for (int i = 0; i < kind.weight; ++i)
            cycle.push_back(&kind);
    }
    return cycle;
}

} // namespace

std::optional<GeneratedFolder> generateModFolder(
    const QString &dir, qint64 targetBytes, const std::vector<FileMix> &mix)
{
    QDir().mkpath(dir);
    QFile modDat(dir + QStringLiteral("/MOD.DAT"));
    formats::tl2mod::ModInfo info;
    info.name = QStringLiteral("Benchmark");
    info.modFileName = QStringLiteral("Benchmark");
    if (!modDat.open(QIODevice::WriteOnly) || modDat.write(formats::tl2mod::writeModDat(info)) < 0)
        return std::nullopt;
    const std::vector<const FileMix *> cycle = cycleOf(mix);
    QRandomGenerator64 rng(42);
    GeneratedFolder folder;
    for (int i = 0; folder.bytes < targetBytes; ++i) {
        const FileMix &kind = *cycle[std::size_t(i) % cycle.size()];
        const qsizetype size = kind.minSize + qsizetype(rng.generate() % quint64(kind.maxSize - kind.minSize));
        const QString path = QStringLiteral("MEDIA/SET%1/%2.%3").arg(i % 40).arg(i).arg(extensionOf(kind.kind));
        const QString file = dir + QLatin1Char('/') + path;
        QDir().mkpath(QFileInfo(file).path());
        QFile out(file);
        const QByteArray bytes = contentOf(kind.kind, rng, size);
        if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size())
            return std::nullopt;
        if (kind.kind == FileKind::Dat && folder.firstDat.isEmpty())
            folder.firstDat = path;
        folder.bytes += size;
        ++folder.files;
    }
    return folder;
}

std::vector<FileMix> typicalModMix()
{
    return {{FileKind::Dat, 8, 4 * 1024, 36 * 1024}, {FileKind::Dds, 6, 24 * 1024, 136 * 1024},
        {FileKind::Jpg, 3, 16 * 1024, 96 * 1024}, {FileKind::Wav, 3, 32 * 1024, 128 * 1024}};
}

QByteArray editedDat()
{
    formats::tl2dat::DatDocument dat;
    dat.root.tag = QStringLiteral("UNIT");
    dat.root.add(QStringLiteral("STRING"), QStringLiteral("NAME"), QStringLiteral("Edited sword"));
    for (int i = 0; i < 200; ++i)
        dat.root.add(QStringLiteral("INTEGER"), QStringLiteral("LEVEL%1").arg(i), QString::number(i * 7));
    return dat.toUtf16();
}

QString generateManyFileMod(const QString &dir, int entries)
{
    const QString folder = dir + QStringLiteral("/Gen");
    mwb::formats::tl2mod::ModInfo info;
    info.name = QStringLiteral("Tree benchmark");
    info.modFileName = QStringLiteral("TREE100K");
    QDir().mkpath(folder);
    QFile dat(folder + QStringLiteral("/MOD.DAT"));
    if (!dat.open(QIODevice::WriteOnly) || dat.write(mwb::formats::tl2mod::writeModDat(info)) < 0)
        return {};
    dat.close();
    for (int i = 0; i < entries; ++i) {
        const QString sub = QStringLiteral("%1/MEDIA/UNITS/GROUP%2/SET%3").arg(folder).arg(i % 100).arg(i / 100 % 10);
        if (i < 1000)
            QDir().mkpath(sub);
        QFile file(QStringLiteral("%1/ITEM_%2.BIN").arg(sub).arg(i));
        if (!file.open(QIODevice::WriteOnly) || file.write(QByteArray::number(i)) < 0)
            return {};
    }
    mwb::SilentProgress progress;
    const QString out = dir + QStringLiteral("/TREE100K.MOD");
    auto packed = mwb::formats::tl2mod::packModFolder(folder, out, {}, progress);
    return packed ? out : QString();
}

} // namespace mwb::bench
