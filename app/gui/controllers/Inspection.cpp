// SPDX-License-Identifier: GPL-3.0-or-later
#include "Inspection.h"

#include "ArchiveMapping.h"
#include "mwb/core/ByteSource.h"
#include "mwb/core/ContentDescriber.h"
#include "mwb/widgets/HexDataSource.h"

#include <QFileInfo>
#include <QLocale>

namespace mwb::gui {

namespace {

/// The error as a node: its code, message and the failing byte (in whichever space it belongs to).
StructureNode errorNode(const Error &error)
{
    StructureNode node = StructureNode::group(Inspection::tr("Error: %1").arg(errorCodeTitle(error.code)));
    node.children.push_back(StructureNode::field(Inspection::tr("Message"), error.message, {}, -1, 0));
    if (error.offset >= 0)
        node.children.push_back(StructureNode::field(Inspection::tr("Failing byte"),
            QStringLiteral("0x%1").arg(error.offset, 0, 16), QStringLiteral("offset"), error.offset, 1));
    return node;
}

/// Describes `bytes` below a "Content" group; errors become an error node at the end of the group.
StructureNode describedContent(Inspection &inspection, const QString &path, const QByteArray &bytes)
{
    StructureNode content = StructureNode::group(Inspection::tr("Content"), 0, bytes.size());
    auto described = describeContent(path, bytes);
    if (!described) {
        content.value = Inspection::tr("no structure known for this kind of file");
        return content;
    }
    content.value = described->root.name;
    content.type = described->root.type;
    content.children = std::move(described->root.children);
    content.lazyCount = described->root.lazyCount;
    content.makeChild = std::move(described->root.makeChild);
    if (described->error) {
        inspection.error = described->error;
        inspection.errorInContent = true;
        if (content.lazyCount == 0)
            content.children.push_back(errorNode(*described->error));
    }
    return content;
}

} // namespace

void Inspection::addContent(Inspection &inspection, const Result<QByteArray> &bytes)
{
    if (!bytes) {
        inspection.error = bytes.error();
        inspection.root.children.push_back(errorNode(bytes.error()));
        inspection.previewMessage = bytes.error().message;
        return;
    }
    inspection.content = std::make_shared<widgets::BufferHexData>(*bytes);
    inspection.contentRow = int(inspection.root.children.size());
    inspection.root.children.push_back(describedContent(inspection, inspection.entryPath, *bytes));
    inspection.preview = widgets::PreviewContent::build(inspection.entryPath, *bytes);
}

Inspection Inspection::ofArchive(const Archive &archive, const ArchiveMapping &mapping)
{
    Inspection inspection;
    inspection.root = archive.describeStructure();
    inspection.container = mapping.hexData();
    inspection.previewMessage = tr("Select a file to preview it.");
    return inspection;
}

Inspection Inspection::ofEntry(
    const Archive &archive, const ArchiveMapping &mapping, int entry, const QString &entryPath, qint64 size)
{
    Inspection inspection;
    inspection.container = mapping.hexData();
    StructureNode record = archive.describeEntry(entry);
    if (record.name.isEmpty())
        record.name = tr("Record");
    inspection.root = StructureNode::group(entryPath);
    inspection.archivePath = archive.path();
    inspection.entryPath = entryPath;
    inspection.root.children.push_back(std::move(record));
    if (size > kMaxInspectedEntry) {
        inspection.previewMessage = tr("%1 is too large to inspect here (%2); extract it to open it with another tool.")
                                        .arg(QFileInfo(entryPath).fileName(), QLocale().formattedDataSize(size));
        return inspection;
    }
    addContent(inspection, archive.readEntry(entry));
    return inspection;
}

Inspection Inspection::ofPendingContent(const QString &entryPath, const EntrySource &source)
{
    Inspection inspection;
    inspection.root = StructureNode::group(entryPath);
    inspection.root.value = tr("pending: written when the archive is saved");
    inspection.entryPath = entryPath;
    const qint64 size = source.file.isEmpty() ? source.bytes.size() : QFileInfo(source.file).size();
    if (size > kMaxInspectedEntry) {
        inspection.previewMessage = tr("%1 is too large to inspect here (%2).")
                                        .arg(QFileInfo(entryPath).fileName(), QLocale().formattedDataSize(size));
        return inspection;
    }
    addContent(inspection, source.load());
    return inspection;
}

Inspection Inspection::ofFile(const QString &path, std::optional<Error> failure)
{
    Inspection inspection;
    inspection.filePath = path;
    inspection.root = StructureNode::group(QFileInfo(path).fileName());
    auto file = ByteSource::openFile(path);
    if (!file) {
        inspection.error = file.error();
        inspection.root.children.push_back(errorNode(file.error()));
        inspection.previewMessage = file.error().message;
        return inspection;
    }
    std::shared_ptr<const ByteSource> source(std::move(*file));
    inspection.content = std::make_shared<widgets::ByteSourceHexData>(source);
    inspection.contentRow = 0;
    if (source->size() > kMaxInspectedEntry) {
        inspection.root.children.push_back(StructureNode::group(tr("Content"), 0, source->size()));
        inspection.previewMessage = tr("The file is too large to describe here.");
    } else if (auto bytes = source->read(0, source->size())) {
        inspection.root.children.push_back(describedContent(inspection, path, *bytes));
        inspection.preview = widgets::PreviewContent::build(path, *bytes);
        inspection.preview->path = QFileInfo(path).fileName(); // the caption; the title and status bar have the path
    }
    if (failure) {
        inspection.error = failure;
        inspection.errorInContent = true;
        inspection.root.children.push_back(errorNode(*failure));
    }
    return inspection;
}

} // namespace mwb::gui
