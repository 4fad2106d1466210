// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/TextPage.h"

#include "mwb/core/content/TextContent.h"
#include "mwb/widgets/DatHighlighter.h"
#include "mwb/widgets/ErrorLabel.h"

#include <QAction>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTextBlock>
#include <QVBoxLayout>

namespace mwb::widgets {

namespace {

/// DATs indent one tab per level; four columns keep deep blocks readable.
constexpr int kTabColumns = 4;
const QColor kErrorLine(0xff, 0xdc, 0xdc);

} // namespace

TextPage::TextPage(std::shared_ptr<const content::Content> content, QWidget *parent)
    : ContentPage(std::move(content), parent)
    , m_state(new QLabel(this))
    , m_error(createErrorLabel(this))
    , m_text(new QPlainTextEdit(this))
    , m_highlighter(new DatHighlighter(this))
{
    m_state->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_state->setContentsMargins(6, 0, 6, 3);

    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->installEventFilter(this);
    m_text->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_text, &QWidget::customContextMenuRequested, this, &TextPage::showContextMenu);

    auto *body = new QWidget(this);
    m_bodyLayout = new QVBoxLayout(body);
    m_bodyLayout->setContentsMargins(0, 0, 0, 0);
    m_bodyLayout->setSpacing(0);
    m_bodyLayout->addWidget(m_state);
    m_bodyLayout->addWidget(m_error);
    m_bodyLayout->addWidget(m_text, 1);
    setBody(body);
    setEditable(false);
}

bool TextPage::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_text && (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress)) {
        auto *key = static_cast<QKeyEvent *>(event);
        const bool undo = key->matches(QKeySequence::Undo);
        const bool redo = key->matches(QKeySequence::Redo);
        if (undo || redo) {
            event->accept();
            if (event->type() == QEvent::KeyPress)
                Q_EMIT(undo ? undoRequested() : redoRequested());
            return true;
        }
    }
    return ContentPage::eventFilter(watched, event);
}

void TextPage::showContextMenu(const QPoint &position)
{
    QMenu *menu = m_text->createStandardContextMenu(position);
    for (QAction *action : menu->actions()) {
        const bool undo = action->objectName() == QLatin1String("edit-undo");
        if (!undo && action->objectName() != QLatin1String("edit-redo"))
            continue;
        QObject::disconnect(action, &QAction::triggered, nullptr, nullptr);
        connect(action, &QAction::triggered, this, undo ? &TextPage::undoRequested : &TextPage::redoRequested);
    }
    menu->exec(m_text->viewport()->mapToGlobal(position));
    delete menu;
}

void TextPage::setTextDocument(QTextDocument *document)
{
    m_highlighter->setDocument(nullptr);
    m_text->setDocument(document);
    // The tab stops belong to the document's default text option, so they are set for each document shown.
    m_text->setTabStopDistance(kTabColumns * QFontMetricsF(m_text->font()).horizontalAdvance(QLatin1Char(' ')));
    const auto *text = dynamic_cast<const content::TextContent *>(content().get());
    const bool tagged = text && text->syntax() == content::TextSyntax::TaggedBlocks;
    if (tagged && document->blockCount() <= kMaxHighlightedLines)
        m_highlighter->setDocument(document);
    connect(document, &QTextDocument::modificationChanged, this, &TextPage::updateState);
    updateState();
}

void TextPage::setSidePanel(QWidget *panel)
{
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->setChildrenCollapsible(false);
    m_bodyLayout->replaceWidget(m_text, splitter);
    splitter->addWidget(m_text);
    splitter->addWidget(panel);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
}

void TextPage::setEditable(bool editable, const QString &reason, const QString &saveHint)
{
    m_editable = editable;
    m_readOnlyReason = editable ? QString() : reason;
    m_saveHint = saveHint;
    m_text->setReadOnly(!editable);
    if (!editable)
        m_text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_text->setToolTip(m_readOnlyReason);
    updateState();
}

void TextPage::showError(int line, const QString &message)
{
    clearError();
    m_error->setText(line > 0 ? tr("Line %1: %2").arg(line).arg(message) : message);
    m_error->setVisible(true);
    const QTextBlock block = m_text->document()->findBlockByNumber(line - 1);
    if (line > 0 && block.isValid()) {
        m_errorLine = line;
        const QTextCursor cursor(block);
        m_text->setTextCursor(cursor);
        QTextEdit::ExtraSelection mark;
        mark.cursor = cursor;
        mark.format.setBackground(kErrorLine);
        mark.format.setProperty(QTextFormat::FullWidthSelection, true);
        m_text->setExtraSelections({mark});
        m_text->centerCursor();
    }
    m_text->setFocus();
}

void TextPage::clearError()
{
    m_errorLine = 0;
    m_error->clear();
    m_error->setVisible(false);
    m_text->setExtraSelections({});
}

QString TextPage::errorText() const
{
    return m_error->text();
}

QString TextPage::stateText(bool editable, bool modified, const QString &reason, const QString &saveHint)
{
    if (!editable)
        return reason.isEmpty() ? tr("Read-only") : tr("Read-only: %1").arg(reason);
    if (modified)
        return saveHint.isEmpty() ? tr("Edited, not saved") : tr("Edited, not saved · %1").arg(saveHint);
    return saveHint.isEmpty() ? tr("Editable") : tr("Editable · %1").arg(saveHint);
}

void TextPage::updateState()
{
    const QString state = stateText(m_editable, m_text->document()->isModified(), m_readOnlyReason, m_saveHint);
    m_state->setText(state);
    m_state->setToolTip(state);
}

} // namespace mwb::widgets
