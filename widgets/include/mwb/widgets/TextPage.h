// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/widgets/ContentPage.h"

class QPlainTextEdit;
class QTextDocument;
class QVBoxLayout;

namespace mwb::widgets {

class DatHighlighter;

/// The page of text content: the text in a monospace editor (TaggedBlocks text — Torchlight 2 DATs and layouts —
/// coloured by DatHighlighter, up to kMaxHighlightedLines), a state line (editable, edited and not saved, read-only
/// and why) and a compile error with its line marked. The text is the document's (setTextDocument): editing, undo
/// and saving are the document's business, the page shows them. A subclass may show a panel beside the editor
/// (setSidePanel). GUI thread only.
class TextPage : public ContentPage
{
    Q_OBJECT
public:
    /// Longer texts are shown without colouring: it costs about 3 µs a line on the GUI thread (measured:
    /// 46 ms for 15,700 lines), so this bounds the pause to about 0.1 s. Real DATs have a few hundred lines.
    static constexpr int kMaxHighlightedLines = 30000;

    TextPage(std::shared_ptr<const content::Content> content, QWidget *parent = nullptr);

    /// The state line of an editable content: "Read-only: reason", "Edited, not saved · hint" or "Editable · hint".
    [[nodiscard]] static QString stateText(bool editable, bool modified, const QString &reason, const QString &saveHint);

    /// Shows `document` (owned by the caller, who keeps it alive while the page lives); coloured for TaggedBlocks.
    void setTextDocument(QTextDocument *document);
    /// Whether the text may be edited; `reason` says why not (state line and tooltip). `saveHint` ends the state
    /// of an editable text ("Ctrl+S records it in X.MOD").
    void setEditable(bool editable, const QString &reason = {}, const QString &saveHint = {}) override;
    /// Shows a compile error: the message with its 1-based `line` (0: no line), the line marked and the cursor on it.
    void showError(int line, const QString &message);
    void clearError();

    [[nodiscard]] bool isEditable() const { return m_editable; }
    [[nodiscard]] QPlainTextEdit *textEdit() const { return m_text; }
    [[nodiscard]] DatHighlighter *highlighter() const { return m_highlighter; }
    /// The message shown by showError(), empty when none.
    [[nodiscard]] QString errorText() const;
    /// The line showError() marked, 0 when none.
    [[nodiscard]] int errorLine() const { return m_errorLine; }
    [[nodiscard]] QLabel *stateLabel() const { return m_state; }

Q_SIGNALS:
    /// The editor's Undo or Redo (key or context menu): the owner's undo stack does it, so that the stack and the
    /// text agree.
    void undoRequested();
    void redoRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    /// Puts `panel` beside the editor, the two in a splitter sharing the width equally.
    void setSidePanel(QWidget *panel);

private:
    void showContextMenu(const QPoint &position);
    void updateState();

    QLabel *m_state = nullptr;
    QLabel *m_error = nullptr;
    QPlainTextEdit *m_text = nullptr;
    QVBoxLayout *m_bodyLayout = nullptr;
    DatHighlighter *m_highlighter = nullptr;
    QString m_readOnlyReason;
    QString m_saveHint;
    int m_errorLine = 0;
    bool m_editable = false;
};

} // namespace mwb::widgets
