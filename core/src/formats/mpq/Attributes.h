// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArrayView>

#include <optional>

namespace mwb::formats::mpq {

/// The (attributes) file: per block-table entry CRC32, FILETIME and MD5, each array optional. Answers straight from
/// the file's bytes (which must outlive this object), with nothing copied.
class Attributes
{
public:
    /// Reads the layout for `blockCount` entries. Arrays that are cut short are ignored, and so are the ones after
    /// them (as Storm does); a file that is not version 100 has no arrays.
    Attributes(QByteArrayView data, quint32 blockCount);

    /// The most bytes an (attributes) file of `blockCount` entries holds: every array and the patch bits.
    [[nodiscard]] static qint64 largestSize(quint32 blockCount);

    [[nodiscard]] std::optional<quint32> crc32(quint32 block) const;
    [[nodiscard]] std::optional<quint64> fileTime(quint32 block) const;
    /// The 16 MD5 bytes of `block` (a view into the data), empty when absent.
    [[nodiscard]] QByteArrayView md5(quint32 block) const;

private:
    quint32 m_blockCount = 0;
    QByteArrayView m_crc32s;
    QByteArrayView m_fileTimes;
    QByteArrayView m_md5s;
};

} // namespace mwb::formats::mpq
