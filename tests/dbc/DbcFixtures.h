// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LittleEndianWriter.h"
#include "TestFiles.h"
#include "mwb/formats/dbc/EditableTable.h"

#include <QDirIterator>
#include <QStringList>

namespace mwb::test {

class DbcBytes : public LittleEndianWriter<DbcBytes>
{ };

/// A WDBC file: header, `records` (each a list of u32 fields), then `strings` as the string block.
inline QByteArray wdbc(const QList<QList<quint32>> &records, const QByteArray &strings, int fieldCount = -1)
{
    const quint32 fields = quint32(fieldCount >= 0 ? fieldCount : (records.isEmpty() ? 0 : records.first().size()));
    DbcBytes b;
    b.raw("WDBC").u32(quint32(records.size())).u32(fields).u32(fields * 4).u32(quint32(strings.size()));
    for (const QList<quint32> &record : records) {
        for (quint32 value : record)
            b.u32(value);
    }
    return b.raw(strings);
}

/// Every .dbc file below the corpus folder `dir` (its own tables and the 30 of AzerothUniverseCore/UniverseDBC).
inline QStringList corpusTableFiles(const QString &dir)
{
    QStringList files;
    QDirIterator it(dir, {QStringLiteral("*.dbc")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

/// The table in `bytes`, named `name` (its definition applies); a test fixture that must open.
inline formats::dbc::EditableTable openTable(const QByteArray &bytes, const QString &name)
{
    auto table = formats::dbc::EditableTable::open(bytes, name, name);
    if (!table)
        qFatal("%s", qPrintable(table.error().toString()));
    return std::move(*table);
}

/// The bytes of `table`, which must write.
inline QByteArray tableBytes(const formats::dbc::EditableTable &table)
{
    auto bytes = table.toBytes();
    if (!bytes)
        qFatal("%s", qPrintable(bytes.error().toString()));
    return *bytes;
}

} // namespace mwb::test
