// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/LayeredArchive.h"

#include "StagedReadExtraction.h"

#include <QLocale>

#include <algorithm>
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
    std::size_t total = 0;
    for (const Layer &layer : m_layers)
        total += layer.archive->indexInputs().size();
    m_byKey.reserve(static_cast<qsizetype>(total));
    std::vector<QString> fileKeys;
    std::vector<QString> deletionKeys;
    const auto place = [&](const Copy &copy) {
        const EntryIndex::Input &input = inputOf(copy);
        QString key = pathKey(input.path);
        const auto found = m_byKey.constFind(key);
        if (found == m_byKey.cend()) {
            Resolution resolution{normalizedPath(input.path), copy, {}};
            if (copy.deletes) {
                m_byKey.insert(key, -static_cast<int>(m_deletions.size()) - 1);
                m_deletions.push_back(std::move(resolution));
                deletionKeys.push_back(std::move(key));
            } else {
                m_byKey.insert(key, static_cast<int>(m_files.size()));
                m_files.push_back(std::move(resolution));
                fileKeys.push_back(std::move(key));
            }
            return;
        }
        const int at = found.value();
        Resolution &resolution = at >= 0 ? m_files[static_cast<std::size_t>(at)]
                                         : m_deletions[static_cast<std::size_t>(-at - 1)];
        if (resolution.top.layer != copy.layer) {
            resolution.shadowed.push_back(copy);
            return;
        }
        // A second copy in the same layer (an MPQ entry in another locale): the neutral locale wins, as it does
        // for the MPQ reader's own lookups.
        if (!copy.deletes && input.locale == 0 && inputOf(resolution.top).locale != 0) {
            resolution.top = copy;
            resolution.path = normalizedPath(input.path);
        }
    };
    for (auto layer = static_cast<int>(m_layers.size()) - 1; layer >= 0; --layer) {
        const Archive &archive = *m_layers[static_cast<std::size_t>(layer)].archive;
        m_columns |= archive.indexColumns();
        const std::vector<EntryIndex::Input> &inputs = archive.indexInputs();
        std::vector<Copy> deletions; // placed after the layer's files: its own file wins over its own deletion
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
                place(copy);
        }
        for (const Copy &copy : deletions)
            place(copy);
    }
    // Entry ids in path order, for listings that read like a directory.
    const auto sortByKey = [this](std::vector<Resolution> &list, const std::vector<QString> &keys, bool files) {
        std::vector<int> order(list.size());
        std::iota(order.begin(), order.end(), 0);
        std::sort(order.begin(), order.end(), [&keys](int a, int b) {
            return keys[static_cast<std::size_t>(a)] < keys[static_cast<std::size_t>(b)];
        });
        std::vector<Resolution> sorted;
        sorted.reserve(list.size());
        for (std::size_t i = 0; i < order.size(); ++i) {
            const auto from = static_cast<std::size_t>(order[i]);
            sorted.push_back(std::move(list[from]));
            m_byKey[keys[from]] = files ? static_cast<int>(i) : -static_cast<int>(i) - 1;
        }
        list = std::move(sorted);
    };
    sortByKey(m_files, fileKeys, true);
    sortByKey(m_deletions, deletionKeys, false);
}

const LayeredArchive::Resolution *LayeredArchive::find(const QString &path) const
{
    const auto found = m_byKey.constFind(pathKey(path));
    if (found == m_byKey.cend())
        return nullptr;
    const int at = found.value();
    return at >= 0 ? &m_files[static_cast<std::size_t>(at)] : &m_deletions[static_cast<std::size_t>(-at - 1)];
}

QString LayeredArchive::formatName() const
{
    return tr("Archive stack");
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
