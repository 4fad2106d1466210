// SPDX-License-Identifier: GPL-3.0-or-later
#include "EditPlan.h"

#include "mwb/core/EntryIndexSearch.h"
#include "mwb/widgets/ArchiveTreeModel.h"

#include <QFileInfo>

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

EntryIndex::Input deletedInput(const EntryIndex::Input &base)
{
    EntryIndex::Input input = base;
    input.tag = tagOf(EditMark::Deleted);
    return input;
}

} // namespace

EditPlan::EditPlan(std::unique_ptr<ArchiveWriter> writer, std::shared_ptr<const Archive> archive)
    : m_writer(std::move(writer))
    , m_archive(std::move(archive))
{ }

void EditPlan::rollback(const Mark &mark)
{
    m_writer->rollback(mark.writer);
    m_newFolders = mark.newFolders;
}

Result<void> EditPlan::apply(const std::vector<PendingEdit> &edits)
{
    const Mark before = mark();
    for (const PendingEdit &edit : edits) {
        if (auto applied = applyOne(edit); !applied) {
            rollback(before);
            return applied.error();
        }
    }
    return {};
}

QString EditPlan::treePath(QString writerPath)
{
    return writerPath.replace(u'\\', u'/');
}

Result<void> EditPlan::applyOne(const PendingEdit &edit)
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

Error EditPlan::taken(const QString &path) const
{
    return Error{ErrorCode::InvalidInput, tr("%1 is already in the archive").arg(path), m_archive->path()};
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
        return taken(*normalized);
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
            return taken(target);
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
        return Error{ErrorCode::InvalidInput, tr("%1 is not in the archive").arg(*normalized), m_archive->path()};
    }
    if (m_newFolders.isEmpty())
        return {};
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

void EditPlan::indexBase() const
{
    if (!m_baseById.isEmpty() || m_archive->indexInputs().empty())
        return;
    const std::vector<EntryIndex::Input> &base = m_archive->indexInputs();
    m_baseById.reserve(qsizetype(base.size()));
    m_baseByPath.reserve(qsizetype(base.size()));
    for (std::size_t i = 0; i < base.size(); ++i) {
        m_baseById.insert(base[i].entry, i);
        m_baseByPath.insert(keyOf(base[i].path), i);
    }
}

const EntryIndex::Input *EditPlan::originalOf(const PlannedEntry &planned) const
{
    const std::vector<EntryIndex::Input> &base = m_archive->indexInputs();
    if (planned.isNew()) {
        const auto found = m_baseByPath.constFind(keyOf(treePath(planned.path)));
        return found == m_baseByPath.cend() ? nullptr : &base[found.value()];
    }
    const auto found = m_baseById.constFind(planned.original);
    return found == m_baseById.cend() ? nullptr : &base[found.value()];
}

EntryIndex::Input EditPlan::plannedInput(const PlannedEntry &planned, QHash<QString, EntrySource> &pendingContent) const
{
    const EntryIndex::Input *original = originalOf(planned);
    EntryIndex::Input input = original ? *original : EntryIndex::Input{};
    const QString path = treePath(planned.path);
    if (planned.isNew()) {
        input.entry = -1;
        input.size = planned.content ? sizeOf(*planned.content) : 0;
        input.packedSize = 0;
        input.hasChecksum = false;
        input.compression.clear();
        input.tag = tagOf(original ? EditMark::Replaced : EditMark::Added);
        if (planned.content)
            pendingContent.insert(keyOf(path), *planned.content);
    } else {
        const bool moved = original && original->path != path && keyOf(original->path) != keyOf(path);
        input.tag = tagOf(moved ? EditMark::Renamed : EditMark::None);
    }
    input.path = path;
    if (planned.locale && *planned.locale != input.locale) {
        input.locale = *planned.locale;
        if (input.tag == tagOf(EditMark::None))
            input.tag = tagOf(EditMark::Changed);
    }
    return input;
}

bool EditPlan::isDeleted(const EntryIndex::Input &base) const
{
    if (m_writer->keepsOriginal(base.entry))
        return false;
    const auto normalized = m_writer->normalizePath(base.path);
    return !(normalized && m_writer->contains(*normalized)); // else its path holds a planned entry now
}

std::vector<EntryIndex::Input> EditPlan::treeInputs(QHash<QString, EntrySource> &pendingContent) const
{
    indexBase();
    const std::vector<EntryIndex::Input> &base = m_archive->indexInputs();
    std::vector<EntryIndex::Input> inputs;
    inputs.reserve(base.size() + static_cast<std::size_t>(m_newFolders.size()));
    for (const PlannedEntry &planned : m_writer->entries())
        inputs.push_back(plannedInput(planned, pendingContent));
    for (const EntryIndex::Input &input : base) {
        if (isDeleted(input))
            inputs.push_back(deletedInput(input));
    }
    for (const QString &folder : m_newFolders) {
        EntryIndex::Input input;
        input.path = treePath(folder) + u'/';
        input.tag = tagOf(EditMark::Added);
        inputs.push_back(std::move(input));
    }
    return inputs;
}

std::optional<EditPlan::TouchedPaths> EditPlan::touchedSince(const Mark &mark) const
{
    if (mark.newFolders != m_newFolders)
        return std::nullopt;
    indexBase();
    TouchedPaths paths;
    const auto touch = [&](const PlannedEntry *entry) {
        if (!entry)
            return;
        const auto add = [&paths](const QString &path) {
            QStringList &spellings = paths[keyOf(path)];
            if (!spellings.contains(path))
                spellings << path;
        };
        add(treePath(entry->path));
        if (const EntryIndex::Input *original = entry->isNew() ? nullptr : originalOf(*entry))
            add(original->path);
    };
    m_writer->visitChangesSince(mark.writer, [&](const PlannedEntry *before, const PlannedEntry *now) {
        touch(before);
        touch(now);
    });
    return paths;
}

std::vector<EntryIndex::Input> EditPlan::treeInputsAt(
    const TouchedPaths &paths, const EntryIndex &shown, QHash<QString, EntrySource> &pendingContent) const
{
    indexBase();
    const std::vector<EntryIndex::Input> &base = m_archive->indexInputs();
    std::vector<EntryIndex::Input> rows;
    for (auto it = paths.cbegin(); it != paths.cend(); ++it) {
        pendingContent.remove(it.key());
        QStringList spellings = it.value();
        for (const EntryIndex::NodeId node : findInAnyCase(shown, it.key())) {
            if (const QString path = shown.pathOf(node); !spellings.contains(path))
                spellings << path;
        }
        QSet<const PlannedEntry *> planned;
        for (const QString &path : std::as_const(spellings)) {
            const auto normalized = m_writer->normalizePath(path);
            for (const PlannedEntry *entry :
                normalized ? m_writer->entriesAt(*normalized) : std::vector<const PlannedEntry *>{}) {
                if (!planned.contains(entry)) {
                    planned.insert(entry);
                    rows.push_back(plannedInput(*entry, pendingContent));
                }
            }
        }
        for (auto found = m_baseByPath.constFind(it.key()); found != m_baseByPath.cend() && found.key() == it.key();
             ++found) {
            if (isDeleted(base[found.value()]))
                rows.push_back(deletedInput(base[found.value()]));
        }
    }
    return rows;
}

} // namespace mwb::gui
