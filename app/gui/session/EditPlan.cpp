// SPDX-License-Identifier: GPL-3.0-or-later
#include "EditPlan.h"

#include "mwb/widgets/ArchiveTreeModel.h"

#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace mwb::gui {

namespace {

quint8 tagOf(EditMark mark)
{
    return static_cast<quint8>(mark);
}

/// Paths compare like the formats compare them: TL2 and MPQ names are case-insensitive.
QString keyOf(const QString &path)
{
    return path.toCaseFolded();
}

bool isAtOrBelow(const QString &path, const QString &folder)
{
    return keyOf(path) == keyOf(folder) || keyOf(path).startsWith(keyOf(folder) + u'/');
}

qint64 sizeOf(const EntrySource &source)
{
    return source.file.isEmpty() ? source.bytes.size() : QFileInfo(source.file).size();
}

} // namespace

Result<EditPlan> EditPlan::build(
    const WriterFactory &makeWriter, std::shared_ptr<const Archive> archive, const std::vector<PendingEdit> &edits)
{
    if (!makeWriter)
        return Error{ErrorCode::Unsupported, tr("This window cannot edit archives"), archive->path()};
    auto writer = makeWriter(std::move(archive));
    if (!writer)
        return writer.error();
    EditPlan plan;
    plan.m_writer = std::move(writer).value();
    for (const PendingEdit &edit : edits) {
        if (auto applied = plan.apply(edit); !applied)
            return applied.error();
    }
    return plan;
}

QString EditPlan::treePath(QString writerPath)
{
    return writerPath.replace(u'\\', u'/');
}

Result<void> EditPlan::apply(const PendingEdit &edit)
{
    switch (edit.kind) {
    case PendingEdit::Kind::Add:
        return m_writer->add(edit.path, edit.source, edit.options);
    case PendingEdit::Kind::Replace:
        return m_writer->replace(edit.path, edit.source, edit.options);
    case PendingEdit::Kind::NewFolder:
        return newFolder(edit.path);
    case PendingEdit::Kind::Remove:
    case PendingEdit::Kind::Rename:
        return removeOrRename(edit);
    case PendingEdit::Kind::SetLocale:
        return m_writer->setLocale(edit.path, edit.locale);
    }
    return {};
}

qsizetype EditPlan::newFolderAt(const QString &normalized) const
{
    for (qsizetype i = 0; i < m_newFolders.size(); ++i) {
        if (keyOf(m_newFolders.at(i)) == keyOf(normalized))
            return i;
    }
    return -1;
}

Result<void> EditPlan::newFolder(const QString &path)
{
    auto normalized = m_writer->normalizePath(path);
    if (!normalized)
        return normalized.error();
    if (m_writer->contains(*normalized) || newFolderAt(*normalized) >= 0)
        return Error{ErrorCode::InvalidInput, tr("%1 is already in the archive").arg(*normalized),
            m_writer->base().path()};
    m_newFolders << *normalized;
    return {};
}

Result<void> EditPlan::removeOrRename(const PendingEdit &edit)
{
    auto normalized = m_writer->normalizePath(edit.path);
    if (!normalized)
        return normalized.error();
    const bool rename = edit.kind == PendingEdit::Kind::Rename;
    QString target;
    if (rename) {
        auto to = m_writer->normalizePath(edit.target);
        if (!to)
            return to.error();
        target = *to;
        if (newFolderAt(target) >= 0)
            return Error{ErrorCode::InvalidInput, tr("%1 is already in the archive").arg(target),
                m_writer->base().path()};
    }
    // The writer's entries first: it refuses a taken target before anything moves.
    if (m_writer->contains(*normalized)) {
        if (rename) {
            if (auto moved = m_writer->rename(*normalized, target); !moved)
                return moved.error();
        } else if (auto removed = m_writer->remove(*normalized); !removed)
            return removed.error();
    } else if (std::none_of(m_newFolders.cbegin(), m_newFolders.cend(),
                   [&](const QString &folder) { return isAtOrBelow(folder, *normalized); })) {
        return Error{ErrorCode::InvalidInput, tr("%1 is not in the archive").arg(*normalized), m_writer->base().path()};
    }
    QStringList folders;
    for (const QString &folder : std::as_const(m_newFolders)) {
        if (!isAtOrBelow(folder, *normalized))
            folders << folder;
        else if (rename)
            folders << target + folder.mid(normalized->size());
    }
    m_newFolders = folders;
    return {};
}

std::vector<EntryIndex::Input> EditPlan::treeInputs(const std::vector<EntryIndex::Input> &base) const
{
    QHash<int, const EntryIndex::Input *> baseById;
    QHash<QString, const EntryIndex::Input *> baseByPath;
    for (const EntryIndex::Input &input : base) {
        baseById.insert(input.entry, &input);
        baseByPath.insert(keyOf(input.path), &input);
    }
    std::vector<EntryIndex::Input> inputs;
    inputs.reserve(base.size() + static_cast<std::size_t>(m_newFolders.size()));
    QSet<int> kept;
    QSet<QString> plannedPaths;
    for (const PlannedEntry &planned : m_writer->entries()) {
        const QString path = treePath(planned.path);
        plannedPaths.insert(keyOf(path));
        const EntryIndex::Input *original
            = planned.isNew() ? baseByPath.value(keyOf(path)) : baseById.value(planned.original);
        EntryIndex::Input input = original ? *original : EntryIndex::Input{};
        input.path = path;
        if (planned.isNew()) {
            input.entry = -1;
            input.size = planned.content ? sizeOf(*planned.content) : 0;
            input.packedSize = 0;
            input.hasChecksum = false;
            input.compression.clear();
            input.tag = tagOf(original ? EditMark::Replaced : EditMark::Added);
        } else {
            kept.insert(planned.original);
            const bool moved = original && keyOf(original->path) != keyOf(path);
            input.tag = tagOf(moved ? EditMark::Renamed : EditMark::None);
        }
        if (planned.locale && *planned.locale != input.locale) {
            input.locale = *planned.locale;
            if (input.tag == tagOf(EditMark::None))
                input.tag = tagOf(EditMark::Changed);
        }
        inputs.push_back(std::move(input));
    }
    for (const EntryIndex::Input &input : base) {
        if (kept.contains(input.entry) || plannedPaths.contains(keyOf(input.path)))
            continue;
        inputs.push_back(input);
        inputs.back().tag = tagOf(EditMark::Deleted);
    }
    for (const QString &folder : m_newFolders) {
        EntryIndex::Input input;
        input.path = treePath(folder) + u'/';
        input.tag = tagOf(EditMark::Added);
        inputs.push_back(std::move(input));
    }
    return inputs;
}

} // namespace mwb::gui
