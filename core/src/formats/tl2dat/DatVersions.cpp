// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2dat/DatVersions.h"

#include "mwb/formats/tl2dat/Bindat.h"
#include "mwb/formats/tl2dat/DatDecompiler.h"

namespace mwb::formats::tl2dat {

Result<std::vector<DatDocument>> loadDatVersions(const std::vector<QByteArray> &versions, const QString &pathForErrors)
{
    std::vector<DatDocument> documents(versions.size());
    NameDictionary names = NameDictionary::builtin();
    for (std::size_t i = 0; i < versions.size(); ++i) {
        if (BindatFile::hasSignature(versions[i]))
            continue;
        auto text = DatDocument::parse(versions[i], pathForErrors);
        if (!text)
            return text.error();
        names.learn(text->root);
        documents[i] = std::move(text).value();
    }
    for (std::size_t i = 0; i < versions.size(); ++i) {
        if (!BindatFile::hasSignature(versions[i]))
            continue;
        auto decompiled = decompileBindat(versions[i], names, pathForErrors);
        if (!decompiled)
            return decompiled.error();
        documents[i] = std::move(decompiled).value();
    }
    return documents;
}

} // namespace mwb::formats::tl2dat
