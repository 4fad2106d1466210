// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/widgets/LayoutPage.h"

#include "mwb/core/content/TextContent.h"
#include "mwb/formats/grid/HeatmapBaker.h"
#include "mwb/formats/tl2layout/LayoutContent.h"
#include "mwb/formats/tl2layout/LayoutSchema.h"
#include "mwb/formats/tl2mpp/MppFile.h"
#include "mwb/widgets/LayoutPlanView.h"
#include "mwb/widgets/PropertyModel.h"

#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTextBlock>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace mwb::widgets {

namespace tl2layout = formats::tl2layout;
using tl2layout::LayoutPlan;
using tl2layout::LayoutText;

namespace {

bool isUiLayout(const LayoutText &text)
{
    return text.rootTag.compare(u"UI", Qt::CaseInsensitive) == 0;
}

/// The walkability of `mpp` as an image (one pixel per cell, rows along world Z; cells outside the level clear) and
/// the legend of the colours it uses.
QImage walkabilityImage(const formats::tl2mpp::MppFile &mpp, std::vector<std::pair<QString, QColor>> &legend)
{
    using formats::grid::HeatmapBaker;
    using formats::grid::HeatmapLayer;
    const formats::grid::CellGrid grid = mpp.grid();
    QImage image(grid.width, grid.height, QImage::Format_ARGB32);
    HeatmapBaker::bake(
        grid, nullptr, HeatmapLayer::Walkable, reinterpret_cast<quint32 *>(image.bits()), image.bytesPerLine() / 4);
    const std::vector<formats::grid::LegendEntry> entries = HeatmapBaker::legend(HeatmapLayer::Walkable);
    std::vector<bool> used(entries.size(), false);
    for (int z = 0; z < grid.height; ++z) {
        auto *row = reinterpret_cast<QRgb *>(image.scanLine(z));
        for (int x = 0; x < grid.width; ++x) {
            if (mpp.cell(x, z) == formats::tl2mpp::MppFile::kOutside) {
                row[x] = qRgba(0, 0, 0, 0); // outside the level: the plan's own background
                continue;
            }
            for (std::size_t i = 0; i < entries.size(); ++i)
                used[i] = used[i] || entries[i].color == row[x];
        }
    }
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (used[i])
            legend.emplace_back(entries[i].label, QColor::fromRgba(entries[i].color));
    }
    return image;
}

} // namespace

LayoutPage::LayoutPage(std::shared_ptr<const content::Content> content, QWidget *parent)
    : TextPage(std::move(content), parent)
    , m_plan(new LayoutPlanView(this))
    , m_properties(new PropertyModel(this))
    , m_propertyView(new QTreeView(this))
    , m_planState(new QLabel(this))
    , m_panel(new QWidget(this))
    , m_replan(new QTimer(this))
{
    m_planState->setWordWrap(true);
    m_planState->setContentsMargins(6, 3, 6, 3);
    m_planState->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_propertyView->setModel(m_properties);
    m_propertyView->setUniformRowHeights(true);
    m_propertyView->setRootIsDecorated(false);
    m_propertyView->header()->setSectionResizeMode(PropertyModel::NameColumn, QHeaderView::ResizeToContents);
    m_propertyView->header()->setSectionResizeMode(PropertyModel::ValueColumn, QHeaderView::Stretch);
    m_propertyView->setColumnHidden(PropertyModel::OffsetColumn, true);

    auto *split = new QSplitter(Qt::Vertical, m_panel);
    split->setChildrenCollapsible(false);
    split->addWidget(m_plan);
    split->addWidget(m_propertyView);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(m_panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_planState);
    layout->addWidget(split, 1);
    setSidePanel(m_panel);

    m_replan->setSingleShot(true);
    m_replan->setInterval(kReplanDelayMs);
    connect(m_replan, &QTimer::timeout, this, &LayoutPage::replanNow);
    connect(textEdit(), &QPlainTextEdit::textChanged, m_replan, qOverload<>(&QTimer::start));
    connect(textEdit(), &QPlainTextEdit::cursorPositionChanged, this, &LayoutPage::followCursor);
    connect(m_plan, &LayoutPlanView::itemSelected, this, &LayoutPage::selectItem);
    showContentPlan();
}

LayoutPage::~LayoutPage() = default;

const tl2layout::LayoutContent *LayoutPage::layoutContent() const
{
    return dynamic_cast<const tl2layout::LayoutContent *>(content().get());
}

void LayoutPage::contentReplaced()
{
    m_replan->stop();
    showContentPlan();
}

void LayoutPage::showContentPlan()
{
    m_textProblem.clear();
    const tl2layout::LayoutContent *layout = layoutContent();
    if (!layout || !layout->layout()) {
        if (layout && layout->textError()) {
            const int line = content::TextContent::lineAtUtf16Offset(layout->text(), layout->textError()->offset);
            m_textProblem = tr("no plan: line %1: %2").arg(line).arg(layout->textError()->message);
        }
        showPlan(nullptr, {});
        return;
    }
    showPlan(std::shared_ptr<const LayoutText>(content(), &*layout->layout()), layout->plan());
}

void LayoutPage::replanNow()
{
    m_replan->stop();
    const tl2layout::LayoutContent *layout = layoutContent();
    if (!layout || !layout->isLayout())
        return;
    if (!textEdit()->document()->isModified()) {
        showContentPlan();
        return;
    }
    const QString text = textEdit()->toPlainText();
    auto parsed = tl2layout::parseLayoutText(text, content()->path());
    if (!parsed) {
        m_textProblem = tr("the plan shows the text before the last edit: line %1: %2")
                            .arg(content::TextContent::lineAtUtf16Offset(text, parsed.error().offset))
                            .arg(parsed.error().message);
        updatePlanState();
        return;
    }
    m_textProblem.clear();
    auto source = std::make_shared<const LayoutText>(std::move(parsed).value());
    LayoutPlan plan = tl2layout::buildLayoutPlan(source->layout, isUiLayout(*source));
    showPlan(std::move(source), std::move(plan));
}

void LayoutPage::showPlan(std::shared_ptr<const LayoutText> source, LayoutPlan plan)
{
    const int selected = m_plan->selected();
    const std::optional<qint64> selectedId
        = selected >= 0 ? std::optional(m_shown.items[selected].object->id) : std::nullopt;
    m_shown = std::move(plan);
    m_source = std::move(source);
    tl2layout::placeRoomPieces(m_shown, m_pieces);
    m_plan->setPlan(m_shown);
    m_properties->setGroups({});
    if (selectedId) {
        const auto kept
            = std::find_if(m_shown.items.begin(), m_shown.items.end(), [&](const tl2layout::PlanItem &item) {
                  return item.object->id == *selectedId;
              });
        if (kept != m_shown.items.end()) {
            m_plan->setSelected(int(kept - m_shown.items.begin()));
            showProperties(int(kept - m_shown.items.begin()));
        }
    }
    m_panel->setVisible(m_shown.kind != LayoutPlan::Kind::Empty || !m_textProblem.isEmpty());
    updatePlanState();
    askForRoomPieces();
}

void LayoutPage::companionTasksAccepted()
{
    m_tasksAccepted = true;
    askForRoomPieces();
}

void LayoutPage::askForRoomPieces()
{
    if (!m_tasksAccepted || m_shown.kind != LayoutPlan::Kind::Level)
        return;
    std::vector<qint64> guids;
    for (const qint64 guid : tl2layout::roomPieceGuids(m_shown)) {
        if (!m_asked.contains(guid)) {
            m_asked.insert(guid);
            guids.push_back(guid);
        }
    }
    if (guids.empty())
        return;
    const QString title = tr("Finding %n room piece(s)", nullptr, int(guids.size()));
    Q_EMIT companionTaskWanted(
        title, [this, guids = std::move(guids)](const content::CompanionSources &sources) -> std::function<void()> {
            const tl2layout::RoomPieceCatalogue catalogue(sources.lookups);
            std::vector<tl2layout::RoomPiece> pieces;
            pieces.reserve(guids.size());
            for (const qint64 guid : guids)
                pieces.push_back(catalogue.resolve(guid));
            std::vector<Error> problems = sources.problems;
            for (Error &problem : catalogue.indexProblems())
                problems.push_back(std::move(problem));
            return [this, pieces = std::move(pieces), problems = std::move(problems)] {
                showRoomPieces(pieces, problems);
            };
        });
}

void LayoutPage::showRoomPieces(const std::vector<tl2layout::RoomPiece> &pieces, const std::vector<Error> &problems)
{
    for (const tl2layout::RoomPiece &piece : pieces)
        m_pieces.insert(piece.guid, piece);
    if (!problems.empty())
        m_pieceProblems = problems.front().message;
    const int selected = m_plan->selected();
    tl2layout::placeRoomPieces(m_shown, m_pieces);
    m_plan->setPlan(m_shown);
    if (selected >= 0) {
        m_plan->setSelected(selected);
        showProperties(selected);
    }
    updatePlanState();
}

void LayoutPage::selectItem(int index)
{
    if (index < 0 || std::size_t(index) >= m_shown.items.size())
        return;
    m_plan->setSelected(index, true);
    showProperties(index);
    const tl2layout::LayoutObject &object = *m_shown.items[std::size_t(index)].object;
    QTextDocument *document = textEdit()->document();
    const QTextBlock first = document->findBlockByNumber(object.sourceLine - 1);
    if (object.sourceLine <= 0 || !first.isValid())
        return;
    QTextBlock last = document->findBlockByNumber(std::max(object.sourceLine, object.sourceEndLine) - 1);
    if (!last.isValid())
        last = document->lastBlock();
    QTextCursor cursor(document);
    cursor.setPosition(last.position() + last.length() - 1);
    cursor.setPosition(first.position(), QTextCursor::KeepAnchor);
    m_selecting = true;
    textEdit()->setTextCursor(cursor);
    textEdit()->centerCursor();
    m_selecting = false;
}

void LayoutPage::showProperties(int index)
{
    const tl2layout::PlanItem &item = m_shown.items[std::size_t(index)];
    std::vector<Property> rows = tl2layout::layoutObjectProperties(*item.object);
    if (!item.detail.isEmpty())
        rows.insert(rows.begin() + 2, Property{tr("Room piece"), item.detail, -1, {}});
    m_properties->setGroups({PropertyGroup{
        tr("%1 (%2)").arg(item.label, tl2layout::descriptorName(item.object->descriptor)), std::move(rows)}});
    m_propertyView->expandAll();
}

void LayoutPage::followCursor()
{
    if (m_selecting || m_shown.items.empty())
        return;
    const int line = textEdit()->textCursor().blockNumber() + 1;
    int found = -1;
    for (std::size_t i = 0; i < m_shown.items.size(); ++i) {
        const tl2layout::PlanItem &item = m_shown.items[i];
        const bool inside = item.object->sourceLine <= line && line <= item.object->sourceEndLine;
        if (inside && (found < 0 || item.depth > m_shown.items[std::size_t(found)].depth))
            found = int(i);
    }
    if (found >= 0 && found != m_plan->selected()) {
        m_plan->setSelected(found, true);
        showProperties(found);
    }
}

void LayoutPage::showCompanion(const QString &path, const Result<QByteArray> &bytes)
{
    const QString name = QFileInfo(path).fileName();
    if (!bytes) {
        m_groundState = tr("no pathing grid (%1)").arg(bytes.error().message);
        updatePlanState();
        return;
    }
    auto mpp = formats::tl2mpp::MppFile::fromBytes(*bytes, path);
    if (!mpp) {
        m_groundState = tr("%1 is no pathing grid: %2").arg(name, mpp.error().message);
        updatePlanState();
        return;
    }
    std::vector<std::pair<QString, QColor>> legend;
    const QImage cells = walkabilityImage(*mpp, legend);
    const double cell = formats::tl2mpp::MppFile::kCellSize;
    const QSizeF size(mpp->gridWidth() * cell, mpp->gridHeight() * cell);
    const std::optional<QRectF> box = tl2layout::levelBoxOfSize(m_shown, size);
    m_plan->setGround(cells, box ? *box : QRectF(QPointF(-mpp->originX(), -mpp->originZ()), size), std::move(legend));
    m_groundState = (box ? tr("walkability from %1 (%2 × %3 cells) over the level's box")
                         : tr("walkability from %1 (%2 × %3 cells) placed by its header"))
                        .arg(name)
                        .arg(mpp->gridWidth())
                        .arg(mpp->gridHeight());
    updatePlanState();
}

QString LayoutPage::roomPieceState() const
{
    int rooms = 0;
    int listed = 0;
    int named = 0;
    int footprints = 0;
    for (const tl2layout::PlanItem &item : m_shown.items) {
        const auto guid = item.object ? tl2layout::roomPieceGuid(*item.object) : std::nullopt;
        if (!guid)
            continue;
        ++rooms;
        const auto piece = m_pieces.constFind(*guid);
        if (piece == m_pieces.constEnd())
            continue;
        listed += piece->levelSet.isEmpty() ? 0 : 1;
        named += piece->name.isEmpty() ? 0 : 1;
        footprints += item.footprint.empty() ? 0 : 1;
    }
    if (rooms == 0 || m_pieces.isEmpty())
        return {};
    QString state = listed == 0
        ? tr("no room piece is in the mod's or the game's ROOMPIECES.RAW (the game folder is set in File › "
             "Torchlight 2 Game Folder…)")
        : tr("room pieces: %1 of %n in a level set, %2 named by it, %3 drawn as their footprint", nullptr, rooms)
              .arg(listed)
              .arg(named)
              .arg(footprints);
    if (!m_pieceProblems.isEmpty())
        state += tr(" (%1)").arg(m_pieceProblems);
    return state;
}

void LayoutPage::updatePlanState()
{
    QStringList parts;
    switch (m_shown.kind) {
    case LayoutPlan::Kind::Level:
        parts << tr("Level plan · %n object(s)", nullptr, int(m_shown.items.size()));
        if (!m_groundState.isEmpty())
            parts << m_groundState;
        if (const QString pieces = roomPieceState(); !pieces.isEmpty())
            parts << pieces;
        break;
    case LayoutPlan::Kind::Ui:
        parts << tr("UI wireframe · %n window(s) on a %1 × %2 screen", nullptr, int(m_shown.items.size()))
                     .arg(LayoutPlan::kUiScreen.width())
                     .arg(LayoutPlan::kUiScreen.height());
        break;
    case LayoutPlan::Kind::Empty:
        break;
    }
    if (!m_textProblem.isEmpty())
        parts << m_textProblem;
    m_planState->setText(parts.join(QStringLiteral(" · ")));
    m_planState->setToolTip(m_planState->text());
}

} // namespace mwb::widgets
