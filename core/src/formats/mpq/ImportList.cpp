// SPDX-License-Identifier: GPL-3.0-or-later
#include "ImportList.h"

#include "MpqFormat.h"

namespace mwb::formats::mpq {

std::optional<std::vector<ImportList::Import>> ImportList::parse(QByteArrayView bytes)
{
    constexpr qsizetype kHeader = 8;
    if (bytes.size() < kHeader)
        return std::nullopt;
    const quint32 version = format::le32(bytes.data());
    const quint32 count = format::le32(bytes.data() + 4);
    const qsizetype perImport = version == 0 ? 1 : 2; // at least the terminator, and the flag
    if (version > 1 || count > quint64(bytes.size() - kHeader) / quint64(perImport))
        return std::nullopt;
    std::vector<Import> imports;
    imports.reserve(count);
    qsizetype at = kHeader;
    for (quint32 i = 0; i < count; ++i) {
        Import import;
        if (at == bytes.size()) // the paths before took the bytes the count left for this one
            return std::nullopt;
        if (version == 1)
            import.flag = static_cast<quint8>(bytes[at++]);
        const qsizetype end = bytes.indexOf('\0', at);
        if (end < 0)
            return std::nullopt;
        import.path = bytes.sliced(at, end - at);
        imports.push_back(import);
        at = end + 1;
    }
    if (at != bytes.size())
        return std::nullopt;
    return imports;
}

} // namespace mwb::formats::mpq
