// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "HeaderLocator.h"

#include <optional>
#include <vector>

namespace mwb::formats::mpq {

/// The v3/v4 HET (name hash) and BET (file table) pair, used when an archive has no classic hash table.
class BetHetTables
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::mpq::BetHetTables)
public:
    struct FileRecord
    {
        quint64 offset = 0;
        quint32 fileSize = 0;
        quint32 compressedSize = 0;
        quint32 flags = 0;
    };

    /// Loads, decrypts and (when compressed) expands both tables; Corrupt when either is inconsistent.
    [[nodiscard]] static Result<BetHetTables> load(const ByteSource &source, const MpqHeaderInfo &info);
    [[nodiscard]] const std::vector<FileRecord> &files() const { return m_files; }
    /// BET index of `name`, via the HET table (Jenkins hash of the lower-cased name).
    [[nodiscard]] std::optional<quint32> find(QByteArrayView name) const;
    /// Storm's 64-bit Jenkins (lookup3 hashlittle2) name hash.
    [[nodiscard]] static quint64 jenkinsHash(QByteArrayView name);

private:
    std::vector<FileRecord> m_files;
    std::vector<quint64> m_nameHashes; ///< full masked name hash per BET index
    QByteArray m_hetHashes; ///< one byte (top 8 bits) per HET slot, 0 = free
    QByteArray m_hetIndexes; ///< bit array of BET indexes
    quint32 m_indexSizeTotal = 0;
    quint32 m_indexSize = 0;
    quint32 m_hashBits = 64;
};

} // namespace mwb::formats::mpq
