// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/StructureModel.h"

#include <vector>

namespace mwb {

/// One row whose contents someone asked for (its data, rows or children); a QModelIndex points at the Item of its
/// parent, so rows that are only laid out by a view cost no Item. An Item's node is made only when needed.
struct StructureModel::Item
{
    Item *parent = nullptr;
    int row = 0;
    const StructureNode *node = nullptr; ///< null until needed (lazy rows), then stable
    std::unique_ptr<StructureNode> owned; ///< the node of a lazy row, made by the parent's makeChild
    std::vector<std::unique_ptr<Item>> children; ///< one slot per row views know of; made on access
    int fetched = 0; ///< rows of a lazy node handed to views

    [[nodiscard]] const StructureNode &content()
    {
        if (!node) {
            owned = std::make_unique<StructureNode>(parent->content().makeChild(row));
            node = owned.get();
        }
        return *node;
    }
    [[nodiscard]] bool isLazy() { return content().lazyCount > 0; }
    /// Whether child `childRow` has children, without making it when it is a lazy row not made yet: rows of one
    /// lazy list share their shape, so the list's first row answers for them (views ask this of every row).
    [[nodiscard]] bool childHasChildren(int childRow)
    {
        const auto slot = static_cast<std::size_t>(childRow);
        const bool made = slot < children.size() && children[slot] && children[slot]->node;
        return child(made || !isLazy() ? childRow : 0)->content().childCount() > 0;
    }
    /// Rows views may see: every eager child, or the fetched part of a lazy list.
    [[nodiscard]] int visibleRows() { return isLazy() ? fetched : static_cast<int>(content().children.size()); }
    [[nodiscard]] Item *child(int childRow)
    {
        const auto slot = static_cast<std::size_t>(childRow);
        if (children.size() < static_cast<std::size_t>(visibleRows()))
            children.resize(static_cast<std::size_t>(visibleRows()));
        if (!children[slot]) {
            children[slot] = std::make_unique<Item>();
            children[slot]->parent = this;
            children[slot]->row = childRow;
            if (!isLazy())
                children[slot]->node = &content().children[slot];
        }
        return children[slot].get();
    }
};

namespace {

bool holds(const StructureNode &node, qint64 offset)
{
    return node.offset >= 0 && offset >= node.offset && offset < node.offset + node.size;
}

/// True when `node` or, for a group without bytes of its own, one of its eager descendants holds `offset`.
bool reaches(const StructureNode &node, qint64 offset)
{
    if (node.offset >= 0)
        return holds(node, offset);
    for (const StructureNode &child : node.children) {
        if (reaches(child, offset))
            return true;
    }
    return false;
}

/// Row of the child of `node` that holds `offset`, or -1. Lazy rows are binary-searched by offset.
int rowHolding(const StructureNode &node, qint64 offset)
{
    if (node.lazyCount == 0) {
        for (std::size_t i = 0; i < node.children.size(); ++i) {
            if (reaches(node.children[i], offset))
                return static_cast<int>(i);
        }
        return -1;
    }
    int low = 0;
    int high = node.lazyCount;
    while (low < high) {
        const int middle = low + (high - low) / 2;
        const StructureNode probe = node.makeChild(middle);
        if (probe.offset < 0)
            return -1;
        if (offset < probe.offset)
            high = middle;
        else if (offset >= probe.offset + probe.size)
            low = middle + 1;
        else
            return middle;
    }
    return -1;
}

QString hexOffset(qint64 offset)
{
    return QStringLiteral("0x") + QString::number(offset, 16).toUpper().rightJustified(8, QLatin1Char('0'));
}

} // namespace

StructureModel::StructureModel(QObject *parent)
    : QAbstractItemModel(parent)
    , m_root(std::make_unique<Item>())
{
    m_root->node = &m_rootNode;
}

StructureModel::~StructureModel() = default;

void StructureModel::setRoot(StructureNode root)
{
    m_announcing = true;
    beginResetModel();
    m_rootNode = std::move(root);
    m_root = std::make_unique<Item>();
    m_root->node = &m_rootNode;
    endResetModel();
    m_announcing = false;
}

const StructureNode &StructureModel::root() const
{
    return m_rootNode;
}

StructureModel::Item *StructureModel::itemFor(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<Item *>(index.internalPointer())->child(index.row()) : m_root.get();
}

const StructureNode *StructureModel::node(const QModelIndex &index) const
{
    return index.isValid() ? &itemFor(index)->content() : nullptr;
}

QModelIndex StructureModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    return createIndex(row, column, itemFor(parent));
}

QModelIndex StructureModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    Item *parentItem = static_cast<Item *>(child.internalPointer());
    if (parentItem == m_root.get())
        return {};
    return createIndex(parentItem->row, 0, parentItem->parent);
}

int StructureModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    return itemFor(parent)->visibleRows();
}

int StructureModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

bool StructureModel::hasChildren(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return false;
    if (!parent.isValid())
        return m_root->content().childCount() > 0;
    return static_cast<Item *>(parent.internalPointer())->childHasChildren(parent.row());
}

bool StructureModel::canFetchMore(const QModelIndex &parent) const
{
    if (m_announcing || parent.column() > 0)
        return false;
    Item *item = itemFor(parent);
    return item->isLazy() && item->fetched < item->content().lazyCount;
}

void StructureModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    Item *item = itemFor(parent);
    fetchUpTo(item, parent, item->fetched + kFetchBatch);
}

void StructureModel::fetchUpTo(Item *item, const QModelIndex &index, int end)
{
    end = qMin(end, item->content().lazyCount);
    if (m_announcing || end <= item->fetched)
        return;
    m_announcing = true;
    beginInsertRows(index, item->fetched, end - 1);
    item->fetched = end;
    endInsertRows();
    m_announcing = false;
}

QModelIndex StructureModel::indexForOffset(qint64 offset, const QModelIndex &within)
{
    QModelIndex found = within.isValid() ? within.siblingAtColumn(0) : QModelIndex();
    Item *item = found.isValid() ? itemFor(found) : m_root.get();
    for (int row = rowHolding(item->content(), offset); row >= 0; row = rowHolding(item->content(), offset)) {
        if (item->isLazy() && row >= item->fetched)
            fetchUpTo(item, found, (row / kFetchBatch + 1) * kFetchBatch);
        found = index(row, 0, found);
        item = itemFor(found);
    }
    return found;
}

QVariant StructureModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const StructureNode &n = itemFor(index)->content();
    const bool hasBytes = n.offset >= 0;
    switch (role) {
    case OffsetRole:
        return n.offset;
    case SizeRole:
        return hasBytes ? n.size : qint64(0);
    case Qt::TextAlignmentRole:
        if (index.column() == OffsetColumn || index.column() == SizeColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        break;
    default:
        return {};
    }
    switch (index.column()) {
    case NameColumn:
        return n.name;
    case ValueColumn:
        return n.value;
    case TypeColumn:
        return n.type;
    case OffsetColumn:
        return hasBytes ? hexOffset(n.offset) : QString();
    case SizeColumn:
        return hasBytes ? QString::number(n.size) : QString();
    default:
        return {};
    }
}

QVariant StructureModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case ValueColumn:
        return tr("Value");
    case TypeColumn:
        return tr("Type");
    case OffsetColumn:
        return tr("Offset");
    case SizeColumn:
        return tr("Size");
    default:
        return {};
    }
}

} // namespace mwb
