// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"

#include <QByteArray>
#include <QString>
#include <QStringView>

#include <vector>

namespace mwb::formats::tl2dat {

/// One `<TYPE>KEY:VALUE` line. Text is kept exactly as written (case, spacing inside the value, lone UTF-16
/// surrogates); the value runs to the end of the line and may contain ':'.
struct DatProperty
{
    QString type; ///< e.g. "STRING", "INTEGER64", "UNSIGNED INT"
    QString key;
    QString value;
    qint64 sourceOffset = -1; ///< byte offset of the line in the parsed file, -1 when built in code
};

/// One `[TAG]` … `[/TAG]` block: its properties in source order (repeated keys kept) and its child blocks in
/// source order. Properties are written before child blocks, the order compiled DATs store them in.
struct DatNode
{
    QString tag;
    std::vector<DatProperty> properties;
    std::vector<DatNode> children;
    qint64 sourceOffset = -1; ///< byte offset of the `[TAG]` line, -1 when built in code

    /// The first property named `key` (ASCII case-insensitive), or nullptr.
    [[nodiscard]] const DatProperty *find(QStringView key) const;
    /// The value of the first property named `key`, or `fallback`.
    [[nodiscard]] QString value(QStringView key, const QString &fallback = {}) const;
    /// The first child block tagged `tag` (ASCII case-insensitive), or nullptr.
    [[nodiscard]] const DatNode *child(QStringView tag) const;
    /// Appends a property.
    void add(const QString &type, const QString &key, const QString &value);
};

/// A Torchlight 2 text DAT (also .TEMPLATE, MOD.DAT, .LAYOUT syntax): exactly one root block.
struct DatDocument
{
    /// Blocks nest at most this deep (real files: under 10); deeper input is LimitExceeded, so hostile text
    /// cannot exhaust the stack of the recursive code that walks the tree.
    static constexpr int kMaxDepth = 256;

    DatNode root;

    /// Parses UTF-16LE (with or without BOM), UTF-16BE with BOM, or UTF-8 (with or without BOM). Syntax errors
    /// are ErrorCode::Corrupt with the byte offset of the offending line; UTF-16 input with an odd byte count is
    /// Truncated; nesting deeper than kMaxDepth is LimitExceeded.
    [[nodiscard]] static Result<DatDocument> parse(const QByteArray &bytes, const QString &pathForErrors);

    /// Serializes as the game's tools write it: UTF-16LE with BOM, CRLF line ends, one tab per nesting level,
    /// no line break after the closing root tag. UTF-16 code units are written as stored (lone surrogates too).
    [[nodiscard]] QByteArray toUtf16() const;
    /// The same text as toUtf16() (CRLF, tabs), without BOM, as a QString.
    [[nodiscard]] QString toText() const;
};

} // namespace mwb::formats::tl2dat
