// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2dat/DatPropertyMerge.h"

#include "mwb/formats/tl2dat/DatCompiler.h"

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
        Removals removals;
        for (const DatPropertyChange *change : m_removed)
            mark(*change, removals);
        removeMarked(m_root, removals);
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

    /// What the removals take out, found before anything is taken out.
    struct Removals
    {
        std::set<const DatProperty *> properties;
        std::set<const DatNode *> blocks;
    };

    /// Marks a removed property or empty block, by its occurrence in the base (additions follow the base's
    /// occurrences, so they still count from the base's first); nothing when it is not there.
    void mark(const DatPropertyChange &change, Removals &removals) const
    {
        const DatNode *node = &m_root;
        for (qsizetype i = 1; i < change.blocks.size(); ++i) {
            const Step step = parseStep(change.blocks[i]);
            const int at = findOccurrence(node->children, step.hash, step.occurrence, tagOf);
            if (at < 0)
                return;
            node = &node->children[static_cast<std::size_t>(at)];
        }
        if (change.key.isEmpty()) {
            if (node != &m_root)
                removals.blocks.insert(node);
            return;
        }
        const Step key = parseStep(change.key);
        const int at = findOccurrence(node->properties, key.hash, key.occurrence, keyOf);
        if (at >= 0)
            removals.properties.insert(&node->properties[static_cast<std::size_t>(at)]);
    }

    /// Takes the marked properties and blocks out of `node`, and the child blocks that this leaves empty; true when
    /// anything below `node` was taken out.
    static bool removeMarked(DatNode &node, const Removals &removals)
    {
        const std::size_t properties = node.properties.size();
        std::erase_if(node.properties, [&](const DatProperty &property) {
            return removals.properties.count(&property) > 0;
        });
        bool removed = node.properties.size() != properties;
        std::vector<DatNode> kept;
        kept.reserve(node.children.size());
        for (DatNode &child : node.children) {
            if (removals.blocks.count(&child) > 0) {
                removed = true;
                continue;
            }
            const bool below = removeMarked(child, removals);
            removed = removed || below;
            if (!below || !child.properties.empty() || !child.children.empty())
                kept.push_back(std::move(child));
        }
        node.children = std::move(kept);
        return removed;
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
