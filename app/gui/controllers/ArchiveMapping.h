// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <memory>
#include <mutex>

namespace mwb::widgets {
class HexDataSource;
} // namespace mwb::widgets

namespace mwb::gui {

/// The bytes of one open archive file for the hex view: memory-mapped once, by the first inspection that asks
/// (on a worker thread), then shared by every later inspection of that archive, whichever thread it runs on.
/// Thread-safe. A mapping that fails is tried again on the next request (the file may have been locked).
class ArchiveMapping
{
public:
    explicit ArchiveMapping(QString archivePath);

    /// The archive file's bytes (the same object on every call once mapped), or null when it cannot be opened.
    [[nodiscard]] std::shared_ptr<const widgets::HexDataSource> hexData() const;

private:
    const QString m_path;
    mutable std::mutex m_mutex;
    mutable std::shared_ptr<const widgets::HexDataSource> m_hexData;
};

} // namespace mwb::gui
