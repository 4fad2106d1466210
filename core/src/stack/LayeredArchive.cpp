// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/LayeredArchive.h"

#include "StagedReadExtraction.h"

#include <QLocale>

#include <algorithm>
#include <cstring>
#include <numeric>

namespace mwb {

namespace {

/// What one layer contributes, for describeStructure().
struct LayerCounts
{
    int supplied = 0;
    int deletes = 0;
    int shadowed = 0;
};

QString normalizedPath(const QString &path)
{
    return path.contains(QLatin1Char('\\')) ? QString(path).replace(QLatin1Char('\\'), QLatin1Char('/')) : path;
}

} // namespace

Result<std::unique_ptr<LayeredArchive>> LayeredArchive::create(std::vector<Layer> layers, Options options)
{
    if (layers.empty())
        return Error{ErrorCode::InvalidInput, tr("A stack needs at least one archive"), options.path, -1};
    std::unique_ptr<LayeredArchive> stack(new LayeredArchive);
    stack->m_layers = std::move(layers);
    stack->m_options = std::move(options);
    stack->m_source = ByteSource::fromBytes({}, stack->m_options.path);
    stack->resolve();
    return stack;
}

QString LayeredArchive::pathKey(const QString &path)
{
    QString key = path;
    for (QChar &c : key) {
        const char16_t u = c.unicode();
        if (u == u'\\')
            c = QLatin1Char('/');
        else if (u >= u'a' && u <= u'z')
            c = QChar(u - (u'a' - u'A'));
    }
    return key;
}

const EntryIndex::Input &LayeredArchive::inputOf(const Copy &copy) const
{
    return m_layers[static_cast<std::size_t>(copy.layer)].archive->indexInputs()[static_cast<std::size_t>(copy.input)];
}

void LayeredArchive::resolve()
{
    // Pass 1, highest layer first (within a layer its files before its deletions, so its own file wins): every copy
    // with the slot of its path, slots numbered in order of first appearance.
    struct Placed
    {
        int slot;
        Copy copy;
    };
    std::size_t total = 0;
    for (const Layer &layer : m_layers)
        total += layer.archive->indexInputs().size();
    std::vector<Placed> placed;
    placed.reserve(total);
    std::vector<QString> keys;
    m_byKey.reserve(static_cast<qsizetype>(total));
    const auto add = [&](const Copy &copy) {
        QString key = pathKey(inputOf(copy).path);
        int &slot = m_byKey[key];
        if (slot == 0) {
            keys.push_back(std::move(key));
            slot = static_cast<int>(keys.size());
        }
        placed.push_back({slot - 1, copy});
    };
    for (auto layer = static_cast<int>(m_layers.size()) - 1; layer >= 0; --layer) {
        const Archive &archive = *m_layers[static_cast<std::size_t>(layer)].archive;
        m_columns |= archive.indexColumns();
        const std::vector<EntryIndex::Input> &inputs = archive.indexInputs();
        std::vector<Copy> deletions;
        for (std::size_t i = 0; i < inputs.size(); ++i) {
            const EntryIndex::Input &input = inputs[i];
            if (input.path.endsWith(QLatin1Char('/')))
                continue;
            const LayerRole role = archive.layerRole(input.entry);
            if (role == LayerRole::Private)
                continue;
            const bool deletes = role == LayerRole::Deletion || (m_options.tinyFilesDelete && input.size <= 1);
            const Copy copy{layer, input.entry, static_cast<int>(i), deletes};
            if (deletes)
                deletions.push_back(copy);
            else
                add(copy);
        }
        for (const Copy &copy : deletions)
            add(copy);
    }
    // Pass 2: the copies grouped by slot, still highest layer first (a stable counting sort).
    std::vector<std::size_t> begin(keys.size() + 1, 0);
    for (const Placed &p : placed)
        ++begin[static_cast<std::size_t>(p.slot) + 1];
    for (std::size_t i = 1; i < begin.size(); ++i)
        begin[i] += begin[i - 1];
    std::vector<Copy> grouped(placed.size());
    std::vector<std::size_t> next(begin.begin(), begin.end() - 1);
    for (const Placed &p : placed)
        grouped[next[static_cast<std::size_t>(p.slot)]++] = p.copy;
    // Pass 3: per path, in key order, the copy that wins and those it shadows. A second copy in the winning layer
    // (an MPQ entry in another locale) is not a layer of its own: the neutral locale wins, as in the MPQ reader.
    std::vector<int> order(keys.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&keys](int a, int b) {
        const QString &x = keys[static_cast<std::size_t>(a)];
        const QString &y = keys[static_cast<std::size_t>(b)];
        const int c = std::memcmp(x.utf16(), y.utf16(), static_cast<std::size_t>(std::min(x.size(), y.size())) * 2);
        return c != 0 ? c < 0 : x.size() < y.size();
    });
    m_slotTarget.assign(keys.size(), 0);
    for (const int slot : order) {
        const auto at = static_cast<std::size_t>(slot);
        Resolution resolution;
        resolution.top = grouped[begin[at]];
        resolution.shadowed.reserve(begin[at + 1] - begin[at] - 1);
        for (std::size_t i = begin[at] + 1; i < begin[at + 1]; ++i) {
            const Copy &copy = grouped[i];
            if (copy.layer != resolution.top.layer)
                resolution.shadowed.push_back(copy);
            else if (!copy.deletes && inputOf(copy).locale == 0 && inputOf(resolution.top).locale != 0)
                resolution.top = copy;
        }
        resolution.path = normalizedPath(inputOf(resolution.top).path);
        std::vector<Resolution> &list = resolution.top.deletes ? m_deletions : m_files;
        m_slotTarget[at] = resolution.top.deletes ? -static_cast<int>(list.size()) - 1 : static_cast<int>(list.size());
        list.push_back(std::move(resolution));
    }
}

const LayeredArchive::Resolution *LayeredArchive::find(const QString &path) const
{
    const auto found = m_byKey.constFind(pathKey(path));
    if (found == m_byKey.cend())
        return nullptr;
    const int at = m_slotTarget[static_cast<std::size_t>(found.value() - 1)];
    return at >= 0 ? &m_files[static_cast<std::size_t>(at)] : &m_deletions[static_cast<std::size_t>(-at - 1)];
}

QString LayeredArchive::formatName() const
{
    return tr("Archive stack");
}

QString LayeredArchive::writeRefusal() const
{
    return tr("A stack of archives is read-only: open one of its layers to edit it");
}

Capabilities LayeredArchive::capabilities() const
{
    Capabilities capabilities = Capability::Read | Capability::Extract;
    for (const Layer &layer : m_layers) {
        if (layer.archive->capabilities().testFlag(Capability::Verify))
            capabilities |= Capability::Verify;
    }
    return capabilities;
}

std::vector<EntryIndex::Input> LayeredArchive::buildIndexInputs() const
{
    std::vector<EntryIndex::Input> inputs;
    inputs.reserve(m_files.size());
    for (std::size_t i = 0; i < m_files.size(); ++i) {
        const Resolution &file = m_files[i];
        EntryIndex::Input input = inputOf(file.top);
        input.path = file.path;
        input.entry = static_cast<int>(i);
        input.tag = 0;
        input.source = m_layers[static_cast<std::size_t>(file.top.layer)].name;
        input.hiddenCopies = static_cast<int>(file.shadowed.size());
        inputs.push_back(std::move(input));
    }
    return inputs;
}

Result<QByteArray> LayeredArchive::readEntry(int entry) const
{
    if (entry < 0 || entry >= static_cast<int>(m_files.size()))
        return Error{ErrorCode::InvalidInput, tr("No entry %1 in this stack").arg(entry), path(), -1};
    const Copy &top = m_files[static_cast<std::size_t>(entry)].top;
    return m_layers[static_cast<std::size_t>(top.layer)].archive->readEntry(top.entry);
}

QStringList LayeredArchive::shadowedSources(int entry) const
{
    QStringList names;
    if (entry < 0 || entry >= static_cast<int>(m_files.size()))
        return names;
    for (const Copy &copy : m_files[static_cast<std::size_t>(entry)].shadowed) {
        const QString &name = m_layers[static_cast<std::size_t>(copy.layer)].name;
        names << (copy.deletes ? tr("%1 (deletion)").arg(name) : name);
    }
    return names;
}

Result<QByteArray> LayeredArchive::readShadowed(int entry, int copy) const
{
    if (entry < 0 || entry >= static_cast<int>(m_files.size()))
        return Error{ErrorCode::InvalidInput, tr("No entry %1 in this stack").arg(entry), path(), -1};
    const Resolution &file = m_files[static_cast<std::size_t>(entry)];
    if (copy < 0 || copy >= static_cast<int>(file.shadowed.size()))
        return Error{ErrorCode::InvalidInput, tr("%1 has no shadowed copy %2").arg(file.path).arg(copy), path(), -1};
    const Copy &shadowed = file.shadowed[static_cast<std::size_t>(copy)];
    const Layer &layer = m_layers[static_cast<std::size_t>(shadowed.layer)];
    if (shadowed.deletes)
        return Error{ErrorCode::InvalidInput, tr("The copy of %1 in %2 is a deletion").arg(file.path, layer.name),
            layer.archive->path(), -1};
    return layer.archive->readEntry(shadowed.entry);
}

Result<ExtractSummary> LayeredArchive::extract(
    const std::vector<int> &entries, const QString &targetDir, Progress &progress) const
{
    auto outcome = extractWithPolicy(entries, targetDir, progress, io::FailurePolicy::AllOrNothing);
    if (!outcome)
        return outcome.error();
    return outcome->summary;
}

Result<ExtractOutcome> LayeredArchive::extractWithPolicy(
    const std::vector<int> &entries, const QString &targetDir, Progress &progress, io::FailurePolicy policy) const
{
    for (const int entry : entries) {
        if (entry < 0 || entry >= static_cast<int>(m_files.size()))
            return Error{ErrorCode::InvalidInput, tr("No entry %1 in this stack").arg(entry), path(), -1};
    }
    return stack::extractByReading(
        *this, entries, [this](int entry) { return m_files[static_cast<std::size_t>(entry)].path; }, targetDir,
        progress, policy);
}

StructureNode LayeredArchive::describeStructure() const
{
    std::vector<LayerCounts> counts(m_layers.size());
    for (const Resolution &file : m_files) {
        ++counts[static_cast<std::size_t>(file.top.layer)].supplied;
        for (const Copy &copy : file.shadowed)
            ++counts[static_cast<std::size_t>(copy.layer)].shadowed;
    }
    for (const Resolution &deletion : m_deletions) {
        ++counts[static_cast<std::size_t>(deletion.top.layer)].deletes;
        for (const Copy &copy : deletion.shadowed)
            ++counts[static_cast<std::size_t>(copy.layer)].shadowed;
    }
    StructureNode root = StructureNode::group(tr("Archive stack"));
    root.children.push_back(StructureNode::field(tr("Files"), QString::number(m_files.size()), {}, -1, 0));
    root.children.push_back(StructureNode::field(tr("Deleted paths"), QString::number(m_deletions.size()), {}, -1, 0));
    root.children.push_back(StructureNode::field(tr("Files of at most 1 byte delete"),
        m_options.tinyFilesDelete ? tr("yes") : tr("no"), {}, -1, 0));
    StructureNode layers = StructureNode::group(tr("Layers, highest priority first"));
    for (auto i = static_cast<int>(m_layers.size()) - 1; i >= 0; --i) {
        const Layer &layer = m_layers[static_cast<std::size_t>(i)];
        const LayerCounts &count = counts[static_cast<std::size_t>(i)];
        StructureNode node = StructureNode::field(
            QStringLiteral("%1. %2").arg(i + 1).arg(layer.name), layer.archive->path(), layer.archive->formatName(), -1, 0);
        node.children.push_back(StructureNode::field(tr("Supplies"), QString::number(count.supplied), {}, -1, 0));
        node.children.push_back(StructureNode::field(tr("Deletes"), QString::number(count.deletes), {}, -1, 0));
        node.children.push_back(StructureNode::field(tr("Shadowed copies"), QString::number(count.shadowed), {}, -1, 0));
        layers.children.push_back(std::move(node));
    }
    root.children.push_back(std::move(layers));
    return root;
}

StructureNode LayeredArchive::describeEntry(int entry) const
{
    if (entry < 0 || entry >= static_cast<int>(m_files.size()))
        return {};
    const Resolution &file = m_files[static_cast<std::size_t>(entry)];
    const auto copyField = [this](const QString &label, const Copy &copy) {
        const QString size = QLocale().formattedDataSize(inputOf(copy).size);
        return StructureNode::field(label, m_layers[static_cast<std::size_t>(copy.layer)].name,
            copy.deletes ? tr("deletion") : size, -1, 0);
    };
    StructureNode root = StructureNode::group(file.path);
    root.children.push_back(copyField(tr("Supplied by"), file.top));
    StructureNode shadowed = StructureNode::group(tr("Also in (shadowed)"));
    for (const Copy &copy : file.shadowed)
        shadowed.children.push_back(copyField(tr("Layer %1").arg(copy.layer + 1), copy));
    root.children.push_back(std::move(shadowed));
    return root;
}

Result<VerifyReport> LayeredArchive::verify(Progress &progress) const
{
    VerifyReport report;
    for (auto i = static_cast<int>(m_layers.size()) - 1; i >= 0; --i) {
        const Layer &layer = m_layers[static_cast<std::size_t>(i)];
        if (!layer.archive->capabilities().testFlag(Capability::Verify))
            continue;
        progress.setText(tr("Verifying %1").arg(layer.name));
        auto checked = layer.archive->verify(progress);
        if (!checked)
            return checked.error();
        report.checkedEntries += checked->checkedEntries;
        for (Error &problem : checked->problems)
            report.problems.push_back(std::move(problem));
        for (VerifyWarning &warning : checked->warnings) {
            warning.message = QStringLiteral("%1: %2").arg(layer.name, warning.message);
            report.warnings.push_back(std::move(warning));
        }
        for (const QString &fact : checked->facts)
            report.facts << QStringLiteral("%1: %2").arg(layer.name, fact);
    }
    return report;
}

} // namespace mwb
