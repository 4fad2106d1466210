// SPDX-License-Identifier: GPL-3.0-or-later
// EntryIndex::patched(): the rows an edit touches taken out of a built index and put in again, the rest copied.
#include "EntryIndexLeaf.h"
#include "mwb/core/EntryIndex.h"
#include "mwb/core/EntryIndexSearch.h"
#include "mwb/core/EntryIndexStorage.h"

#include <QHash>

#include <algorithm>
#include <unordered_map>
#include <utility>

namespace mwb {

namespace {

using Node = EntryIndex::Node;

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

/// The index being patched: its nodes by id, the new nodes after them (ids from oldCount()), and the child lists
/// and nodes that changed. Everything else is read from the index itself.
class Draft
{
public:
    explicit Draft(const EntryIndex &index)
        : m_index(index)
        , m_oldCount(index.size())
    { }

    [[nodiscard]] int oldCount() const { return m_oldCount; }

    [[nodiscard]] const Node &node(int id) const
    {
        if (id >= m_oldCount)
            return m_fresh[at(id - m_oldCount)];
        if (!m_edited.empty()) {
            if (const auto found = m_edited.find(id); found != m_edited.end())
                return found->second;
        }
        return m_index.node(id);
    }

    Node &editable(int id)
    {
        if (id >= m_oldCount)
            return m_fresh[at(id - m_oldCount)];
        return m_edited.try_emplace(id, m_index.node(id)).first->second;
    }

    /// The children of directory `dir` as a list this draft may change.
    std::vector<int> &children(int dir)
    {
        const auto [it, inserted] = m_children.try_emplace(dir);
        if (inserted && dir < m_oldCount) {
            const Node &n = m_index.node(dir);
            it->second.resize(at(n.childCount));
            for (std::int32_t c = 0; c < n.childCount; ++c)
                it->second[at(c)] = n.firstChild + c;
        }
        return it->second;
    }

    /// The children's ids of `dir` when they changed, else null (then they are the index's own range).
    [[nodiscard]] const std::vector<int> *changedChildren(int dir) const
    {
        const auto found = m_children.find(dir);
        return found == m_children.end() ? nullptr : &found->second;
    }

    [[nodiscard]] int childCount(int dir) const
    {
        const std::vector<int> *changed = changedChildren(dir);
        return changed ? static_cast<int>(changed->size()) : node(dir).childCount;
    }

    int addNode(Node node)
    {
        m_fresh.push_back(std::move(node));
        return m_oldCount + static_cast<int>(m_fresh.size()) - 1;
    }

    [[nodiscard]] std::size_t freshCount() const { return m_fresh.size(); }

private:
    const EntryIndex &m_index;
    int m_oldCount = 0;
    std::vector<Node> m_fresh;
    std::unordered_map<int, Node> m_edited;
    std::unordered_map<int, std::vector<int>> m_children;
};

} // namespace

EntryIndex EntryIndex::patched(const QSet<QString> &paths, const std::vector<Input> &rows) const
{
    Draft draft(*this);
    const auto less = [&draft](int a, int b) {
        const Node &na = draft.node(a);
        const Node &nb = draft.node(b);
        if (na.isDir != nb.isDir)
            return na.isDir;
        return naturalLess(na.name, nb.name);
    };

    // Out: the leaves at the paths (in every directory whose name matches in some letter case), and the explicit
    // mark of a directory there.
    std::vector<int> emptied;
    for (const QString &key : paths) {
        const qsizetype slash = key.lastIndexOf(QLatin1Char('/'));
        const QStringView name = QStringView(key).mid(slash + 1);
        if (name.isEmpty())
            continue;
        for (const NodeId dir :
            slash < 0 ? std::vector<NodeId>{Root} : findInAnyCase(*this, QStringView(key).left(slash))) {
            if (!node(dir).isDir)
                continue;
            std::vector<int> &list = draft.children(dir);
            for (const int child : list) {
                const Node &n = draft.node(child);
                if (n.isDir && n.isExplicit && n.name.compare(name, Qt::CaseInsensitive) == 0) {
                    Node &cleared = draft.editable(child);
                    cleared.isExplicit = false;
                    cleared.tag = 0;
                    emptied.push_back(child);
                }
            }
            std::erase_if(list, [&](int child) {
                const Node &n = draft.node(child);
                return !n.isDir && n.name.compare(name, Qt::CaseInsensitive) == 0;
            });
            emptied.push_back(dir);
        }
    }

    // In: the rows, their directories found by exact name as build() merges them, or made.
    QHash<std::pair<int, QString>, int> dirs;
    std::unordered_map<int, std::vector<int>> added;
    const auto dirChild = [&](int parent, const QString &name) {
        const std::pair<int, QString> key{parent, name};
        if (const auto found = dirs.constFind(key); found != dirs.cend())
            return found.value();
        int id = -1;
        for (const int child : draft.children(parent)) {
            if (draft.node(child).isDir && draft.node(child).name == name) {
                id = child;
                break;
            }
        }
        if (id < 0) {
            Node dir;
            dir.name = name;
            dir.isDir = true;
            id = draft.addNode(std::move(dir));
            draft.children(id);
            added[parent].push_back(id);
        }
        dirs.insert(key, id);
        return id;
    };
    for (const Input &row : rows) {
        const auto parts = QStringView(row.path).split(QLatin1Char('/'), Qt::SkipEmptyParts);
        if (parts.isEmpty())
            continue;
        const bool explicitDir = row.path.endsWith(QLatin1Char('/'));
        int cur = Root;
        for (qsizetype i = 0; i + 1 < parts.size(); ++i)
            cur = dirChild(cur, parts[i].toString());
        if (explicitDir) {
            Node &dir = draft.editable(dirChild(cur, parts.last().toString()));
            dir.isExplicit = true;
            dir.tag = std::max(dir.tag, row.tag);
            continue;
        }
        Node leaf;
        leaf.name = parts.last().toString();
        fillLeaf(leaf, row);
        added[cur].push_back(draft.addNode(std::move(leaf)));
    }
    for (auto &[parent, ids] : added) {
        std::vector<int> &list = draft.children(parent);
        std::sort(ids.begin(), ids.end(), less);
        const auto middle = static_cast<std::ptrdiff_t>(list.size());
        list.insert(list.end(), ids.begin(), ids.end());
        std::inplace_merge(list.begin(), list.begin() + middle, list.end(), less);
    }

    // Directories left with nothing, and not named by an input, go, and so may their parents.
    for (int dir : emptied) {
        while (dir != Root && dir < draft.oldCount() && draft.childCount(dir) == 0 && !draft.node(dir).isExplicit) {
            const int parent = draft.node(dir).parent;
            std::erase(draft.children(parent), dir);
            dir = parent;
        }
    }

    // Laid out breadth-first again.
    EntryIndex out;
    out.m_columns = m_columns;
    out.m_nodes = entryindex::takeStorage(m_nodes.size() + draft.freshCount());
    out.m_nodes.push_back(draft.node(Root));
    out.m_nodes.front().size = 0;
    out.m_nodes.front().packedSize = 0;
    std::vector<int> order{Root};
    order.reserve(out.m_nodes.capacity());
    for (std::size_t q = 0; q < order.size(); ++q) {
        const auto place = [&](int child) {
            Node n = draft.node(child);
            n.parent = static_cast<NodeId>(q);
            if (n.isDir) {
                n.size = 0;
                n.packedSize = 0;
            } else {
                ++out.m_entryCount;
            }
            out.m_nodes.push_back(std::move(n));
            order.push_back(child);
        };
        const int id = order[q];
        const auto first = static_cast<NodeId>(out.m_nodes.size());
        if (const std::vector<int> *changed = draft.changedChildren(id)) {
            for (const int child : *changed)
                place(child);
        } else if (draft.node(id).isDir) {
            const Node &n = draft.node(id);
            for (std::int32_t c = 0; c < n.childCount; ++c)
                place(n.firstChild + c);
        }
        out.m_nodes[q].firstChild = first;
        out.m_nodes[q].childCount = static_cast<std::int32_t>(out.m_nodes.size()) - first;
    }
    out.sumDirectories();
    return out;
}

} // namespace mwb
