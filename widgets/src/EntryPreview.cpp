// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/EntryPreview.h"

#include "mwb/widgets/DatTextEditor.h"
#include "mwb/widgets/DbcTableView.h"
#include "mwb/widgets/ImageCanvas.h"
#include "mwb/widgets/ImageViewer.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace mwb::widgets {

EntryPreview::EntryPreview(QWidget *parent)
    : QWidget(parent)
    , m_caption(new QLabel(this))
    , m_pages(new QStackedWidget(this))
    , m_text(new DatTextEditor(this))
    , m_image(new ImageViewer(this))
    , m_table(new DbcTableView(this))
    , m_message(new QLabel(this))
    , m_showGrid(new QPushButton(tr("Show in Heatmap"), this))
    , m_messagePage(new QWidget(this))
{
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_caption->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_caption->setWordWrap(true); // path and details on two lines in a narrow dock, never cut off
    m_caption->setContentsMargins(4, 2, 4, 2);

    connect(m_text, &DatTextEditor::modifiedChanged, this, &EntryPreview::updateCaption);

    m_message->setAlignment(Qt::AlignCenter);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *messageLayout = new QVBoxLayout(m_messagePage);
    messageLayout->addStretch();
    messageLayout->addWidget(m_message);
    messageLayout->addWidget(m_showGrid, 0, Qt::AlignHCenter);
    messageLayout->addStretch();
    connect(m_showGrid, &QPushButton::clicked, this, &EntryPreview::showGridRequested);

    m_pages->addWidget(m_messagePage);
    m_pages->addWidget(m_text);
    m_pages->addWidget(m_image);
    m_pages->addWidget(m_table);
    connect(m_table, &DbcTableView::recordSelected, this, &EntryPreview::recordSelected);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_caption);
    layout->addWidget(m_pages, 1);
    clear();
}

void EntryPreview::showContent(PreviewContent content)
{
    Q_EMIT contentAboutToChange();
    m_content = std::move(content);
    if (m_content.kind != PreviewKind::Text)
        m_text->showPlainText({});
    m_image->setLevels({});
    m_table->setTable({});
    updateCaption();
    switch (m_content.kind) {
    case PreviewKind::Text:
        if (m_content.dat)
            m_text->showDatText(m_content.text);
        else
            m_text->showPlainText(m_content.text);
        m_pages->setCurrentWidget(m_text);
        return;
    case PreviewKind::Image:
        m_image->setLevels(m_content.mipLevels.empty() ? std::vector<QImage>{m_content.image} : m_content.mipLevels);
        m_pages->setCurrentWidget(m_image);
        return;
    case PreviewKind::Table:
        m_table->setTable(m_content.table);
        m_pages->setCurrentWidget(m_table);
        return;
    case PreviewKind::Grid:
        m_message->setText(tr("A walkability grid: it is drawn in the Heatmap dock."));
        m_showGrid->setVisible(true);
        m_pages->setCurrentWidget(m_messagePage);
        return;
    case PreviewKind::Binary:
        m_message->setText(m_content.problem.isEmpty()
                ? tr("No preview for this kind of data: its bytes are in the Hex dock.")
                : tr("No preview: %1. Its bytes are in the Hex dock.").arg(m_content.problem));
        m_showGrid->setVisible(false);
        m_pages->setCurrentWidget(m_messagePage);
        return;
    }
}

void EntryPreview::showMessage(const QString &message)
{
    Q_EMIT contentAboutToChange();
    m_content = {};
    m_text->showPlainText({});
    updateCaption();
    m_image->setLevels({});
    m_table->setTable({});
    m_message->setText(message);
    m_showGrid->setVisible(false);
    m_pages->setCurrentWidget(m_messagePage);
}

void EntryPreview::clear()
{
    showMessage(tr("Select a file to preview it."));
}

QWidget *EntryPreview::currentPage() const
{
    QWidget *page = m_pages->currentWidget();
    if (page == m_messagePage)
        return m_message;
    if (page == m_image)
        return imageView();
    return page == m_text ? textView() : page;
}

ImageCanvas *EntryPreview::imageView() const
{
    return m_image->canvas();
}

QPlainTextEdit *EntryPreview::textView() const
{
    return m_text->textEdit();
}

void EntryPreview::updateCaption()
{
    const QString &path = m_content.path;
    QString details = m_content.details;
    if (m_text->isModified())
        details = details.isEmpty() ? tr("edited, not saved") : tr("%1 · edited, not saved").arg(details);
    m_caption->setVisible(!path.isEmpty());
    m_caption->setText(details.isEmpty() ? path : tr("%1 — %2").arg(path, details));
    m_caption->setToolTip(m_caption->text());
}

} // namespace mwb::widgets
