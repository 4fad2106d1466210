// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace mwb::formats::tl2layout {

/// One property of an object: `u16 size` (of code + value), `u8 code`, value. The code's meaning and the value's
/// encoding depend on the object's descriptor (LayoutSchema.h knows a few); the bytes are kept as stored.
struct LayoutProperty
{
    quint8 code = 0;
    QByteArray value;
    qint64 offset = -1; ///< file offset of the u16 size; the property spans 3 + value.size() bytes
    int sourceLine = 0; ///< compiled from text: the 1-based line of its (first) text line; 0 when read from bytes

    [[nodiscard]] qint64 byteSize() const { return 3 + value.size(); }
    /// The value as a ShortString (u16 count + UTF-16LE filling the value exactly), or nullopt.
    [[nodiscard]] std::optional<QString> asString() const;
    /// The value as a u32 when it is 4 bytes (integers and booleans), or nullopt.
    [[nodiscard]] std::optional<quint32> asUInt32() const;
    /// The value as a f32 when it is 4 bytes, or nullopt.
    [[nodiscard]] std::optional<float> asFloat() const;
};

/// A link of a logic-group object: output of this object → input of object `target` (a logic-object ID).
struct LogicLink
{
    quint8 target = 0;
    QString output;
    QString input;
    qint64 offset = -1;
};

/// One object of a Logic Group's graph (stored in the object's extra region).
struct LogicObject
{
    quint8 id = 0;
    qint64 objectId = 0; ///< the layout object it drives
    float x = 0;
    float y = 0;
    quint32 endOffset = 0; ///< as stored: file offset just past this logic object
    std::vector<LogicLink> links;
    qint64 offset = -1;
};

/// One key of a timeline track; `value` is stored only for property tracks (not for event tracks).
struct TimelinePoint
{
    float time = 0;
    quint8 interpolation = 0;
    std::optional<QString> value;
    qint64 offset = -1;
};

/// A timeline track: a property track (`event` empty) or an event track (`property` empty).
struct TimelineTrack
{
    QString property;
    QString event;
    std::vector<TimelinePoint> points;
    qint64 offset = -1;
};

/// The tracks a Timeline object plays on one layout object.
struct TimelineObject
{
    qint64 objectId = 0;
    std::vector<TimelineTrack> tracks;
    qint64 offset = -1;
};

/// One object of the tree: `u32 block size` (this object and its subtree), `u8 descriptor`, `i64 id`,
/// ShortString name (empty when it equals the descriptor's name), `u8` property count + properties,
/// `u32` extra-region size + extra region (a Logic Group's graph, a Timeline's tracks), `u16` child count +
/// children.
struct LayoutObject
{
    qint64 offset = -1;
    quint32 blockSize = 0;
    quint8 descriptor = 0;
    qint64 id = 0;
    QString name; ///< as stored: empty when the object's NAME is its descriptor's name
    std::vector<LayoutProperty> properties;
    quint32 extraSize = 0;
    /// A Logic Group's graph or a Timeline's tracks are present (an extra region is written, even for a graph of
    /// no object; text: a [LOGICGROUP] / [TIMELINEDATA] block).
    bool hasGraph = false;
    std::vector<LogicObject> logic; ///< Logic Group (descriptor 36)
    std::vector<TimelineObject> timeline; ///< Timeline (descriptor 35)
    std::vector<LayoutObject> children;
    int sourceLine = 0; ///< compiled from text: the 1-based line of its [BASEOBJECT]; 0 when read from bytes
    int sourceEndLine = 0; ///< compiled from text: the line of its [/BASEOBJECT]

    /// The first property with `code`, or nullptr.
    [[nodiscard]] const LayoutProperty *property(quint8 code) const;
    /// File offsets of the fields after the name, derived from the stored sizes.
    [[nodiscard]] qint64 propertyCountOffset() const { return offset + 15 + 2 * qint64(name.size()); }
    [[nodiscard]] qint64 extraSizeOffset() const;
    [[nodiscard]] qint64 childCountOffset() const { return extraSizeOffset() + 4 + extraSize; }
};

/// One node of the datagroup tree (the Group objects' random-choice data, a synthetic root with id -1 on top).
struct LayoutDataGroup
{
    qint64 offset = -1;
    qint64 id = 0;
    quint8 choice = 0; ///< 0 ALL, 1 WEIGHT, 2 RANDOM CHANCE
    quint32 randomization = 0;
    quint8 number = 0;
    quint32 objectOffset = 0; ///< file offset of the Group object's block
    quint32 tag = 0; ///< runtime tag id, 0xFFFFFFFF for none
    quint8 noTagFound = 0;
    quint8 levelUnique = 0;
    quint8 gameMode = 0; ///< 0 any, 1 NORMAL, 2 NEW GAME PLUS
    QList<qint64> activeThemes;
    QList<qint64> deactiveThemes;
    std::vector<LayoutDataGroup> children;

    /// Bytes of this node without its children: 35 + 8 per theme.
    [[nodiscard]] qint64 ownSize() const { return 35 + 8 * qint64(activeThemes.size() + deactiveThemes.size()); }
};

/// A compiled .LAYOUT (BINLAYOUT; specs/tl2.md §4, seed 001 §3): header `u8 0x0B, u8 flag, u32 datagroup
/// offset, u16 top-level object count`, the object tree, then the datagroup tree at the datagroup offset (0 when
/// the layout has no Group object). The one in-memory form of a layout: BinLayout::parse() reads it from bytes,
/// parseLayoutText() (LayoutCompiler.h) from text, writeBinLayout() (BinLayoutWriter.h) writes it and
/// layoutToText() (LayoutDecompiler.h) prints it; property values are kept as stored and decoded through
/// LayoutSchema.h.
struct BinLayout
{
    static constexpr quint8 kMagic = 0x0B;
    static constexpr qint64 kHeaderSize = 8;
    static constexpr int kMaxDepth = 256; ///< nesting of objects or datagroups; deeper is LimitExceeded
    static constexpr qint64 kMaxObjects = 1'000'000;
    static constexpr qint64 kMaxFileSize = 512LL << 20;

    /// The layout VERSION of the text (`<INTEGER>VERSION:4`): 4 in what GUTS writes beside a text layout, 0x36 in
    /// many compiled layouts inside .MODs.
    quint8 flag = 0;
    quint32 dataGroupOffset = 0;
    std::vector<LayoutObject> objects;
    std::optional<LayoutDataGroup> dataGroup;

    /// Parses exactly the whole of `bytes`. Errors carry the byte offset: BadMagic (first byte not 0x0B),
    /// Truncated, LimitExceeded (depth, object count), Corrupt (a block size that does not match its object, an
    /// extra region its graph does not fill exactly, a datagroup offset that is not the end of the objects, a
    /// count that cannot fit, bytes left over), Unsupported (an extra region on a descriptor other than Logic Group
    /// and Timeline, whose layout is unknown).
    [[nodiscard]] static Result<BinLayout> parse(QByteArrayView bytes, const QString &pathForErrors = {});
    [[nodiscard]] static Result<BinLayout> open(const QString &path);

    /// Pre-order (parent before children, children in order) first object with `descriptor`, or nullptr.
    [[nodiscard]] const LayoutObject *findFirst(quint8 descriptor) const;
    /// Every object with `descriptor`, in pre-order.
    [[nodiscard]] std::vector<const LayoutObject *> findAll(quint8 descriptor) const;
    /// Number of objects in the whole tree.
    [[nodiscard]] qint64 objectCount() const;
};

/// What parse() read before it stopped, for the inspector's partial tree.
struct BinLayoutParseOutcome
{
    BinLayout layout;
    std::optional<Error> error;
};

[[nodiscard]] BinLayoutParseOutcome parseBinLayoutPartially(QByteArrayView bytes, const QString &pathForErrors);

/// True when `bytes` start like a BINLAYOUT (0x0B), as opposed to a text .LAYOUT (UTF-16 BOM or text).
[[nodiscard]] bool looksLikeBinLayout(QByteArrayView bytes);

} // namespace mwb::formats::tl2layout
