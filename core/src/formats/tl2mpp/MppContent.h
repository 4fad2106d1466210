// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/grid/GridContent.h"
#include "mwb/formats/tl2mpp/MppFile.h"

namespace mwb::formats::tl2mpp {

/// A Torchlight 2 .MPP pathing grid: statistics with the header floats, and per-cell rows (the raw byte, its
/// meaning and its offset).
class MppContent final : public grid::GridContent
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2mpp::MppContent)
public:
    MppContent(const content::Kind &kind, QString path, QByteArray bytes, std::shared_ptr<const MppFile> mpp);

    [[nodiscard]] const MppFile &mpp() const { return *m_mpp; }

protected:
    [[nodiscard]] ContentDescription describe() const override;
    [[nodiscard]] std::vector<Property> formatCellRows(int x, int z) const override;

private:
    std::shared_ptr<const MppFile> m_mpp;
};

} // namespace mwb::formats::tl2mpp
