// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ArchiveFixture.h"
#include "TestFiles.h"
#include "mwb/core/Progress.h"
#include "mwb/formats/tl2mod/ModArchive.h"
#include "mwb/formats/tl2mod/ModFolder.h"
#include "mwb/formats/tl2mod/ModPacker.h"

#include <QTemporaryDir>

namespace mwb::test {

/// Torchlight 2 .MOD: packed by packModFolder() from a mod folder (files below MEDIA/, stored as they are).
class Tl2ModFixture final : public ArchiveFixture
{
public:
    QString formatId() const override { return QStringLiteral("tl2mod"); }
    QString fileName() const override { return QStringLiteral("contract.MOD"); }
    QString entryPath(const QString &file) const override { return QStringLiteral("MEDIA/") + file; }

    bool build(const QString &path, const ArchiveFiles &files) const override
    {
        QTemporaryDir folder;
        formats::tl2mod::ModInfo info;
        info.name = QStringLiteral("Contract");
        bool ok = folder.isValid() && writeFile(folder.filePath(QStringLiteral("MOD.DAT")), writeModDat(info));
        for (auto it = files.begin(); ok && it != files.end(); ++it)
            ok = writeFile(folder.filePath(entryPath(it.key())), it.value());
        formats::tl2mod::PackOptions options;
        options.compileSources = false;
        SilentProgress progress;
        return ok && packModFolder(folder.path(), path, options, progress).has_value();
    }

    bool buildEscaping(const QString &path, const ArchiveFiles &files) const override
    {
        // The packer refuses such names, so a same-length placeholder name is patched in the manifest (UTF-16LE).
        ArchiveFiles withPlaceholder = files;
        withPlaceholder.insert(QStringLiteral("XXXEVIL.TXT"), "evil");
        if (!build(path, withPlaceholder))
            return false;
        QByteArray bytes = readFile(path);
        const QByteArray placeholder = utf16(QStringLiteral("XXXEVIL.TXT"));
        const qsizetype at = bytes.indexOf(placeholder);
        if (at < 0)
            return false;
        bytes.replace(at, placeholder.size(), utf16(QStringLiteral("..\\EVIL.TXT")));
        return writeFile(path, bytes);
    }

    bool corrupt(const QString &path, const QString &file, const ArchiveFiles &) const override
    {
        const auto mod = formats::tl2mod::ModArchive::open(path);
        return mod && corruptBlock(**mod, entryPath(file));
    }

    /// Flips one payload byte of the block of the record at `entryPath` in `archive`'s source file (a .MOD, or the
    /// .PAK of a game archive pair); false when there is no such record.
    static bool corruptBlock(const formats::tl2mod::ModArchive &archive, const QString &entryPath)
    {
        const auto &records = archive.records();
        for (std::size_t i = 0; i < records.size(); ++i) {
            if (records[i].path() != entryPath)
                continue;
            const auto block = archive.block(static_cast<int>(i));
            if (!block)
                return false;
            QByteArray bytes = readFile(archive.path());
            bytes[block->payloadOffset() + block->payloadSize() / 2] ^= char(0x5A);
            return writeFile(archive.path(), bytes);
        }
        return false;
    }

private:
    static QByteArray utf16(const QString &text)
    {
        return QByteArray(reinterpret_cast<const char *>(text.utf16()), text.size() * 2);
    }
};

} // namespace mwb::test
