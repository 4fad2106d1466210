// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"
#include "mwb/formats/tl2dat/DatTypes.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <optional>
#include <vector>

namespace mwb::formats::tl2dat {

/// One string-table entry: u32 id, u16 length in UTF-16 code units, UTF-16LE text (lone surrogates kept).
/// (heiybb/TL2-RE calls the first entry's id the header's "first_id"; the bytes are the same.)
struct BindatString
{
    quint32 id = 0;
    QString text;
    qint64 offset = -1; ///< byte offset of the entry's id; -1 when built in code
};

/// One property: u32 key hash, u32 type code, value (8 bytes for DOUBLE and INTEGER64, else 4).
struct BindatProperty
{
    quint32 keyHash = 0;
    DatType type = DatType::Integer;
    quint64 value = 0; ///< raw value, zero-extended; a string-table id for STRING, TRANSLATE and NOTE
    qint64 offset = -1; ///< byte offset of the key hash; the property spans 8 + datValueSize(type) bytes

    [[nodiscard]] qint64 size() const { return 8 + datValueSize(type); }
};

/// One node: u32 name hash, u32 property count, properties, u32 child count, children.
struct BindatNode
{
    quint32 nameHash = 0;
    std::vector<BindatProperty> properties;
    std::vector<BindatNode> children;
    qint64 offset = -1; ///< byte offset of the name hash
    qint64 size = 0; ///< bytes of the node including its children (0 when built in code)
    qint64 childCountOffset = -1; ///< byte offset of the child count
};

/// A compiled Torchlight 2 DAT (the bytes a .MOD stores under a .DAT / .TEMPLATE name, and GUTS writes as
/// X.DAT.BINDAT): u32 version (2), u32 string count, the string table, then one root node (specs/tl2.md §2).
/// Every element keeps its byte offset for the inspector.
///
/// String ids only have to be unique within a file (the game resolves them through the file's own table); the
/// table is written in stored order (GUTS and compileDat() write ascending ids). A file without strings is the
/// 8-byte header [2][0] and the tree. Reading also accepts [2][0][u32] and the tree, which heiybb/TL2-RE's packer
/// writes (it always writes a "first_id"), and keeps that u32 in `emptyTableFirstId` so the file writes back as read.
struct BindatFile
{
    static constexpr quint32 kVersion = 2;
    /// Hard caps for hostile input: bigger files are LimitExceeded; nesting deeper than kMaxDepth is
    /// LimitExceeded (real files nest about 5 deep).
    static constexpr qint64 kMaxFileSize = qint64(64) << 20;
    static constexpr int kMaxDepth = 256;

    /// The recogniser: true when `bytes` start like a BINDAT (version kVersion as a little-endian u32, and room for
    /// the string count). Cheap; says nothing about the rest.
    [[nodiscard]] static bool hasSignature(QByteArrayView bytes);

    std::vector<BindatString> strings;
    BindatNode root;
    std::optional<quint32> emptyTableFirstId; ///< only with an empty table, see above
};

/// What a read produced: the file as far as it could be read and, when it stopped early, why and where. The
/// partial file holds every string and node read before the failure (the failing node with its whole properties
/// and the children read so far; its size covers the bytes read), so an inspector can show it.
struct BindatReadResult
{
    BindatFile file;
    std::optional<Error> error;
};

/// Reads a BINDAT. Errors carry the byte offset: Truncated (the bytes end inside an element), BadMagic (the first
/// u32 is not a known version), Unsupported (version 1, Torchlight 1's layout with names in the file), Corrupt (a
/// count larger than the bytes left can hold, an unknown type code, a duplicate string id, a string id missing
/// from the table, bytes after the root node), LimitExceeded (kMaxFileSize, kMaxDepth). Never throws; memory is
/// bounded by a small multiple of the input size.
[[nodiscard]] BindatReadResult readBindatPartial(QByteArrayView bytes, const QString &pathForErrors);
[[nodiscard]] Result<BindatFile> readBindat(QByteArrayView bytes, const QString &pathForErrors);

/// Serializes `file` (version 2, strings in stored order, then the tree); offsets in `file` are ignored. Every
/// string must be at most 65535 UTF-16 code units (readBindat and compileDat guarantee it).
/// readBindat(writeBindat(f)) reproduces f; writeBindat(readBindat(b)) == b for every b that reads without error.
[[nodiscard]] QByteArray writeBindat(const BindatFile &file);

/// The canonical numbering compileDat() uses: every STRING / TRANSLATE / NOTE value is looked up by its text and
/// numbered 1, 2, 3… in order of first use (depth first: a node's properties in order, then its children); the
/// table lists them in that order; a reference to an empty text becomes kEmptyStringId; entries nobody references
/// are dropped; an empty table gets the 8-byte header. Two BINDATs with the same content compare byte-equal after
/// this, whatever ids their writers chose: writeBindat(normalizeStringIds(f)) ==
/// writeBindat(compileDat(decompileDat(f))) (DatDecompiler.h).
[[nodiscard]] BindatFile normalizeStringIds(const BindatFile &file);

} // namespace mwb::formats::tl2dat
