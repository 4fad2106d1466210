// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/core/io/FolderInterleave.h"

#include <QHash>
#include <QStringView>

namespace mwb::io {

std::vector<int> folderInterleavedOrder(const std::vector<QString> &relativePaths)
{
    QHash<QStringView, int> folderOf;
    std::vector<std::vector<int>> folders;
    for (std::size_t i = 0; i < relativePaths.size(); ++i) {
        const QString &path = relativePaths[i];
        const QStringView folder = QStringView(path).first(std::max<qsizetype>(path.lastIndexOf(QLatin1Char('/')), 0));
        auto it = folderOf.find(folder);
        if (it == folderOf.end()) {
            it = folderOf.insert(folder, static_cast<int>(folders.size()));
            folders.emplace_back();
        }
        folders[static_cast<std::size_t>(it.value())].push_back(static_cast<int>(i));
    }
    std::vector<int> order;
    order.reserve(relativePaths.size());
    for (std::size_t round = 0; order.size() < relativePaths.size(); ++round) {
        for (const std::vector<int> &files : folders) {
            if (round < files.size())
                order.push_back(files[round]);
        }
    }
    return order;
}

} // namespace mwb::io
