// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ByteSource.h"
#include "mwb/core/EntryIndex.h"
#include "mwb/core/FormatRegistry.h"
#include "mwb/core/Progress.h"
#include "mwb/core/Result.h"
#include "mwb/core/StructureNode.h"
#include "mwb/core/io/StagedOutput.h"

#include <QByteArray>
#include <QString>

#include <memory>
#include <mutex>
#include <vector>

namespace mwb {

/// Summary of an extraction job.
struct ExtractSummary
{
    int files = 0;
    qint64 bytes = 0;
};

/// An entry that could not be extracted.
struct ExtractFailure
{
    int entry = -1;
    Error error;
};

/// What Archive::extractWithPolicy() committed, and the entries it left out (io::FailurePolicy::KeepGoing).
struct ExtractOutcome
{
    ExtractSummary summary;
    std::vector<ExtractFailure> failures; ///< in entry order; always empty with AllOrNothing
};

/// A finding of Archive::verify() that does not make the game refuse the file (a stale index, a duplicate path…).
struct VerifyWarning
{
    QString code; ///< stable, untranslated, e.g. "duplicate-path"
    QString path; ///< the entry it concerns, if any
    QString message; ///< translated
};

/// What Archive::verify() found.
struct VerifyReport
{
    int checkedEntries = 0;
    std::vector<Error> problems; ///< what makes the game refuse the file; empty: the file is accepted
    std::vector<VerifyWarning> warnings;
    QStringList facts; ///< translated lines shown with the result, e.g. the stored and computed hashes
};

/// What one entry is when its archive lies over others in a LayeredArchive.
enum class LayerRole : quint8 {
    File, ///< supplies its path
    Deletion, ///< hides its path in the archives below (an MPQ delete marker, a TL2 REMOVE_FILES record)
    Private, ///< means nothing outside its archive (MPQ internal files, entries without a known name)
};

/// Format-neutral view of an opened archive (.MOD, MPQ, …) for the GUI and CLI: one tree model, one extraction
/// path. Immutable once opened; every const method is safe to call from worker threads.
class Archive
{
public:
    virtual ~Archive() = default;

    [[nodiscard]] virtual QString path() const = 0;
    /// Stable, untranslated format key: "tl2mod", "mpq" (the FormatRegistry id).
    [[nodiscard]] virtual QString formatId() const = 0;
    /// The registry line of this archive's format (an empty one, with no capabilities, for an unregistered id).
    [[nodiscard]] const FormatDescription &format() const;
    /// Human-readable, translated format name, e.g. "Torchlight 2 mod".
    [[nodiscard]] virtual QString formatName() const { return format().displayName(); }
    /// What this archive can do: its format's capabilities unless an archive narrows them.
    [[nodiscard]] virtual Capabilities capabilities() const { return format().capabilities; }
    /// Why this archive cannot be edited (translated), empty when its format's writer can edit it. Cheap: no
    /// writer is made to find out.
    [[nodiscard]] virtual QString writeRefusal() const;
    /// The archive file's bytes (memory-mapped where possible), shared with the inspectors.
    [[nodiscard]] virtual const ByteSource &source() const = 0;
    /// The entries for the tree and the path matchers (EntryIndex::Input::entry is the id passed to
    /// readEntry/extract). Built on the first call (buildIndexInputs()) and kept: the open job, the writer and the
    /// commands all ask for it, and for 100k entries building it costs tens of milliseconds. Thread-safe.
    [[nodiscard]] const std::vector<EntryIndex::Input> &indexInputs() const;
    /// Which optional tree columns this format fills (EntryIndex::Column bits).
    [[nodiscard]] virtual unsigned indexColumns() const = 0;
    /// How two entry paths of this archive compare: MPQ names are case-insensitive; a .MOD and a Linux folder
    /// tell "A" from "a".
    [[nodiscard]] virtual Qt::CaseSensitivity pathCase() const { return Qt::CaseSensitive; }
    /// The folder separator of the format's own spelling of entry paths (MPQ: '\\'), which the CLI prints and its
    /// JSON carries; indexInputs() always use '/'.
    [[nodiscard]] virtual QChar separator() const { return QLatin1Char('/'); }
    /// An indexInputs() path in the format's own spelling.
    [[nodiscard]] QString nativePath(const QString &indexPath) const;
    /// Uncompressed bytes of one entry, checked (size caps, checksums).
    [[nodiscard]] virtual Result<QByteArray> readEntry(int entry) const = 0;
    /// Extracts entries below `targetDir` keeping their archive paths; atomic: nothing is left on error/cancel.
    [[nodiscard]] virtual Result<ExtractSummary> extract(const std::vector<int> &entries, const QString &targetDir,
        Progress &progress) const = 0;
    /// Extraction under a failure policy. AllOrNothing is extract(). KeepGoing commits every entry that was read
    /// and checked and returns the others (unreadable, checksum mismatch, a path that escapes `targetDir`) as
    /// failures; what fails the whole job (cancel, the target folder) is still the error and leaves nothing.
    /// The default finds the failing entries first (path check, readEntry()), then extracts the others through
    /// extract(): each entry is read twice, a cost only KeepGoing pays, and only for formats that do not
    /// override this with an extractor that applies the policy itself.
    [[nodiscard]] virtual Result<ExtractOutcome> extractWithPolicy(
        const std::vector<int> &entries, const QString &targetDir, Progress &progress, io::FailurePolicy policy) const;

    /// The archive file's own structure for the property and hex inspectors: headers, tables, directories, every
    /// field with its offset and size in the archive file. Big tables are lazy lists whose rows keep what they need
    /// alive (the node may outlive this object). Built on demand, not at open. Default: an empty node.
    [[nodiscard]] virtual StructureNode describeStructure() const { return {}; }
    /// The record(s) that describe one entry (e.g. its manifest record, hash and block table slots, data block
    /// header), offsets in the archive file. An empty node for an unknown entry id, and by default.
    [[nodiscard]] virtual StructureNode describeEntry(int /*entry*/) const { return {}; }

    /// What `entry` is when this archive is a layer of a LayeredArchive. Default: a file.
    [[nodiscard]] virtual LayerRole layerRole(int /*entry*/) const { return LayerRole::File; }

    /// Checks what the game checks (hashes, checksums, every entry readable). Unsupported unless capabilities()
    /// has Capability::Verify.
    [[nodiscard]] virtual Result<VerifyReport> verify(Progress &progress) const;

protected:
    /// What indexInputs() returns; called once.
    [[nodiscard]] virtual std::vector<EntryIndex::Input> buildIndexInputs() const = 0;

private:
    mutable std::once_flag m_indexInputsBuilt;
    mutable std::vector<EntryIndex::Input> m_indexInputs;
};

} // namespace mwb
