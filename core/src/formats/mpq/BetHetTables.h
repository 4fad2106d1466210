// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "HeaderLocator.h"
#include "ProbeIndex.h"

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
    /// BET index of `name`, via the HET table (Jenkins hash of the lower-cased name). Long chains (crafted tables)
    /// are answered from an index built at load.
    [[nodiscard]] std::optional<quint32> find(QByteArrayView name) const;
    /// Storm's 64-bit Jenkins (lookup3 hashlittle2) name hash.
    [[nodiscard]] static quint64 jenkinsHash(QByteArrayView name);

private:
    [[nodiscard]] quint32 betIndexAt(quint32 slot) const;
    /// What a HET slot answers to: its top hash byte above the BET name hash it points at; none when it points
    /// past the BET table.
    [[nodiscard]] std::optional<quint64> keyAt(quint32 slot) const;
    void buildIndex();

    std::vector<FileRecord> m_files;
    std::vector<quint64> m_nameHashes; ///< full masked name hash per BET index
    QByteArray m_hetHashes; ///< one byte (top 8 bits) per HET slot, 0 = free
    QByteArray m_hetIndexes; ///< bit array of BET indexes
    quint32 m_indexSizeTotal = 0;
    quint32 m_indexSize = 0;
    quint32 m_hashBits = 64;
    ProbeIndex m_index; ///< for chains longer than ProbeIndex::kDirectProbeSlots
};

} // namespace mwb::formats::mpq
