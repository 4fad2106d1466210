// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Result.h"
#include "mwb/formats/tl2dat/DatDocument.h"
#include "mwb/formats/tl2raw/RawSources.h"

#include <QString>
#include <QStringView>

#include <optional>
#include <utility>
#include <vector>

namespace mwb::formats::tl2raw {

/// A DAT source as a document, whatever its form: text as written, or a compiled BINDAT decompiled with the
/// built-in name dictionary (names it lacks appear as "0x…" hash texts, which findProperty() also matches).
[[nodiscard]] Result<tl2dat::DatDocument> loadDat(const RawSources &sources, const QString &path);
/// The DAT `bytes` (text, or a compiled BINDAT decompiled as loadDat() does) as a document.
[[nodiscard]] Result<tl2dat::DatDocument> parseDat(const QByteArray &bytes, const QString &path);

/// The first property of `node` with key `key` (ASCII case-insensitive, or the "0x…" text of its rg_hash).
[[nodiscard]] const tl2dat::DatProperty *findProperty(const tl2dat::DatNode &node, QStringView key);
/// The trimmed value of findProperty(), or nullopt.
[[nodiscard]] std::optional<QString> propertyValue(const tl2dat::DatNode &node, QStringView key);
/// Whether `node`'s tag is `tag` (same matching as findProperty()).
[[nodiscard]] bool hasTag(const tl2dat::DatNode &node, QStringView tag);
/// Every block below `node` (not `node` itself) tagged `tag`, in pre-order.
[[nodiscard]] std::vector<const tl2dat::DatNode *> blocksTagged(const tl2dat::DatNode &node, QStringView tag);

/// DAT truth values: "true", "yes" or a non-zero number (any case).
[[nodiscard]] bool isTrue(const std::optional<QString> &value);
/// An integer as GUTS reads one: decimal, or the integer part of a decimal fraction; nullopt otherwise.
[[nodiscard]] std::optional<qint64> toInteger(const std::optional<QString> &value);

/// One object of a layout (text .LAYOUT or compiled BINLAYOUT), in pre-order: its DESCRIPTOR and the properties
/// the RAW builders read (for a BINLAYOUT, those LayoutSchema knows), values as text ("true" / "false" for
/// booleans).
struct LayoutObjectInfo
{
    QString descriptor;
    std::vector<std::pair<QString, QString>> properties;

    /// The first value of property `key` (ASCII case-insensitive), or nullopt.
    [[nodiscard]] std::optional<QString> value(QStringView key) const;
    [[nodiscard]] bool isA(QStringView descriptorName) const;
};

[[nodiscard]] Result<std::vector<LayoutObjectInfo>> loadLayoutObjects(const RawSources &sources, const QString &path);

} // namespace mwb::formats::tl2raw
