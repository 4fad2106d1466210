// SPDX-License-Identifier: GPL-3.0-or-later
#include "mwb/formats/tl2mpp/MppFile.h"

#include "mwb/formats/grid/GridFileIo.h"

#include <QtEndian>

#include <cmath>
#include <cstring>

namespace mwb::formats::tl2mpp {

namespace {

float floatAt(const char *data)
{
    const auto bits = qFromLittleEndian<quint32>(data);
    float value = 0;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

bool extentsMatch(float extentX, float extentZ, int width, int height)
{
    return std::fabs(extentX - float(width) * MppFile::kCellSize) < 0.01F
        && std::fabs(extentZ - float(height) * MppFile::kCellSize) < 0.01F;
}

void putFloat(QByteArray &bytes, int offset, float value)
{
    quint32 bits = 0;
    std::memcpy(&bits, &value, sizeof bits);
    qToLittleEndian<quint32>(bits, bytes.data() + offset);
}

} // namespace

MppFile::HeaderFit MppFile::headerFit(QByteArrayView bytes)
{
    if (bytes.size() < kHeaderSize)
        return HeaderFit::None;
    const auto w = qFromLittleEndian<qint32>(bytes.data());
    const auto h = qFromLittleEndian<qint32>(bytes.data() + 4);
    if (w <= 0 || h <= 0 || w > kMaxDimension || h > kMaxDimension || kHeaderSize + qint64(w) * h != bytes.size())
        return HeaderFit::None;
    return extentsMatch(floatAt(bytes.data() + 16), floatAt(bytes.data() + 20), w, h) ? HeaderFit::Exact
                                                                                      : HeaderFit::SizeOnly;
}

Result<MppFile> MppFile::open(const QString &path)
{
    auto file = grid::GridFileIo::readAll(path, kMaxFileSize);
    if (!file)
        return file.error();
    return fromBytes(std::move(file).value(), path);
}

Result<MppFile> MppFile::fromBytes(QByteArray bytes, const QString &label)
{
    const qint64 size = bytes.size();
    if (size < kHeaderSize)
        return Error{ErrorCode::Truncated,
            tr("The file has %1 bytes, less than the %2-byte .MPP header").arg(size).arg(kHeaderSize), label, size};
    const auto w = qFromLittleEndian<qint32>(bytes.constData());
    const auto h = qFromLittleEndian<qint32>(bytes.constData() + 4);
    if (w <= 0 || h <= 0)
        return Error{ErrorCode::Corrupt, tr("The header declares a %1 × %2 grid").arg(w).arg(h), label, 0};
    if (w > kMaxDimension || h > kMaxDimension)
        return Error{ErrorCode::LimitExceeded,
            tr("The header declares a %1 × %2 grid, beyond the limit of %3 per side").arg(w).arg(h).arg(kMaxDimension),
            label, 0};
    const qint64 expected = kHeaderSize + qint64(w) * h;
    if (expected > size)
        return Error{ErrorCode::Truncated,
            tr("The file is truncated: a %1 × %2 grid needs %3 bytes, the file has %4").arg(w).arg(h).arg(expected).arg(size),
            label, size};
    MppFile file;
    file.m_bytes = std::move(bytes);
    file.m_path = label;
    file.m_width = w;
    file.m_height = h;
    return file;
}

Result<MppFile> MppFile::create(int gridWidth, int gridHeight, float originX, float originZ, quint8 fill)
{
    if (gridWidth <= 0 || gridHeight <= 0 || gridWidth > kMaxDimension || gridHeight > kMaxDimension)
        return Error{ErrorCode::InvalidInput,
            tr("A grid must be 1..%1 cells per side, not %2 × %3").arg(kMaxDimension).arg(gridWidth).arg(gridHeight), {}, -1};
    QByteArray bytes(kHeaderSize + qint64(gridWidth) * gridHeight, static_cast<char>(fill));
    qToLittleEndian<qint32>(gridWidth, bytes.data());
    qToLittleEndian<qint32>(gridHeight, bytes.data() + 4);
    putFloat(bytes, 8, originX);
    putFloat(bytes, 12, originZ);
    putFloat(bytes, 16, float(gridWidth) * kCellSize);
    putFloat(bytes, 20, float(gridHeight) * kCellSize);
    return fromBytes(std::move(bytes));
}

float MppFile::headerFloat(int offset) const
{
    return floatAt(m_bytes.constData() + offset);
}

bool MppFile::extentMatchesGrid() const
{
    return extentsMatch(extentX(), extentZ(), m_width, m_height);
}

quint8 MppFile::cell(int x, int z) const
{
    return static_cast<quint8>(m_bytes.at(kHeaderSize + qint64(z) * m_width + x));
}

Result<void> MppFile::setCell(int x, int z, quint8 value)
{
    if (x < 0 || z < 0 || x >= m_width || z >= m_height)
        return Error{ErrorCode::InvalidInput,
            tr("Cell (%1, %2) lies outside the %3 × %4 grid").arg(x).arg(z).arg(m_width).arg(m_height), m_path, -1};
    m_bytes[kHeaderSize + qint64(z) * m_width + x] = static_cast<char>(value);
    return {};
}

grid::CellGrid MppFile::grid() const
{
    grid::CellGrid g;
    g.resize(m_width, m_height, false);
    const auto *cells = reinterpret_cast<const quint8 *>(m_bytes.constData() + kHeaderSize);
    const std::size_t n = g.flags.size();
    for (std::size_t i = 0; i < n; ++i) {
        switch (cells[i]) {
        case kWalkable:
            g.flags[i] = grid::CellWalkable;
            break;
        case kBlocked:
            break;
        case kOutside:
            g.flags[i] = grid::CellOutside;
            break;
        default:
            g.flags[i] = grid::CellUnusual;
            break;
        }
    }
    return g;
}

Result<void> MppFile::save(const QString &path) const
{
    return grid::GridFileIo::writeAtomically(path, m_bytes);
}

} // namespace mwb::formats::tl2mpp
