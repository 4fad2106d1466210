// SPDX-License-Identifier: GPL-3.0-or-later
// The descriptor / member table: data/tl2-layout-schema.txt (facts from public reverse engineering, see its
// header), loaded once from the core library's resources.
#include "mwb/formats/tl2layout/LayoutSchema.h"

#include <QFile>
#include <QtEndian>

#include <algorithm>
#include <array>
#include <cstring>
#include <deque>

/// The schema is a Qt resource of the core library (a static library: initialise it explicitly; the macro declares
/// its initialiser in the enclosing namespace, so this stays outside any namespace).
static void initLayoutSchemaResource()
{
    Q_INIT_RESOURCE(mwb_tl2layout_data);
}

namespace mwb::formats::tl2layout {

namespace {

std::u16string_view keyOf(QStringView text)
{
    return {text.utf16(), std::size_t(text.size())};
}

std::optional<PropertyKind> kindNamed(QStringView token)
{
    static const std::pair<const char *, PropertyKind> kinds[] = {
        {"STRING", PropertyKind::String},
        {"TRANSLATE", PropertyKind::Translate},
        {"BOOL", PropertyKind::Bool},
        {"INTEGER", PropertyKind::Integer},
        {"UINT", PropertyKind::UnsignedInt},
        {"INT64", PropertyKind::Integer64},
        {"FLOAT", PropertyKind::Float},
        {"VECTOR2", PropertyKind::Vector2},
        {"VECTOR3", PropertyKind::Vector3},
        {"FLOATS", PropertyKind::FloatList},
        {"UINTS", PropertyKind::UnsignedList},
    };
    for (const auto &[name, kind] : kinds) {
        if (token == QLatin1String(name))
            return kind;
    }
    return std::nullopt;
}

int vectorSize(PropertyKind kind)
{
    return kind == PropertyKind::Vector3 ? 3 : kind == PropertyKind::Vector2 ? 2 : 0;
}

/// Every descriptor, indexed by code; built once from the resource text.
class SchemaTable
{
public:
    static const SchemaTable &instance()
    {
        static const SchemaTable table;
        return table;
    }

    [[nodiscard]] const DescriptorSchema *byCode(quint8 code) const { return m_byCode[code]; }

    [[nodiscard]] const DescriptorSchema *byName(QStringView name) const
    {
        if (const auto it = m_byName.find(keyOf(name)); it != m_byName.end())
            return it->second;
        for (const DescriptorSchema &d : m_descriptors) { // other case: a hand-written text
            if (name.compare(d.name, Qt::CaseInsensitive) == 0)
                return &d;
            for (const QString &alias : d.aliases) {
                if (name.compare(alias, Qt::CaseInsensitive) == 0)
                    return &d;
            }
        }
        return nullptr;
    }

private:
    SchemaTable()
    {
        initLayoutSchemaResource();
        QFile file(QStringLiteral(":/mwb/tl2layout/tl2-layout-schema.txt"));
        if (file.open(QIODevice::ReadOnly))
            parse(QString::fromUtf8(file.readAll()));
        for (DescriptorSchema &d : m_descriptors) {
            indexTextKeys(d);
            m_byCode[d.code] = &d;
            m_byName.emplace(keyOf(d.name), &d);
            for (const QString &alias : d.aliases)
                m_byName.emplace(keyOf(alias), &d);
        }
    }

    void parse(const QString &text)
    {
        const auto lines = QStringView(text).split(QLatin1Char('\n'));
        for (QStringView line : lines) {
            line = line.trimmed();
            if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
                continue;
            if (line.startsWith(QLatin1Char('['))) {
                const qsizetype close = line.indexOf(QLatin1Char(']'));
                DescriptorSchema d;
                d.code = quint8(line.sliced(1, close - 1).toUInt());
                QStringView rest = line.sliced(close + 1).trimmed();
                if (rest.endsWith(QLatin1String(" ui"))) {
                    d.ui = true;
                    rest.chop(3);
                }
                d.name = rest.toString();
                m_descriptors.push_back(std::move(d));
            } else if (line.startsWith(QLatin1Char('='))) {
                m_descriptors.back().aliases.append(line.sliced(1).trimmed().toString());
            } else {
                PropertySchema p;
                p.editorOnly = line.startsWith(QLatin1Char('-'));
                if (p.editorOnly)
                    line = line.sliced(1);
                const qsizetype space1 = line.indexOf(QLatin1Char(' '));
                const qsizetype space2 = line.indexOf(QLatin1Char(' '), space1 + 1);
                p.code = quint8(line.first(space1).toUInt());
                p.kind = kindNamed(line.sliced(space1 + 1, space2 - space1 - 1)).value_or(PropertyKind::String);
                p.name = line.sliced(space2 + 1).toString();
                m_descriptors.back().properties.push_back(std::move(p));
            }
        }
    }

    /// Called once the descriptor's members are final: the map keeps views of their names and pointers to them.
    void indexTextKeys(DescriptorSchema &d)
    {
        static const char16_t axes[] = u"XYZ";
        for (const PropertySchema &p : d.properties) {
            d.textKeys[keyOf(p.name)].member = &p;
            if (!p.editorOnly)
                d.byCode[p.code] = &p;
            for (int axis = 0; axis < vectorSize(p.kind); ++axis) {
                // Component keys ("POSITIONX") need storage of their own for the views, kept for the table's life.
                const QString &key = m_componentKeys.emplace_back(p.name + QChar(axes[axis]));
                d.textKeys[keyOf(key)] = TextKeyTarget{&p, axis};
            }
        }
    }

    std::deque<DescriptorSchema> m_descriptors;
    std::deque<QString> m_componentKeys;
    std::array<const DescriptorSchema *, 256> m_byCode{};
    std::unordered_map<std::u16string_view, const DescriptorSchema *> m_byName; ///< exact spellings
};

QString floatText(float value)
{
    return QString::number(double(value), 'g', 7);
}

std::optional<std::vector<quint32>> u32Items(const QByteArray &v, bool list)
{
    if (!list) {
        if (v.size() != 4)
            return std::nullopt;
        return std::vector<quint32>{qFromLittleEndian<quint32>(v.constData())};
    }
    if (v.size() < 2)
        return std::nullopt;
    const auto count = qFromLittleEndian<quint16>(v.constData());
    if (v.size() != 2 + 4 * qsizetype(count))
        return std::nullopt;
    std::vector<quint32> items(count);
    for (quint16 i = 0; i < count; ++i)
        items[i] = qFromLittleEndian<quint32>(v.constData() + 2 + 4 * i);
    return items;
}

float asFloat(quint32 bits)
{
    float f = 0;
    std::memcpy(&f, &bits, sizeof f);
    return f;
}

} // namespace

const PropertySchema *DescriptorSchema::member(quint8 stored) const
{
    return byCode[stored];
}

const TextKeyTarget *DescriptorSchema::textKey(QStringView key) const
{
    const auto it = textKeys.find(keyOf(key));
    return it == textKeys.end() ? nullptr : &it->second;
}

const DescriptorSchema *descriptorSchema(quint8 code)
{
    return SchemaTable::instance().byCode(code);
}

const DescriptorSchema *descriptorSchemaNamed(QStringView name)
{
    return SchemaTable::instance().byName(name);
}

QString descriptorName(quint8 code)
{
    const DescriptorSchema *d = descriptorSchema(code);
    return d ? d->name : QString();
}

int descriptorCode(const QString &name)
{
    const DescriptorSchema *d = descriptorSchemaNamed(name);
    return d ? d->code : -1;
}

std::optional<PropertyInfo> propertyInfo(quint8 descriptor, quint8 code)
{
    const DescriptorSchema *d = descriptorSchema(descriptor);
    const PropertySchema *p = d ? d->member(code) : nullptr;
    if (!p)
        return std::nullopt;
    return PropertyInfo{p->name, p->kind};
}

std::optional<std::vector<float>> propertyFloats(const LayoutProperty &property, PropertyKind kind)
{
    const QByteArray &v = property.value;
    std::optional<std::vector<quint32>> bits;
    switch (kind) {
    case PropertyKind::Float:
        bits = u32Items(v, false);
        break;
    case PropertyKind::FloatList:
        bits = u32Items(v, true);
        break;
    case PropertyKind::Vector2:
    case PropertyKind::Vector3:
        if (v.size() == 4 * vectorSize(kind)) {
            bits.emplace();
            for (int i = 0; i < vectorSize(kind); ++i)
                bits->push_back(qFromLittleEndian<quint32>(v.constData() + 4 * i));
        }
        break;
    default:
        break;
    }
    if (!bits)
        return std::nullopt;
    std::vector<float> out;
    out.reserve(bits->size());
    for (quint32 b : *bits)
        out.push_back(asFloat(b));
    return out;
}

std::optional<QString> propertyText(const LayoutProperty &property, PropertyKind kind)
{
    const auto joined = [](const auto &items, const auto &format) {
        QStringList parts;
        for (const auto &item : items)
            parts.append(format(item));
        return parts.join(QStringLiteral(", "));
    };
    switch (kind) {
    case PropertyKind::String:
    case PropertyKind::Translate:
        return property.asString();
    case PropertyKind::Bool:
        if (const auto u = property.asUInt32())
            return *u != 0 ? QStringLiteral("true") : QStringLiteral("false");
        return std::nullopt;
    case PropertyKind::Integer:
        if (const auto u = property.asUInt32())
            return QString::number(static_cast<qint32>(*u));
        return std::nullopt;
    case PropertyKind::UnsignedInt:
        if (const auto u = property.asUInt32())
            return QString::number(*u);
        return std::nullopt;
    case PropertyKind::Integer64:
        if (property.value.size() == 8)
            return QString::number(qFromLittleEndian<qint64>(property.value.constData()));
        return std::nullopt;
    case PropertyKind::UnsignedList:
        if (const auto items = u32Items(property.value, true))
            return joined(*items, [](quint32 u) {
                return QString::number(u);
            });
        return std::nullopt;
    case PropertyKind::Float:
    case PropertyKind::Vector2:
    case PropertyKind::Vector3:
    case PropertyKind::FloatList:
        if (const auto floats = propertyFloats(property, kind))
            return joined(*floats, floatText);
        return std::nullopt;
    }
    return std::nullopt;
}

const LayoutProperty *findProperty(const LayoutObject &object, QStringView name)
{
    const DescriptorSchema *d = descriptorSchema(object.descriptor);
    if (!d)
        return nullptr;
    for (const LayoutProperty &p : object.properties) {
        const PropertySchema *member = d->member(p.code);
        if (member && member->name == name)
            return &p;
    }
    return nullptr;
}

} // namespace mwb::formats::tl2layout
