// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/EntryIndex.h"

#include "EntryIndexLeaf.h"
#include "mwb/core/EntryIndexStorage.h"

#include <QHash>

#include <algorithm>
#include <optional>
#include <utility>

namespace mwb {

namespace {

struct BuildNode
{
    QString name;
    const EntryIndex::Input *input = nullptr; ///< null for directories
    std::vector<int> children;
    QHash<QString, int> dirsByName;
    quint8 dirTag = 0; ///< tag of an explicit directory entry
    bool isExplicit = false;
};

std::size_t at(int i)
{
    return static_cast<std::size_t>(i);
}

int dirChild(std::vector<BuildNode> &tree, int parent, const QString &name)
{
    if (const auto it = tree[at(parent)].dirsByName.constFind(name); it != tree[at(parent)].dirsByName.cend())
        return it.value();
    const int id = static_cast<int>(tree.size());
    tree.push_back(BuildNode{name, nullptr, {}, {}, 0, false});
    tree[at(parent)].dirsByName.insert(name, id);
    tree[at(parent)].children.push_back(id);
    return id;
}

} // namespace

bool EntryIndex::naturalLess(const QString &a, const QString &b)
{
    qsizetype i = 0;
    qsizetype j = 0;
    while (i < a.size() && j < b.size()) {
        const QChar ca = a.at(i);
        const QChar cb = b.at(j);
        if (ca.isDigit() && cb.isDigit()) {
            qsizetype ei = i;
            qsizetype ej = j;
            while (ei < a.size() && a.at(ei) == QLatin1Char('0'))
                ++ei;
            while (ej < b.size() && b.at(ej) == QLatin1Char('0'))
                ++ej;
            qsizetype di = ei;
            qsizetype dj = ej;
            while (di < a.size() && a.at(di).isDigit())
                ++di;
            while (dj < b.size() && b.at(dj).isDigit())
                ++dj;
            if (di - ei != dj - ej)
                return di - ei < dj - ej;
            const int cmp = QStringView(a).mid(ei, di - ei).compare(QStringView(b).mid(ej, dj - ej));
            if (cmp != 0)
                return cmp < 0;
            i = di;
            j = dj;
            continue;
        }
        const char16_t la = ca.toCaseFolded().unicode();
        const char16_t lb = cb.toCaseFolded().unicode();
        if (la != lb)
            return la < lb;
        ++i;
        ++j;
    }
    if ((a.size() - i) != (b.size() - j))
        return (a.size() - i) < (b.size() - j);
    return a < b; // deterministic tie-break for names equal up to case
}

EntryIndex EntryIndex::build(const std::vector<Input> &entries, unsigned columns)
{
    std::vector<BuildNode> tree(1);
    tree.reserve(entries.size() + 1);
    // Archives list a folder's files together: a file in the same folder as the one before reuses its node.
    std::optional<QStringView> lastFolder;
    int lastFolderNode = 0;
    for (const Input &input : entries) {
        const bool explicitDir = input.path.endsWith(QLatin1Char('/'));
        const qsizetype slash = input.path.lastIndexOf(QLatin1Char('/'));
        const QStringView folder = QStringView(input.path).left(std::max<qsizetype>(slash, 0));
        int cur = 0;
        QString leaf;
        if (!explicitDir && lastFolder == folder) {
            cur = lastFolderNode;
            leaf = QStringView(input.path).mid(slash + 1).toString();
        } else {
            const auto parts = QStringView(input.path).split(QLatin1Char('/'), Qt::SkipEmptyParts);
            if (parts.isEmpty())
                continue;
            for (qsizetype i = 0; i + 1 < parts.size(); ++i)
                cur = dirChild(tree, cur, parts[i].toString());
            leaf = parts.last().toString();
            if (explicitDir) {
                const int dir = dirChild(tree, cur, leaf);
                tree[at(dir)].dirTag = std::max(tree[at(dir)].dirTag, input.tag);
                tree[at(dir)].isExplicit = true;
                continue;
            }
            lastFolder = folder;
            lastFolderNode = cur;
        }
        const int id = static_cast<int>(tree.size());
        tree.push_back(BuildNode{leaf, &input, {}, {}, 0, false});
        tree[at(cur)].children.push_back(id);
    }

    EntryIndex out;
    out.m_columns = columns;
    out.m_nodes = entryindex::takeStorage(tree.size());
    Node root;
    root.isDir = true;
    root.firstChild = 1;
    out.m_nodes.push_back(root);
    std::vector<int> order{0};
    for (std::size_t q = 0; q < order.size(); ++q) {
        auto &children = tree[at(order[q])].children;
        std::sort(children.begin(), children.end(), [&tree](int a, int b) {
            const bool dirA = tree[at(a)].input == nullptr;
            const bool dirB = tree[at(b)].input == nullptr;
            if (dirA != dirB)
                return dirA;
            return naturalLess(tree[at(a)].name, tree[at(b)].name);
        });
        out.m_nodes[q].firstChild = static_cast<NodeId>(out.m_nodes.size());
        out.m_nodes[q].childCount = static_cast<std::int32_t>(children.size());
        for (const int c : children) {
            const BuildNode &b = tree[at(c)];
            Node n;
            n.name = b.name;
            n.parent = static_cast<NodeId>(q);
            n.isDir = b.input == nullptr;
            n.tag = b.dirTag;
            n.isExplicit = b.isExplicit;
            if (b.input) {
                fillLeaf(n, *b.input);
                ++out.m_entryCount;
            }
            out.m_nodes.push_back(std::move(n));
            order.push_back(c);
        }
    }
    out.sumDirectories();
    return out;
}

EntryIndex::~EntryIndex()
{
    entryindex::returnStorage(std::move(m_nodes));
}

void EntryIndex::sumDirectories()
{
    // Children before parents: breadth-first order reversed.
    for (auto id = static_cast<NodeId>(m_nodes.size()) - 1; id > 0; --id) {
        const Node &n = m_nodes[at(id)];
        Node &parent = m_nodes[at(n.parent)];
        parent.size += n.size;
        parent.packedSize += n.packedSize;
    }
}

QString EntryIndex::pathOf(NodeId id) const
{
    QStringList parts;
    for (NodeId cur = id; cur > Root; cur = node(cur).parent)
        parts.prepend(node(cur).name);
    return parts.join(QLatin1Char('/'));
}

void EntryIndex::collectEntries(NodeId id, std::vector<int> &out) const
{
    std::vector<NodeId> stack{id};
    while (!stack.empty()) {
        const NodeId cur = stack.back();
        stack.pop_back();
        const Node &n = node(cur);
        if (n.entry >= 0)
            out.push_back(n.entry);
        for (std::int32_t c = 0; c < n.childCount; ++c)
            stack.push_back(n.firstChild + c);
    }
}

EntryIndex::NodeId EntryIndex::find(QStringView path) const
{
    const QString slashed = path.toString().replace(QLatin1Char('\\'), QLatin1Char('/'));
    const QList<QStringView> parts = QStringView(slashed).split(QLatin1Char('/'), Qt::SkipEmptyParts);
    // Folders whose names differ only in case are separate nodes ("Interface" and "INTERFACE" of one MPQ): the path
    // is looked for below each of them, in order.
    const auto below = [this, &parts](const auto &self, NodeId current, qsizetype part) -> NodeId {
        if (part == parts.size())
            return current;
        const Node &parent = node(current);
        for (NodeId child = parent.firstChild; child < parent.firstChild + parent.childCount; ++child) {
            if (node(child).name.compare(parts[part], Qt::CaseInsensitive) != 0)
                continue;
            if (const NodeId found = self(self, child, part + 1); found >= 0)
                return found;
        }
        return -1;
    };
    return below(below, Root, 0);
}

} // namespace mwb
