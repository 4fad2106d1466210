// SPDX-License-Identifier: GPL-3.0-or-later
#include "ArchiveMapping.h"

#include "mwb/core/ByteSource.h"
#include "mwb/widgets/HexDataSource.h"

namespace mwb::gui {

ArchiveMapping::ArchiveMapping(QString archivePath)
    : m_path(std::move(archivePath))
{ }

std::shared_ptr<const widgets::HexDataSource> ArchiveMapping::hexData() const
{
    const std::lock_guard lock(m_mutex);
    if (!m_hexData) {
        if (auto file = ByteSource::openFile(m_path))
            m_hexData
                = std::make_shared<widgets::ByteSourceHexData>(std::shared_ptr<const ByteSource>(std::move(*file)));
    }
    return m_hexData;
}

} // namespace mwb::gui
