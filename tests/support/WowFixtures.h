// SPDX-License-Identifier: GPL-3.0-or-later
// Generated WoW fixtures: WDBC tables (SpellIcon, Languages), BLP icons with known pixels, and MPQ archives
// holding them, written by the project's own writers.
#pragma once

#include "mwb/core/Progress.h"
#include "mwb/formats/blp/BlpEncoder.h"
#include "mwb/formats/mpq/MpqWriter.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QtEndian>

#include <utility>
#include <vector>

namespace mwb::test {

/// A WDBC file: `records` rows of `fields` u32 values, and the string block (starting with NUL) they point into.
inline QByteArray dbcFile(int fields, const std::vector<std::vector<quint32>> &records, const QByteArray &strings)
{
    QByteArray out("WDBC");
    const auto u32 = [&out](quint32 value) {
        char bytes[4];
        qToLittleEndian(value, bytes);
        out.append(bytes, 4);
    };
    u32(quint32(records.size()));
    u32(quint32(fields));
    u32(quint32(fields * 4));
    u32(quint32(strings.size()));
    for (const auto &record : records) {
        for (const quint32 value : record)
            u32(value);
    }
    return out + strings;
}

/// Adds `text` to a string block (starting with NUL) and returns its offset.
inline quint32 addString(QByteArray &strings, const QByteArray &text)
{
    if (strings.isEmpty())
        strings.append('\0');
    const auto offset = quint32(strings.size());
    strings.append(text).append('\0');
    return offset;
}

/// SpellIcon.dbc (3.3.5a: ID, TextureFilename) with one row per (id, path).
inline QByteArray spellIconDbc(const std::vector<std::pair<quint32, QByteArray>> &rows)
{
    QByteArray strings;
    std::vector<std::vector<quint32>> records;
    for (const auto &[id, path] : rows)
        records.push_back({id, addString(strings, path)});
    return dbcFile(2, records, strings);
}

/// An RGBA image of `width` × `height` whose pixel (x, y) is (x·16, y·16, 200, x even ? 255 : 0): every value
/// distinct, half of it transparent.
inline formats::blp::RgbaImage patternImage(int width, int height, quint8 blue = 200)
{
    formats::blp::RgbaImage image;
    image.width = width;
    image.height = height;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x)
            image.rgba.append(char(x * 16)).append(char(y * 16)).append(char(blue)).append(char(x % 2 ? 0 : 255));
    }
    return image;
}

/// A palettized BLP2 of patternImage() (exact: no more than 256 colours), with mips unless `mipmaps` is false.
inline QByteArray patternBlp(int width, int height, quint8 blue = 200, bool mipmaps = true)
{
    formats::blp::BlpEncodeOptions options;
    options.target = formats::blp::BlpTarget::Palette;
    options.mipmaps = mipmaps;
    return formats::blp::encodeBlp(patternImage(width, height, blue), options).value();
}

/// Writes an MPQ (WoW 3.3.5a preset) holding `files` (name, bytes) at `path`; the error text on failure.
inline QString writeMpq(const QString &path, const std::vector<std::pair<QString, QByteArray>> &files)
{
    auto writer = formats::mpq::MpqWriter::create(formats::mpq::MpqWriter::preset(u"wow-335a")->options);
    if (!writer)
        return writer.error().toString();
    for (const auto &[name, data] : files) {
        if (auto added = (*writer)->add(name, EntrySource::fromBytes(data)); !added)
            return added.error().toString();
    }
    SilentProgress progress;
    auto report = (*writer)->commit(path, progress);
    return report ? QString() : report.error().toString();
}

} // namespace mwb::test
