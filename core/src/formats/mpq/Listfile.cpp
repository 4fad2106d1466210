// SPDX-License-Identifier: GPL-3.0-or-later
#include "Listfile.h"

#include <QSet>

namespace mwb::formats::mpq {

std::vector<QByteArray> Listfile::parse(QByteArrayView text)
{
    std::vector<QByteArray> names;
    QSet<QByteArray> seen;
    qsizetype start = 0;
    const qsizetype size = text.size();
    for (qsizetype i = 0; i <= size; ++i) {
        if (i < size && text[i] != '\r' && text[i] != '\n' && text[i] != ';')
            continue;
        const QByteArray name = text.sliced(start, i - start).trimmed().toByteArray();
        start = i + 1;
        if (name.isEmpty())
            continue;
        QByteArray key = name.toUpper();
        key.replace('/', '\\');
        if (seen.contains(key))
            continue;
        seen.insert(key);
        names.push_back(name);
    }
    return names;
}

} // namespace mwb::formats::mpq
