// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EntryCodec.h"
#include "Listfile.h"
#include "TableBuilder.h"
#include "mwb/core/ArchiveWriter.h"
#include "mwb/core/io/WriteBack.h"
#include "mwb/formats/mpq/MpqWriter.h"

#include <QFile>

#include <optional>
#include <vector>

namespace mwb::formats::mpq {

struct MpqEntry;

/// The header size a format version writes.
[[nodiscard]] qint64 headerSizeFor(int version);
/// The path a base entry has in the edit plan: its stored name with '\\' separators.
[[nodiscard]] QString planPath(const MpqEntry &entry);

/// One file on its way into the archive.
struct Prepared
{
    QByteArray name;
    quint16 locale = 0;
    quint8 platform = 0;
    StoredFile stored; ///< unencrypted for new files; as stored in the base for raw copies
    bool raw = false;
    /// A raw copy whose stored bytes were not loaded: it stays where it is (append), or its range of the base file is
    /// copied as it is (rewrite).
    bool unloaded = false;
    quint32 storedSize = 0; ///< the stored size of an unloaded file
    std::optional<quint32> oldKey; ///< raw copies of encrypted files: the key they are stored with
    quint64 oldOffset = 0; ///< raw copies: where they were
    /// An untouched file whose name is unknown: it keeps its hash-table slot (and its hashes) and is left out of
    /// (listfile).
    std::optional<quint32> keptSlot;
    quint32 nameA = 0;
    quint32 nameB = 0;
    FileAttributes attributes;
    std::optional<Error> error;
};

/// Writes one commit of an MpqWriter. A rewrite writes the whole planned archive into an empty file (a Warcraft III
/// HM3W header or user data before the archive is copied byte for byte). Untouched files whose bytes need no
/// re-keying are not loaded: after the other files they are copied in the order of the base file, through its
/// mapping; the block table keeps the plan's order. The output's write-back starts early (io::WriteBack). An append
/// writes only what changed after the end of the base archive's own file: untouched files stay where they are, unless
/// they must be re-keyed (a new name of an encrypted file, or a second copy of one); (listfile), (attributes) and the
/// tables are always written anew.
class ArchiveBuilder
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::mpq::MpqWriter)
public:
    enum class Mode { Rewrite, Append };

    /// `out` is empty for a rewrite, the base archive's file positioned at its end for an append.
    ArchiveBuilder(const MpqArchive &base, const MpqWriteOptions &options, bool newArchive, QFile &out, Mode mode);

    /// Writes the files and tables; a rewrite writes the header too. Returns the header and where it goes.
    Result<AppendedArchive> run(const std::vector<PlannedEntry> &plan, Progress &progress);

private:
    Result<void> write(QByteArrayView bytes);
    /// The next `size` bytes of the archive; LimitExceeded past 4 GiB in a version 1 archive.
    Result<quint64> claim(quint32 size);
    /// Rewrites: copies the unloaded files in the base file's order and gives them their new offsets.
    Result<void> copyDeferred();
    Result<void> copyPrefix();
    Prepared prepare(const PlannedEntry &entry, bool firstUse) const;
    Result<void> place(Prepared &file);
    Result<void> writeInternal(const QByteArray &name, QByteArrayView content);
    /// Places a blank (signature) file (stored, 72 zero bytes, zero attributes: its bytes change after the
    /// attributes are written) and remembers where it is.
    Result<void> placeSignatureFile();
    /// Rewrites: fills the (signature) file with the weak signature of the archive written so far (header included).
    Result<void> signWeak(Progress &progress);
    /// Writes the tables at the end; returns the header that points at them.
    Result<QByteArray> writeTables();
    /// Files without a known name can only stay where they are: the hash table then keeps its size and layout.
    Result<void> keepSlotsIfNeeded(const std::vector<const PlannedEntry *> &entries);
    [[nodiscard]] quint32 keyOf(const Prepared &file, quint64 offset) const;
    [[nodiscard]] Error failure(ErrorCode code, const QString &message) const
    {
        return Error{code, message, m_out.fileName()};
    }

    const MpqArchive &m_base;
    const MpqWriteOptions &m_options;
    QFile &m_out;
    Mode m_mode;
    qint64 m_archiveOffset;
    qint64 m_position; ///< next data position, relative to the archive start
    io::WriteBack m_writeBack;
    struct DeferredCopy
    {
        std::size_t file; ///< index in m_files
        qint64 from; ///< position in the base file
        quint32 size;
    };
    std::vector<DeferredCopy> m_deferred;
    std::vector<TableFile> m_files;
    std::vector<FileAttributes> m_attributes;
    std::optional<OriginalSlots> m_original;
    std::optional<quint64> m_signatureFileOffset; ///< relative to the archive start, when the save signs
};

} // namespace mwb::formats::mpq
