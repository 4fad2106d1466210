// SPDX-License-Identifier: GPL-3.0-or-later
#include "Inspection.h"

#include "mwb/core/ByteSource.h"
#include "mwb/core/content/ContentRegistry.h"
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

} // namespace

void Inspection::addDescribed(Inspection &inspection, const content::Content &content)
{
    const ContentDescription &described = content.structure();
    StructureNode group = StructureNode::group(tr("Content"), 0, content.bytes().size());
    group.value = described.root.name;
    group.type = content.kind().displayName();
    group.children = described.root.children;
    group.lazyCount = described.root.lazyCount;
    group.makeChild = described.root.makeChild;
    if (described.error) {
        inspection.error = described.error;
        inspection.errorInContent = true;
        if (group.lazyCount == 0)
            group.children.push_back(errorNode(*described.error));
    }
    inspection.contentRow = int(inspection.root.children.size());
    inspection.root.children.push_back(std::move(group));
}

void Inspection::addContent(Inspection &inspection, const Result<QByteArray> &bytes)
{
    if (!bytes) {
        inspection.error = bytes.error();
        inspection.root.children.push_back(errorNode(bytes.error()));
        return;
    }
    inspection.content = std::make_shared<widgets::BufferHexData>(*bytes);
    inspection.parsed = content::parse(inspection.entryPath, *bytes);
    addDescribed(inspection, *inspection.parsed);
}

Inspection Inspection::ofArchive(const std::shared_ptr<const Archive> &archive)
{
    Inspection inspection;
    inspection.root = archive->describeStructure();
    // The archive's own mapping, shared with it (an aliasing pointer keeps the archive alive).
    inspection.container
        = std::make_shared<widgets::ByteSourceHexData>(std::shared_ptr<const ByteSource>(archive, &archive->source()));
    return inspection;
}

Inspection Inspection::ofEntry(
    const std::shared_ptr<const Archive> &archive, int entry, const QString &entryPath, qint64 size)
{
    Inspection inspection;
    inspection.container
        = std::make_shared<widgets::ByteSourceHexData>(std::shared_ptr<const ByteSource>(archive, &archive->source()));
    StructureNode record = archive->describeEntry(entry);
    inspection.root = StructureNode::group(entryPath);
    inspection.entryPath = entryPath;
    if (!record.value.isEmpty() || !record.children.empty()) { // a folder's file has no record in a container
        if (record.name.isEmpty())
            record.name = tr("Record");
        inspection.root.children.push_back(std::move(record));
    }
    if (size > kMaxInspectedEntry) {
        inspection.root.children.push_back(StructureNode::field(tr("Content"),
            tr("too large to inspect here (%1); extract it to open it with another tool")
                .arg(QLocale().formattedDataSize(size)),
            {}, -1, 0));
        return inspection;
    }
    addContent(inspection, archive->readEntry(entry));
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
        inspection.root.children.push_back(StructureNode::field(
            tr("Content"), tr("too large to inspect here (%1)").arg(QLocale().formattedDataSize(size)), {}, -1, 0));
        return inspection;
    }
    addContent(inspection, source.load());
    return inspection;
}

Inspection Inspection::ofContent(const std::shared_ptr<const content::Content> &content,
    const std::optional<Error> &openError, const QString &filePath)
{
    Inspection inspection;
    inspection.root = StructureNode::group(QFileInfo(content->path()).fileName());
    const bool tooLarge = content->problem() && content->problem()->code == ErrorCode::LimitExceeded;
    if (tooLarge && !filePath.isEmpty()) { // too large to hold (DocumentLoading): the file's own mapping
        if (auto file = ByteSource::openFile(filePath)) {
            inspection.content
                = std::make_shared<widgets::ByteSourceHexData>(std::shared_ptr<const ByteSource>(std::move(*file)));
            inspection.contentRow = 0;
        }
        const qint64 size = inspection.content ? inspection.content->size() : 0;
        inspection.root.children.push_back(StructureNode::group(tr("Content"), 0, size));
    } else {
        inspection.content = std::make_shared<widgets::BufferHexData>(content->bytes());
        inspection.parsed = content;
        addDescribed(inspection, *content);
    }
    if (openError) {
        inspection.error = openError;
        inspection.errorInContent = true;
        inspection.root.children.push_back(errorNode(*openError));
    }
    return inspection;
}

} // namespace mwb::gui
