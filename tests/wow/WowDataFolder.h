// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "MpqFiles.h"
#include "StormLibOracle.h"
#include "mwb/formats/dbc/EditableTable.h"

#include <QDir>
#include <QImage>

#include <utility>
#include <vector>

namespace mwb::test {

/// SpellIcon.dbc rows: ID → icon path as the table stores it.
using IconRows = std::vector<std::pair<qint64, QString>>;

/// A 3.3.5a SpellIcon.dbc (the build's definition) holding `rows`, made with the project's table editor.
inline QByteArray spellIconTable(const IconRows &rows)
{
    auto table = formats::dbc::EditableTable::create(
        formats::dbc::DbcSchema::defined(QStringLiteral("SpellIcon")), QStringLiteral("SpellIcon.dbc"));
    for (const auto &[id, path] : rows) {
        if (!table.addRow(id) || !table.setValue(table.rowOf(id), 1, path.toUtf8()))
            return {};
    }
    auto bytes = table.toBytes();
    return bytes ? *bytes : QByteArray();
}

/// An enUS Data folder below `root` as a client has it, written by our MPQ writer: stock archives (common.MPQ,
/// patch.MPQ, patch-3.MPQ, enUS/locale-enUS.MPQ with `stockIcons` as SpellIcon.dbc), a stock locale patch
/// (enUS/patch-enUS-3.MPQ) whose SpellIcon.dbc (`patchedIcons`) is the one the client reads, and a custom patch
/// (patch-4.MPQ) holding a BLP. Returns the Data folder, empty on failure.
inline QString writeEnUsDataFolder(const QString &root, const IconRows &stockIcons, const IconRows &patchedIcons)
{
    const QString data = QDir(root).filePath(QStringLiteral("Data"));
    const QString table = QStringLiteral("DBFilesClient\\SpellIcon.dbc");
    const bool ok = writeMpqFiles(data + QStringLiteral("/common.MPQ"),
                        {{QStringLiteral("Interface\\Icons\\Trade_Engineering.blp"), QByteArray(2048, 'c')}})
        && writeMpqFiles(data + QStringLiteral("/patch.MPQ"), {{QStringLiteral("readme.txt"), "patch"}})
        && writeMpqFiles(data + QStringLiteral("/patch-3.MPQ"), {{QStringLiteral("readme.txt"), "patch-3"}})
        && writeMpqFiles(data + QStringLiteral("/patch-4.MPQ"),
            {{QStringLiteral("Interface\\Icons\\Custom_Old.blp"), QByteArray(512, 'o')}})
        && writeMpqFiles(data + QStringLiteral("/enUS/locale-enUS.MPQ"), {{table, spellIconTable(stockIcons)}})
        && writeMpqFiles(data + QStringLiteral("/enUS/patch-enUS-3.MPQ"), {{table, spellIconTable(patchedIcons)}});
    return ok ? data : QString();
}

/// A `side` × `side` RGBA image of smooth gradients with alpha from 128 to 255 (top to bottom).
inline QImage gradientImage(int side)
{
    QImage image(side, side, QImage::Format_RGBA8888);
    for (int y = 0; y < side; ++y) {
        for (int x = 0; x < side; ++x)
            image.setPixel(x, y, qRgba(255 * x / side, 255 * y / side, 96, 128 + 127 * y / side));
    }
    return image;
}

/// The file `name` of the archive at `mpq` as StormLib reads it; empty when it cannot.
inline QByteArray stormRead(const QString &mpq, const QString &name)
{
    QString error;
    const auto archive = StormLibArchive::open(mpq, &error);
    return archive ? archive->read(name.toUtf8(), 0, &error).value_or(QByteArray()) : QByteArray();
}

} // namespace mwb::test
