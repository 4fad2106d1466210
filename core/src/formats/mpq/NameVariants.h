// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <functional>

namespace mwb::formats::mpq {

/// The archive names a path written inside a file may stand for, as the games resolve it. Warcraft III loads an
/// .mdx for a model written as .mdl and a model's portrait from <name>_portrait; textures are written as .tga or
/// .blp for either (.dds in Reforged); sounds as .wav or .mp3; a command-button icon BTN<name> has its disabled twin
/// DISBTN<name> (beside it or in CommandButtonsDisabled\) and a passive PASBTN<name>; imports live in
/// war3mapImported\ or, imported flat, under their bare file name. World of Warcraft tables name .m2 models .mdx;
/// a model comes with <name>00.skin…03.skin, a world model with its groups <name>_000.wmo…, and a texture is
/// often named without its extension (such a path is tried with the usual extensions only, no other variant).
class NameVariants
{
public:
    /// The path as archives store it: '/' becomes '\\', a doubled "\\\\" (an escaped script string) one '\\',
    /// surrounding blanks and a leading ".\\" or '\\' go. Empty when nothing is left.
    [[nodiscard]] static QByteArray normalize(QByteArrayView path);
    /// Calls `visit` with `path` (normalized) and each of its variants; a variant may come more than once.
    static void forEach(QByteArrayView path, const std::function<void(QByteArrayView)> &visit);

private:
    /// forEach() of a normalized name that has an extension.
    static void forEachNamed(QByteArrayView name, const std::function<void(QByteArrayView)> &visit);
};

} // namespace mwb::formats::mpq
