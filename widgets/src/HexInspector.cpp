// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/HexInspector.h"

#include "HexShortcuts.h"
#include "mwb/widgets/HexDataSource.h"
#include "mwb/widgets/HexFormat.h"
#include "mwb/widgets/HexSearch.h"
#include "mwb/widgets/HexView.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QShortcut>
#include <QToolBar>
#include <QVBoxLayout>
#include <QtEndian>

namespace mwb::widgets {

namespace {

constexpr int kGoToWidthChars = 18;
constexpr int kFindWidthChars = 28;

QString hexOffset(qint64 offset)
{
    return QStringLiteral("0x") + QString::number(offset, 16).toUpper();
}

} // namespace

HexInspector::HexInspector(QWidget *parent)
    : QWidget(parent)
    , m_view(new HexView(this))
    , m_search(new HexSearch(this))
    , m_toolBar(new QToolBar(this))
    , m_position(new QLabel(this))
    , m_message(new QLabel(this))
{
    createToolBar();
    m_position->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    auto *status = new QHBoxLayout;
    status->setContentsMargins(6, 2, 6, 2);
    status->addWidget(m_position, 1);
    status->addWidget(m_message);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_toolBar);
    layout->addWidget(m_view, 1);
    layout->addLayout(status);

    connect(m_view, &HexView::selectionChanged, this, &HexInspector::updatePosition);
    connect(m_view, &HexView::cursorMoved, this, &HexInspector::updatePosition);
    connect(m_search, &HexSearch::progressed, this, [this](qint64 scanned, qint64 total) {
        showMessage(tr("Searching… %1%").arg(total > 0 ? scanned * 100 / total : 100));
    });
    connect(m_search, &HexSearch::found, this, &HexInspector::onFound);
    connect(m_search, &HexSearch::notFound, this, [this] {
        m_stop->setEnabled(false);
        showMessage(tr("Not found"));
    });
    connect(m_search, &HexSearch::canceled, this, [this] {
        m_stop->setEnabled(false);
        showMessage(tr("Search stopped"));
    });
    updatePosition();
}

HexInspector::~HexInspector() = default;

void HexInspector::createToolBar()
{
    m_toolBar->setIconSize(QSize(16, 16));
    const int charWidth = fontMetrics().horizontalAdvance(QLatin1Char('0'));

    m_goToEdit = new QLineEdit(m_toolBar);
    m_goToEdit->setPlaceholderText(tr("Go to offset (0x… or decimal)"));
    m_goToEdit->setToolTip(tr("Go to offset (Ctrl+G): hexadecimal with 0x or an h suffix, or decimal"));
    m_goToEdit->setClearButtonEnabled(true);
    m_goToEdit->setMinimumWidth(kGoToWidthChars * charWidth);
    connect(m_goToEdit, &QLineEdit::returnPressed, this, [this] {
        goToOffset(m_goToEdit->text());
    });
    m_toolBar->addWidget(m_goToEdit);
    m_toolBar->addSeparator();

    m_findEdit = new QLineEdit(m_toolBar);
    m_findEdit->setPlaceholderText(tr("Find bytes or text"));
    m_findEdit->setToolTip(tr("Find (Ctrl+F): hex bytes such as 4D 50 51 1A, or text"));
    m_findEdit->setClearButtonEnabled(true);
    m_findEdit->setMinimumWidth(kFindWidthChars * charWidth);
    connect(m_findEdit, &QLineEdit::returnPressed, this, &HexInspector::findNext);
    m_toolBar->addWidget(m_findEdit);

    m_findMode = new QComboBox(m_toolBar);
    m_findMode->addItem(tr("Hex"), QVariant::fromValue(static_cast<int>(FindMode::HexBytes)));
    m_findMode->addItem(tr("Text (UTF-8)"), QVariant::fromValue(static_cast<int>(FindMode::Utf8Text)));
    m_findMode->addItem(tr("Text (UTF-16LE)"), QVariant::fromValue(static_cast<int>(FindMode::Utf16LeText)));
    m_findMode->setToolTip(tr("How the find text is turned into bytes"));
    m_toolBar->addWidget(m_findMode);

    m_findNext = m_toolBar->addAction(tr("Find Next"), this, &HexInspector::findNext);
    m_findNext->setShortcut(QKeySequence::FindNext);
    m_stop = m_toolBar->addAction(tr("Stop"), m_search, &HexSearch::cancel);
    m_stop->setEnabled(false);
    auto *stopKey = new QShortcut(QKeySequence(Qt::Key_Escape), m_findEdit, [this] {
        m_search->cancel();
    });
    stopKey->setContext(Qt::WidgetShortcut);

    const auto focusAction = [this](const QString &text, const QKeySequence &key, QLineEdit *edit) {
        auto *action = new QAction(text, this);
        action->setShortcut(key);
        connect(action, &QAction::triggered, edit, [edit] {
            edit->setFocus(Qt::ShortcutFocusReason);
            edit->selectAll();
        });
        addAction(action);
    };
    focusAction(tr("Go to Offset…"), QKeySequence(Qt::CTRL | Qt::Key_G), m_goToEdit);
    focusAction(tr("Find…"), QKeySequence::Find, m_findEdit);
    addAction(m_findNext);
    for (QAction *action : actions())
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
}

bool HexInspector::event(QEvent *event)
{
    return detail::handleOwnShortcut(event, actions()) || QWidget::event(event);
}

void HexInspector::setDataSource(std::shared_ptr<const HexDataSource> source)
{
    m_search->cancel();
    m_lastPattern.clear();
    m_view->setDataSource(std::move(source));
    showMessage({});
    updatePosition();
}

bool HexInspector::goToOffset(const QString &text)
{
    const std::optional<qint64> offset = hexformat::parseOffset(text);
    if (!offset) {
        showMessage(tr("Not an offset: %1").arg(text));
        return false;
    }
    if (*offset >= m_view->dataSize()) {
        showMessage(tr("Offset %1 is beyond the end (%2 bytes)")
                        .arg(hexOffset(*offset), QLocale().toString(m_view->dataSize())));
        return false;
    }
    m_view->goTo(*offset);
    showMessage({});
    return true;
}

bool HexInspector::find(const QString &text, FindMode mode)
{
    m_findEdit->setText(text);
    m_findMode->setCurrentIndex(m_findMode->findData(static_cast<int>(mode)));
    return findNext();
}

bool HexInspector::findNext()
{
    const auto mode = static_cast<FindMode>(m_findMode->currentData().toInt());
    const std::optional<QByteArray> pattern = patternFor(m_findEdit->text(), mode);
    if (!pattern) {
        showMessage(
            mode == FindMode::HexBytes ? tr("Type hex bytes such as 4D 50 51 1A") : tr("Type the text to find"));
        return false;
    }
    const qint64 selected = m_view->selectionLength();
    const qint64 start = selected > 0 ? m_view->selectionStart() : m_view->cursorOffset();
    const bool again = selected > 0 && *pattern == m_lastPattern; // skip the match already selected
    m_lastPattern = *pattern;
    m_stop->setEnabled(true);
    m_search->start(m_view->dataSource(), *pattern, again ? start + 1 : start);
    return true;
}

std::optional<QByteArray> HexInspector::patternFor(const QString &text, FindMode mode)
{
    if (mode == FindMode::HexBytes)
        return hexformat::parseHexBytes(text);
    if (text.isEmpty())
        return std::nullopt;
    return mode == FindMode::Utf8Text ? text.toUtf8() : hexformat::toUtf16Le(text);
}

void HexInspector::onFound(qint64 offset, qint64 length, bool wrapped)
{
    m_stop->setEnabled(false);
    m_view->setSelection(offset, length);
    showMessage(wrapped ? tr("Found at %1 (wrapped to the start)").arg(hexOffset(offset))
                        : tr("Found at %1").arg(hexOffset(offset)));
}

QString HexInspector::positionText() const
{
    return m_position->text();
}

QString HexInspector::messageText() const
{
    return m_message->text();
}

void HexInspector::showMessage(const QString &text)
{
    m_message->setText(text);
}

void HexInspector::updatePosition()
{
    const qint64 size = m_view->dataSize();
    if (size == 0) {
        m_position->setText(tr("No data"));
        return;
    }
    const QLocale locale;
    const qint64 selected = m_view->selectionLength();
    const qint64 offset = selected > 0 ? m_view->selectionStart() : m_view->cursorOffset();
    QStringList parts{tr("Offset %1 (%2)").arg(hexOffset(offset), locale.toString(offset))};
    if (selected > 0)
        parts << (selected == 1 ? tr("Selected: 1 byte") : tr("Selected: %1 bytes").arg(locale.toString(selected)));
    const qint64 available = std::min<qint64>(4, selected > 0 ? selected : size - offset);
    const QByteArray bytes = m_view->dataSource()->read(offset, available);
    const auto *raw = reinterpret_cast<const uchar *>(bytes.constData());
    if (bytes.size() >= 1)
        parts << tr("u8: %1").arg(raw[0]);
    if (bytes.size() >= 2)
        parts << tr("u16: %1").arg(qFromLittleEndian<quint16>(raw));
    if (bytes.size() >= 4)
        parts << tr("u32: %1").arg(qFromLittleEndian<quint32>(raw));
    m_position->setText(parts.join(QStringLiteral("   ")));
}

} // namespace mwb::widgets
