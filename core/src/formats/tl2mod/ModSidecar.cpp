// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2mod/ModSidecar.h"

#include "mwb/formats/tl2mod/TypeCodes.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <map>

namespace mwb::formats::tl2mod {

namespace {

class SidecarText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2mod::ModSidecar)
};

// JSON keys: a stable, untranslated file format.
const QString kMagic = QStringLiteral("mwb_mod_sidecar");
const QString kNote = QStringLiteral("note");
const QString kSource = QStringLiteral("source");
const QString kManifestHash = QStringLiteral("manifest_hash");
const QString kFileCount = QStringLiteral("file_count");
const QString kGameVersion = QStringLiteral("game_version");
const QString kRemovedFiles = QStringLiteral("removed_files");
const QString kBlocks = QStringLiteral("blocks");
const QString kName = QStringLiteral("name");
const QString kRecords = QStringLiteral("records");
const QString kType = QStringLiteral("type");
const QString kSize = QStringLiteral("size");
const QString kCrc = QStringLiteral("crc32");
const QString kOffset = QStringLiteral("offset");
const QString kFileTime = QStringLiteral("filetime");
const QString kFile = QStringLiteral("file");
const QString kDuplicates = QStringLiteral("duplicates");
const QString kPath = QStringLiteral("path");
const QString kInFolder = QStringLiteral("in_folder");
const QString kRawCrcs = QStringLiteral("regenerated_raw_crc32");

QString hex32(quint32 value)
{
    return QStringLiteral("0x%1").arg(value, 8, 16, QLatin1Char('0'));
}

QJsonObject recordJson(const SidecarRecord &entry)
{
    const ModRecord &r = entry.record;
    QJsonObject o{{kName, r.name}, {kType, r.type}, {kSize, qint64(r.size)}, {kCrc, hex32(r.crc32)},
        {kOffset, qint64(r.offset)}, {kFileTime, QString::number(r.fileTime)}};
    if (!entry.file.isEmpty())
        o.insert(kFile, entry.file);
    return o;
}

/// Reads the typed fields of a sidecar, remembering the first malformed one.
class Reader
{
public:
    explicit Reader(QString path)
        : m_path(std::move(path))
    { }

    [[nodiscard]] bool failed() const { return !m_bad.isEmpty(); }
    [[nodiscard]] Error error() const
    {
        return Error{ErrorCode::InvalidInput,
            SidecarText::tr("The extraction record %1 has a malformed \"%2\"; delete it to pack the folder as GUTS "
                            "would")
                .arg(sidecarFileName(), m_bad),
            m_path, -1};
    }

    quint64 unsignedValue(const QJsonValue &value, const QString &key, quint64 max)
    {
        bool ok = false;
        quint64 n = 0;
        if (value.isDouble() && value.toDouble() >= 0 && value.toDouble() == double(value.toInteger())) {
            n = quint64(value.toInteger());
            ok = true;
        } else if (value.isString()) {
            const QString text = value.toString();
            n = text.startsWith(QLatin1String("0x")) ? text.mid(2).toULongLong(&ok, 16) : text.toULongLong(&ok, 10);
        }
        if (!ok || n > max)
            fail(key);
        return ok && n <= max ? n : 0;
    }

    QString text(const QJsonObject &o, const QString &key, bool required = true)
    {
        const QJsonValue value = o.value(key);
        if (value.isString())
            return value.toString();
        if (required || !value.isUndefined())
            fail(key);
        return {};
    }

    QJsonArray array(const QJsonObject &o, const QString &key)
    {
        const QJsonValue value = o.value(key);
        if (!value.isArray())
            fail(key);
        return value.toArray();
    }

    SidecarRecord record(const QJsonValue &value, const QString &directory)
    {
        const QJsonObject o = value.toObject();
        if (!value.isObject())
            fail(kRecords);
        SidecarRecord entry;
        ModRecord &r = entry.record;
        r.directory = directory;
        r.name = text(o, kName);
        r.type = quint8(unsignedValue(o.value(kType), kType, 0xFF));
        r.size = quint32(unsignedValue(o.value(kSize), kSize, 0xFFFFFFFFu));
        r.crc32 = quint32(unsignedValue(o.value(kCrc), kCrc, 0xFFFFFFFFu));
        r.offset = quint32(unsignedValue(o.value(kOffset), kOffset, 0xFFFFFFFFu));
        r.fileTime = unsignedValue(o.value(kFileTime), kFileTime, ~quint64(0));
        entry.file = text(o, kFile, false);
        return entry;
    }

    void fail(const QString &key)
    {
        if (m_bad.isEmpty())
            m_bad = key;
    }

private:
    QString m_path;
    QString m_bad;
};

} // namespace

std::vector<DuplicatePath> findDuplicatePaths(const std::vector<ModRecord> &records)
{
    std::map<QString, std::vector<int>> byPath;
    std::vector<QString> firstSeen;
    for (std::size_t i = 0; i < records.size(); ++i) {
        if (records[i].isDirectory())
            continue;
        std::vector<int> &list = byPath[records[i].path()];
        if (list.empty())
            firstSeen.push_back(records[i].path());
        list.push_back(static_cast<int>(i));
    }
    std::vector<DuplicatePath> duplicates;
    for (const QString &path : firstSeen) {
        const std::vector<int> &list = byPath[path];
        if (list.size() > 1)
            duplicates.push_back(DuplicatePath{path, list, list.back()});
    }
    return duplicates;
}

QString duplicatePathMessage(const std::vector<ModRecord> &records, const DuplicatePath &duplicate)
{
    QStringList list;
    for (const int index : duplicate.records) {
        const ModRecord &r = records.at(static_cast<std::size_t>(index));
        list << SidecarText::tr("#%1 (type %2 %3, %4 bytes)")
                    .arg(index)
                    .arg(r.type)
                    .arg(typeCodeName(r.type))
                    .arg(r.size);
    }
    return SidecarText::tr("%1 is the path of %2 records: %3. Which one the game reads is not known (specs/tl2.md, "
                           "deviation 5); an extracted folder holds the last, #%4, and keeps the others below %5")
        .arg(duplicate.path)
        .arg(duplicate.records.size())
        .arg(list.join(QLatin1String(", ")))
        .arg(duplicate.inFolder)
        .arg(shadowFolderName() + QLatin1Char('/'));
}

QString sidecarFileName()
{
    return QStringLiteral(".mwb-mod.json");
}

QString shadowFolderName()
{
    return QStringLiteral(".mwb-shadowed");
}

QString shadowedFilePath(int record, const QString &relativePath)
{
    return QStringLiteral("%1/%2/%3").arg(shadowFolderName()).arg(record).arg(relativePath);
}

QByteArray ModSidecar::toJson() const
{
    QJsonArray blockArray;
    for (const SidecarBlock &block : blocks) {
        QJsonArray records;
        for (const SidecarRecord &entry : block.records)
            records.append(recordJson(entry));
        blockArray.append(QJsonObject{{kName, block.name}, {kRecords, records}});
    }
    QJsonArray duplicateArray;
    for (const DuplicatePath &duplicate : duplicates) {
        QJsonArray indices;
        for (const int record : duplicate.records)
            indices.append(record);
        duplicateArray.append(
            QJsonObject{{kPath, duplicate.path}, {kRecords, indices}, {kInFolder, duplicate.inFolder}});
    }
    QJsonObject raws;
    for (auto it = regeneratedRawCrcs.cbegin(); it != regeneratedRawCrcs.cend(); ++it)
        raws.insert(it.key(), hex32(it.value()));
    QJsonObject root{
        {kMagic, kVersion},
        {kNote,
            QStringLiteral("Written by mwb-cli mod extract. mod pack reads it to reproduce the .MOD's records "
                           "(order, types, file times, duplicate paths kept below .mwb-shadowed/); files changed, "
                           "added or removed since follow the normal rules. Delete it to pack as GUTS would.")},
        {kSource, sourceFile},
        {kManifestHash, hex32(manifestHash)},
        {kFileCount, qint64(fileCount)},
        {kRemovedFiles, QJsonArray::fromStringList(removedFiles)},
        {kRawCrcs, raws},
        {kDuplicates, duplicateArray},
        {kBlocks, blockArray},
    };
    if (gameVersion)
        root.insert(kGameVersion, formatGameVersion(*gameVersion));
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

Result<ModSidecar> ModSidecar::fromJson(const QByteArray &json, const QString &pathForErrors)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        return Error{ErrorCode::InvalidInput,
            SidecarText::tr("The extraction record %1 is not valid JSON (%2); delete it to pack the folder as GUTS "
                            "would")
                .arg(sidecarFileName(), parseError.errorString()),
            pathForErrors, parseError.offset};
    }
    const QJsonObject root = doc.object();
    if (root.value(kMagic).toInt() != kVersion) {
        return Error{ErrorCode::Unsupported,
            SidecarText::tr("The extraction record %1 is not of version %2").arg(sidecarFileName()).arg(kVersion),
            pathForErrors, -1};
    }
    Reader read(pathForErrors);
    ModSidecar sidecar;
    sidecar.sourceFile = read.text(root, kSource);
    sidecar.manifestHash = quint32(read.unsignedValue(root.value(kManifestHash), kManifestHash, 0xFFFFFFFFu));
    sidecar.fileCount = quint32(read.unsignedValue(root.value(kFileCount), kFileCount, 0xFFFFFFFFu));
    if (root.contains(kGameVersion)) {
        quint64 version = 0;
        if (!parseGameVersion(root.value(kGameVersion).toString(), &version)) {
            return Error{ErrorCode::InvalidInput,
                SidecarText::tr("The extraction record %1 has no valid game version").arg(sidecarFileName()),
                pathForErrors, -1};
        }
        sidecar.gameVersion = version;
    }
    for (const QJsonValue &path : read.array(root, kRemovedFiles))
        sidecar.removedFiles << path.toString();
    const QJsonObject raws = root.value(kRawCrcs).toObject();
    for (auto it = raws.begin(); it != raws.end(); ++it)
        sidecar.regeneratedRawCrcs.insert(it.key(), quint32(read.unsignedValue(it.value(), kRawCrcs, 0xFFFFFFFFu)));
    int recordCount = 0;
    for (const QJsonValue &blockValue : read.array(root, kBlocks)) {
        const QJsonObject blockObject = blockValue.toObject();
        SidecarBlock block{read.text(blockObject, kName), {}};
        for (const QJsonValue &record : read.array(blockObject, kRecords))
            block.records.push_back(read.record(record, block.name));
        recordCount += static_cast<int>(block.records.size());
        sidecar.blocks.push_back(std::move(block));
    }
    for (const QJsonValue &value : read.array(root, kDuplicates)) {
        const QJsonObject o = value.toObject();
        DuplicatePath duplicate{
            read.text(o, kPath), {}, int(read.unsignedValue(o.value(kInFolder), kInFolder, 0x7FFFFFFF))};
        for (const QJsonValue &record : read.array(o, kRecords))
            duplicate.records.push_back(
                int(read.unsignedValue(record, kRecords, quint64(std::max(recordCount - 1, 0)))));
        sidecar.duplicates.push_back(std::move(duplicate));
    }
    if (read.failed())
        return read.error();
    return sidecar;
}

Result<std::optional<ModSidecar>> readSidecar(const QString &modDir)
{
    QFile file(QDir(modDir).filePath(sidecarFileName()));
    if (!file.exists())
        return std::optional<ModSidecar>();
    if (!file.open(QIODevice::ReadOnly))
        return Error{ErrorCode::Io, file.errorString(), file.fileName(), -1};
    if (file.size() > ModSidecar::kMaxFileSize) {
        return Error{ErrorCode::LimitExceeded,
            SidecarText::tr("The extraction record is larger than %1 bytes").arg(ModSidecar::kMaxFileSize),
            file.fileName(), -1};
    }
    auto sidecar = ModSidecar::fromJson(file.readAll(), file.fileName());
    if (!sidecar)
        return sidecar.error();
    return std::optional<ModSidecar>(std::move(sidecar).value());
}

} // namespace mwb::formats::tl2mod
