// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SharedCorpus.h"
#include "mwb/core/StructureNode.h"
#include "mwb/formats/tl2mod/ModArchive.h"

#include <QDirIterator>
#include <QFile>
#include <QString>

#include <algorithm>
#include <functional>
#include <vector>

namespace mwb::test {

/// One file of the TL2 corpus: a loose file or an entry of a .MOD, with its bytes.
struct CorpusFile
{
    QString label; ///< "<corpus-relative path>" or "<mod>::<entry path>"
    QString entryPath; ///< the path inside MEDIA/ ("MEDIA/UI.RAW") or the loose file's path
    QByteArray bytes;
};

/// Every .MOD of the TL2 corpus, sorted by path.
inline QStringList corpusMods(const QString &root)
{
    QStringList mods;
    QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (path.endsWith(QLatin1String(".mod"), Qt::CaseInsensitive))
            mods.append(path);
    }
    mods.sort();
    return mods;
}

/// Every loose file and every .MOD entry of the corpus whose name matches `accept` (called with the upper-cased
/// file name), loose files first, both in path order. Fails the calling test on a read error.
inline std::vector<CorpusFile> corpusFiles(const QString &root, const std::function<bool(const QString &)> &accept)
{
    std::vector<CorpusFile> files;
    QStringList loose;
    QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (accept(it.fileName().toUpper()))
            loose.append(path);
    }
    loose.sort();
    for (const QString &path : loose) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        files.push_back({QDir(root).relativeFilePath(path), path, file.readAll()});
    }
    for (const QString &modPath : corpusMods(root)) {
        auto archive = formats::tl2mod::ModArchive::open(modPath);
        if (!archive)
            return {};
        const auto &records = (*archive)->records();
        for (int i = 0; i < static_cast<int>(records.size()); ++i) {
            const auto &record = records[static_cast<std::size_t>(i)];
            if (!record.hasData() || !accept(record.name.toUpper()))
                continue;
            auto bytes = (*archive)->readEntry(i);
            if (!bytes)
                return {};
            files.push_back({QDir(root).relativeFilePath(modPath) + QStringLiteral("::") + record.path(), record.path(),
                std::move(bytes).value()});
        }
    }
    return files;
}

/// Byte ranges [offset, offset + size) of every leaf of `root` that has bytes, lazy children included.
inline std::vector<std::pair<qint64, qint64>> leafRanges(const StructureNode &root)
{
    std::vector<std::pair<qint64, qint64>> ranges;
    std::function<void(const StructureNode &)> walk = [&](const StructureNode &node) {
        if (node.childCount() == 0) {
            if (node.offset >= 0)
                ranges.emplace_back(node.offset, node.size);
            return;
        }
        if (node.lazyCount > 0) {
            for (int row = 0; row < node.lazyCount; ++row)
                walk(node.makeChild(row));
            return;
        }
        for (const StructureNode &child : node.children)
            walk(child);
    };
    walk(root);
    return ranges;
}

/// Empty when the leaves of `root` tile [0, size) exactly (no gap, no overlap), else a description of the first
/// problem.
inline QString coverageProblem(const StructureNode &root, qint64 size)
{
    auto ranges = leafRanges(root);
    std::sort(ranges.begin(), ranges.end());
    qint64 at = 0;
    for (const auto &[offset, length] : ranges) {
        if (offset != at)
            return QStringLiteral("leaf at %1 (size %2), expected one at %3").arg(offset).arg(length).arg(at);
        if (length <= 0)
            return QStringLiteral("empty leaf at %1").arg(offset);
        at += length;
    }
    return at == size ? QString() : QStringLiteral("leaves end at %1, the bytes at %2").arg(at).arg(size);
}

} // namespace mwb::test
