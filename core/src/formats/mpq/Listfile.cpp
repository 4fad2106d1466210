// SPDX-License-Identifier: GPL-3.0-or-later
#include "Listfile.h"

namespace mwb::formats::mpq {

void Listfile::forEachName(QByteArrayView text, const std::function<void(QByteArrayView)> &visit)
{
    const char *p = text.data();
    const char *const end = p + text.size();
    while (p < end) {
        const char *stop = p;
        while (stop < end && *stop != '\r' && *stop != '\n' && *stop != ';')
            ++stop;
        const QByteArrayView name = QByteArrayView(p, stop).trimmed();
        if (!name.isEmpty())
            visit(name);
        p = stop + 1;
    }
}

bool isInternalName(QByteArrayView name)
{
    return name.compare("(listfile)", Qt::CaseInsensitive) == 0
        || name.compare("(attributes)", Qt::CaseInsensitive) == 0
        || name.compare("(signature)", Qt::CaseInsensitive) == 0;
}

} // namespace mwb::formats::mpq
