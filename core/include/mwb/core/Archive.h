// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/EntryIndex.h"
#include "mwb/core/Progress.h"
#include "mwb/core/Result.h"

#include <QByteArray>
#include <QString>

#include <memory>
#include <vector>

namespace mwb {

/// Summary of an extraction job.
struct ExtractSummary
{
    int files = 0;
    qint64 bytes = 0;
};

/// Format-neutral view of an opened archive (.MOD, MPQ, …) for the GUI and CLI: one tree model, one extraction
/// path. Immutable once opened; every const method is safe to call from worker threads.
class Archive
{
public:
    virtual ~Archive() = default;

    [[nodiscard]] virtual QString path() const = 0;
    /// Human-readable, translated format name, e.g. "Torchlight 2 mod".
    [[nodiscard]] virtual QString formatName() const = 0;
    /// The entries for the tree (EntryIndex::Input::entry is the id passed to readEntry/extract).
    [[nodiscard]] virtual std::vector<EntryIndex::Input> indexInputs() const = 0;
    /// Which optional tree columns this format fills (EntryIndex::Column bits).
    [[nodiscard]] virtual unsigned indexColumns() const = 0;
    /// Uncompressed bytes of one entry, checked (size caps, checksums).
    [[nodiscard]] virtual Result<QByteArray> readEntry(int entry) const = 0;
    /// Extracts entries below `targetDir` keeping their archive paths; atomic: nothing is left on error/cancel.
    [[nodiscard]] virtual Result<ExtractSummary> extract(const std::vector<int> &entries, const QString &targetDir,
        Progress &progress) const = 0;
};

/// Opens any supported archive, recognised by its content (not its extension).
/// BadMagic when no format recognises the file.
[[nodiscard]] Result<std::unique_ptr<Archive>> openArchive(const QString &path);

} // namespace mwb
