// SPDX-License-Identifier: GPL-3.0-or-later
#include "Listfile.h"

namespace mwb::formats::mpq {

std::vector<QByteArrayView> Listfile::parse(QByteArrayView text)
{
    std::vector<QByteArrayView> names;
    names.reserve(static_cast<std::size_t>(text.size() / 32));
    const char *p = text.data();
    const char *const end = p + text.size();
    while (p < end) {
        const char *stop = p;
        while (stop < end && *stop != '\r' && *stop != '\n' && *stop != ';')
            ++stop;
        const QByteArrayView name = QByteArrayView(p, stop).trimmed();
        if (!name.isEmpty())
            names.push_back(name);
        p = stop + 1;
    }
    return names;
}

} // namespace mwb::formats::mpq
