// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2mod/ModFolder.h"

#include "mwb/formats/tl2dat/DatDocument.h"

#include <QCoreApplication>
#include <QFile>

#include <utility>

namespace mwb::formats::tl2mod {

namespace {

using tl2dat::DatDocument;
using tl2dat::DatNode;
using tl2dat::DatProperty;

class ModFolderText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2mod::ModFolder)
};

// MOD.DAT keys (GUTS spelling).
const QString kName = QStringLiteral("NAME");
const QString kAuthor = QStringLiteral("AUTHOR");
const QString kDescription = QStringLiteral("DESCRIPTION");
const QString kWebsite = QStringLiteral("WEBSITE");
const QString kDownloadUrl = QStringLiteral("DOWNLOAD_URL");
const QString kModId = QStringLiteral("MOD_ID");
const QString kVersion = QStringLiteral("VERSION");
const QString kModFileName = QStringLiteral("MOD_FILE_NAME");
const QString kRequiredMods = QStringLiteral("REQUIRED_MODS");
const QString kRemoveFiles = QStringLiteral("REMOVE_FILES");
const QString kString = QStringLiteral("STRING");
const QString kInteger = QStringLiteral("INTEGER");
const QString kInteger64 = QStringLiteral("INTEGER64");

/// The text fields MOD.DAT and the header share (seed 001 §1.2: NAME is the header's title).
const std::pair<QString ModInfo::*, QString ModHeader::*> kTextFields[] = {
    {&ModInfo::name, &ModHeader::title},
    {&ModInfo::author, &ModHeader::author},
    {&ModInfo::description, &ModHeader::description},
    {&ModInfo::website, &ModHeader::website},
    {&ModInfo::downloadUrl, &ModHeader::downloadUrl},
};

Error invalid(const QString &message, const QString &path, qint64 offset)
{
    return Error{ErrorCode::InvalidInput, message, path, offset};
}

/// An INTEGER64 written signed or unsigned, as the 64-bit pattern the header stores.
bool parseId(const QString &text, quint64 *id)
{
    bool ok = false;
    const qint64 signedValue = text.trimmed().toLongLong(&ok);
    if (ok) {
        *id = static_cast<quint64>(signedValue);
        return true;
    }
    *id = text.trimmed().toULongLong(&ok);
    return ok;
}

Result<quint64> idOf(const DatNode &node, const QString &path)
{
    for (const QStringView key : {u"MOD_ID", u"GUID", u"ID"}) {
        if (const DatProperty *p = node.find(key)) {
            quint64 id = 0;
            if (!parseId(p->value, &id))
                return invalid(ModFolderText::tr("%1 is not a 64-bit number: \"%2\"").arg(p->key, p->value), path,
                    p->sourceOffset);
            return id;
        }
    }
    return quint64(0);
}

Result<qint64> integerOf(const DatNode &node, const QString &key, qint64 min, qint64 max, const QString &path)
{
    const DatProperty *p = node.find(key);
    if (!p)
        return qint64(0);
    bool ok = false;
    const qint64 value = p->value.trimmed().toLongLong(&ok);
    if (!ok || value < min || value > max) {
        return invalid(
            ModFolderText::tr("%1 must be a number from %2 to %3, not \"%4\"").arg(key).arg(min).arg(max).arg(p->value),
            path, p->sourceOffset);
    }
    return value;
}

Result<void> readRequiredMods(const DatNode &block, const QString &path, ModInfo &info)
{
    for (const DatNode &mod : block.children) {
        auto id = idOf(mod, path);
        if (!id)
            return id.error();
        auto version = integerOf(mod, kVersion, 0, 0xFFFF, path);
        if (!version)
            return version.error();
        info.requiredMods.append(RequiredMod{mod.value(kName), id.value(), static_cast<quint16>(version.value())});
    }
    return {};
}

} // namespace

Result<ModInfo> readModDat(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error{ErrorCode::Io, file.errorString(), path, -1};
    return parseModDat(file.readAll(), path);
}

Result<ModInfo> parseModDat(const QByteArray &bytes, const QString &pathForErrors)
{
    auto doc = DatDocument::parse(bytes, pathForErrors);
    if (!doc)
        return invalid(doc.error().message, pathForErrors, doc.error().offset);
    const DatNode &root = doc.value().root;
    if (root.tag.compare(QLatin1String("MOD"), Qt::CaseInsensitive) != 0) {
        return invalid(ModFolderText::tr("MOD.DAT must hold a [MOD] block, not [%1]").arg(root.tag), pathForErrors,
            root.sourceOffset);
    }
    ModInfo info;
    info.name = root.value(kName);
    info.author = root.value(kAuthor);
    info.description = root.value(kDescription);
    info.website = root.value(kWebsite);
    info.downloadUrl = root.value(kDownloadUrl);
    info.modFileName = root.value(kModFileName);
    auto id = idOf(root, pathForErrors);
    if (!id)
        return id.error();
    info.modId = id.value();
    // The header stores VERSION + 1 in a u16, so VERSION may be -1 (editor builds) up to 65534.
    auto version = integerOf(root, kVersion, -1, 0xFFFE, pathForErrors);
    if (!version)
        return version.error();
    info.version = static_cast<qint32>(version.value());
    if (const DatNode *required = root.child(kRequiredMods)) {
        if (auto ok = readRequiredMods(*required, pathForErrors, info); !ok)
            return ok.error();
    }
    if (const DatNode *removed = root.child(kRemoveFiles)) {
        for (const DatProperty &p : removed->properties) {
            if (!p.value.trimmed().isEmpty())
                info.removeFiles.append(p.value.trimmed());
        }
    }
    return info;
}

QByteArray writeModDat(const ModInfo &info)
{
    DatDocument doc;
    DatNode &root = doc.root;
    root.tag = QStringLiteral("MOD");
    root.add(kString, kAuthor, info.author);
    root.add(kString, kName, info.name);
    root.add(kString, kDescription, info.description);
    root.add(kInteger64, kModId, QString::number(static_cast<qint64>(info.modId)));
    root.add(kString, kWebsite, info.website);
    root.add(kString, kDownloadUrl, info.downloadUrl);
    if (!info.modFileName.isEmpty())
        root.add(kString, kModFileName, info.modFileName);
    root.add(kInteger, kVersion, QString::number(info.version));
    if (!info.requiredMods.isEmpty()) {
        DatNode required;
        required.tag = kRequiredMods;
        for (const RequiredMod &mod : info.requiredMods) {
            DatNode entry;
            entry.tag = QStringLiteral("MOD");
            entry.add(kString, kName, mod.name);
            entry.add(kInteger64, kModId, QString::number(static_cast<qint64>(mod.id)));
            entry.add(kInteger, kVersion, QString::number(mod.version));
            required.children.push_back(std::move(entry));
        }
        root.children.push_back(std::move(required));
    }
    if (!info.removeFiles.isEmpty()) {
        DatNode removed;
        removed.tag = kRemoveFiles;
        for (const QString &file : info.removeFiles)
            removed.add(kString, QStringLiteral("FILE"), file);
        root.children.push_back(std::move(removed));
    }
    return doc.toUtf16();
}

ModInfo modInfoFromHeader(const ModHeader &header, const QString &modFileName)
{
    ModInfo info;
    for (const auto &[infoField, headerField] : kTextFields)
        info.*infoField = header.*headerField;
    info.modId = header.modId;
    info.version = qint32(header.modVersion) - 1;
    info.modFileName = modFileName;
    info.requiredMods = header.requiredMods;
    info.removeFiles = header.removedFiles;
    return info;
}

ModHeader headerFromModInfo(const ModInfo &info, quint64 gameVersion)
{
    ModHeader header;
    for (const auto &[infoField, headerField] : kTextFields)
        header.*headerField = info.*infoField;
    header.modId = info.modId;
    header.modVersion = static_cast<quint16>(info.version + 1);
    header.gameVersion = gameVersion;
    header.requiredMods = info.requiredMods;
    header.removedFiles = info.removeFiles;
    return header;
}

} // namespace mwb::formats::tl2mod
