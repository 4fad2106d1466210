// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/Archive.h"
#include "mwb/core/Progress.h"
#include "mwb/core/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

class QFile;

namespace mwb {

/// Where the bytes of a new or replaced entry come from: a local file (read when the archive is written) or bytes.
struct EntrySource
{
    QString file; ///< empty: `bytes` are the content
    QByteArray bytes;

    [[nodiscard]] static EntrySource fromFile(const QString &path) { return {path, {}}; }
    [[nodiscard]] static EntrySource fromBytes(QByteArray content) { return {{}, std::move(content)}; }
    /// The content, read from `file` when there is one (Io when it cannot be read).
    [[nodiscard]] Result<QByteArray> load() const;
};

/// How a new entry's bytes are stored.
struct AddOptions
{
    /// Turn a source form into what the game reads where the format has such a step (TL2: a text .DAT/.TEMPLATE is
    /// compiled to BINDAT; a compile error fails the commit). Ignored by formats without one.
    bool compileSources = false;
};

/// One entry of the archive as it will be written.
struct PlannedEntry
{
    QString path; ///< normalized archive path (ArchiveWriter::normalizePath)
    int original = -1; ///< the base archive's entry whose stored bytes are copied raw; -1 for new content
    std::optional<EntrySource> content; ///< the new bytes when original is -1
    AddOptions options;
    std::optional<quint16> locale; ///< set by setLocale(); otherwise the original's, or the format's default

    [[nodiscard]] bool isNew() const { return original < 0; }
};

/// A signature the base archive carries, as a save must treat it (formats that sign archives: MPQ).
enum class BaseSignature {
    None, ///< unsigned, or a format without signatures
    Weak, ///< a signature a save can make again (SignaturePolicy::Weak)
    Strong, ///< a signature only its owner's key makes: every save drops it
};

/// How a commit signs the archive it writes.
enum class SignaturePolicy {
    Unsigned, ///< no signature: one the base archive had is dropped (the commit report says so)
    Weak, ///< a weak signature (MPQ: the "(signature)" file, made with Blizzard's published weak key)
};

/// How a commit reached the disk.
enum class CommitStrategy {
    Rewritten, ///< the whole archive went into a temporary file that was renamed over the target
    Appended, ///< the changes were appended to the archive's own file and made visible by rewriting its header
};

/// What a commit wrote.
struct CommitReport
{
    QString outputPath;
    int entries = 0; ///< entries in the written archive
    int copiedRaw = 0; ///< untouched entries copied as their stored bytes
    int keptInPlace = 0; ///< untouched entries an append left where they were
    int written = 0; ///< entries written from new content
    qint64 outputBytes = 0;
    CommitStrategy strategy = CommitStrategy::Rewritten;
    QString rewriteReason; ///< translated: why an in-place append was not possible (empty when appended)
    QStringList notes; ///< translated remarks of the format (e.g. "2 text DATs compiled")
    BaseSignature signatureBefore = BaseSignature::None; ///< what the base archive carried
    SignaturePolicy signature = SignaturePolicy::Unsigned; ///< what the written archive carries

    /// Whether the base archive's signature is gone from the written one (a strong one always is).
    [[nodiscard]] bool signatureDropped() const
    {
        return signatureBefore == BaseSignature::Strong
            || (signatureBefore == BaseSignature::Weak && signature == SignaturePolicy::Unsigned);
    }
};

/// Checks a written archive before it becomes final (e.g. reopens it and compares every file with its source); an
/// error undoes the commit.
using CommitCheck = std::function<Result<void>(const QString &writtenPath)>;

/// How commit() writes.
struct CommitOptions
{
    bool compact = false; ///< always rewrite, which drops the dead space earlier appends left
    CommitCheck check; ///< optional
};

/// The size and CRC-32 of the bytes a commit stored for one entry, as the format made them (TL2: a text DAT after
/// compiling it), for the check after a commit; and, where the format can check them in place without decoding
/// them, where it stored them.
struct StoredDigest
{
    QString path; ///< normalized archive path
    qint64 size = 0;
    quint32 crc32 = 0;
    qint64 storedOffset = -1; ///< where the format wrote the stored (e.g. compressed) bytes; -1: unknown
    qint64 storedSize = 0;
    quint32 storedCrc32 = 0; ///< CRC-32 of the stored bytes as written

    /// The size and CRC-32 of `bytes`.
    [[nodiscard]] static StoredDigest of(const QString &path, const QByteArray &bytes);
    [[nodiscard]] bool sameContent(const StoredDigest &other) const
    {
        return size == other.size && crc32 == other.crc32;
    }
};

/// How the check after a commit (ops::commitChecked) treats an entry of the written archive.
enum class EntryCheck {
    Read, ///< read it back and compare its bytes with what it must hold
    Same, ///< its stored bytes are known to be right without decoding them (left in place by an append; the same
          ///< record and block as the base's; the stored bytes the commit wrote, found where it wrote them)
    Differs, ///< its place or record shows it is not what it must be
    Regenerated, ///< the format writes it anew itself (MPQ's "(listfile)"): there is nothing to compare
};

class EntryLookup;

/// What an in-place append wrote: the new header that makes it visible, and the counts.
struct AppendedArchive
{
    CommitReport report;
    qint64 headerOffset = 0; ///< where the header goes in the file
    QByteArray header;
};

/// The one way to change an archive (non-virtual interface, in the spirit of KArchive): open a writer on an archive,
/// record edits (add, replace, remove, rename, copy), then commit() writes the result or the writer is dropped and
/// nothing happens. Untouched entries keep their stored bytes (formats copy them raw, without decompressing).
///
/// The base class owns the edit list, path rules and atomicity. commit() either rewrites: it writes into a temporary
/// file beside the target, flushes it to the disk (fsync) and renames it over the target; or, when the target is the
/// base archive's own file and the format can (appendRefusal() is empty), it appends: the format writes the changes
/// after the end of the file (io::InPlaceAppend), which is synced before one write of the header makes them visible.
/// On error, cancel or a failed check the temporary file is removed, or the appended bytes are cut off and the old
/// header restored: the target is byte for byte what it was. Formats implement only the hooks (normalizePath,
/// writeArchive, and appendRefusal + appendArchive for the append). Not thread-safe; commit() may run on a worker
/// thread.
class ArchiveWriter
{
    Q_DECLARE_TR_FUNCTIONS(mwb::ArchiveWriter)
public:
    virtual ~ArchiveWriter();
    ArchiveWriter(const ArchiveWriter &) = delete;
    ArchiveWriter &operator=(const ArchiveWriter &) = delete;

    /// The archive being edited (kept alive by the writer).
    [[nodiscard]] const Archive &base() const { return *m_base; }
    /// The entries as they will be written, in archive order (new entries last). Rebuilt after an edit on the
    /// first call (linear in the entries); edits themselves cost what they touch.
    [[nodiscard]] const std::vector<PlannedEntry> &entries() const;
    [[nodiscard]] bool hasChanges() const { return m_changed; }

    /// A point in the edit history that rollback() returns to.
    struct Checkpoint
    {
        std::size_t journal = 0;
        bool changed = false;
    };
    /// The current point in the edit history.
    [[nodiscard]] Checkpoint checkpoint() const { return {m_journal.size(), m_changed}; }
    /// Undoes every edit recorded since `mark` (taken from this writer, not rolled back past already), newest
    /// first. Costs what those edits touched, so an editor's undo stays fast on a 100k-entry archive.
    void rollback(const Checkpoint &mark);

    /// Adds a file, or replaces the entry of that path (it keeps its place). UnsafePath / InvalidInput from the
    /// format's path rules.
    [[nodiscard]] Result<void> add(const QString &path, EntrySource source, AddOptions options = {});
    /// Replaces an existing entry; InvalidInput when there is none.
    [[nodiscard]] Result<void> replace(const QString &path, EntrySource source, AddOptions options = {});
    /// Removes the entry, or every entry below the folder `path`; returns how many. InvalidInput when none match.
    [[nodiscard]] Result<int> remove(const QString &path);
    /// Renames an entry, or moves a folder with everything below it; InvalidInput when nothing matches or a target
    /// path is taken.
    [[nodiscard]] Result<int> rename(const QString &from, const QString &to);
    /// Copies an entry (its stored bytes) to a new path; InvalidInput when the source is missing or the target taken.
    [[nodiscard]] Result<void> copy(const QString &from, const QString &to);
    /// Gives an entry a locale (MPQ: the language id of its hash table slot; 0 is neutral). Unsupported unless the
    /// format keeps locales (Capability::Locales); InvalidInput when there is no such entry.
    [[nodiscard]] Result<void> setLocale(const QString &path, quint16 locale);
    /// Whether `path` (normalized) is an entry or a folder of the planned archive.
    [[nodiscard]] bool contains(const QString &path) const;
    /// The entries at `path` (normalized; more than one only where the base archive holds duplicates).
    [[nodiscard]] std::vector<const PlannedEntry *> entriesAt(const QString &path) const;
    /// Whether a planned entry copies the stored bytes of the base archive's entry `original`.
    [[nodiscard]] bool keepsOriginal(int original) const;
    /// Calls `visit` for every change of an entry since `mark`, with the entry before the change and as it is now
    /// (null where there was none, or is none any more), so that a view can follow what the edits touched. Pointers
    /// are valid during the call.
    void visitChangesSince(const Checkpoint &mark,
        const std::function<void(const PlannedEntry *before, const PlannedEntry *now)> &visit) const;

    /// Writes the planned archive to `outputPath` (may be the base archive's own file) atomically, appending in place
    /// when it can (see the class comment; the report says which and why not). Canceled when `progress` is canceled;
    /// the target is then untouched and no temporary file is left. A failing `options.check` fails the commit the
    /// same way.
    [[nodiscard]] Result<CommitReport> commit(const QString &outputPath, Progress &progress,
        const CommitOptions &options = {});

    /// The archive path as the format stores it ('/' or '\\' separators, letter case), or an error for a path the
    /// format cannot hold. Public so callers can check paths before they record edits.
    [[nodiscard]] virtual Result<QString> normalizePath(const QString &path) const = 0;

    /// The signature the base archive carries. Default: None (the format has no signatures).
    [[nodiscard]] virtual BaseSignature baseSignature() const { return BaseSignature::None; }
    /// How the next commit signs what it writes. Default: Unsigned.
    [[nodiscard]] virtual SignaturePolicy signaturePolicy() const { return SignaturePolicy::Unsigned; }
    /// The one place every front end (CLI `--sign`, the GUI's question) says how a save signs. Default: Unsigned is
    /// taken, anything else is Unsupported (the format cannot sign).
    [[nodiscard]] virtual Result<void> setSignaturePolicy(SignaturePolicy policy);

    /// The bytes add(path, source, options) would store (TL2: a text DAT compiled to BINDAT when the options ask
    /// for it), for `add --update`, which skips files the archive already holds. Default: the source's bytes.
    [[nodiscard]] virtual Result<QByteArray> storedBytes(
        const QString &path, const EntrySource &source, const AddOptions &options) const;
    /// Brings the entries the format derives from others up to date with the recorded edits, as the format's
    /// packer would (TL2: the RAW indexes regenerated from the DATs); returns one translated line per entry it
    /// changed. Default: the format derives nothing.
    [[nodiscard]] virtual Result<QStringList> updateDerivedEntries(Progress &progress);

    /// For the check after a commit: the entry of `written` (the committed file, reopened) that holds planned entry
    /// `index`; `lookup` indexes `written`. Default: the entry with its path.
    [[nodiscard]] virtual std::optional<int> writtenEntry(
        const Archive &written, const EntryLookup &lookup, std::size_t index) const;
    /// For the check after a commit: how the untouched planned entry `index`, found at `entry` of `written`, is
    /// checked. Default: read back.
    [[nodiscard]] virtual EntryCheck checkUntouched(const Archive &written, int entry, std::size_t index) const;
    /// For the check after a commit: the size and CRC-32 of what the last commit stored where that differs from a
    /// source's bytes (compiled DATs) or has no source (entries the format made itself). New entries without a
    /// digest are compared with their sources' bytes. Default: none.
    [[nodiscard]] virtual std::vector<StoredDigest> storedDigests() const { return {}; }
    /// For the check after a commit: whether the entry `entry` of `written` holds `digest` judged by its stored
    /// bytes in place (StoredDigest::storedOffset…), so that it need not be decoded. Default: read it back.
    [[nodiscard]] virtual EntryCheck checkStored(const Archive &written, int entry, const StoredDigest &digest) const;

protected:
    /// Starts with every entry of `base` untouched, in its index order.
    explicit ArchiveWriter(std::shared_ptr<const Archive> base);
    /// Gives the base entries the paths `pathOf` returns (for formats whose normalized paths differ from the
    /// archive's index paths, e.g. MPQ's '\\' separators). Call from the derived constructor.
    void setBaseEntryPaths(const std::function<QString(const PlannedEntry &)> &pathOf);

    /// Writes the whole planned archive into `out` (empty, positioned at 0). Fills the report's counts; the base
    /// class fills outputPath and outputBytes. Poll `progress` for cancel and return Canceled.
    [[nodiscard]] virtual Result<CommitReport> writeArchive(QFile &out, Progress &progress) = 0;
    /// Why the changes cannot be appended to the base archive's own file (translated), or empty when they can. The
    /// default: the format always rewrites.
    [[nodiscard]] virtual QString appendRefusal() const;
    /// Appends the planned changes to `file` (the base archive's file, open for reading and writing, positioned at
    /// its end) and returns the header that makes them visible; commit() writes it. Only called when appendRefusal()
    /// is empty. Return LimitExceeded when the archive cannot grow in place: commit() then cuts the appended bytes
    /// off and rewrites instead.
    [[nodiscard]] virtual Result<AppendedArchive> appendArchive(QFile &file, Progress &progress);
    /// How paths compare (MPQ names are case-insensitive; normalized TL2 paths are upper case already).
    [[nodiscard]] virtual Qt::CaseSensitivity pathCase() const { return Qt::CaseSensitive; }
    /// The folder separator of normalized paths.
    [[nodiscard]] virtual QChar separator() const { return QLatin1Char('/'); }
    /// Whether writeArchive() stores PlannedEntry::locale.
    [[nodiscard]] virtual bool keepsLocales() const { return false; }

private:
    [[nodiscard]] std::optional<std::size_t> find(const QString &normalized) const;
    [[nodiscard]] bool isBelow(const QString &path, const QString &folder) const;
    [[nodiscard]] Error noSuchEntry(const QString &path) const;
    [[nodiscard]] Error pathTaken(const QString &path) const;
    /// Both paths of a rename or copy, normalized; the first path error otherwise.
    [[nodiscard]] Result<std::pair<QString, QString>> normalizePair(const QString &from, const QString &to) const;
    /// Why commit() to `outputPath` rewrites (translated), or empty when it may append.
    [[nodiscard]] QString rewriteReason(const QString &outputPath, const CommitOptions &options) const;
    /// The append path; nullopt (with `reason` set) when it turned out the archive must be rewritten after all.
    [[nodiscard]] std::optional<Result<CommitReport>> commitAppended(const QString &outputPath, Progress &progress,
        const CommitOptions &options, QString &reason);
    [[nodiscard]] Result<CommitReport> commitRewritten(const QString &outputPath, Progress &progress,
        const CommitOptions &options);

    /// One planned entry, or the place of one that an edit removed (kept so that positions stay stable for the
    /// path index and the journal).
    struct Slot
    {
        PlannedEntry entry;
        bool live = true;
    };
    /// What an edit changed: the slot's state before it, or nothing when the edit appended the slot.
    struct JournalRecord
    {
        std::size_t slot = 0;
        std::optional<Slot> before;
    };
    /// Live normalized paths (case-folded when pathCase() is insensitive) -> the last slot with that path (the one
    /// a reader sees), the number of live entries below every folder, the paths that more than one live entry
    /// has (a base archive may hold duplicates), and how many live entries copy each base entry. Built on first use, then kept up to date by every edit, so
    /// find() and contains() stay O(1) and one rename costs one update.
    struct PathIndex
    {
        QHash<QString, std::size_t> entries;
        QHash<QString, int> folders;
        QSet<QString> duplicated;
        QHash<int, int> originals; ///< base entry -> live slots copying it
    };
    [[nodiscard]] QString indexKey(const QString &path) const;
    [[nodiscard]] const PathIndex &pathIndex() const;
    void indexSlot(PathIndex &index, std::size_t at) const;
    void unindexSlot(PathIndex &index, std::size_t at) const;
    /// Replaces slot `at`, journaled.
    void setSlot(std::size_t at, Slot next);
    /// Appends a live slot, journaled.
    void appendEntry(PlannedEntry entry);
    /// The live slots whose path is `normalized` or below it (a scan only where the index says one is needed).
    [[nodiscard]] std::vector<std::size_t> slotsAtOrBelow(const QString &normalized) const;
    /// Marks everything after an edit: the entries() cache is stale, the archive changed.
    void touch();

    std::shared_ptr<const Archive> m_base;
    std::vector<Slot> m_slots;
    std::vector<JournalRecord> m_journal;
    mutable std::optional<PathIndex> m_index;
    mutable std::optional<std::vector<PlannedEntry>> m_liveEntries; ///< entries(), built on demand
    bool m_changed = false;
};

} // namespace mwb
