// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"
#include "mwb/core/content/CompanionLookup.h"
#include "mwb/core/content/Content.h"

#include <QImage>
#include <QWidget>

#include <functional>
#include <memory>
#include <vector>

class QLabel;
class QVBoxLayout;

namespace mwb::widgets {

class ContentEditSession;

/// Parsed content plus what its page needs that is costly to make on the GUI thread (an image's QImages, decoded
/// from the core's levels or by Qt's image readers). Built on a worker thread by prepareContent().
struct PreparedContent
{
    std::shared_ptr<const content::Content> content;
    std::vector<QImage> images; ///< Image view: every level, largest first
    QString imageProblem; ///< Image view: why Qt could not decode it (the page then shows the bytes)
};

/// Any thread: the images of an image content decoded, everything else passed through.
[[nodiscard]] PreparedContent prepareContent(std::shared_ptr<const content::Content> content);

/// Work a page wants done with files found where its content came from and in the game's archive (a level plan's
/// room pieces): the document runs it in a job, on a worker thread, with those trees as `sources`; the function it
/// returns is then called on the GUI thread, only while the page is alive, to show the result.
using CompanionTask = std::function<std::function<void()>(const content::CompanionSources &sources)>;

/// The page that shows one content in the window's central area: a caption (the name and the content's summary,
/// or its problem) above the view of its kind. The pages are widgets only: the parsed content comes from the
/// content registry (core), editing and saving are the document's. GUI thread only.
class ContentPage : public QWidget
{
    Q_OBJECT
public:
    [[nodiscard]] const std::shared_ptr<const content::Content> &content() const { return m_content; }
    [[nodiscard]] QLabel *captionView() const { return m_caption; }
    /// The caption's text: `name` · summary (or the problem).
    void setCaption(const QString &name);
    /// Shows `content` from now on: what was saved, parsed again (same kind and view as content()).
    void replaceContent(std::shared_ptr<const content::Content> content);
    /// A file the content named among its companions() (`path`, as it named it), read by the document; an error
    /// when it could not be found or read. Default: ignored.
    virtual void showCompanion(const QString &path, const Result<QByteArray> &bytes);
    /// Edits go through `session` (createEditSession(), owned by the document, alive while the page is). Default:
    /// ignored (text pages edit the document's text).
    virtual void setEditSession(ContentEditSession *session);
    /// Whether the content may be edited; `reason` says why not, `saveHint` ends the state of an editable page
    /// ("Ctrl+S records it in X.MPQ"). Default: ignored.
    virtual void setEditable(bool editable, const QString &reason = {}, const QString &saveHint = {});
    /// Shows the part of the content that `anchor` names (a table's row id) and selects it. Default: ignored.
    virtual void reveal(const QString &anchor);
    /// The document now runs the page's companion tasks (companionTaskWanted): a page that wants one for what it
    /// shows asks from here on. Default: nothing.
    virtual void companionTasksAccepted();

Q_SIGNALS:
    /// A part of the content was selected (a table's record, a grid's cell record): its bytes, for the hex view.
    void bytesSelected(qint64 offset, qint64 size);
    /// The companion `path` (as companions() names it) should be opened, at `anchor` (ContentPage::reveal()).
    void companionRequested(const QString &path, const QString &anchor);
    /// The page needs the file `path` beside the content, named as companions() names its files (a table row's
    /// icon): the document reads it where it reads the companions, quietly, and answers with showCompanion().
    void companionWanted(const QString &path);
    /// The page wants `task` run (a job of the Jobs panel titled `title`); see CompanionTask.
    void companionTaskWanted(const QString &title, const mwb::widgets::CompanionTask &task);

protected:
    ContentPage(std::shared_ptr<const content::Content> content, QWidget *parent);
    /// The view below the caption.
    void setBody(QWidget *body);
    /// content() was replaced (replaceContent()). Default: nothing more to show.
    virtual void contentReplaced();

private:
    std::shared_ptr<const content::Content> m_content;
    QLabel *m_caption = nullptr;
    QVBoxLayout *m_layout = nullptr;
};

/// The page of the content's view (Text pages need the document's text: TextPage::setTextDocument()).
[[nodiscard]] ContentPage *createContentPage(const PreparedContent &prepared, QWidget *parent = nullptr);

} // namespace mwb::widgets
