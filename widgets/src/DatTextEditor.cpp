// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/DatTextEditor.h"

#include "mwb/widgets/DatHighlighter.h"

#include <QAction>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTextBlock>
#include <QToolButton>
#include <QVBoxLayout>

namespace mwb::widgets {

namespace {

/// DATs indent one tab per level; four columns keep deep blocks readable in a narrow dock.
constexpr int kTabColumns = 4;
const QColor kErrorText(0xcc, 0x00, 0x00);
const QColor kErrorLine(0xff, 0xdc, 0xdc);

QToolButton *buttonFor(QAction *action, QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setAutoRaise(true);
    return button;
}

/// The standard Save key, which saves the editor's text (its own shortcut or the window's Save command).
QString saveKeyText()
{
    return QKeySequence(QKeySequence::Save).toString(QKeySequence::NativeText);
}

} // namespace

DatTextEditor::DatTextEditor(QWidget *parent)
    : QWidget(parent)
    , m_bar(new QWidget(this))
    , m_state(new QLabel(m_bar))
    , m_error(new QLabel(this))
    , m_text(new QPlainTextEdit(this))
    , m_highlighter(new DatHighlighter(this))
    , m_save(new QAction(this))
    , m_revert(new QAction(tr("Revert"), this))
{
    m_save->setShortcut(QKeySequence::Save);
    m_save->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    updateSaveTexts();
    addAction(m_save); // the shortcut works wherever the focus is inside the editor
    connect(m_save, &QAction::triggered, this, [this] {
        if (m_dat && m_editable && isModified())
            Q_EMIT saveRequested();
    });
    connect(m_revert, &QAction::triggered, this, &DatTextEditor::revert);

    m_state->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto *barLayout = new QHBoxLayout(m_bar);
    barLayout->setContentsMargins(0, 0, 4, 0);
    barLayout->addWidget(buttonFor(m_save, m_bar));
    barLayout->addWidget(buttonFor(m_revert, m_bar));
    barLayout->addWidget(m_state, 1);

    QPalette errorPalette = m_error->palette();
    errorPalette.setColor(QPalette::WindowText, kErrorText);
    m_error->setPalette(errorPalette);
    m_error->setWordWrap(true);
    m_error->setContentsMargins(4, 2, 4, 2);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setTabStopDistance(kTabColumns * QFontMetricsF(m_text->font()).horizontalAdvance(QLatin1Char(' ')));
    connect(m_text->document(), &QTextDocument::modificationChanged, this, [this] {
        updateState();
        Q_EMIT modifiedChanged(isModified());
    });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_bar);
    layout->addWidget(m_error);
    layout->addWidget(m_text, 1);
    showPlainText({});
}

void DatTextEditor::showPlainText(const QString &text)
{
    setText(text, false);
}

void DatTextEditor::showDatText(const QString &text)
{
    setText(text, true);
}

void DatTextEditor::setText(const QString &text, bool dat)
{
    m_dat = dat;
    m_editable = false;
    m_readOnlyReason.clear();
    m_note.clear();
    m_original = dat ? text : QString();
    clearError();
    m_highlighter->setDocument(nullptr); // plain text is never coloured, and new DAT text is coloured once
    m_text->setPlainText(text);
    m_text->document()->setModified(false);
    if (dat && m_text->document()->blockCount() <= kMaxHighlightedLines)
        m_highlighter->setDocument(m_text->document());
    m_bar->setVisible(dat);
    applyReadOnly();
    updateState();
}

void DatTextEditor::setEditedText(const QString &edited)
{
    if (!m_dat)
        return;
    clearError();
    m_text->setPlainText(edited);
    m_text->document()->setModified(edited != m_original);
    updateState();
}

void DatTextEditor::setEditable(bool editable, const QString &reason)
{
    m_editable = m_dat && editable;
    m_readOnlyReason = m_editable ? QString() : reason;
    applyReadOnly();
    updateState();
}

void DatTextEditor::setNote(const QString &note)
{
    m_note = note;
    updateState();
}

void DatTextEditor::setSaveTarget(SaveTarget target)
{
    m_target = target;
    updateSaveTexts();
    updateState();
}

void DatTextEditor::leaveSaveShortcutToWindow()
{
    m_save->setShortcut({});
}

void DatTextEditor::updateSaveTexts()
{
    const QString shortcut = saveKeyText();
    if (m_target == SaveTarget::Mod) {
        m_save->setText(tr("Save to Mod"));
        m_save->setToolTip(tr("Compile the text and save it into the mod (%1)").arg(shortcut));
        m_revert->setToolTip(tr("Drop the changes and show the text as it is in the mod"));
    } else {
        m_save->setText(tr("Save"));
        m_save->setToolTip(tr("Compile the text to check it, then save the file (%1)").arg(shortcut));
        m_revert->setToolTip(tr("Drop the changes and show the text as it is on disk"));
    }
}

void DatTextEditor::markSaved()
{
    m_original = text();
    clearError();
    m_text->document()->setModified(false);
    updateState();
}

void DatTextEditor::revert()
{
    if (!m_dat)
        return;
    clearError();
    m_text->setPlainText(m_original);
    m_text->document()->setModified(false);
    updateState();
}

void DatTextEditor::showError(int line, const QString &message)
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

void DatTextEditor::clearError()
{
    m_errorLine = 0;
    m_error->clear();
    m_error->setVisible(false);
    m_text->setExtraSelections({});
}

bool DatTextEditor::isModified() const
{
    return m_dat && m_text->document()->isModified();
}

QString DatTextEditor::text() const
{
    return m_text->toPlainText();
}

QString DatTextEditor::errorText() const
{
    return m_error->text();
}

void DatTextEditor::applyReadOnly()
{
    const bool readOnly = !m_editable;
    m_text->setReadOnly(readOnly);
    if (readOnly)
        m_text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_text->setToolTip(m_dat ? m_readOnlyReason : QString());
}

void DatTextEditor::updateState()
{
    const bool modified = isModified();
    m_save->setEnabled(m_editable && modified);
    m_revert->setEnabled(m_editable && modified);
    QString state;
    if (!m_editable)
        state = m_readOnlyReason.isEmpty() ? tr("Read-only") : tr("Read-only: %1").arg(m_readOnlyReason);
    else if (modified)
        state = tr("Edited, not saved");
    else if (m_target == SaveTarget::Mod)
        state = tr("Editable (%1 saves into the mod)").arg(saveKeyText());
    else
        state = tr("Editable (%1 saves the file)").arg(saveKeyText());
    if (!m_note.isEmpty())
        state = tr("%1 · %2").arg(state, m_note);
    m_state->setText(state);
    m_state->setToolTip(state);
}

} // namespace mwb::widgets
