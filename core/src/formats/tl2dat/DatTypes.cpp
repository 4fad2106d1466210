// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2dat/DatTypes.h"

#include <QLatin1StringView>

namespace mwb::formats::tl2dat {

namespace {

struct TypeName
{
    QLatin1StringView name;
    DatType type{};
};

/// Canonical names first: datTypeName() returns the first name of a type.
constexpr TypeName kTypeNames[] = {
    {QLatin1StringView("INTEGER"), DatType::Integer},
    {QLatin1StringView("FLOAT"), DatType::Float},
    {QLatin1StringView("DOUBLE"), DatType::Double},
    {QLatin1StringView("UNSIGNED INT"), DatType::UnsignedInt},
    {QLatin1StringView("STRING"), DatType::String},
    {QLatin1StringView("BOOL"), DatType::Bool},
    {QLatin1StringView("INTEGER64"), DatType::Integer64},
    {QLatin1StringView("TRANSLATE"), DatType::Translate},
    {QLatin1StringView("NOTE"), DatType::Note},
    {QLatin1StringView("UNSIGNED INTEGER"), DatType::UnsignedInt},
    {QLatin1StringView("INT64"), DatType::Integer64},
};

} // namespace

std::optional<DatType> datTypeFromCode(quint32 code)
{
    if (code < quint32(DatType::Integer) || code > quint32(DatType::Note))
        return std::nullopt;
    return static_cast<DatType>(code);
}

std::optional<DatType> datTypeFromName(QStringView name)
{
    for (const TypeName &entry : kTypeNames) {
        if (name.compare(entry.name, Qt::CaseInsensitive) == 0)
            return entry.type;
    }
    return std::nullopt;
}

QString datTypeName(DatType type)
{
    for (const TypeName &entry : kTypeNames) {
        if (entry.type == type)
            return entry.name;
    }
    return QString::number(quint32(type));
}

} // namespace mwb::formats::tl2dat
