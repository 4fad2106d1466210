// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QByteArrayList>
#include <QByteArrayView>
#include <QString>
#include <QStringList>

#include <optional>

namespace mwb::formats::mpq {

/// Where the archive starts and how its tables are laid out, after Storm's fix-ups for protected maps.
struct MpqHeaderInfo
{
    qint64 archiveOffset = 0; ///< position of "MPQ\x1A" in the file; every other offset is relative to it
    qint64 userDataOffset = -1; ///< position of "MPQ\x1B", -1 when absent
    int formatVersion = 1; ///< 1..4 as used for reading (protected War3 maps are read as 1)
    int storedFormatVersion = 1; ///< 1 + the raw wFormatVersion field
    quint32 headerSize = 32; ///< as used for reading
    quint32 headerSizeField = 32; ///< raw field
    quint32 sectorSize = 4096;
    qint64 archiveSize = 0;
    qint64 hashTableOffset = 0; ///< relative to archiveOffset
    quint32 hashTableEntries = 0; ///< as used (masked to 28 bits)
    quint32 hashTableEntriesField = 0; ///< raw field
    qint64 blockTableOffset = 0;
    quint32 blockTableEntries = 0; ///< as used (cut to the file end for v1)
    quint32 blockTableEntriesField = 0;
    qint64 hiBlockTableOffset = 0; ///< 0 when absent
    qint64 hetTableOffset = 0; ///< 0 when absent
    qint64 betTableOffset = 0;
    qint64 hetTableSize = 0;
    qint64 betTableSize = 0;
    bool war3Map = false; ///< "HM3W" prefix: Storm ignores user data, format version and SINGLE_UNIT
    bool malformed = false; ///< Storm's MALFORMED: junk header fields were repaired
    bool usesHetBet = false; ///< the file table came from HET/BET (no classic hash table)
};

/// One file record (a valid hash-table entry, or a BET entry when only HET/BET exist). Trivially copyable: the name
/// and the MD5 are views into buffers the MpqArchive owns, valid while the archive lives.
struct MpqEntry
{
    QByteArrayView rawName; ///< archived name bytes (UTF-8 in practice), from a listfile or "File%08u.ext" when unknown
    qint64 offset = 0; ///< of the file data, relative to the archive start
    qint64 hashIndex = -1; ///< -1 for HET/BET-only archives
    quint32 compressedSize = 0;
    quint32 fileSize = 0;
    quint32 flags = 0; ///< block-table flags as Storm uses them
    quint32 blockIndex = 0;
    quint16 locale = 0;
    quint8 platform = 0;
    bool pseudoName = false;
    /// Named by a name the scanner recovered (MpqOpenOptions::recoveredNames), not by a listfile.
    bool recoveredName = false;
    std::optional<quint32> fileKey; ///< final decryption key, when the entry is encrypted and the key is known
    std::optional<quint32> crc32; ///< from (attributes)
    std::optional<quint64> fileTime; ///< from (attributes), Windows FILETIME
    QByteArrayView md5; ///< the 16 bytes from (attributes), empty when absent

    /// The archived name as text (separators stay '\\').
    [[nodiscard]] QString name() const { return QString::fromUtf8(rawName); }
    [[nodiscard]] bool isEncrypted() const { return flags & 0x00010000u; }
    [[nodiscard]] bool isPatchFile() const { return flags & 0x00100000u; }
    [[nodiscard]] bool isDeleteMarker() const { return flags & 0x02000000u; }
};

/// Outcome of verifying one entry against its stored checksums.
struct MpqVerifyResult
{
    /// A delete marker or an incremental patch file: no data of its own to check, and not a failure.
    bool notData = false;
    bool readOk = false; ///< the entry decompressed without error
    QString error; ///< translated reason when !readOk
    bool hasCrc32 = false;
    bool crc32Ok = true;
    bool hasMd5 = false;
    bool md5Ok = true;
    bool hasSectorCrc = false;
    bool sectorCrcOk = true;
    /// The weak signature file: its bytes are the signature (written after (attributes) was), so they are checked
    /// by MpqArchive::verifySignature(), not against (attributes).
    bool signatureFile = false;
    [[nodiscard]] bool ok() const { return notData || (readOk && crc32Ok && md5Ok && sectorCrcOk); }
};

/// How to open an archive.
struct MpqOpenOptions
{
    QStringList listfiles; ///< extra listfiles on disk, one name per line
    quint16 locale = 0; ///< preferred locale for name lookups (0 = neutral)
    /// Names MpqNameScanner found (MpqNameScan::recoveredNames()): applied after the listfiles, and the entries
    /// they name carry MpqEntry::recoveredName.
    QByteArrayList recoveredNames;
    /// Ignore the archive's own (listfile), as StormLib's MPQ_OPEN_NO_LISTFILE does: names come from `listfiles`
    /// and `recoveredNames` only (what a map without a listfile looks like, e.g. to measure the name scanner).
    bool ignoreListfile = false;
};

/// Archive signatures Storm recognises.
enum class MpqSignature { None, Weak, Strong };

} // namespace mwb::formats::mpq
