// SPDX-License-Identifier: GPL-3.0-or-later
#include "SourceDocuments.h"

#include "mwb/formats/tl2dat/Bindat.h"
#include "mwb/formats/tl2dat/DatDecompiler.h"
#include "mwb/formats/tl2dat/NameDictionary.h"
#include "mwb/formats/tl2dat/RgHash.h"
#include "mwb/formats/tl2layout/BinLayout.h"
#include "mwb/formats/tl2layout/LayoutSchema.h"

#include <QtEndian>

namespace mwb::formats::tl2raw {

using tl2dat::DatDocument;
using tl2dat::DatNode;
using tl2dat::DatProperty;

namespace {

bool isCompiledDat(const QByteArray &bytes)
{
    if (bytes.size() < 4)
        return false;
    const auto version = qFromLittleEndian<quint32>(bytes.constData());
    return version == tl2dat::BindatFile::kVersion || version == 1;
}

bool nameMatches(const QString &written, QStringView wanted)
{
    if (written.compare(wanted, Qt::CaseInsensitive) == 0)
        return true;
    return written.startsWith(QLatin1String("0x"))
        && written.compare(
               QStringLiteral("0x%1").arg(tl2dat::rgHash(wanted), 8, 16, QLatin1Char('0')), Qt::CaseInsensitive)
        == 0;
}

void collectBlocks(const DatNode &node, QStringView tag, std::vector<const DatNode *> &out)
{
    for (const DatNode &child : node.children) {
        if (hasTag(child, tag))
            out.push_back(&child);
        collectBlocks(child, tag, out);
    }
}

/// Text layout: [Layout] › [OBJECTS] › [BASEOBJECT] { [PROPERTIES], [CHILDREN] › [BASEOBJECT]… }.
void collectTextObjects(const DatNode &parent, std::vector<LayoutObjectInfo> &out)
{
    for (const DatNode &object : parent.children) {
        if (!hasTag(object, u"BASEOBJECT"))
            continue;
        LayoutObjectInfo info;
        for (const DatNode &part : object.children) {
            if (!hasTag(part, u"PROPERTIES"))
                continue;
            for (const DatProperty &p : part.properties) {
                if (p.key.compare(QLatin1String("DESCRIPTOR"), Qt::CaseInsensitive) == 0 && info.descriptor.isEmpty())
                    info.descriptor = p.value.trimmed();
                else
                    info.properties.emplace_back(p.key, p.value);
            }
        }
        out.push_back(std::move(info));
        for (const DatNode &part : object.children) {
            if (hasTag(part, u"CHILDREN"))
                collectTextObjects(part, out);
        }
    }
}

void collectBinaryObjects(const std::vector<tl2layout::LayoutObject> &objects, std::vector<LayoutObjectInfo> &out)
{
    for (const tl2layout::LayoutObject &object : objects) {
        LayoutObjectInfo info;
        info.descriptor = tl2layout::descriptorName(object.descriptor);
        for (const tl2layout::LayoutProperty &p : object.properties) {
            const auto known = tl2layout::propertyInfo(object.descriptor, p.code);
            if (!known)
                continue;
            if (const auto text = tl2layout::propertyText(p, known->kind))
                info.properties.emplace_back(known->name, *text);
        }
        out.push_back(std::move(info));
        collectBinaryObjects(object.children, out);
    }
}

} // namespace

Result<DatDocument> loadDat(const RawSources &sources, const QString &path)
{
    auto bytes = sources.read(path);
    if (!bytes)
        return bytes.error();
    return parseDat(*bytes, path);
}

Result<DatDocument> parseDat(const QByteArray &bytes, const QString &path)
{
    if (isCompiledDat(bytes))
        return tl2dat::decompileBindat(bytes, tl2dat::NameDictionary::builtin(), path);
    return DatDocument::parse(bytes, path);
}

const DatProperty *findProperty(const DatNode &node, QStringView key)
{
    for (const DatProperty &p : node.properties) {
        if (nameMatches(p.key, key))
            return &p;
    }
    return nullptr;
}

std::optional<QString> propertyValue(const DatNode &node, QStringView key)
{
    const DatProperty *p = findProperty(node, key);
    if (!p)
        return std::nullopt;
    return p->value.trimmed();
}

bool hasTag(const DatNode &node, QStringView tag)
{
    return nameMatches(node.tag, tag);
}

std::vector<const DatNode *> blocksTagged(const DatNode &node, QStringView tag)
{
    std::vector<const DatNode *> out;
    collectBlocks(node, tag, out);
    return out;
}

bool isTrue(const std::optional<QString> &value)
{
    if (!value)
        return false;
    if (value->compare(QLatin1String("true"), Qt::CaseInsensitive) == 0
        || value->compare(QLatin1String("yes"), Qt::CaseInsensitive) == 0)
        return true;
    const auto number = toInteger(value);
    return number && *number != 0;
}

std::optional<qint64> toInteger(const std::optional<QString> &value)
{
    if (!value)
        return std::nullopt;
    bool ok = false;
    const qint64 whole = value->toLongLong(&ok);
    if (ok)
        return whole;
    const double fraction = value->toDouble(&ok);
    if (ok && fraction > -9.2e18 && fraction < 9.2e18)
        return static_cast<qint64>(fraction);
    return std::nullopt;
}

std::optional<QString> LayoutObjectInfo::value(QStringView key) const
{
    for (const auto &[name, text] : properties) {
        if (name.compare(key, Qt::CaseInsensitive) == 0)
            return text;
    }
    return std::nullopt;
}

bool LayoutObjectInfo::isA(QStringView descriptorName) const
{
    return descriptor.compare(descriptorName, Qt::CaseInsensitive) == 0;
}

Result<std::vector<LayoutObjectInfo>> loadLayoutObjects(const RawSources &sources, const QString &path)
{
    auto bytes = sources.read(path);
    if (!bytes)
        return bytes.error();
    std::vector<LayoutObjectInfo> objects;
    if (tl2layout::looksLikeBinLayout(*bytes)) {
        auto layout = tl2layout::BinLayout::parse(*bytes, path);
        if (!layout)
            return layout.error();
        collectBinaryObjects(layout->objects, objects);
        return objects;
    }
    auto document = DatDocument::parse(*bytes, path);
    if (!document)
        return document.error();
    for (const DatNode &part : document->root.children) {
        if (hasTag(part, u"OBJECTS"))
            collectTextObjects(part, objects);
    }
    return objects;
}

} // namespace mwb::formats::tl2raw
