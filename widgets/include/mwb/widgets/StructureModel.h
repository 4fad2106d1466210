// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/StructureNode.h"

#include <QAbstractItemModel>

#include <memory>

namespace mwb {

/// Read-only tree model over a StructureNode (an archive's or an entry's parsed structure) for the property
/// inspector: the root's children are the top-level rows. Columns: Name, Value, Type, Offset (hexadecimal, empty for
/// computed values), Size. GUI thread only.
///
/// Lazy nodes (StructureNode::lazyCount) cost nothing until shown: their rows reach views in batches of kFetchBatch
/// through canFetchMore()/fetchMore(), a row's node is made (makeChild) only when its data, row count or children are
/// asked for, and made nodes are cached. A view showing the first screen of a 1,000,000-row list therefore makes a
/// few dozen nodes, not a million. hasChildren() of a row not made yet is answered by the first row of its list:
/// the rows of one lazy list are expected to share their shape (all groups or all leaves), as describers make them.
///
/// indexForOffset() maps a byte (a click in the hex view) to the deepest node whose [offset, offset + size) holds it:
/// eager children are scanned (descending into offset-less groups), lazy children are binary-searched by offset,
/// which needs their rows in ascending offset order, as every describer makes them (a row without an offset stops
/// the search at its parent). Each probe makes a throw-away node, so a 1,000,000-row list costs about 20 makeChild
/// calls; the rows up to the one found are then fetched so that the index is valid.
///
/// canFetchMore() is false while a reset or an insertion is being announced, so views and testers that react to
/// modelReset/rowsAboutToBeInserted/rowsInserted by fetching do not nest changes.
class StructureModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum Column { NameColumn, ValueColumn, TypeColumn, OffsetColumn, SizeColumn, ColumnCount };
    enum Role {
        OffsetRole = Qt::UserRole + 1, ///< qint64 first byte, -1 for a node without bytes of its own
        SizeRole, ///< qint64 number of bytes, 0 for a node without bytes of its own
    };
    /// Rows of a lazy list handed to views per fetchMore().
    static constexpr int kFetchBatch = 256;

    explicit StructureModel(QObject *parent = nullptr);
    ~StructureModel() override;

    /// Shows `root` (one model reset); the previous tree and its cached nodes are dropped.
    void setRoot(StructureNode root);
    [[nodiscard]] const StructureNode &root() const;
    /// The node behind `index` (made on demand for a lazy row); null for an invalid index.
    [[nodiscard]] const StructureNode *node(const QModelIndex &index) const;
    /// The deepest node holding byte `offset`, in column 0; invalid when no node holds it. Fetches lazy rows as
    /// needed (rowsInserted is emitted), so the view can select and scroll to the result. A valid `within` limits
    /// the search to its subtree (a tree whose top-level rows refer to different bytes); `within` itself is
    /// returned when none of its descendants holds the byte.
    [[nodiscard]] QModelIndex indexForOffset(qint64 offset, const QModelIndex &within = {});

    [[nodiscard]] QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    [[nodiscard]] QModelIndex parent(const QModelIndex &child) const override;
    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] bool hasChildren(const QModelIndex &parent = {}) const override;
    [[nodiscard]] bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    struct Item;

    [[nodiscard]] Item *itemFor(const QModelIndex &index) const;
    /// Exposes rows [fetched, end) of a lazy item to views.
    void fetchUpTo(Item *item, const QModelIndex &index, int end);

    StructureNode m_rootNode;
    std::unique_ptr<Item> m_root;
    bool m_announcing = false; ///< while a reset or an insertion is announced, fetching would nest changes
};

} // namespace mwb
