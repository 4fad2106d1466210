// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>

#include <functional>

namespace mwb::formats::mpq {

/// Names the games' archives always have: the parts of a Warcraft III map and campaign, a StarCraft scenario, a
/// StarCraft II map and replay (with their localized string files), the client tables of World of Warcraft 3.3.5a
/// (DBFilesClient\<table>.dbc, the tables the DBC reader knows), and the internal files.
class StandardNames
{
public:
    static void forEach(const std::function<void(QByteArrayView)> &visit);
};

} // namespace mwb::formats::mpq
