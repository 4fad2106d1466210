// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace mwb::gui {

/// The most-recently-opened files, newest first, persisted in QSettings under "recentFiles".
class RecentFiles
{
public:
    static constexpr int kMaxFiles = 10;

    /// The stored list (at most kMaxFiles).
    [[nodiscard]] static QStringList load();
    /// Moves `path` (made absolute) to the front, trims to kMaxFiles and stores the list.
    static void add(const QString &path);
    /// Removes `path` from the list.
    static void remove(const QString &path);
    /// Empties the list.
    static void clear();

private:
    static void store(const QStringList &files);
};

} // namespace mwb::gui
