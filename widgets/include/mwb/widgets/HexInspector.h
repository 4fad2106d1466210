// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QWidget>

#include <memory>
#include <optional>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QToolBar;

namespace mwb::widgets {

class HexDataSource;
class HexSearch;
class HexView;

/// A HexView with a toolbar (Go to offset, Find with a Hex / UTF-8 / UTF-16LE mode, Find Next, Stop) and a status
/// line (cursor offset, selection length, the selected bytes as u8/u16/u32 little endian, and the last find or
/// go-to message). Searches run incrementally in the event loop (HexSearch), so large sources never freeze the
/// window. Shortcuts: Ctrl+G go to, Ctrl+F find, F3 find next, Esc (in the find box) stop; while the inspector
/// has focus they win over window-wide shortcuts with the same keys. GUI thread only.
class HexInspector : public QWidget
{
    Q_OBJECT
public:
    enum class FindMode { HexBytes, Utf8Text, Utf16LeText };

    explicit HexInspector(QWidget *parent = nullptr);
    ~HexInspector() override;

    [[nodiscard]] HexView *view() const { return m_view; }
    [[nodiscard]] HexSearch *search() const { return m_search; }
    [[nodiscard]] QToolBar *toolBar() const { return m_toolBar; }

    /// Shows `source` in the view (see HexView::setDataSource); stops a running search.
    void setDataSource(std::shared_ptr<const HexDataSource> source);

    /// Moves the cursor to the offset in `text` ("0x1A2B", "1A2Bh" or decimal); false, with a message, when the
    /// text is not an offset or lies beyond the data.
    bool goToOffset(const QString &text);
    /// Puts `text` and `mode` into the find box and looks for the next match; false, with a message, when the
    /// text is not a valid pattern (e.g. odd hex digits). The result arrives asynchronously (search() signals;
    /// a match is then selected and scrolled into view).
    bool find(const QString &text, FindMode mode);
    /// Looks for the find box's pattern after the current match (or from the cursor), wrapping at the end.
    bool findNext();

    /// The bytes `text` stands for in `mode`; empty optional when invalid.
    [[nodiscard]] static std::optional<QByteArray> patternFor(const QString &text, FindMode mode);

    /// The status line's two parts: where the cursor is / what is selected, and the last message.
    [[nodiscard]] QString positionText() const;
    [[nodiscard]] QString messageText() const;

protected:
    bool event(QEvent *event) override;

private:
    void createToolBar();
    void updatePosition();
    void showMessage(const QString &text);
    void onFound(qint64 offset, qint64 length, bool wrapped);

    HexView *m_view = nullptr;
    HexSearch *m_search = nullptr;
    QToolBar *m_toolBar = nullptr;
    QLineEdit *m_goToEdit = nullptr;
    QLineEdit *m_findEdit = nullptr;
    QComboBox *m_findMode = nullptr;
    QAction *m_findNext = nullptr;
    QAction *m_stop = nullptr;
    QLabel *m_position = nullptr;
    QLabel *m_message = nullptr;
    QByteArray m_lastPattern;
};

} // namespace mwb::widgets
