// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/widgets/PreviewContent.h"

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QStackedWidget;

namespace mwb::widgets {

class DatTextEditor;
class DbcTableView;
class ImageCanvas;
class ImageViewer;

/// Shows one PreviewContent by kind: text in a read-only editor (Torchlight 2 DAT text coloured, with an edit bar
/// its owner may enable: DatTextEditor), images on a checkerboard with zoom, mip levels and alpha (ImageViewer),
/// WoW tables as a table of records (DbcTableView), grids as a pointer to the heatmap, anything else
/// as a message (the hex inspector shows its bytes). A caption line gives the path and the details ("UTF-16LE
/// (BOM) · 12 lines"), and says when the text is edited and not saved. GUI thread only; decoding happens before,
/// in PreviewContent::build.
class EntryPreview : public QWidget
{
    Q_OBJECT
public:
    explicit EntryPreview(QWidget *parent = nullptr);

    /// Shows `content`.
    void showContent(PreviewContent content);
    /// Shows a short message instead of a preview ("Reading…", an error).
    void showMessage(const QString &message);
    /// Empties the preview.
    void clear();

    [[nodiscard]] const PreviewContent &content() const { return m_content; }
    /// The page on screen, for tests: the text editor, the image canvas, the table view or the message label.
    [[nodiscard]] QWidget *currentPage() const;
    [[nodiscard]] QPlainTextEdit *textView() const;
    /// The text page (plain text and DAT text).
    [[nodiscard]] DatTextEditor *datEditor() const { return m_text; }
    [[nodiscard]] QLabel *captionView() const { return m_caption; }
    [[nodiscard]] ImageCanvas *imageView() const;
    [[nodiscard]] ImageViewer *imageViewer() const { return m_image; }
    [[nodiscard]] DbcTableView *tableView() const { return m_table; }
    [[nodiscard]] QLabel *messageView() const { return m_message; }

Q_SIGNALS:
    /// The user asked to see a grid entry in the heatmap.
    void showGridRequested();
    /// The content on screen is about to be replaced or cleared (showContent, showMessage, clear); datEditor()
    /// still holds its text, so its owner can keep unsaved edits.
    void contentAboutToChange();
    /// A table row was selected: its record is `size` bytes at `offset` of the previewed bytes.
    void recordSelected(qint64 offset, qint64 size);

private:
    void updateCaption();

    PreviewContent m_content;
    QLabel *m_caption = nullptr;
    QStackedWidget *m_pages = nullptr;
    DatTextEditor *m_text = nullptr;
    ImageViewer *m_image = nullptr;
    DbcTableView *m_table = nullptr;
    QLabel *m_message = nullptr;
    QPushButton *m_showGrid = nullptr;
    QWidget *m_messagePage = nullptr;
};

} // namespace mwb::widgets
