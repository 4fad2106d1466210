// SPDX-License-Identifier: GPL-3.0-or-later
#include "ModFileLayout.h"

#include "ModSerializer.h"

namespace mwb::formats::tl2mod {

namespace {

constexpr qint64 kPakHeaderSize = 8;

Result<void> writeAt(QFileDevice &out, qint64 offset, const QByteArray &bytes)
{
    if (!out.seek(offset) || out.write(bytes) != bytes.size())
        return Error{ErrorCode::Io, out.errorString(), out.fileName(), offset};
    return {};
}

} // namespace

Result<quint32> dataOffsetFor(const ModHeader &header, const QString &pathForErrors)
{
    auto bytes = serializeHeader(header);
    if (!bytes)
        return Error{ErrorCode::InvalidInput, bytes.error().message, pathForErrors, -1};
    return static_cast<quint32>(bytes->size());
}

Result<ModHeader> startModFile(QFileDevice &out, ModHeader header, const QString &pathForErrors)
{
    auto offset = dataOffsetFor(header, pathForErrors);
    if (!offset)
        return offset.error();
    header.dataOffset = *offset;
    if (!out.seek(header.dataOffset))
        return Error{ErrorCode::Io, out.errorString(), out.fileName(), header.dataOffset};
    return header;
}

Result<void> writeManifestAndHeader(QFileDevice &out, ModHeader header, qint64 dataSize, const ManifestInfo &manifest,
    const std::vector<ManifestBlock> &blocks, const QString &pathForErrors)
{
    header.manifestOffset = static_cast<quint32>(header.dataOffset + dataSize);
    auto manifestBytes = serializeManifest(manifest, blocks);
    auto headerBytes = serializeHeader(header);
    if (!manifestBytes || !headerBytes) {
        return Error{
            ErrorCode::InvalidInput, (manifestBytes ? headerBytes : manifestBytes).error().message, pathForErrors, -1};
    }
    if (auto ok = writeAt(out, header.manifestOffset, manifestBytes.value()); !ok)
        return ok.error();
    return writeAt(out, 0, headerBytes.value());
}

Result<QByteArray> emptyModBytes(const ModHeader &header)
{
    ModHeader empty = header;
    auto offset = dataOffsetFor(empty, QString());
    if (!offset)
        return offset.error();
    empty.dataOffset = *offset;
    empty.manifestOffset = static_cast<quint32>(*offset + kPakHeaderSize);
    ManifestInfo manifest;
    manifest.root = QStringLiteral("MEDIA/");
    auto manifestBytes = serializeManifest(manifest, layoutManifest({}).blocks);
    auto headerBytes = serializeHeader(empty);
    if (!manifestBytes || !headerBytes)
        return (manifestBytes ? headerBytes : manifestBytes).error();
    return QByteArray(*headerBytes + QByteArray(kPakHeaderSize, '\0') + *manifestBytes);
}

} // namespace mwb::formats::tl2mod
