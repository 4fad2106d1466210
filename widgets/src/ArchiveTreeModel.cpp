// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/ArchiveTreeModel.h"

#include "mwb/core/EntryLocale.h"

#include <QApplication>
#include <QFont>
#include <QLocale>
#include <QPainter>
#include <QPalette>
#include <QStyle>

namespace mwb {

namespace {

constexpr int kMarkCount = 6;
/// An "also in" row's internal id: the copy (+1) above its file's NodeId.
constexpr int kCopyShift = 32;

/// How a mark is drawn: the row's text colour and the one-letter badge on its icon (like a version-control view).
struct MarkStyle
{
    QRgb color;
    char16_t letter;
};

MarkStyle styleOf(EditMark mark)
{
    static constexpr MarkStyle kStyles[kMarkCount] = {
        {0, u' '}, // None: not drawn
        {0xff2e7d32, u'+'}, // Added
        {0xff1565c0, u'M'}, // Replaced
        {0xff6a1b9a, u'R'}, // Renamed
        {0xffc62828, u'\u2212'}, // Deleted: a minus sign
        {0xffef6c00, u'P'}, // Changed: properties
    };
    return kStyles[static_cast<int>(mark)];
}

/// `base` with a coloured badge in its lower right corner, one per mark (index 0, no mark, is `base` itself).
QList<QIcon> markedIcons(const QIcon &base)
{
    QList<QIcon> icons{base};
    for (int m = 1; m < kMarkCount; ++m) {
        const auto mark = static_cast<EditMark>(m);
        QIcon icon;
        for (const int size : {16, 32}) {
            QPixmap pixmap = base.pixmap(size, size);
            QPainter painter(&pixmap);
            painter.setRenderHint(QPainter::Antialiasing);
            const QRectF badge(size * 0.45, size * 0.45, size * 0.55, size * 0.55);
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor::fromRgb(styleOf(mark).color));
            painter.drawEllipse(badge);
            QFont font = painter.font();
            font.setBold(true);
            font.setPixelSize(static_cast<int>(size * 0.45));
            painter.setFont(font);
            painter.setPen(Qt::white);
            painter.drawText(badge, Qt::AlignCenter, QString(QChar(styleOf(mark).letter)));
            painter.end();
            icon.addPixmap(pixmap);
        }
        icons << icon;
    }
    return icons;
}

EditMark markOf(const EntryIndex::Node &node)
{
    return node.tag < kMarkCount ? static_cast<EditMark>(node.tag) : EditMark::None;
}

} // namespace

ArchiveTreeModel::ArchiveTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
    , m_dirIcon(QApplication::style()->standardIcon(QStyle::SP_DirIcon))
    , m_fileIcon(QApplication::style()->standardIcon(QStyle::SP_FileIcon))
    , m_markedDirIcons(markedIcons(m_dirIcon))
    , m_markedFileIcons(markedIcons(m_fileIcon))
{ }

QString ArchiveTreeModel::markText(EditMark mark)
{
    switch (mark) {
    case EditMark::Added:
        return tr("Added: written into the archive when you save");
    case EditMark::Replaced:
        return tr("Replaced: the new content is written when you save");
    case EditMark::Renamed:
        return tr("Renamed or moved: stored under this path when you save");
    case EditMark::Deleted:
        return tr("Deleted: left out of the archive when you save");
    case EditMark::Changed:
        return tr("Changed: its properties (such as the locale) change when you save");
    case EditMark::None:
        break;
    }
    return {};
}

QVariant ArchiveTreeModel::decoration(const EntryIndex::Node &node) const
{
    const auto mark = static_cast<int>(markOf(node));
    return node.isDir ? m_markedDirIcons.at(mark) : m_markedFileIcons.at(mark);
}

bool ArchiveTreeModel::isRecovered(const EntryIndex::Node &node) const
{
    return m_recovered && !node.isDir && m_recovered(node.entry);
}

QString ArchiveTreeModel::recoveredNameText()
{
    return tr("Name recovered by scanning the archive: no listfile names this entry");
}

QVariant ArchiveTreeModel::markData(const EntryIndex::Node &node, int role) const
{
    const EditMark mark = markOf(node);
    if (mark == EditMark::None && role == Qt::FontRole && isRecovered(node)) {
        QFont font;
        font.setItalic(true);
        return font;
    }
    if (mark == EditMark::None)
        return {};
    if (role == Qt::ForegroundRole)
        return QColor::fromRgb(styleOf(mark).color);
    if (mark != EditMark::Deleted)
        return {};
    QFont font;
    font.setStrikeOut(true);
    font.setItalic(true);
    return font;
}

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
    return field != Field::Name && field != Field::Type && field != Field::Compression && field != Field::Source;
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
    case Field::Source:
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
        if (columns & EntryIndex::SourceColumn) // a stack of archives: which one supplies the entry comes first
            m_fields << Field::Source;
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

void ArchiveTreeModel::setHiddenCopyNames(std::function<QStringList(int entry)> names)
{
    m_copyNames = std::move(names);
}

void ArchiveTreeModel::setRecoveredNames(std::function<bool(int entry)> recovered)
{
    m_recovered = std::move(recovered);
}

EntryIndex::NodeId ArchiveTreeModel::nodeId(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<EntryIndex::NodeId>(index.internalId() & 0xffffffffu) : EntryIndex::Root;
}

int ArchiveTreeModel::copyOf(const QModelIndex &index)
{
    return index.isValid() ? static_cast<int>(static_cast<quint64>(index.internalId()) >> kCopyShift) - 1 : -1;
}

QModelIndex ArchiveTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!m_index || !hasIndex(row, column, parent))
        return {};
    const EntryIndex::NodeId id = nodeId(parent);
    if (!m_index->node(id).isDir && id != EntryIndex::Root) // an "also in" row below its file
        return createIndex(row, column, static_cast<quintptr>((quint64(row) + 1) << kCopyShift | quint64(id)));
    return createIndex(row, column, static_cast<quintptr>(m_index->childAt(id, row)));
}

QModelIndex ArchiveTreeModel::parent(const QModelIndex &child) const
{
    if (!m_index || !child.isValid())
        return {};
    if (copyOf(child) >= 0) {
        const EntryIndex::NodeId file = nodeId(child);
        return createIndex(m_index->rowOf(file), 0, static_cast<quintptr>(file));
    }
    const auto p = m_index->node(nodeId(child)).parent;
    if (p == EntryIndex::Root)
        return {};
    return createIndex(m_index->rowOf(p), 0, static_cast<quintptr>(p));
}

int ArchiveTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!m_index || parent.column() > 0 || copyOf(parent) >= 0)
        return 0;
    const EntryIndex::Node &node = m_index->node(nodeId(parent));
    return node.isDir || !parent.isValid() ? node.childCount : node.hiddenCopies;
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
        return node.isDir ? QString() : entryLocaleText(node.locale);
    case Field::Source:
        return node.source;
    }
    return {};
}

QVariant ArchiveTreeModel::data(const QModelIndex &index, int role) const
{
    if (!m_index || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (copyOf(index) >= 0)
        return copyData(index, role);
    const EntryIndex::NodeId id = nodeId(index);
    const auto &node = m_index->node(id);
    switch (role) {
    case Qt::DisplayRole:
        return display(node, m_fields.at(index.column()));
    case Qt::DecorationRole:
        if (index.column() != 0)
            return {};
        return decoration(node);
    case Qt::ToolTipRole: {
        if (index.column() != 0)
            return {};
        const EditMark mark = markOf(node);
        QString tip = m_index->pathOf(id);
        if (isRecovered(node))
            tip += u'\n' + recoveredNameText();
        return mark == EditMark::None ? tip : tip + u'\n' + markText(mark);
    }
    case Qt::EditRole:
        return index.column() == 0 ? QVariant(node.name) : QVariant();
    case Qt::ForegroundRole:
    case Qt::FontRole:
        return markData(node, role);
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
    case EditMarkRole:
        return static_cast<int>(markOf(node));
    case CopyRole:
        return -1;
    default:
        return {};
    }
}

QVariant ArchiveTreeModel::copyData(const QModelIndex &index, int role) const
{
    const EntryIndex::NodeId id = nodeId(index);
    const EntryIndex::Node &file = m_index->node(id);
    const int copy = copyOf(index);
    const Field field = m_fields.at(index.column());
    const auto layer = [this, &file, copy] {
        return m_copyNames ? m_copyNames(file.entry).value(copy) : QString();
    };
    switch (role) {
    case Qt::DisplayRole:
        if (field == Field::Name)
            return tr("also in %1").arg(layer());
        return field == Field::Source ? QVariant(layer()) : QVariant();
    case Qt::ToolTipRole:
        return index.column() == 0
            ? tr("%1 in %2, shadowed by the copy in %3").arg(m_index->pathOf(id), layer(), file.source)
            : QVariant();
    case Qt::ForegroundRole:
        return QApplication::palette().color(QPalette::Disabled, QPalette::Text);
    case Qt::FontRole: {
        QFont font;
        font.setItalic(true);
        return font;
    }
    case NodeIdRole:
        return id;
    case EntryRole:
        return file.entry;
    case SizeRole:
        return qint64(copy);
    case IsDirRole:
        return false;
    case PathRole:
        return m_index->pathOf(id);
    case EditMarkRole:
        return static_cast<int>(EditMark::None);
    case CopyRole:
        return copy;
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
    case Field::Source:
        return tr("Source");
    }
    return {};
}

Qt::ItemFlags ArchiveTreeModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractItemModel::flags(index);
    if (copyOf(index) >= 0)
        return flags & ~Qt::ItemIsDragEnabled;
    if (m_renamable && m_index && index.isValid() && index.column() == 0
        && markOf(m_index->node(nodeId(index))) != EditMark::Deleted)
        flags |= Qt::ItemIsEditable;
    return flags;
}

bool ArchiveTreeModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const QString name = value.toString().trimmed();
    const EntryIndex::NodeId id = nodeId(index);
    if (name.isEmpty() || name == m_index->node(id).name)
        return false;
    // Queued: the rename rebuilds the index, which must not happen while the view commits its editor.
    QMetaObject::invokeMethod(
        this, [this, path = m_index->pathOf(id), name] { Q_EMIT renameRequested(path, name); }, Qt::QueuedConnection);
    return true;
}

} // namespace mwb
