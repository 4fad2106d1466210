// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2mod/TypeCodes.h"

#include <array>

namespace mwb::formats::tl2mod {

namespace {

struct Extension
{
    QLatin1String suffix;
    quint8 type;
};

// Seed 001 §1.7 / specs/tl2.md §7, upper-case with the dot.
constexpr std::array kExtensions{
    Extension{QLatin1String(".DAT"), TypeDat},
    Extension{QLatin1String(".TEMPLATE"), TypeDat},
    Extension{QLatin1String(".LAYOUT"), TypeLayout},
    Extension{QLatin1String(".MESH"), TypeMesh},
    Extension{QLatin1String(".SKELETON"), TypeSkeleton},
    Extension{QLatin1String(".DDS"), TypeDds},
    Extension{QLatin1String(".PNG"), TypePng},
    Extension{QLatin1String(".WAV"), TypeSound},
    Extension{QLatin1String(".OGG"), TypeSound},
    Extension{QLatin1String(".MATERIAL"), TypeMaterial},
    Extension{QLatin1String(".RAW"), TypeRaw},
    Extension{QLatin1String(".UILAYOUT"), TypeUiLayout},
    Extension{QLatin1String(".IMAGESET"), TypeImageset},
    Extension{QLatin1String(".TTF"), TypeTrueType},
    Extension{QLatin1String(".TTC"), TypeTrueType},
    Extension{QLatin1String(".FONT"), TypeFont},
    Extension{QLatin1String(".ANIMATION"), TypeAnimation},
    Extension{QLatin1String(".HIE"), TypeHie},
    Extension{QLatin1String(".SCHEME"), TypeScheme},
    Extension{QLatin1String(".LOOKNFEEL"), TypeLookNFeel},
    Extension{QLatin1String(".MPP"), TypeMpp},
    Extension{QLatin1String(".BIK"), TypeBink},
    Extension{QLatin1String(".JPG"), TypeJpg},
};

constexpr std::array kCompiledSuffixes{QLatin1String(".BINDAT"), QLatin1String(".BINLAYOUT")};

} // namespace

QString compiledSourceName(const QString &fileName)
{
    for (const QLatin1String suffix : kCompiledSuffixes) {
        if (fileName.endsWith(suffix, Qt::CaseInsensitive) && fileName.size() > suffix.size())
            return fileName.chopped(suffix.size());
    }
    return {};
}

quint8 typeCodeForName(const QString &fileName)
{
    const QString source = compiledSourceName(fileName);
    const QString &name = source.isEmpty() ? fileName : source;
    if (name.endsWith(QLatin1Char('/')))
        return TypeDirectory;
    for (const Extension &e : kExtensions) {
        if (name.endsWith(e.suffix, Qt::CaseInsensitive))
            return e.type;
    }
    return TypeUnknown;
}

QString typeCodeName(quint8 type)
{
    switch (type) {
    case TypeDat:
        return QStringLiteral("DAT");
    case TypeLayout:
        return QStringLiteral("LAYOUT");
    case TypeMesh:
        return QStringLiteral("MESH");
    case TypeSkeleton:
        return QStringLiteral("SKELETON");
    case TypeDds:
        return QStringLiteral("DDS");
    case TypePng:
        return QStringLiteral("PNG");
    case TypeSound:
        return QStringLiteral("SOUND");
    case TypeDirectory:
        return QStringLiteral("DIR");
    case TypeMaterial:
        return QStringLiteral("MATERIAL");
    case TypeRaw:
        return QStringLiteral("RAW");
    case TypeUiLayout:
        return QStringLiteral("UILAYOUT");
    case TypeImageset:
        return QStringLiteral("IMAGESET");
    case TypeTrueType:
        return QStringLiteral("TTF");
    case TypeFont:
        return QStringLiteral("FONT");
    case TypeAnimation:
        return QStringLiteral("ANIMATION");
    case TypeHie:
        return QStringLiteral("HIE");
    case TypeUnknown:
        return QStringLiteral("UNKNOWN");
    case TypeScheme:
        return QStringLiteral("SCHEME");
    case TypeLookNFeel:
        return QStringLiteral("LOOKNFEEL");
    case TypeMpp:
        return QStringLiteral("MPP");
    case TypeBink:
        return QStringLiteral("BIK");
    case TypeJpg:
        return QStringLiteral("JPG");
    default:
        return QStringLiteral("TYPE %1").arg(type);
    }
}

bool shouldCompress(quint8 type, qint64 size)
{
    return type != TypeJpg && size < kStoredBlockThreshold;
}

} // namespace mwb::formats::tl2mod
