// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/content/CompanionLookup.h"

#include "mwb/core/Archive.h"
#include "mwb/core/LayeredArchive.h"

#include <QHash>

namespace mwb::content {

namespace {

const QString kMediaRoot = QStringLiteral("MEDIA/");

QString keyOf(const QString &path)
{
    const QString key = LayeredArchive::pathKey(path);
    return key.startsWith(kMediaRoot) ? key : kMediaRoot + key;
}

} // namespace

CompanionLookup archiveLookup(std::shared_ptr<const Archive> archive)
{
    auto entries = std::make_shared<QHash<QString, int>>();
    for (const EntryIndex::Input &input : archive->indexInputs()) {
        if (!input.path.endsWith(QLatin1Char('/')))
            entries->insert(keyOf(input.path), input.entry);
    }
    return [archive = std::move(archive), entries](const QString &path) -> Result<std::optional<QByteArray>> {
        const auto found = entries->constFind(keyOf(path));
        if (found == entries->constEnd())
            return std::optional<QByteArray>();
        auto bytes = archive->readEntry(*found);
        if (!bytes)
            return bytes.error();
        return std::optional<QByteArray>(std::move(bytes).value());
    };
}

} // namespace mwb::content
