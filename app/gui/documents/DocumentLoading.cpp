// SPDX-License-Identifier: GPL-3.0-or-later
#include "DocumentLoading.h"

#include "mwb/core/ByteSource.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/core/content/ContentRegistry.h"

#include <QFileInfo>
#include <QLocale>

namespace mwb::gui {

widgets::PreparedContent DocumentLoading::prepare(const QString &path, const QByteArray &bytes)
{
    return widgets::prepareContent(content::parse(path, bytes));
}

widgets::PreparedContent DocumentLoading::tooLarge(const QString &path, qint64 size)
{
    const content::Kind &bytesKind = *content::kindById(u"hex");
    const Error reason{ErrorCode::LimitExceeded,
        tr("%1 is too large to show here (%2); its bytes are in the Hex dock, and it can be extracted")
            .arg(QFileInfo(path).fileName(), QLocale().formattedDataSize(size)),
        path, -1};
    return widgets::prepareContent(
        std::make_shared<const content::DescribedContent>(bytesKind, path, QByteArray(), nullptr, reason));
}

Result<QByteArray> DocumentLoading::readShownFile(const QString &path)
{
    auto source = ByteSource::openFile(path);
    if (!source)
        return source.error();
    const qint64 size = (*source)->size();
    if (size > kMaxShownBytes) {
        return Error{ErrorCode::LimitExceeded,
            tr("%1 is too large to show here (%2)").arg(QFileInfo(path).fileName(), QLocale().formattedDataSize(size)),
            path};
    }
    return (*source)->read(0, size);
}

Result<LoadedDocument> DocumentLoading::loadFile(
    const Backend &backend, const QString &path, const QStringList &listfiles, Progress &progress)
{
    progress.setTotal(2);
    auto opened = backend.open(path, OpenOptions{listfiles});
    if (opened) {
        progress.setDone(1);
        LoadedDocument loaded;
        loaded.archive = OpenedArchive::prepare(std::move(opened).value());
        progress.setDone(2);
        return loaded;
    }
    if (opened.error().code == ErrorCode::Canceled)
        return opened.error();
    const FormatDescription *named = FormatRegistry::byFileName(path);
    const bool claimsArchive = named && named->open;
    if (opened.error().code != ErrorCode::BadMagic && !claimsArchive)
        return opened.error(); // the file cannot be read at all
    auto source = ByteSource::openFile(path);
    if (!source)
        return source.error();
    LoadedDocument loaded;
    if (claimsArchive || opened.error().code != ErrorCode::BadMagic)
        loaded.openError = opened.error();
    const qint64 size = (*source)->size();
    if (size > kMaxShownBytes) {
        loaded.content = tooLarge(path, size);
        return loaded;
    }
    auto bytes = (*source)->read(0, size);
    if (!bytes)
        return bytes.error();
    progress.setDone(1);
    loaded.content = prepare(path, *bytes);
    progress.setDone(2);
    return loaded;
}

LoadedDocument DocumentLoading::loadBytes(const QString &label, const QByteArray &bytes)
{
    LoadedDocument loaded;
    auto source = ByteSource::fromBytes(bytes, label);
    if (const FormatDescription *format = FormatRegistry::byContent(*source); format && format->open) {
        if (auto archive = format->open(std::move(source), {})) {
            loaded.archive = OpenedArchive::prepare(std::move(archive).value());
            return loaded;
        }
    }
    loaded.content = prepare(label, bytes);
    return loaded;
}

} // namespace mwb::gui
