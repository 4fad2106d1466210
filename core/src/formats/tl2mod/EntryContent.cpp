// SPDX-License-Identifier: GPL-3.0-or-later
#include "EntryContent.h"

#include "BlockCodec.h"
#include "mwb/formats/tl2dat/Bindat.h"
#include "mwb/formats/tl2dat/DatCompiler.h"
#include "mwb/formats/tl2layout/BinLayout.h"
#include "mwb/formats/tl2layout/LayoutCompiler.h"

#include <QCoreApplication>
#include <QFile>
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
        return EntryContent{.bytes = std::move(bytes)};
    auto compiled = tl2dat::compileDatText(bytes, path);
    if (!compiled)
        return compiled.error();
    return EntryContent{.bytes = std::move(compiled).value(), .compiled = true};
}

/// Whether the compiled layout at `path` holds other bytes than `compiled`.
bool isStale(const QString &path, const QByteArray &compiled)
{
    QFile beside(path);
    if (!beside.open(QIODevice::ReadOnly) || beside.size() != compiled.size())
        return true;
    return beside.readAll() != compiled;
}

Result<EntryContent> compileLayoutIfText(QByteArray bytes, const PlannedFile &file)
{
    if (tl2layout::looksLikeBinLayout(bytes))
        return EntryContent{.bytes = std::move(bytes)};
    auto compiled = tl2layout::compileLayoutText(bytes, file.sourcePath);
    if (!compiled)
        return compiled.error();
    const bool stale = !file.compiledBeside.isEmpty() && isStale(file.compiledBeside, *compiled);
    return EntryContent{.bytes = std::move(compiled).value(), .compiledLayout = true, .staleBeside = stale};
}

/// The cap of a source that is compiled, checked before it is read; 0 for content stored as it is.
qint64 sourceLimit(PlannedContent content)
{
    switch (content) {
    case PlannedContent::DatSource:
        return tl2dat::kMaxDatTextSize;
    case PlannedContent::LayoutSource:
        return tl2layout::kMaxLayoutTextSize;
    default:
        return 0;
    }
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
        return EntryContent{.bytes = file.bytes};
    if (file.content == PlannedContent::DatBytes)
        return compileIfText(file.bytes, file.sourcePath);
    const bool mayMatch = file.original && file.original->size == file.size;
    const qint64 limit = sourceLimit(file.content);
    if (!mayMatch && limit > 0 && file.size > limit) {
        return Error{ErrorCode::LimitExceeded,
            ContentText::tr("%1 bytes, more than the %2 bytes a source to compile may have").arg(file.size).arg(limit),
            file.sourcePath, -1};
    }
    auto bytes = readWhole(file);
    if (!bytes)
        return bytes.error();
    if (mayMatch && crc32(bytes.value()) == file.original->crc32)
        return EntryContent{.bytes = std::move(bytes).value(), .matchesOriginal = true};
    if (file.content == PlannedContent::DatSource)
        return compileIfText(std::move(bytes).value(), file.sourcePath);
    if (file.content == PlannedContent::LayoutSource)
        return compileLayoutIfText(std::move(bytes).value(), file);
    return EntryContent{.bytes = std::move(bytes).value()};
}

} // namespace mwb::formats::tl2mod
