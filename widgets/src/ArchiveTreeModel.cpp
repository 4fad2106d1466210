// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/ArchiveTreeModel.h"

#include <QApplication>
#include <QLocale>
#include <QStyle>

namespace mwb {

ArchiveTreeModel::ArchiveTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
    , m_dirIcon(QApplication::style()->standardIcon(QStyle::SP_DirIcon))
    , m_fileIcon(QApplication::style()->standardIcon(QStyle::SP_FileIcon))
{ }

QString ArchiveTreeModel::compressionText(const QString &method)
{
    // The machine names the codecs report (also printed by the CLI's --json), shown in the user's language.
    static const char *const kMethods[] = {
        QT_TR_NOOP("stored"), QT_TR_NOOP("zlib"), QT_TR_NOOP("implode"), QT_TR_NOOP("compressed")};
    for (const char *known : kMethods) {
        if (method == QLatin1String(known))
            return tr(known);
    }
    return method;
}

bool ArchiveTreeModel::isNumericField(Field field)
{
    return field != Field::Name && field != Field::Type && field != Field::Compression;
}

qint64 ArchiveTreeModel::sortKey(const EntryIndex::Node &node, Field field)
{
    switch (field) {
    case Field::PackedSize:
        return node.packedSize;
    case Field::Checksum:
        return node.checksum;
    case Field::Flags:
        return node.flags;
    case Field::Locale:
        return node.locale;
    case Field::Name:
    case Field::Type:
    case Field::Size:
    case Field::Compression:
        break;
    }
    return node.size;
}

void ArchiveTreeModel::setIndex(std::shared_ptr<const EntryIndex> index)
{
    beginResetModel();
    m_index = std::move(index);
    m_fields = {Field::Name};
    if (m_index) {
        const unsigned columns = m_index->columns();
        if (columns & EntryIndex::TypeColumn)
            m_fields << Field::Type;
        m_fields << Field::Size << Field::PackedSize;
        if (columns & EntryIndex::CompressionColumn)
            m_fields << Field::Compression;
        if (columns & EntryIndex::ChecksumColumn)
            m_fields << Field::Checksum;
        if (columns & EntryIndex::FlagsColumn)
            m_fields << Field::Flags;
        if (columns & EntryIndex::LocaleColumn)
            m_fields << Field::Locale;
    }
    endResetModel();
}

EntryIndex::NodeId ArchiveTreeModel::nodeId(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<EntryIndex::NodeId>(index.internalId()) : EntryIndex::Root;
}

QModelIndex ArchiveTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!m_index || !hasIndex(row, column, parent))
        return {};
    return createIndex(row, column, static_cast<quintptr>(m_index->childAt(nodeId(parent), row)));
}

QModelIndex ArchiveTreeModel::parent(const QModelIndex &child) const
{
    if (!m_index || !child.isValid())
        return {};
    const auto p = m_index->node(nodeId(child)).parent;
    if (p == EntryIndex::Root)
        return {};
    return createIndex(m_index->rowOf(p), 0, static_cast<quintptr>(p));
}

int ArchiveTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!m_index || parent.column() > 0)
        return 0;
    return m_index->node(nodeId(parent)).childCount;
}

int ArchiveTreeModel::columnCount(const QModelIndex & /*parent*/) const
{
    return static_cast<int>(m_fields.size());
}

bool ArchiveTreeModel::hasChildren(const QModelIndex &parent) const
{
    return rowCount(parent) > 0;
}

QVariant ArchiveTreeModel::display(const EntryIndex::Node &node, Field field) const
{
    switch (field) {
    case Field::Name:
        return node.name;
    case Field::Type:
        return node.isDir ? tr("Folder") : node.type;
    case Field::Size:
        return QLocale().formattedDataSize(node.size);
    case Field::PackedSize:
        return QLocale().formattedDataSize(node.packedSize);
    case Field::Compression:
        return compressionText(node.compression);
    case Field::Checksum:
        if (!node.hasChecksum)
            return QString();
        return QStringLiteral("%1").arg(node.checksum, 8, 16, QLatin1Char('0')).toUpper();
    case Field::Flags:
        return node.isDir ? QString() : QStringLiteral("0x%1").arg(node.flags, 8, 16, QLatin1Char('0'));
    case Field::Locale:
        return node.isDir ? QString() : QString::number(node.locale);
    }
    return {};
}

QVariant ArchiveTreeModel::data(const QModelIndex &index, int role) const
{
    if (!m_index || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const EntryIndex::NodeId id = nodeId(index);
    const auto &node = m_index->node(id);
    switch (role) {
    case Qt::DisplayRole:
        return display(node, m_fields.at(index.column()));
    case Qt::DecorationRole:
        if (index.column() != 0)
            return {};
        return node.isDir ? m_dirIcon : m_fileIcon;
    case Qt::ToolTipRole:
        return index.column() == 0 ? QVariant(m_index->pathOf(id)) : QVariant();
    case Qt::TextAlignmentRole: {
        const Field field = m_fields.at(index.column());
        if (field == Field::Size || field == Field::PackedSize)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    }
    case NodeIdRole:
        return id;
    case EntryRole:
        return node.entry;
    case SizeRole:
        return sortKey(node, m_fields.at(index.column()));
    case IsDirRole:
        return node.isDir;
    case PathRole:
        return m_index->pathOf(id);
    default:
        return {};
    }
}

QVariant ArchiveTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= m_fields.size())
        return {};
    switch (m_fields.at(section)) {
    case Field::Name:
        return tr("Name");
    case Field::Type:
        return tr("Type");
    case Field::Size:
        return tr("Size");
    case Field::PackedSize:
        return tr("Packed");
    case Field::Compression:
        return tr("Compression");
    case Field::Checksum:
        return tr("CRC-32");
    case Field::Flags:
        return tr("Flags");
    case Field::Locale:
        return tr("Locale");
    }
    return {};
}

} // namespace mwb
