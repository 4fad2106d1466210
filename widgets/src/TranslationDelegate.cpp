// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/TranslationDelegate.h"

#include "mwb/widgets/TranslationTableModel.h"

#include <QKeyEvent>
#include <QPlainTextEdit>

#include <algorithm>

namespace mwb::widgets {

namespace {

/// Lines of text the multi-line editor shows at least.
constexpr int kEditorLines = 4;

} // namespace

TranslationDelegate::TranslationDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{ }

QWidget *TranslationDelegate::createEditor(
    QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const QString original = index.siblingAtColumn(TranslationTableModel::OriginalColumn).data().toString();
    if (original.size() <= kLongText)
        return QStyledItemDelegate::createEditor(parent, option, index);
    auto *editor = new QPlainTextEdit(parent);
    editor->setObjectName(QStringLiteral("longTranslationEditor"));
    editor->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    editor->setTabChangesFocus(true);
    editor->installEventFilter(const_cast<TranslationDelegate *>(this));
    return editor;
}

void TranslationDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    if (auto *text = qobject_cast<QPlainTextEdit *>(editor)) {
        text->setPlainText(index.data(Qt::EditRole).toString());
        text->selectAll();
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void TranslationDelegate::setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const
{
    if (auto *text = qobject_cast<QPlainTextEdit *>(editor)) {
        model->setData(index, text->toPlainText(), Qt::EditRole);
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

void TranslationDelegate::updateEditorGeometry(
    QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    auto *text = qobject_cast<QPlainTextEdit *>(editor);
    if (!text) {
        QStyledItemDelegate::updateEditorGeometry(editor, option, index);
        return;
    }
    // Taller than the row, so a long translation can be read whole while it is written.
    QRect area = option.rect;
    const int lines = text->fontMetrics().lineSpacing() * kEditorLines + 2 * text->frameWidth() + 8;
    area.setHeight(std::max(area.height(), lines));
    if (QWidget *viewport = editor->parentWidget(); viewport && area.bottom() > viewport->height())
        area.moveBottom(std::max(viewport->height(), area.height()) - 1);
    editor->setGeometry(area);
}

bool TranslationDelegate::eventFilter(QObject *object, QEvent *event)
{
    auto *text = qobject_cast<QPlainTextEdit *>(object);
    if (text && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            Q_EMIT commitData(text);
            Q_EMIT closeEditor(text, QAbstractItemDelegate::SubmitModelCache);
            return true;
        }
    }
    return QStyledItemDelegate::eventFilter(object, event);
}

} // namespace mwb::widgets
