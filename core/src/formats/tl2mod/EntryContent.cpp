// SPDX-License-Identifier: GPL-3.0-or-later
#include "EntryContent.h"

#include "BlockCodec.h"
#include "mwb/formats/tl2dat/Bindat.h"
#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2layout/BinLayout.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QtEndian>

namespace mwb::formats::tl2mod {

namespace {

class ContentText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2mod::ModPacker)
};

constexpr qint64 kBindatHeaderSize = 8;

Result<QByteArray> readWhole(const PlannedFile &file)
{
    QFile in(file.sourcePath);
    if (!in.open(QIODevice::ReadOnly | QIODevice::Unbuffered))
        return fileReadError(in);
    QByteArray bytes(file.size, Qt::Uninitialized);
    const qint64 read = in.read(bytes.data(), file.size);
    if (read < 0)
        return fileReadError(in);
    if (read != file.size || in.size() != file.size)
        return fileChangedError(file.sourcePath);
    return bytes;
}

Result<EntryContent> compileIfText(QByteArray bytes, const QString &path)
{
    if (looksLikeBindat(bytes))
        return EntryContent{std::move(bytes), false, false};
    auto compiled = tl2dat::compileDatText(bytes, path);
    if (!compiled)
        return compiled.error();
    return EntryContent{std::move(compiled).value(), true, false};
}

} // namespace

Error fileReadError(const QFile &file)
{
    return Error{ErrorCode::Io, ContentText::tr("Cannot read: %1").arg(file.errorString()), file.fileName(), -1};
}

Error fileChangedError(const QString &path)
{
    return Error{ErrorCode::InvalidInput, ContentText::tr("The file changed while the mod was being packed"), path, -1};
}

bool looksLikeBindat(QByteArrayView bytes)
{
    return bytes.size() >= kBindatHeaderSize
        && qFromLittleEndian<quint32>(bytes.data()) == tl2dat::BindatFile::kVersion;
}

Result<EntryContent> loadEntryContent(const PlannedFile &file)
{
    if (file.content == PlannedContent::Generated)
        return EntryContent{file.bytes, false, false};
    if (file.content == PlannedContent::DatBytes)
        return compileIfText(file.bytes, file.sourcePath);
    const bool mayMatch = file.original && file.original->size == file.size;
    if (!mayMatch && file.content == PlannedContent::DatSource && file.size > tl2dat::kMaxDatTextSize) {
        return Error{ErrorCode::LimitExceeded,
            ContentText::tr("%1 bytes, more than the %2 bytes a DAT may have")
                .arg(file.size)
                .arg(tl2dat::kMaxDatTextSize),
            file.sourcePath, -1};
    }
    auto bytes = readWhole(file);
    if (!bytes)
        return bytes.error();
    if (mayMatch && crc32(bytes.value()) == file.original->crc32)
        return EntryContent{std::move(bytes).value(), false, true};
    if (file.content == PlannedContent::DatSource)
        return compileIfText(std::move(bytes).value(), file.sourcePath);
    return EntryContent{std::move(bytes).value(), false, false};
}

Result<void> checkLayoutSources(const ManifestPlan &plan)
{
    for (const PlannedFile &file : plan.files) {
        if (file.content != PlannedContent::LayoutSource)
            continue;
        QFile in(file.sourcePath);
        if (!in.open(QIODevice::ReadOnly))
            return fileReadError(in);
        if (!tl2layout::looksLikeBinLayout(in.read(1))) {
            const QString name = QFileInfo(file.sourcePath).fileName();
            return Error{ErrorCode::InvalidInput,
                ContentText::tr("%1 is a text layout, which cannot be compiled here: place its compiled form %2 "
                                "beside it (GUTS writes it next to the layout when it builds the mod)")
                    .arg(name, name + QStringLiteral(".BINLAYOUT")),
                file.sourcePath, -1};
        }
    }
    return {};
}

} // namespace mwb::formats::tl2mod
