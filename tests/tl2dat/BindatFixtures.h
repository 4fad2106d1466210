// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LittleEndianWriter.h"
#include "mwb/formats/tl2dat/DatTypes.h"
#include "mwb/formats/tl2dat/RgHash.h"

#include <QByteArray>
#include <QString>
#include <QStringView>

namespace mwb::test {

/// Byte builder for hand-made BINDAT fixtures (valid and hostile).
class LeBytes : public LittleEndianWriter<LeBytes>
{
public:
    /// The header: version and string count.
    LeBytes &header(quint32 strings, quint32 version = 2) { return u32(version).u32(strings); }
    /// One string-table entry.
    LeBytes &entry(quint32 id, QStringView text) { return u32(id).shortString(text); }
    /// The start of a node: name hash and property count (then the properties, then children()).
    LeBytes &node(quint32 nameHash, quint32 properties) { return u32(nameHash).u32(properties); }
    /// A property with a 4-byte value (or 8 bytes with property64).
    LeBytes &property(quint32 key, quint32 type, quint32 value) { return u32(key).u32(type).u32(value); }
    LeBytes &property64(quint32 key, quint32 type, quint64 value) { return u32(key).u32(type).u64(value); }
    /// A node's child count (then the children).
    LeBytes &children(quint32 count) { return u32(count); }
};

inline const QString kLoneSurrogateText = QStringLiteral("中") + QChar(0xD800);

/// A file with two strings (one with a lone surrogate), 8-byte values, nesting and an empty string value.
/// Offsets: strings @8 and @24, root @34 (props @42, @54, @70, child count @86), child @90 (props @98, @110,
/// child count @122), end @126.
inline QByteArray sampleBindat()
{
    using formats::tl2dat::rgHash;
    LeBytes b;
    b.header(2);
    b.entry(0x10, u"Sword");
    b.entry(0x20, kLoneSurrogateText);
    b.node(rgHash(u"UNIT"), 3);
    b.property(rgHash(u"NAME"), 5, 0x10);
    b.property64(rgHash(u"ID"), 7, 0x8000000000000001ULL);
    b.property64(rgHash(u"SCALE"), 3, 0x3FF8000000000000ULL); // 1.5
    b.children(1);
    b.node(rgHash(u"CHILD"), 2);
    b.property(rgHash(u"T"), 8, 0x20);
    b.property(rgHash(u"E"), 5, formats::tl2dat::kEmptyStringId);
    b.children(0);
    return b;
}

} // namespace mwb::test
