// SPDX-License-Identifier: GPL-3.0-or-later
#include "NameVariants.h"

#include <QString>

#include <initializer_list>

namespace mwb::formats::mpq {

namespace {

const QByteArray kImported = QByteArrayLiteral("war3mapImported\\");
const QByteArray kDisabledFolder = QByteArrayLiteral("ReplaceableTextures\\CommandButtonsDisabled\\");

/// What a path written without an extension is, most often.
constexpr const char *kAddedExtensions[] = {"blp", "tga", "mdx", "m2", "wav", "mp3"};

/// Extensions a game swaps for one another when it loads a file.
const std::initializer_list<std::initializer_list<const char *>> kSwappedExtensions = {
    {"mdl", "mdx", "m2"},
    {"blp", "tga", "dds"},
    {"wav", "mp3"},
};

bool startsWithNoCase(QByteArrayView text, QByteArrayView prefix)
{
    return text.size() >= prefix.size() && text.first(prefix.size()).compare(prefix, Qt::CaseInsensitive) == 0;
}

/// The name with each extension its group swaps in (the name itself included).
void forEachExtension(QByteArrayView name, const std::function<void(QByteArrayView)> &visit)
{
    visit(name);
    const qsizetype dot = name.lastIndexOf('.');
    if (dot < 0)
        return;
    const QByteArrayView extension = name.sliced(dot + 1);
    for (const auto &group : kSwappedExtensions) {
        bool member = false;
        for (const char *e : group)
            member = member || extension.compare(QByteArrayView(e), Qt::CaseInsensitive) == 0;
        if (!member)
            continue;
        for (const char *e : group)
            visit(QByteArray(name.first(dot + 1).toByteArray() + e));
    }
}

/// The files that come with a World of Warcraft model (its skins <name>00.skin…03.skin) or world model (its groups
/// <name>_000.wmo…).
void forEachWowPart(QByteArrayView name, QByteArrayView extension, const std::function<void(QByteArrayView)> &visit)
{
    constexpr int kSkins = 4;
    constexpr int kGroups = 100;
    const QByteArray base = name.first(name.size() - extension.size() - 1).toByteArray();
    if (extension.compare("m2", Qt::CaseInsensitive) == 0) {
        for (int i = 0; i < kSkins; ++i)
            visit(QByteArray(base + QByteArray::number(i).rightJustified(2, '0') + ".skin"));
    } else if (extension.compare("wmo", Qt::CaseInsensitive) == 0) {
        for (int i = 0; i < kGroups; ++i)
            visit(QByteArray(base + '_' + QByteArray::number(i).rightJustified(3, '0') + ".wmo"));
    }
}

/// Portraits of models, disabled and passive twins of button icons, parts of WoW models.
void forEachTwin(QByteArrayView name, const std::function<void(QByteArrayView)> &visit)
{
    const qsizetype dot = name.lastIndexOf('.');
    const qsizetype slash = name.lastIndexOf('\\');
    if (dot <= slash + 1)
        return;
    const QByteArrayView folder = name.first(slash + 1);
    const QByteArrayView file = name.sliced(slash + 1);
    const QByteArrayView extension = name.sliced(dot + 1);
    if (extension.compare("mdx", Qt::CaseInsensitive) == 0 || extension.compare("mdl", Qt::CaseInsensitive) == 0)
        visit(QByteArray(name.first(dot).toByteArray() + "_portrait." + extension.toByteArray()));
    forEachWowPart(name, extension, visit);
    if (startsWithNoCase(file, "BTN")) {
        visit(QByteArray(folder.toByteArray() + "DIS" + file.toByteArray()));
        visit(QByteArray(kDisabledFolder + "DIS" + file.toByteArray()));
        visit(QByteArray(folder.toByteArray() + "PAS" + file.toByteArray()));
    }
}

} // namespace

QByteArray NameVariants::normalize(QByteArrayView path)
{
    QByteArray name = path.trimmed().toByteArray();
    name.replace('/', '\\');
    while (name.contains("\\\\"))
        name.replace("\\\\", "\\");
    if (name.startsWith(".\\"))
        name.remove(0, 2);
    while (name.startsWith('\\'))
        name.remove(0, 1);
    return name;
}

void NameVariants::forEach(QByteArrayView path, const std::function<void(QByteArrayView)> &visit)
{
    const QByteArray name = normalize(path);
    if (name.isEmpty())
        return;
    if (name.lastIndexOf('.') <= name.lastIndexOf('\\')) {
        for (const char *extension : kAddedExtensions)
            visit(QByteArray(name + '.' + extension));
        return;
    }
    forEachNamed(name, visit);
}

void NameVariants::forEachNamed(QByteArrayView name, const std::function<void(QByteArrayView)> &visit)
{
    const auto withTwins = [&visit](QByteArrayView variant) {
        visit(variant);
        forEachTwin(variant, [&visit](QByteArrayView twin) {
            forEachExtension(twin, visit);
        });
    };
    const auto withFolders = [&withTwins](QByteArrayView variant) {
        forEachExtension(variant, withTwins);
        const qsizetype slash = variant.lastIndexOf('\\');
        const QByteArrayView file = variant.sliced(slash + 1);
        if (slash >= 0)
            forEachExtension(file, withTwins);
        forEachExtension(QByteArray(kImported + file.toByteArray()), withTwins);
        if (startsWithNoCase(variant, kImported))
            forEachExtension(variant.sliced(kImported.size()), withTwins);
    };
    withFolders(name);
}

} // namespace mwb::formats::mpq
