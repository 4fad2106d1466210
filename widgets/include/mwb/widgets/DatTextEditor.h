// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QAction;
class QLabel;
class QPlainTextEdit;

namespace mwb::widgets {

class DatHighlighter;

/// The preview's text page. Plain text is shown read-only in a monospace QPlainTextEdit. Torchlight 2 DAT text
/// also gets syntax colouring (DatHighlighter, up to kMaxHighlightedLines) and an edit bar: a state line (editable,
/// edited and not saved, read-only and why, a compile error with its line), Save to Mod (Ctrl+S while the editor
/// has focus) and Revert. DAT text is read-only until setEditable(true). What saving means is the owner's
/// business: the editor only emits saveRequested(), and setSaveTarget() says where it goes. GUI thread only.
class DatTextEditor : public QWidget
{
    Q_OBJECT
public:
    /// Where Save writes, for the texts of the bar: into the mod the DAT is an entry of, or the DAT file itself.
    enum class SaveTarget { Mod, File };

    /// Longer DAT texts are shown without colouring: it costs about 3 µs a line on the GUI thread (measured:
    /// 46 ms for 15,700 lines), so this bounds the pause to about 0.1 s. Real DATs have a few hundred lines.
    static constexpr int kMaxHighlightedLines = 30000;

    explicit DatTextEditor(QWidget *parent = nullptr);

    /// Shows plain text, read-only, without colouring or edit bar.
    void showPlainText(const QString &text);
    /// Shows DAT text (LF line ends); it becomes the original that Revert returns to. Not modified, read-only.
    void showDatText(const QString &text);
    /// Replaces the text with `edited`, an unsaved edit of the original kept from earlier: modified.
    void setEditedText(const QString &edited);
    /// Whether DAT text may be edited; `reason` says why not (state line and the editor's tooltip).
    void setEditable(bool editable, const QString &reason = {});
    /// An extra line of the state, e.g. that other edited entries are saved too; empty for none.
    void setNote(const QString &note);
    /// Where Save writes (Mod until set); names the button, its tooltip and the state.
    void setSaveTarget(SaveTarget target);
    /// The current text becomes the original (after a successful save): not modified.
    void markSaved();
    /// Back to the original text: not modified.
    void revert();
    /// Shows a compile error: the message with its 1-based `line` (0: no line) in the state line, the line
    /// marked and the cursor on it.
    void showError(int line, const QString &message);
    void clearError();

    [[nodiscard]] bool isDat() const { return m_dat; }
    [[nodiscard]] bool isEditable() const { return m_editable; }
    [[nodiscard]] bool isModified() const;
    [[nodiscard]] QString text() const;
    [[nodiscard]] const QString &originalText() const { return m_original; }
    /// The message shown by showError(), empty when none.
    [[nodiscard]] QString errorText() const;
    /// The line showError() marked, 0 when none.
    [[nodiscard]] int errorLine() const { return m_errorLine; }
    [[nodiscard]] QPlainTextEdit *textEdit() const { return m_text; }
    [[nodiscard]] DatHighlighter *highlighter() const { return m_highlighter; }
    [[nodiscard]] QAction *saveAction() const { return m_save; }
    /// The window's own Save command (the same standard key) saves the editor's text: the editor's shortcut is
    /// dropped so that the two never clash; the texts still name the key.
    void leaveSaveShortcutToWindow();
    [[nodiscard]] QAction *revertAction() const { return m_revert; }
    [[nodiscard]] QLabel *stateLabel() const { return m_state; }

Q_SIGNALS:
    /// The user asked to save (button or Ctrl+S) while the text is modified and editable.
    void saveRequested();
    /// The text became modified, or back to unmodified (saved, reverted, undone).
    void modifiedChanged(bool modified);

private:
    void setText(const QString &text, bool dat);
    void applyReadOnly();
    void updateState();
    void updateSaveTexts();

    QWidget *m_bar = nullptr;
    QLabel *m_state = nullptr;
    QLabel *m_error = nullptr;
    QPlainTextEdit *m_text = nullptr;
    DatHighlighter *m_highlighter = nullptr;
    QAction *m_save = nullptr;
    QAction *m_revert = nullptr;
    QString m_original;
    QString m_readOnlyReason;
    QString m_note;
    int m_errorLine = 0;
    SaveTarget m_target = SaveTarget::Mod;
    bool m_dat = false;
    bool m_editable = false;
};

} // namespace mwb::widgets
