// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/wow/ClientPatch.h"

#include "mwb/core/FormatRegistry.h"
#include "mwb/core/WowLoadOrder.h"

#include <QDir>
#include <QFileInfo>

namespace mwb::formats::wow {

namespace {

const QString kMpqFormat = QStringLiteral("mpq");
const QString kPatchPreset = QStringLiteral("wow-335a");

/// The names the client loads after `patchName` in `plan` (with the patch placed where the client ranks it).
QStringList loadedAfter(const StackPlan &plan, const QString &patchName)
{
    QStringList names;
    for (const StackPlan::Layer &layer : plan.layers) {
        if (layer.name.compare(patchName, Qt::CaseInsensitive) != 0)
            names << layer.name;
    }
    names << patchName;
    const QStringList order = mwb::wow::loadOrder(names, plan.locale).archives;
    const qsizetype at = order.indexOf(patchName);
    return at < 0 ? QStringList() : order.sliced(at + 1);
}

Result<std::unique_ptr<LayeredArchive>> openStack(const PatchTarget &target)
{
    if (target.stack)
        return StackPlanner::open(*target.stack);
    auto patch = openArchive(target.patchFile);
    if (!patch)
        return patch.error();
    std::vector<LayeredArchive::Layer> layers{{target.patchName, std::shared_ptr<const Archive>(std::move(*patch))}};
    return LayeredArchive::create(std::move(layers), {target.patchFile, true});
}

} // namespace

Result<std::unique_ptr<ClientPatch>> ClientPatch::open(const PatchTarget &target)
{
    std::unique_ptr<ClientPatch> patch(new ClientPatch);
    patch->m_target = target;
    auto stack = openStack(target);
    if (!stack)
        return stack.error();
    patch->m_stack = std::move(stack).value();
    if (target.stack)
        patch->m_loadedAfter = loadedAfter(*target.stack, target.patchName);

    std::shared_ptr<const Archive> base;
    for (const LayeredArchive::Layer &layer : patch->m_stack->layers()) {
        if (layer.name == target.patchName)
            base = layer.archive;
    }
    patch->m_creates = !base && !target.exists();
    if (!base && !patch->m_creates) {
        auto opened = openArchive(target.patchFile);
        if (!opened)
            return opened.error();
        base = std::shared_ptr<const Archive>(std::move(opened).value());
    }
    auto writer = base ? editArchive(base) : createArchive(kMpqFormat, kPatchPreset);
    if (!writer)
        return writer.error();
    patch->m_writer = std::move(writer).value();
    return patch;
}

Result<void> ClientPatch::checkVisible(const QString &path) const
{
    const LayeredArchive::Resolution *found = m_stack->find(path);
    if (!found)
        return {};
    const QString &holder = m_stack->layers()[std::size_t(found->top.layer)].name;
    if (!m_loadedAfter.contains(holder))
        return {};
    return Error{ErrorCode::InvalidInput,
        tr("%1 holds %2 and the client loads it after %3, so the copy in %3 would never be seen: write into a patch "
           "the client loads later (--patch)")
            .arg(holder, path, m_target.patchName),
        QDir(m_stack->path()).filePath(holder), -1};
}

Result<ClientTable> ClientPatch::readTable(const QString &path) const
{
    if (auto visible = checkVisible(path); !visible)
        return visible.error();
    const LayeredArchive::Resolution *found = m_stack->find(path);
    if (!found || found->top.deletes) {
        return Error{
            ErrorCode::InvalidInput, tr("No archive the client loads holds %1").arg(path), m_stack->path(), -1};
    }
    const int entry = int(found - m_stack->files().data());
    auto bytes = m_stack->readEntry(entry);
    if (!bytes)
        return bytes.error();
    const QString &source = m_stack->layers()[std::size_t(found->top.layer)].name;
    auto table = dbc::EditableTable::open(*bytes, source + QStringLiteral("::") + found->path, found->path);
    if (!table)
        return table.error();
    return ClientTable{std::move(table).value(), source};
}

Result<void> ClientPatch::put(const QString &path, QByteArray bytes)
{
    auto normalized = m_writer->normalizePath(path);
    if (!normalized)
        return normalized.error();
    const bool replaces = m_writer->contains(*normalized);
    const qint64 size = bytes.size();
    if (auto added = m_writer->add(*normalized, EntrySource::fromBytes(std::move(bytes))); !added)
        return added.error();
    m_changes.push_back(
        {replaces ? ops::EntryChange::Kind::Replaced : ops::EntryChange::Kind::Added, *normalized, {}, size, 0});
    return {};
}

Result<void> ClientPatch::putTable(const ClientTable &client, const QString &path)
{
    if (!client.table.isModified())
        return {};
    auto bytes = client.table.toBytes();
    if (!bytes)
        return bytes.error();
    return put(path, std::move(bytes).value());
}

Result<PatchWrite> ClientPatch::commit(const QString &verb, Progress &progress)
{
    const QString folder = QFileInfo(m_target.patchFile).absolutePath();
    if (m_creates && !QDir().mkpath(folder))
        return Error{ErrorCode::Io, tr("Cannot create the folder"), folder, -1};
    auto committed = ops::commitChecked(*m_writer, m_target.patchFile, progress);
    if (!committed)
        return committed.error();
    PatchWrite written{m_target.patchFile, m_target.patchName, m_creates, {}};
    written.edit.verb = verb;
    written.edit.file = m_target.patchFile;
    written.edit.format = kMpqFormat;
    written.edit.changes = m_changes;
    written.edit.commit = std::move(committed).value();
    return written;
}

} // namespace mwb::formats::wow
