// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "PakFixtures.h"
#include "Tl2ModFixture.h"

#include <QFileInfo>

namespace mwb::test {

/// The Torchlight 2 game archive pair: DATA.PAK + DATA.PAK.MAN split from a .MOD that Tl2ModFixture packs (the .PAK is
/// its data section, the .MAN its manifest). Read-only; opened from the .PAK (its .MAN found beside it).
class Tl2PakFixture final : public ArchiveFixture
{
public:
    QString formatId() const override { return QStringLiteral("tl2pak"); }
    QString fileName() const override { return QStringLiteral("DATA.PAK"); }
    QString entryPath(const QString &file) const override { return m_mod.entryPath(file); }

    bool build(const QString &path, const ArchiveFiles &files) const override
    {
        QTemporaryDir dir;
        const QString mod = dir.filePath(m_mod.fileName());
        return dir.isValid() && m_mod.build(mod, files) && split(mod, path);
    }

    bool buildEscaping(const QString &path, const ArchiveFiles &files) const override
    {
        QTemporaryDir dir;
        const QString mod = dir.filePath(m_mod.fileName());
        return dir.isValid() && m_mod.buildEscaping(mod, files) && split(mod, path);
    }

    bool corrupt(const QString &path, const QString &file, const ArchiveFiles &files) const override
    {
        // The suite copies the archive file alone: a copied .PAK gets its pair rebuilt from the same files first.
        if (!QFileInfo::exists(path + QStringLiteral(".MAN")) && !build(path, files))
            return false;
        const auto pak = formats::tl2mod::ModArchive::openPak(path);
        return pak && Tl2ModFixture::corruptBlock(**pak, entryPath(file));
    }

private:
    static bool split(const QString &mod, const QString &pak)
    {
        return tl2::writePakPair(mod, pak, tl2::PakManifestStyle::ModTail).isEmpty();
    }

    Tl2ModFixture m_mod;
};

} // namespace mwb::test
