// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ByteSource.h"
#include "mwb/core/Result.h"
#include "mwb/formats/grid/CellGrid.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QString>

#include <memory>

namespace mwb::formats::tl2mpp {

/// A Torchlight 2 .MPP pathing grid (specs/tl2.md §5): a 24-byte header
/// {i32 gridW, i32 gridH, f32 originX, f32 originZ, f32 extentX, f32 extentZ} and one byte per cell, row-major
/// (index x + gridW·z): 0 walkable, 1 blocked, 0xFF outside; other values are kept and reported.
/// Held in memory byte for byte, so an unedited file saves back identically. Const members are thread-safe.
class MppFile
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::tl2mpp::MppFile)
public:
    static constexpr qint64 kHeaderSize = 24;
    static constexpr int kMaxDimension = 16384; ///< per side; real levels are a few hundred cells
    /// Largest file read: the largest grid plus room for trailing bytes.
    static constexpr qint64 kMaxFileSize = kHeaderSize + qint64(kMaxDimension) * kMaxDimension + (16LL << 20);
    static constexpr float kCellSize = 0.4F; ///< world units per cell
    static constexpr quint8 kWalkable = 0;
    static constexpr quint8 kBlocked = 1;
    static constexpr quint8 kOutside = 0xFF;

    /// How well bytes match the .MPP layout, which has no signature: the header's cell count fills the bytes
    /// exactly (SizeOnly), and its extents also equal the grid size × kCellSize (Exact).
    enum class HeaderFit { None, SizeOnly, Exact };
    /// The recogniser for .MPP content; reads the 24-byte header only. Thread-safe.
    [[nodiscard]] static HeaderFit headerFit(QByteArrayView bytes);

    /// Reads a file. Errors: Io, Truncated, Corrupt (non-positive dimensions), LimitExceeded.
    [[nodiscard]] static Result<MppFile> open(const QString &path);

    /// Parses in-memory bytes, e.g. an entry read from a .MOD; `label` names them in errors.
    [[nodiscard]] static Result<MppFile> fromBytes(QByteArray bytes, const QString &label = {});

    /// A new grid filled with `fill`; the extents are gridW·0.4 and gridH·0.4.
    [[nodiscard]] static Result<MppFile> create(int gridWidth, int gridHeight, float originX, float originZ, quint8 fill);

    [[nodiscard]] int gridWidth() const { return m_width; }
    [[nodiscard]] int gridHeight() const { return m_height; }
    /// Header floats at 8 and 12: the world-extent origin minus the level box minimum.
    [[nodiscard]] float originX() const { return headerFloat(8); }
    [[nodiscard]] float originZ() const { return headerFloat(12); }
    /// Header floats at 16 and 20: the level box size (gridW·0.4, gridH·0.4 in every sample).
    [[nodiscard]] float extentX() const { return headerFloat(16); }
    [[nodiscard]] float extentZ() const { return headerFloat(20); }
    /// True when the extents equal the grid size times 0.4 (within float rounding).
    [[nodiscard]] bool extentMatchesGrid() const;
    /// Bytes after the cell array (none in real files; preserved on save).
    [[nodiscard]] qint64 trailingBytes() const { return m_bytes.size() - kHeaderSize - qint64(m_width) * m_height; }
    [[nodiscard]] QString path() const { return m_path; }
    /// The whole file as it would be saved.
    [[nodiscard]] const QByteArray &bytes() const { return m_bytes; }

    /// Raw value of cell (x, z); the caller keeps it inside the grid.
    [[nodiscard]] quint8 cell(int x, int z) const;

    /// Sets the raw value of (x, z). InvalidInput outside the grid.
    [[nodiscard]] Result<void> setCell(int x, int z, quint8 value);

    /// The grid for views and statistics (0 walkable, 0xFF outside, values other than 0/1/0xFF "undefined").
    [[nodiscard]] grid::CellGrid grid() const;

    /// Writes atomically (io::AtomicFile).
    [[nodiscard]] Result<void> save(const QString &path) const;

private:
    MppFile() = default;
    [[nodiscard]] float headerFloat(int offset) const;

    QByteArray m_bytes;
    QString m_path;
    int m_width = 0;
    int m_height = 0;
};

} // namespace mwb::formats::tl2mpp
