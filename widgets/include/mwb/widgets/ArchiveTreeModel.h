// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/EntryIndex.h"

#include <QAbstractItemModel>
#include <QIcon>
#include <QStringList>

#include <functional>
#include <memory>

namespace mwb {

/// A pending edit of an entry, carried in EntryIndex::Node::tag: the tree shows the planned archive with these
/// marks until it is saved.
enum class EditMark : quint8 {
    None = 0,
    Added, ///< a new entry or folder
    Replaced, ///< new content under an existing path
    Renamed, ///< moved or renamed (same content)
    Deleted, ///< removed when saved; still listed, struck out
    Changed, ///< same content and path, other properties (an MPQ locale)
};

/// Tree model over an immutable EntryIndex, shared by every archive format. QModelIndex::internalId() is the
/// NodeId, so index()/parent()/rowCount() are O(1) and no per-row objects exist. GUI thread only.
/// Columns: Name, then the optional columns the index declares (type, size, packed size, …) in a fixed order.
/// Rows whose node has an EditMark tag are coloured, badged and explained in their tooltip. With setRenamable(),
/// names are editable in place: the model does not change itself but asks for the rename (renameRequested).
/// A file whose node counts hidden copies (a stack's shadowed layers, EntryIndex::Node::hiddenCopies) expands to
/// one "also in" row per copy, named by setHiddenCopyNames(); those rows have CopyRole >= 0 and no node of their
/// own (their NodeIdRole is the file's).
class ArchiveTreeModel : public QAbstractItemModel
{
    Q_OBJECT
public:
    enum class Field { Name, Type, Size, PackedSize, Compression, Checksum, Flags, Locale, Source };
    enum Role {
        NodeIdRole = Qt::UserRole + 1, ///< EntryIndex::NodeId
        EntryRole, ///< codec entry index, -1 for directories
        SizeRole, ///< qint64 sort key of the column: size, packed size, CRC, flags or locale (else the size)
        IsDirRole,
        PathRole, ///< full path
        EditMarkRole, ///< EditMark of the node (int)
        CopyRole, ///< an "also in" row's position among its file's hidden copies; -1 for every other row
    };

    explicit ArchiveTreeModel(QObject *parent = nullptr);

    /// Swaps in a freshly built index with one reset (never per-row inserts).
    void setIndex(std::shared_ptr<const EntryIndex> index);
    [[nodiscard]] const std::shared_ptr<const EntryIndex> &entryIndex() const { return m_index; }
    [[nodiscard]] Field fieldOfColumn(int column) const { return m_fields.at(column); }
    /// True for columns whose order is numeric (SizeRole), false for text columns.
    [[nodiscard]] static bool isNumericField(Field field);
    /// Names the hidden copies of an entry (highest priority first); the "also in" rows show them.
    void setHiddenCopyNames(std::function<QStringList(int entry)> names);
    /// Whether names can be edited in place (deleted rows never can).
    void setRenamable(bool renamable) { m_renamable = renamable; }
    /// The text a mark is explained with (tooltips, tests).
    [[nodiscard]] static QString markText(EditMark mark);
    /// Tells which entries have a name a scan of the archive recovered (no listfile names them): shown in italics,
    /// with recoveredNameText() in their tooltip. Empty: none.
    void setRecoveredNames(std::function<bool(int entry)> recovered);
    /// The tooltip line of an entry whose name a scan recovered.
    [[nodiscard]] static QString recoveredNameText();

    [[nodiscard]] QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    [[nodiscard]] QModelIndex parent(const QModelIndex &child) const override;
    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] bool hasChildren(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    [[nodiscard]] Qt::ItemFlags flags(const QModelIndex &index) const override;
    /// A new name typed in place: emits renameRequested (queued) and leaves the index as it is.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

    /// A compression method as the codecs name it ("stored", "zlib", "implode", "compressed"), translated.
    [[nodiscard]] static QString compressionText(const QString &method);

Q_SIGNALS:
    /// The user typed `newName` for the entry or folder at `path` (emitted after the editor closed).
    void renameRequested(const QString &path, const QString &newName);

private:
    [[nodiscard]] QVariant decoration(const EntryIndex::Node &node) const;
    [[nodiscard]] QVariant markData(const EntryIndex::Node &node, int role) const;
    [[nodiscard]] bool isRecovered(const EntryIndex::Node &node) const;
    [[nodiscard]] EntryIndex::NodeId nodeId(const QModelIndex &index) const;
    /// The copy an "also in" row stands for, -1 for a node's row.
    [[nodiscard]] static int copyOf(const QModelIndex &index);
    [[nodiscard]] QVariant copyData(const QModelIndex &index, int role) const;
    [[nodiscard]] QVariant display(const EntryIndex::Node &node, Field field) const;
    [[nodiscard]] static qint64 sortKey(const EntryIndex::Node &node, Field field);

    std::shared_ptr<const EntryIndex> m_index;
    QList<Field> m_fields{Field::Name};
    QIcon m_dirIcon; ///< one icon per kind, never one per row
    QIcon m_fileIcon;
    QList<QIcon> m_markedDirIcons; ///< by EditMark, built once
    QList<QIcon> m_markedFileIcons;
    bool m_renamable = false;
    std::function<QStringList(int entry)> m_copyNames;
    std::function<bool(int entry)> m_recovered;
};

} // namespace mwb
