// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ArchiveWriter.h"

#include <QSet>

#include <memory>
#include <vector>

namespace mwb::formats::mpq {

class MpqArchive;

/// How new files' sectors are compressed. WAV files use these too (Huffman and ADPCM are read, not written).
enum class MpqCompression { None, Zlib, Bzip2, Pkware, Lzma, SparseZlib };

/// Which arrays (attributes) holds (Storm's MPQ_ATTRIBUTE_* bits); 0 writes no (attributes).
enum MpqAttributeFlag : quint32 { AttributeCrc32 = 1, AttributeFileTime = 2, AttributeMd5 = 4, AttributePatchBit = 8 };

/// How new and replaced files are stored.
struct MpqFileOptions
{
    MpqCompression compression = MpqCompression::Zlib;
    bool encrypt = false;
    bool fixKey = false; ///< key adjusted by position and size (only with encrypt)
    bool sectorCrc = false; ///< adler32 per sector (multi-sector compressed files only, as Storm writes it)
    bool singleUnit = false; ///< one unit instead of sectors
    quint16 locale = 0;
};

/// The archive as a whole.
struct MpqWriteOptions
{
    int version = 1; ///< 1..4 (v3/v4 write HET/BET tables as well as the classic ones)
    quint32 sectorSize = 4096; ///< a power of two >= 512
    MpqFileOptions files;
    quint32 attributes = AttributeCrc32 | AttributeFileTime | AttributeMd5;
    /// Hash-table slots per file at least: the table is the next power of two >= files / loadFactor.
    double loadFactor = 0.75;
    /// Sign the written archive with a weak signature: a "(signature)" file holding an RSA-512 signature of the
    /// archive's MD5, made with Blizzard's published weak key, which Storm and StormLib verify. Off, the written
    /// archive is unsigned: a signature the base archive had is dropped (the commit report says so). like() leaves
    /// it off: whether to sign again is the user's choice. A signed save always rewrites the archive.
    bool signWeak = false;

    /// Checks version, sector size and option combinations (InvalidInput).
    [[nodiscard]] Result<void> validate() const;
    /// Version, sector size, how most files are stored and which attributes exist, read from `archive`.
    [[nodiscard]] static MpqWriteOptions like(const MpqArchive &archive);
};

/// A named set of options for one game (the GUI's and CLI's --preset).
struct MpqPreset
{
    const char *id = ""; ///< stable key ("war3-map", "wow-335a", "sc2", "d2-sc")
    const char *name = ""; ///< source text of the translated name (context "mwb::formats::mpq::MpqWriter")
    MpqWriteOptions options;
    [[nodiscard]] QString displayName() const;
};

/// Writes MPQ archives. A save to the archive's own file appends (as Storm's in-place edits do): new, replaced and
/// re-keyed files, (listfile), (attributes) and new tables go after the end of the file and one header write makes
/// them visible; what they replace becomes dead space. Otherwise, and for Compact, the whole archive is rewritten
/// without dead space: untouched files are copied as their stored bytes (straight from the base file's mapping, in
/// its order, where their key stays; encrypted ones re-keyed when their key depends on a changed name or position).
/// Either way new files are compressed on the shared worker pool, (listfile) and (attributes) are regenerated, a
/// Warcraft III HM3W header or user-data block before the archive is kept byte for byte, and a signature is dropped
/// unless MpqWriteOptions::signWeak makes a new weak one (a strong signature cannot be made again: only Blizzard has
/// its key); the commit report says which. Signed archives, and signed saves, are always rewritten. Names are stored
/// with '\\' separators.
class MpqWriter final : public ArchiveWriter
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::mpq::MpqWriter)
public:
    /// A writer that edits `base` (an MpqArchive), with options like() it.
    explicit MpqWriter(std::shared_ptr<const MpqArchive> base);
    /// A writer for a new, empty archive.
    [[nodiscard]] static Result<std::unique_ptr<MpqWriter>> create(const MpqWriteOptions &options);

    [[nodiscard]] const MpqWriteOptions &options() const { return m_options; }
    /// Options for the next commit (InvalidInput when invalid). The sector size of an existing archive is kept.
    [[nodiscard]] Result<void> setOptions(const MpqWriteOptions &options);

    /// The base archive's signature (MpqArchive::signature()); None for a new archive.
    BaseSignature baseSignature() const override;
    /// MpqWriteOptions::signWeak.
    SignaturePolicy signaturePolicy() const override;
    /// Sets MpqWriteOptions::signWeak: Weak signs the written archive, Unsigned drops a signature.
    Result<void> setSignaturePolicy(SignaturePolicy policy) override;

    /// '/' becomes '\\' (noted in the commit report); empty names, '..' or '.' components, drive letters, control
    /// characters, the internal names and names over 259 bytes are refused.
    Result<QString> normalizePath(const QString &path) const override;

    /// An untouched entry without a known name is found by the hash-table slot it keeps; others by name (the
    /// archive's preferred locale first).
    std::optional<int> writtenEntry(
        const Archive &written, const EntryLookup &lookup, std::size_t index) const override;
    /// Internal files are regenerated; an entry an append left in place (same data position, sizes and flags, and for
    /// an encrypted file the name its key comes from) is the same; others are read back.
    EntryCheck checkUntouched(const Archive &written, int entry, std::size_t index) const override;

    [[nodiscard]] static const std::vector<MpqPreset> &presets();
    [[nodiscard]] static const MpqPreset *preset(QStringView id);

protected:
    Result<CommitReport> writeArchive(QFile &out, Progress &progress) override;
    /// Empty unless the archive is new or signed, the save signs it, its header would change (version, size,
    /// repaired fields) or its file changed since it was opened.
    QString appendRefusal() const override;
    Result<AppendedArchive> appendArchive(QFile &file, Progress &progress) override;
    Qt::CaseSensitivity pathCase() const override { return Qt::CaseInsensitive; }
    QChar separator() const override { return QLatin1Char('\\'); }
    bool keepsLocales() const override { return true; }

private:
    const MpqArchive &mpq() const;
    /// The translated remarks every commit reports (signature dropped or made, 512-byte sectors, '/' names,
    /// non-ASCII names).
    void addNotes(CommitReport &report) const;

    MpqWriteOptions m_options;
    bool m_newArchive = false;
    mutable QSet<QString> m_slashNames; ///< names given with '/' (reported once per commit)
};

/// The registry's `edit` hook: an MpqWriter on an MpqArchive (InvalidInput for other archives).
[[nodiscard]] Result<std::unique_ptr<ArchiveWriter>> editMpqArchive(std::shared_ptr<const Archive> base);

} // namespace mwb::formats::mpq
