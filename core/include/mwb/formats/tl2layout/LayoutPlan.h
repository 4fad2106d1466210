// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/content/Properties.h"
#include "mwb/formats/tl2layout/BinLayout.h"
#include "mwb/formats/tl2layout/RoomPieceCatalogue.h"

#include <QHash>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <optional>
#include <vector>

namespace mwb::formats::tl2layout {

/// What a plan draws an object as (the entries of its legend).
enum class PlanCategory : quint8 {
    RoomPiece, ///< Room Piece
    Spawner, ///< Unit Spawner, Monster
    Trigger, ///< Unit Trigger, the player and monster triggers, Unit Count Sphere, Warper, Teleport
    Light, ///< Light
    Link, ///< Layout Link (also its Particle and Timeline forms)
    Node, ///< Property Node, Path Node, Layout Node
    Sound, ///< Sound, Music
    Other, ///< any other object with a position
    Window, ///< a UI widget: a wireframe rectangle
};
inline constexpr int kPlanCategoryCount = int(PlanCategory::Window) + 1;

/// The legend's name of `category` (translated).
[[nodiscard]] QString planCategoryName(PlanCategory category);

/// One object drawn on a plan.
struct PlanItem
{
    const LayoutObject *object = nullptr; ///< in the layout the plan was built from (which must outlive the plan)
    PlanCategory category = PlanCategory::Other;
    QString label; ///< the object's name (its descriptor's name when it has none of its own)
    bool named = false; ///< the object has a name of its own (not its descriptor's): worth writing on the plan
    /// Level: where the object stands on the ground, composed with its parents' positions and orientations: world
    /// X and Z (a plan's x and y).
    QPointF position;
    /// Level: the direction the object faces on the ground (its FORWARD's X and Z, normalised; (0, 1) without one):
    /// where its local Z points.
    QPointF facing{0, 1};
    /// Level: where its local X points on the ground (its RIGHT's X and Z, normalised; (1, 0) without one).
    QPointF right{1, 0};
    /// Level: a room piece's footprint, its mesh's bounds placed by its position, RIGHT and FORWARD (four corners in
    /// world X and Z); empty while the piece's mesh is not known (placeRoomPieces()).
    std::vector<QPointF> footprint;
    /// What a tooltip or property panel adds to the label: a room piece's level set and mesh; empty by default.
    QString detail;
    /// UI: the window's rectangle in pixels of a kUiScreen-sized screen; empty on a level.
    QRectF rect;
    int depth = 0; ///< nesting in the layout: 0 for a top-level object
};

/// A top-down plan of a layout: a level's objects at their ground positions, or a UI layout's windows as
/// rectangles. Built from the object tree alone (room pieces are points until placeRoomPieces() gives them the
/// names and footprints of the game's level sets and meshes).
struct LayoutPlan
{
    enum class Kind {
        Empty, ///< nothing to draw (a layout without positioned objects or windows)
        Level, ///< objects at world positions (x = X, y = Z), in world units
        Ui, ///< windows as rectangles in screen pixels
    };
    /// The screen a UI layout's top-level windows are placed in (Torchlight 2's UI is laid out for 1024 × 768).
    static constexpr QSizeF kUiScreen{1024, 768};
    /// A window without WIDTH or HEIGHT lines is this many pixels wide or high (assumed: GUTS writes a member only
    /// when it differs from its default, and it does write WIDTH:0).
    static constexpr double kDefaultWindowSize = 100;

    Kind kind = Kind::Empty;
    std::vector<PlanItem> items; ///< in the layout's pre-order: parents before their children
    /// Every item's position and footprint (Level) or rectangle (UI); may be empty on a level of one point.
    QRectF bounds;

    /// The item of `object`, or -1.
    [[nodiscard]] int indexOf(const LayoutObject *object) const;
};

/// The plan of `layout`. `ui`: place its UI widgets as windows (a [UI] layout); otherwise every object whose
/// descriptor has a POSITION is placed, relative to its parents as the game composes them (a child's POSITION,
/// RIGHT and FORWARD are in its parent's frame). Cheap: one pass over the objects. Thread-safe.
[[nodiscard]] LayoutPlan buildLayoutPlan(const BinLayout &layout, bool ui);

/// The GUID a Room Piece object stores (its GUID member, a decimal string), or nullopt for other objects.
[[nodiscard]] std::optional<qint64> roomPieceGuid(const LayoutObject &object);

/// The distinct GUIDs of the room pieces of a Level plan, in the order they first appear.
[[nodiscard]] std::vector<qint64> roomPieceGuids(const LayoutPlan &plan);

/// Gives the room pieces of a Level plan what `pieces` knows of their GUIDs: the piece's name as the label, written on
/// the plan (the level set's file name when only the level set is known, not written: every piece of a level would
/// carry the same word), with the level set, mesh and any problem as the detail,
/// and the footprint (the mesh's bounds mapped by the item's position, right and facing) when the mesh was read;
/// the bounds grow to hold the footprints. Pieces `pieces` does not hold stay as they are.
void placeRoomPieces(LayoutPlan &plan, const QHash<qint64, RoomPiece> &pieces);

/// The level box GUTS lays a level's pathing grid over (seed 001 §5: the objects' extent less / plus 0.2, snapped out
/// to multiples of 10 world units), from a Level plan's bounds (x = X, y = Z); nullopt when that box is not
/// `gridSize` (world units: an .MPP's cells × 0.4) within a cell, i.e. the grid cannot be placed by the plan.
[[nodiscard]] std::optional<QRectF> levelBoxOfSize(const LayoutPlan &plan, QSizeF gridSize);

/// An object's rows for a property panel: its descriptor, name, ID and lines in the text (when parsed from text),
/// then each property by its member name with the value as text (a member the schema does not know: its code and
/// the bytes in hex), at the property's file offset when read from bytes.
[[nodiscard]] std::vector<Property> layoutObjectProperties(const LayoutObject &object);

} // namespace mwb::formats::tl2layout
