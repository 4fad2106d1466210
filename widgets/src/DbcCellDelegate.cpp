// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/DbcCellDelegate.h"

#include "mwb/widgets/DbcTableModel.h"

#include <QAbstractProxyModel>
#include <QListWidget>
#include <QPainter>

namespace mwb::widgets {

using formats::dbc::ColumnKind;
using formats::dbc::DbcField;

namespace {

constexpr int kVisibleBits = 12; ///< the bit list's height, in rows
constexpr int kMarkerWidth = 3; ///< the changed-cell marker, in pixels
const QColor kMarker(230, 140, 0);

bool isInteger(ColumnKind kind)
{
    switch (kind) {
    case ColumnKind::Int8:
    case ColumnKind::UInt8:
    case ColumnKind::Int16:
    case ColumnKind::UInt16:
    case ColumnKind::Int32:
    case ColumnKind::UInt32:
    case ColumnKind::Int64:
    case ColumnKind::UInt64:
        return true;
    default:
        return false;
    }
}

bool isSigned(ColumnKind kind)
{
    return kind == ColumnKind::Int8 || kind == ColumnKind::Int16 || kind == ColumnKind::Int32
        || kind == ColumnKind::Int64;
}

/// The field of the cell `index` of a DbcTableModel, seen through any proxies; null for another model.
const DbcField *fieldOf(const QModelIndex &index)
{
    QModelIndex source = index;
    while (const auto *proxy = qobject_cast<const QAbstractProxyModel *>(source.model()))
        source = proxy->mapToSource(source);
    const auto *model = qobject_cast<const DbcTableModel *>(source.model());
    return model && source.isValid() ? &model->field(source.column()) : nullptr;
}

/// The bit list of a flags editor: one checkable row per bit of the field.
class FlagsEditor final : public QListWidget
{
public:
    FlagsEditor(const DbcField &field, QWidget *parent)
        : QListWidget(parent)
        , m_field(field)
    {
        const int bits = field.size * 8;
        for (int bit = 0; bit < bits; ++bit) {
            auto *item = new QListWidgetItem(DbcCellDelegate::tr("0x%1 (bit %2)")
                                                 .arg(quint64(1) << bit, field.size * 2, 16, QLatin1Char('0'))
                                                 .arg(bit),
                this);
            item->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled);
            item->setCheckState(Qt::Unchecked);
        }
        setAutoFillBackground(true);
    }

    void setValue(quint64 value)
    {
        for (int bit = 0; bit < count(); ++bit)
            item(bit)->setCheckState((value >> bit) & 1 ? Qt::Checked : Qt::Unchecked);
    }
    /// The checked bits as the cell's text (negative for a signed field with its top bit set).
    [[nodiscard]] QString text() const
    {
        quint64 value = 0;
        for (int bit = 0; bit < count(); ++bit) {
            if (item(bit)->checkState() == Qt::Checked)
                value |= quint64(1) << bit;
        }
        if (!isSigned(m_field.kind) || m_field.size == 8)
            return isSigned(m_field.kind) ? QString::number(qint64(value)) : QString::number(value);
        const int shift = 64 - 8 * m_field.size;
        return QString::number(qint64(value << shift) >> shift);
    }

private:
    const DbcField &m_field;
};

} // namespace

bool isFlagsField(const DbcField &field)
{
    if (!isInteger(field.kind))
        return false;
    if (field.localeSlot == formats::dbc::kLocaleFlags)
        return true;
    const QString &name = field.column.isEmpty() ? field.name : field.column;
    return name.contains(QLatin1String("Flags"), Qt::CaseInsensitive)
        || name.contains(QLatin1String("Mask"), Qt::CaseInsensitive)
        || name.startsWith(QLatin1String("Attributes"), Qt::CaseInsensitive);
}

void DbcCellDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyledItemDelegate::paint(painter, option, index);
    if (index.data(DbcTableModel::ChangedRole).toBool())
        painter->fillRect(QRect(option.rect.topLeft(), QSize(kMarkerWidth, option.rect.height())), kMarker);
}

QWidget *DbcCellDelegate::createEditor(
    QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const DbcField *field = fieldOf(index);
    if (field && isFlagsField(*field))
        return new FlagsEditor(*field, parent);
    return QStyledItemDelegate::createEditor(parent, option, index);
}

void DbcCellDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    if (auto *flags = dynamic_cast<FlagsEditor *>(editor)) {
        const QString text = index.data(Qt::EditRole).toString();
        bool ok = false;
        const qint64 value = text.toLongLong(&ok);
        flags->setValue(ok ? quint64(value) : text.toULongLong());
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void DbcCellDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    if (const auto *flags = dynamic_cast<const FlagsEditor *>(editor)) {
        model->setData(index, flags->text(), Qt::EditRole);
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

void DbcCellDelegate::updateEditorGeometry(
    QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    auto *flags = dynamic_cast<FlagsEditor *>(editor);
    if (!flags) {
        QStyledItemDelegate::updateEditorGeometry(editor, option, index);
        return;
    }
    const int rowHeight = flags->sizeHintForRow(0);
    const int width = std::max(option.rect.width(), flags->sizeHintForColumn(0) + 2 * flags->frameWidth() + 24);
    const int height = std::min(flags->count(), kVisibleBits) * rowHeight + 2 * flags->frameWidth();
    QRect rect(option.rect.topLeft(), QSize(width, height));
    const QRect area = editor->parentWidget() ? editor->parentWidget()->rect() : rect;
    if (rect.bottom() > area.bottom())
        rect.moveBottom(std::max(area.bottom(), height));
    if (rect.right() > area.right())
        rect.moveRight(std::max(area.right(), width));
    editor->setGeometry(rect);
}

} // namespace mwb::widgets
