// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2layout/LayoutPlan.h"

#include "mwb/formats/tl2layout/LayoutSchema.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace mwb::formats::tl2layout {

namespace {

struct PlanText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2layout::LayoutPlan)
};

/// Descriptor codes (LayoutSchema's table) and the category each is drawn as.
struct CategoryOf
{
    quint8 descriptor;
    PlanCategory category;
};
constexpr CategoryOf kCategories[] = {
    {11, PlanCategory::RoomPiece}, {2, PlanCategory::Spawner}, // Monster
    {5, PlanCategory::Spawner}, // Unit Spawner
    {4, PlanCategory::Trigger}, // Unit Trigger
    {37, PlanCategory::Trigger}, // Player Sphere Trigger
    {38, PlanCategory::Trigger}, // Player Box Trigger
    {41, PlanCategory::Trigger}, // Warper
    {42, PlanCategory::Trigger}, // Teleport
    {115, PlanCategory::Trigger}, // Unit Count Sphere
    {129, PlanCategory::Trigger}, // Monster Sphere Trigger
    {12, PlanCategory::Light}, {6, PlanCategory::Link}, // Layout Link
    {7, PlanCategory::Link}, // Layout Link Particle
    {8, PlanCategory::Link}, // Layout Link Timeline
    {46, PlanCategory::Node}, // Property Node
    {53, PlanCategory::Node}, // Path Node
    {166, PlanCategory::Node}, // Layout Node
    {167, PlanCategory::Node}, // Layout Node No Orientation
    {13, PlanCategory::Sound}, {14, PlanCategory::Sound}, // Music
};

PlanCategory levelCategory(quint8 descriptor)
{
    const auto *found
        = std::find_if(std::begin(kCategories), std::end(kCategories), [descriptor](const CategoryOf &entry) {
              return entry.descriptor == descriptor;
          });
    return found == std::end(kCategories) ? PlanCategory::Other : found->category;
}

/// The member `name` of `schema` when it has that kind, else nullptr.
const PropertySchema *memberOf(const DescriptorSchema &schema, QStringView name, PropertyKind kind)
{
    const TextKeyTarget *target = schema.textKey(name);
    return target && target->axis < 0 && target->member->kind == kind ? target->member : nullptr;
}

/// The floats of member `name` of `object` (stored as `kind`), or nullopt when it is not stored.
std::optional<std::vector<float>> floatsOf(const LayoutObject &object, QStringView name, PropertyKind kind)
{
    const LayoutProperty *property = findProperty(object, name);
    return property ? propertyFloats(*property, kind) : std::nullopt;
}

QString labelOf(const LayoutObject &object, const DescriptorSchema *schema)
{
    if (!object.name.isEmpty())
        return object.name;
    return schema ? schema->name : PlanText::tr("descriptor %1").arg(object.descriptor);
}

/// A frame on the ground: where a parent stands and its axes (local X along `right`, local Z along `forward`).
struct GroundFrame
{
    QPointF origin;
    QPointF right{1, 0};
    QPointF forward{0, 1};

    [[nodiscard]] QPointF map(QPointF local) const { return origin + local.x() * right + local.y() * forward; }
    [[nodiscard]] QPointF turn(QPointF local) const { return local.x() * right + local.y() * forward; }
};

/// A vector's X and Z, normalised; `fallback` when it is (nearly) vertical or not a number.
QPointF groundDirection(const std::optional<std::vector<float>> &vector, QPointF fallback)
{
    if (!vector || vector->size() != 3)
        return fallback;
    const QPointF ground((*vector)[0], (*vector)[2]);
    const double length = std::hypot(ground.x(), ground.y());
    return std::isfinite(length) && length > 1e-6 ? ground / length : fallback;
}

class LevelPlanner
{
public:
    explicit LevelPlanner(LayoutPlan &plan)
        : m_plan(plan)
    { }

    void place(const LayoutObject &object, const GroundFrame &parent, int depth)
    {
        const DescriptorSchema *schema = descriptorSchema(object.descriptor);
        GroundFrame frame = parent;
        if (schema && memberOf(*schema, u"POSITION", PropertyKind::Vector3)) {
            const auto position = floatsOf(object, u"POSITION", PropertyKind::Vector3);
            const bool stored
                = position && position->size() == 3 && std::isfinite((*position)[0]) && std::isfinite((*position)[2]);
            frame.origin = parent.map(stored ? QPointF((*position)[0], (*position)[2]) : QPointF());
            frame.right = parent.turn(groundDirection(floatsOf(object, u"RIGHT", PropertyKind::Vector3), {1, 0}));
            frame.forward = parent.turn(groundDirection(floatsOf(object, u"FORWARD", PropertyKind::Vector3), {0, 1}));
            if (object.descriptor != kDescriptorGroup)
                add(object, schema, frame, depth);
        }
        for (const LayoutObject &child : object.children)
            place(child, frame, depth + 1);
    }

private:
    void add(const LayoutObject &object, const DescriptorSchema *schema, const GroundFrame &frame, int depth)
    {
        PlanItem item;
        item.object = &object;
        item.category = levelCategory(object.descriptor);
        item.label = labelOf(object, schema);
        item.named = !object.name.isEmpty();
        item.position = frame.origin;
        item.facing = frame.forward;
        item.right = frame.right;
        item.depth = depth;
        m_plan.items.push_back(std::move(item));
    }

    LayoutPlan &m_plan;
};

/// One axis of a window: its size and where it starts, from the parent's start and size.
struct Axis
{
    double start = 0;
    double size = 0;
};

class UiPlanner
{
public:
    explicit UiPlanner(LayoutPlan &plan)
        : m_plan(plan)
    { }

    void place(const LayoutObject &object, const QRectF &parent, int depth)
    {
        const DescriptorSchema *schema = descriptorSchema(object.descriptor);
        QRectF rect = parent;
        if (schema && schema->ui && memberOf(*schema, u"WIDTH", PropertyKind::Float)
            && memberOf(*schema, u"HEIGHT", PropertyKind::Float)) {
            const Axis x = axis(object, {parent.left(), parent.width()}, u"WIDTH", u"SCALE WIDTH", u"PERCENT X",
                u"OFFSET X", u"HORIZONTAL",
                {u"MIN PIXEL WIDTH", u"MIN PERCENT WIDTH", u"MAX PIXEL WIDTH", u"MAX PERCENT WIDTH"});
            const Axis y = axis(object, {parent.top(), parent.height()}, u"HEIGHT", u"SCALE HEIGHT", u"PERCENT Y",
                u"OFFSET Y", u"VERTICAL",
                {u"MIN PIXEL HEIGHT", u"MIN PERCENT HEIGHT", u"MAX PIXEL HEIGHT", u"MAX PERCENT HEIGHT"});
            rect = QRectF(x.start, y.start, x.size, y.size);
            PlanItem item;
            item.object = &object;
            item.category = PlanCategory::Window;
            item.label = labelOf(object, schema);
            item.named = !object.name.isEmpty();
            item.rect = rect;
            item.position = rect.center();
            item.depth = depth;
            m_plan.items.push_back(std::move(item));
        }
        for (const LayoutObject &child : object.children)
            place(child, rect, depth + 1);
    }

private:
    struct Limits
    {
        QStringView minPixels;
        QStringView minPercent;
        QStringView maxPixels;
        QStringView maxPercent;
    };

    static double number(const LayoutObject &object, QStringView name, double fallback)
    {
        const auto value = floatsOf(object, name, PropertyKind::Float);
        return value && value->size() == 1 && std::isfinite(value->front()) ? value->front() : fallback;
    }

    static QString text(const LayoutObject &object, QStringView name)
    {
        const LayoutProperty *property = findProperty(object, name);
        const auto value = property ? property->asString() : std::nullopt;
        return value ? value->trimmed().toUpper() : QString();
    }

    /// CEGUI-style unified dimensions: size = parent × SCALE + pixels (kept within the MIN / MAX limits); start =
    /// parent × PERCENT + OFFSET, from the parent's left / top, centre or right / bottom as the alignment says.
    static Axis axis(const LayoutObject &object, Axis parent, QStringView size, QStringView scale, QStringView percent,
        QStringView offset, QStringView alignment, const Limits &limits)
    {
        double extent = parent.size * number(object, scale, 0) + number(object, size, LayoutPlan::kDefaultWindowSize);
        const double minimum
            = std::max(number(object, limits.minPixels, 0), parent.size * number(object, limits.minPercent, 0));
        const double maxPixels = number(object, limits.maxPixels, 0);
        const double maxPercent = number(object, limits.maxPercent, 0);
        if (maxPixels > 0)
            extent = std::min(extent, maxPixels);
        if (maxPercent > 0)
            extent = std::min(extent, parent.size * maxPercent);
        extent = std::max({extent, minimum, 0.0});
        double start = parent.start + parent.size * number(object, percent, 0) + number(object, offset, 0);
        const QString align = text(object, alignment);
        if (align == QLatin1String("CENTER"))
            start += (parent.size - extent) / 2;
        else if (align == QLatin1String("RIGHT") || align == QLatin1String("BOTTOM"))
            start += parent.size - extent;
        return {start, extent};
    }

    LayoutPlan &m_plan;
};

/// The smallest rectangle holding every item's rectangle, position and footprint (QRectF::united() skips empty
/// rectangles, so points are gathered by hand).
QRectF boundsOf(const std::vector<PlanItem> &items)
{
    if (items.empty())
        return {};
    double left = items.front().position.x();
    double top = items.front().position.y();
    double right = left;
    double bottom = top;
    const auto include = [&](QPointF point) {
        left = std::min(left, point.x());
        top = std::min(top, point.y());
        right = std::max(right, point.x());
        bottom = std::max(bottom, point.y());
    };
    for (const PlanItem &item : items) {
        const QRectF extent = item.rect.isNull() ? QRectF(item.position, item.position) : item.rect.normalized();
        include(extent.topLeft());
        include(extent.bottomRight());
        for (const QPointF &corner : item.footprint)
            include(corner);
    }
    return QRectF(QPointF(left, top), QPointF(right, bottom));
}

} // namespace

QString planCategoryName(PlanCategory category)
{
    switch (category) {
    case PlanCategory::RoomPiece:
        return PlanText::tr("Room piece");
    case PlanCategory::Spawner:
        return PlanText::tr("Monster or spawner");
    case PlanCategory::Trigger:
        return PlanText::tr("Trigger");
    case PlanCategory::Light:
        return PlanText::tr("Light");
    case PlanCategory::Link:
        return PlanText::tr("Layout link");
    case PlanCategory::Node:
        return PlanText::tr("Node");
    case PlanCategory::Sound:
        return PlanText::tr("Sound");
    case PlanCategory::Other:
        return PlanText::tr("Other object");
    case PlanCategory::Window:
        return PlanText::tr("Window");
    }
    return {};
}

int LayoutPlan::indexOf(const LayoutObject *object) const
{
    const auto found = std::find_if(items.begin(), items.end(), [object](const PlanItem &item) {
        return item.object == object;
    });
    return found == items.end() ? -1 : int(found - items.begin());
}

LayoutPlan buildLayoutPlan(const BinLayout &layout, bool ui)
{
    LayoutPlan plan;
    if (ui) {
        UiPlanner planner(plan);
        for (const LayoutObject &object : layout.objects)
            planner.place(object, QRectF(QPointF(0, 0), LayoutPlan::kUiScreen), 0);
    } else {
        LevelPlanner planner(plan);
        for (const LayoutObject &object : layout.objects)
            planner.place(object, GroundFrame{}, 0);
    }
    if (!plan.items.empty())
        plan.kind = ui ? LayoutPlan::Kind::Ui : LayoutPlan::Kind::Level;
    plan.bounds = boundsOf(plan.items);
    return plan;
}

std::optional<qint64> roomPieceGuid(const LayoutObject &object)
{
    if (levelCategory(object.descriptor) != PlanCategory::RoomPiece)
        return std::nullopt;
    const LayoutProperty *property = findProperty(object, u"GUID");
    const auto text = property ? property->asString() : std::nullopt;
    bool ok = false;
    const qint64 guid = text ? text->trimmed().toLongLong(&ok) : 0;
    return ok ? std::optional(guid) : std::nullopt;
}

std::vector<qint64> roomPieceGuids(const LayoutPlan &plan)
{
    std::vector<qint64> guids;
    QSet<qint64> seen;
    for (const PlanItem &item : plan.items) {
        const auto guid = item.object ? roomPieceGuid(*item.object) : std::nullopt;
        if (guid && !seen.contains(*guid)) {
            seen.insert(*guid);
            guids.push_back(*guid);
        }
    }
    return guids;
}

void placeRoomPieces(LayoutPlan &plan, const QHash<qint64, RoomPiece> &pieces)
{
    if (plan.kind != LayoutPlan::Kind::Level)
        return;
    for (PlanItem &item : plan.items) {
        const auto guid = item.object ? roomPieceGuid(*item.object) : std::nullopt;
        const auto piece = guid ? pieces.constFind(*guid) : pieces.constEnd();
        if (piece == pieces.constEnd() || piece->levelSet.isEmpty())
            continue;
        const QString levelSet = QFileInfo(piece->levelSet).completeBaseName();
        item.label = piece->name.isEmpty() ? levelSet : piece->name;
        item.named = !piece->name.isEmpty();
        QStringList detail{PlanText::tr("level set %1").arg(piece->levelSet)};
        if (!piece->mesh.isEmpty())
            detail << PlanText::tr("mesh %1").arg(piece->mesh);
        if (piece->problem)
            detail << piece->problem->message;
        item.detail = detail.join(QStringLiteral(" · "));
        item.footprint.clear();
        if (const auto &box = piece->footprint) {
            const auto corner = [&item](double x, double z) {
                return item.position + x * item.right + z * item.facing;
            };
            item.footprint = {corner(box->left(), box->top()), corner(box->right(), box->top()),
                corner(box->right(), box->bottom()), corner(box->left(), box->bottom())};
        }
    }
    plan.bounds = boundsOf(plan.items);
}

std::optional<QRectF> levelBoxOfSize(const LayoutPlan &plan, QSizeF gridSize)
{
    if (plan.kind != LayoutPlan::Kind::Level)
        return std::nullopt;
    constexpr double kMargin = 0.2;
    constexpr double kSnap = 10;
    constexpr double kTolerance = 0.4; // one cell
    const QRectF &bounds = plan.bounds;
    const QPointF low(
        std::floor((bounds.left() - kMargin) / kSnap) * kSnap, std::floor((bounds.top() - kMargin) / kSnap) * kSnap);
    const QPointF high(
        std::ceil((bounds.right() + kMargin) / kSnap) * kSnap, std::ceil((bounds.bottom() + kMargin) / kSnap) * kSnap);
    const QRectF box(low, high);
    if (std::abs(box.width() - gridSize.width()) > kTolerance
        || std::abs(box.height() - gridSize.height()) > kTolerance)
        return std::nullopt;
    return box;
}

std::vector<Property> layoutObjectProperties(const LayoutObject &object)
{
    const DescriptorSchema *schema = descriptorSchema(object.descriptor);
    std::vector<Property> rows;
    rows.push_back({PlanText::tr("Descriptor"), schema ? schema->name : QString::number(object.descriptor),
        object.offset < 0 ? -1 : object.offset + 4, {}});
    rows.push_back({PlanText::tr("Name"), labelOf(object, schema), -1, {}});
    rows.push_back({PlanText::tr("ID"), QString::number(object.id), object.offset < 0 ? -1 : object.offset + 5, {}});
    if (object.sourceLine > 0) {
        rows.push_back({PlanText::tr("Lines"),
            PlanText::tr("%1–%2").arg(object.sourceLine).arg(std::max(object.sourceLine, object.sourceEndLine)), -1,
            {}});
    }
    for (const LayoutProperty &property : object.properties) {
        const PropertySchema *member = schema ? schema->member(property.code) : nullptr;
        const auto value = member ? propertyText(property, member->kind) : std::nullopt;
        rows.push_back({member ? member->name : PlanText::tr("code %1").arg(property.code),
            value ? *value : QString::fromLatin1(property.value.toHex(' ')), property.offset, {}});
    }
    return rows;
}

} // namespace mwb::formats::tl2layout
