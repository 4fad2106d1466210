// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace mwb::widgets {

/// Edits a translation in the Translate window's table: a line edit for a short original, a wrapping multi-line
/// editor for a long one (longer than kLongText characters). A DAT string holds no line feed, so Return commits in
/// both and Escape cancels; pasted line feeds stay in the text and the table marks them as a problem.
class TranslationDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    /// Originals longer than this get the multi-line editor.
    static constexpr int kLongText = 60;

    explicit TranslationDelegate(QObject *parent = nullptr);

    [[nodiscard]] QWidget *createEditor(
        QWidget *parent, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override;
    void updateEditorGeometry(
        QWidget *editor, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

protected:
    bool eventFilter(QObject *object, QEvent *event) override;
};

} // namespace mwb::widgets
