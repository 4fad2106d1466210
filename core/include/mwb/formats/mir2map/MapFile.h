// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ByteSource.h"
#include "mwb/core/Result.h"
#include "mwb/formats/grid/CellGrid.h"
#include "mwb/formats/mir2map/MapCell.h"
#include "mwb/formats/mir2map/MapDetection.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <memory>

namespace mwb::formats::mir2map {

/// A Legend of Mir 2/3 .map file of any supported type (0–7, 100), held in memory byte for byte.
/// Cells are decoded on demand from the original bytes, so saving an unedited map reproduces the file exactly,
/// trailing bytes included; edits patch the records in place. Not thread-safe for concurrent edits; const
/// members may be called from several threads.
class MapFile
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::mir2map::MapFile)
public:
    /// Largest file accepted (a 4096 × 4096 map of 36-byte cells, plus slack for trailing data).
    static constexpr qint64 kMaxFileSize = 52 + 36LL * 4096 * 4096 + (16LL << 20);

    /// Maps and classifies a file (zero-copy until the first edit). Errors: Io, Truncated, Corrupt, LimitExceeded, Unsupported (see MapDetector).
    [[nodiscard]] static Result<MapFile> open(const QString &path);

    /// Classifies in-memory bytes (e.g. an archive entry); `label` names them in errors.
    [[nodiscard]] static Result<MapFile> fromBytes(QByteArray bytes, const QString &label = {});

    [[nodiscard]] MapType type() const { return *m_detection.type; }
    [[nodiscard]] int width() const { return m_detection.width; }
    [[nodiscard]] int height() const { return m_detection.height; }
    /// How the type was chosen, with the rejected alternatives.
    [[nodiscard]] const MapDetection &detection() const { return m_detection; }
    [[nodiscard]] QString path() const { return m_path; }
    /// Bytes after the cell array; preserved on save.
    [[nodiscard]] qint64 trailingBytes() const { return m_detection.trailingBytes; }
    /// The whole file as it would be saved.
    [[nodiscard]] const QByteArray &bytes() const { return m_bytes; }

    /// The header title or Mir3 description for display (GBK when available, else Latin-1); empty for type 100.
    [[nodiscard]] QString title() const;

    /// File offset of the record of (x, y) (column-major: record x·height + y).
    [[nodiscard]] qint64 cellOffset(int x, int y) const;

    /// Decodes (x, y); the caller keeps 0 ≤ x < width() and 0 ≤ y < height().
    [[nodiscard]] MapCell cell(int x, int y) const;

    /// The walkability grid in display order (row-major), with doors, lights, images and areas.
    [[nodiscard]] grid::CellGrid grid() const;

    /// Makes (x, y) walkable (clears every blocking bit) or blocked (sets the ground blocking bit).
    [[nodiscard]] Result<void> setWalkable(int x, int y, bool walkable);

    /// Turns (x, y) into a door with `id` (1..127) or, with id 0, removes the door byte.
    [[nodiscard]] Result<void> setDoor(int x, int y, int id);

    /// Writes the bytes atomically (io::AtomicFile): the old file stays intact if anything fails.
    [[nodiscard]] Result<void> save(const QString &path) const;

private:
    MapFile() = default;
    [[nodiscard]] Result<uchar *> recordForEdit(int x, int y);

    QByteArray m_bytes;
    MapDetection m_detection;
    QString m_path;
    qint64 m_cellBase = 0; ///< offset of the first cell record
    quint16 m_key = 0; ///< XOR key of types 1 and 4
};

} // namespace mwb::formats::mir2map
