// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Archive.h"
#include "mwb/core/ByteSource.h"
#include "mwb/formats/mpq/MpqSignatureCheck.h"
#include "mwb/formats/mpq/MpqTypes.h"

#include <QCoreApplication>
#include <QSet>
#include <QStringList>
#include <QVarLengthArray>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace mwb::formats::mpq {

class HashTable;
class BetHetTables;
struct SignatureLayout;

/// A read-only MPQ archive (Blizzard Mo'PaQ, format v1-v4), read the way StormLib reads it. Opening locates the
/// header, loads the tables, names entries from (listfile) and user listfiles (unknown ones get StormLib's
/// "File%08u.ext" names, encrypted ones a recovered key) and merges (attributes). Immutable afterwards: every const
/// method may run concurrently on worker threads.
class MpqArchive final : public Archive
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::mpq::MpqArchive)
public:
    using Options = MpqOpenOptions;
    /// Receives consecutive pieces of an entry; an error return stops the read.
    using Sink = std::function<Result<void>(QByteArrayView)>;

    ~MpqArchive() override;

    /// Opens a file (memory-mapped; files up to 256 KiB are read whole). BadMagic when no MPQ header is found.
    [[nodiscard]] static Result<std::unique_ptr<MpqArchive>> open(const QString &path, const Options &options = {});
    /// Opens an archive held by `source`.
    [[nodiscard]] static Result<std::unique_ptr<MpqArchive>> open(std::unique_ptr<ByteSource> source,
        const Options &options = {});
    /// Cheap content check for format detection: an MPQ header can be located.
    [[nodiscard]] static bool recognizes(const ByteSource &source);

    /// The header as used for reading.
    [[nodiscard]] const MpqHeaderInfo &header() const { return m_header; }
    /// All file records, in hash-table order.
    [[nodiscard]] const std::vector<MpqEntry> &entries() const { return m_entries; }
    /// The classic hash and block tables, null for archives with HET/BET tables only.
    [[nodiscard]] const HashTable *hashTable() const { return m_hashTable.get(); }
    /// Weak "(signature)" file of 72 bytes, or strong "NGIS" block after the archive, found as Storm finds them.
    [[nodiscard]] MpqSignature signature() const { return m_signature; }
    /// Checks the signature as Storm (and StormLib's SFileVerifyArchive) does: hashes the signed bytes and verifies
    /// them with the published keys. Cancel through `progress` (Canceled); Io when the file changed while it was
    /// read. Any thread.
    [[nodiscard]] Result<MpqSignatureCheck> verifySignature(Progress &progress) const;
    /// Problems met while opening that did not stop it (an unreadable listfile, bad attributes), translated.
    [[nodiscard]] const QStringList &warnings() const { return m_warnings; }
    /// Entry for `name`: the preferred locale, else the neutral one, else any.
    [[nodiscard]] std::optional<int> findEntry(const QString &name) const;
    /// Every entry whose hash-table slot holds `name` (both name hashes match; every locale), or whose HET/BET entry
    /// does in an archive without a hash table.
    [[nodiscard]] QVarLengthArray<int, 4> entriesNamed(QByteArrayView name) const;
    /// Streams one entry sector by sector (memory bounded by one sector).
    [[nodiscard]] Result<void> readEntryStreamed(int entry, const Sink &sink) const;
    /// Reads the entry and checks it against (attributes) CRC32/MD5 and the sector checksums.
    [[nodiscard]] MpqVerifyResult verifyEntry(int entry) const;

    QString path() const override;
    QString formatName() const override;
    QString formatId() const override { return QStringLiteral("mpq"); }
    const ByteSource &source() const override { return *m_source; }
    /// Every entry read and checked as verifyEntry() does; a failing entry is a problem with its name and reason.
    /// Then the signature (verifySignature()): one that does not verify is a problem too, its verdict a fact.
    Result<VerifyReport> verify(Progress &progress) const override;
    unsigned indexColumns() const override;
    Qt::CaseSensitivity pathCase() const override { return Qt::CaseInsensitive; }
    QChar separator() const override { return QLatin1Char('\\'); }
    Result<QByteArray> readEntry(int entry) const override;
    /// extractWithPolicy() with io::FailurePolicy::AllOrNothing.
    Result<ExtractSummary> extract(const std::vector<int> &entries, const QString &targetDir,
        Progress &progress) const override;
    /// Extracts in parallel through MpqExtractor::extractToDisk, which applies `policy` itself (one decode per
    /// entry): files appear only once every entry is decoded; on cancel nothing is left.
    Result<ExtractOutcome> extractWithPolicy(const std::vector<int> &entries, const QString &targetDir,
        Progress &progress, io::FailurePolicy policy) const override;
    /// See MpqStructureDescriber.h.
    StructureNode describeStructure() const override;
    StructureNode describeEntry(int entry) const override;
    /// Delete markers are deletions; internal files ("(listfile)"…) and entries without a known name are private.
    LayerRole layerRole(int entry) const override;

protected:
    std::vector<EntryIndex::Input> buildIndexInputs() const override;

private:
    MpqArchive() = default;
    [[nodiscard]] Result<void> load(const Options &options);
    void buildEntries();
    /// Gives `name` (which must outlive the archive) to the entries it matches that have no name yet (first come
    /// wins), and appends them to `named` when given. A name that matched more entries than a real archive gives one
    /// name (one per locale and platform) is not looked up again: a crafted table can give one name thousands of
    /// slots, and a listfile repeating that name would make opening quadratic.
    void nameEntries(QByteArrayView name, std::vector<int> *named = nullptr);
    /// Names entries from a listfile. The archive's own (listfile) is kept and named into (`keepText`); a user
    /// listfile, possibly large and mostly about other archives, is dropped after the names it gave are copied.
    /// Returns the entries it named.
    std::vector<int> applyListfile(QByteArray text, bool keepText);
    /// Names entries from Options::recoveredNames and marks them MpqEntry::recoveredName.
    void applyRecoveredNames(const QByteArrayList &names);
    void loadListfiles(const Options &options);
    void loadAttributes();
    void namePseudoEntries();
    void detectSignature();
    /// The (signature) file Storm checks: on the probe chain of the name, the last slot of neutral locale and
    /// platform.
    [[nodiscard]] std::optional<int> weakSignatureEntry() const;

    std::unique_ptr<ByteSource> m_source;
    MpqHeaderInfo m_header;
    std::unique_ptr<HashTable> m_hashTable;
    std::unique_ptr<BetHetTables> m_betHet;
    std::vector<MpqEntry> m_entries;
    std::vector<QByteArray> m_buffers; ///< what the entries' names and MD5s point into
    std::vector<int> m_entryBySlot; ///< hash slot (or BET index) -> entry, -1 when none
    QSet<quint64> m_crowdedNames; ///< while opening: name hashes nameEntries() looks up only once
    MpqSignature m_signature = MpqSignature::None;
    std::unique_ptr<SignatureLayout> m_signatureLayout;
    QStringList m_warnings;
    quint16 m_locale = 0;
};

} // namespace mwb::formats::mpq
