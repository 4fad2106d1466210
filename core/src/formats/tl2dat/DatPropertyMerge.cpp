// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2dat/DatPropertyMerge.h"

#include "mwb/formats/tl2dat/DatCompiler.h"

#include <functional>
#include <optional>
#include <set>

namespace mwb::formats::tl2dat {

namespace {

/// One part of an address: "AFFIX[2]" is the tag AFFIX's second occurrence.
struct Step
{
    QString name;
    quint32 hash = 0;
    int occurrence = 0;
};

Step parseStep(const QString &part)
{
    Step step{part, 0, 0};
    const qsizetype open = part.lastIndexOf(QLatin1Char('['));
    if (open > 0 && part.endsWith(QLatin1Char(']'))) {
        bool ok = false;
        const int number = part.mid(open + 1, part.size() - open - 2).toInt(&ok);
        if (ok && number > 0) {
            step.name = part.left(open);
            step.occurrence = number - 1;
        }
    }
    step.hash = datNameHash(step.name);
    return step;
}

QString stepKey(const Step &step)
{
    return QStringLiteral("%1#%2").arg(step.hash, 8, 16, QLatin1Char('0')).arg(step.occurrence);
}

/// Positions in a tree: a child block as 2 × index + 1, a property (always last) as 2 × index. Sorted from the
/// greatest down, every position comes before the positions of the blocks that hold it.
using Position = std::vector<int>;

/// The index of the `occurrence`-th item whose name hashes to `hash`, or -1.
template<typename T, typename NameOf>
int findOccurrence(const std::vector<T> &items, quint32 hash, int occurrence, NameOf nameOf)
{
    int seen = 0;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (datNameHash(nameOf(items[i])) == hash && seen++ == occurrence)
            return static_cast<int>(i);
    }
    return -1;
}

/// The index after the last item whose name hashes to `hash`, or the end.
template<typename T, typename NameOf>
std::size_t afterLast(const std::vector<T> &items, quint32 hash, NameOf nameOf)
{
    for (std::size_t i = items.size(); i > 0; --i) {
        if (datNameHash(nameOf(items[i - 1])) == hash)
            return i;
    }
    return items.size();
}

const QString &tagOf(const DatNode &node)
{
    return node.tag;
}

const QString &keyOf(const DatProperty &property)
{
    return property.key;
}

class Merger
{
public:
    explicit Merger(const DatNode &base)
        : m_root(base)
    { }

    void apply(const DatPropertyChange &change)
    {
        if (change.blocks.isEmpty() || parseStep(change.blocks.first()).hash != datNameHash(m_root.tag))
            return;
        if (change.kind == DatPropertyChange::Kind::Removed) {
            m_removed.push_back(&change);
            return;
        }
        DatNode *node = blockAt(change.blocks, change.kind == DatPropertyChange::Kind::Added);
        if (!node || change.key.isEmpty() || !change.after)
            return;
        DatProperty value = *change.after;
        value.sourceOffset = -1;
        const Step key = parseStep(change.key);
        const int at = change.kind == DatPropertyChange::Kind::Changed
            ? findOccurrence(node->properties, key.hash, key.occurrence, keyOf)
            : -1;
        if (at >= 0) {
            node->properties[static_cast<std::size_t>(at)] = std::move(value);
            return;
        }
        const std::size_t place = afterLast(node->properties, key.hash, keyOf);
        node->properties.insert(node->properties.begin() + static_cast<std::ptrdiff_t>(place), std::move(value));
    }

    /// Takes the removed properties and blocks out, then the blocks of `base` they left empty.
    DatNode finish()
    {
        std::set<Position, std::greater<>> removals;
        for (const DatPropertyChange *change : m_removed) {
            if (auto position = positionOf(*change))
                removals.insert(*std::move(position));
        }
        std::set<Position, std::greater<>> emptied;
        for (const Position &position : removals) {
            DatNode *parent = nodeAt(position, position.size() - 1);
            if (!parent)
                continue;
            const auto index = static_cast<std::size_t>(position.back() / 2);
            if (position.back() % 2 == 0)
                parent->properties.erase(parent->properties.begin() + static_cast<std::ptrdiff_t>(index));
            else
                parent->children.erase(parent->children.begin() + static_cast<std::ptrdiff_t>(index));
            if (position.size() > 1)
                emptied.insert(Position(position.begin(), position.end() - 1));
        }
        while (!emptied.empty()) {
            const Position block = *emptied.begin();
            emptied.erase(emptied.begin());
            DatNode *parent = nodeAt(block, block.size() - 1);
            const auto index = static_cast<std::size_t>(block.back() / 2);
            if (!parent || index >= parent->children.size())
                continue;
            const DatNode &node = parent->children[index];
            if (!node.properties.empty() || !node.children.empty())
                continue;
            parent->children.erase(parent->children.begin() + static_cast<std::ptrdiff_t>(index));
            if (block.size() > 1)
                emptied.insert(Position(block.begin(), block.end() - 1));
        }
        return std::move(m_root);
    }

private:
    /// The block an address names (below the root), created when `create` and it does not exist yet.
    DatNode *blockAt(const QStringList &blocks, bool create)
    {
        DatNode *node = &m_root;
        for (qsizetype i = 1; i < blocks.size(); ++i) {
            const Step step = parseStep(blocks[i]);
            int at = findOccurrence(node->children, step.hash, step.occurrence, tagOf);
            while (at < 0 && create) {
                const std::size_t place = afterLast(node->children, step.hash, tagOf);
                DatNode added;
                added.tag = step.name;
                node->children.insert(node->children.begin() + static_cast<std::ptrdiff_t>(place), std::move(added));
                at = findOccurrence(node->children, step.hash, step.occurrence, tagOf);
            }
            if (at < 0)
                return nullptr;
            node = &node->children[static_cast<std::size_t>(at)];
        }
        return node;
    }

    /// Where a removed property or empty block sits, by its occurrence in the base (additions follow the base's
    /// occurrences, so they still count from the base's first), or nothing when it is not there.
    std::optional<Position> positionOf(const DatPropertyChange &change) const
    {
        Position position;
        const DatNode *node = &m_root;
        for (qsizetype i = 1; i < change.blocks.size(); ++i) {
            const Step step = parseStep(change.blocks[i]);
            const int at = findOccurrence(node->children, step.hash, step.occurrence, tagOf);
            if (at < 0)
                return std::nullopt;
            position.push_back(2 * at + 1);
            node = &node->children[static_cast<std::size_t>(at)];
        }
        if (change.key.isEmpty())
            return position.empty() ? std::nullopt : std::optional<Position>(position);
        const Step key = parseStep(change.key);
        const int at = findOccurrence(node->properties, key.hash, key.occurrence, keyOf);
        if (at < 0)
            return std::nullopt;
        position.push_back(2 * at);
        return position;
    }

    /// The block reached by the first `depth` steps of `position`.
    DatNode *nodeAt(const Position &position, std::size_t depth)
    {
        DatNode *node = &m_root;
        for (std::size_t i = 0; i < depth; ++i) {
            const auto index = static_cast<std::size_t>(position[i] / 2);
            if (index >= node->children.size())
                return nullptr;
            node = &node->children[index];
        }
        return node;
    }

    DatNode m_root;
    std::vector<const DatPropertyChange *> m_removed;
};

} // namespace

QString datAddressKey(const DatPropertyChange &change)
{
    QStringList parts;
    for (const QString &block : change.blocks)
        parts << stepKey(parseStep(block));
    if (!change.key.isEmpty())
        parts << stepKey(parseStep(change.key));
    const bool added = change.kind == DatPropertyChange::Kind::Added;
    return parts.join(QLatin1Char('/')) + (added ? QStringLiteral("+") : QString());
}

DatNode applyDatChanges(const DatNode &base, const std::vector<const DatPropertyChange *> &changes)
{
    Merger merger(base);
    for (const DatPropertyChange *change : changes)
        merger.apply(*change);
    return merger.finish();
}

} // namespace mwb::formats::tl2dat
