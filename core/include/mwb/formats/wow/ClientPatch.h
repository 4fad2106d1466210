// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/ArchiveWriter.h"
#include "mwb/core/LayeredArchive.h"
#include "mwb/core/ops/EditReport.h"
#include "mwb/formats/dbc/EditableTable.h"
#include "mwb/formats/wow/PatchTarget.h"

#include <memory>

namespace mwb::formats::wow {

/// A client table as the client reads it: the copy of the archive that wins, opened for editing.
struct ClientTable
{
    dbc::EditableTable table;
    QString source; ///< the archive it came from, as the stack names it ("enUS/locale-enUS.MPQ")
};

/// What a commit of a client patch wrote.
struct PatchWrite
{
    QString patchFile; ///< absolute path of the patch
    QString patchName; ///< as the client names it (PatchTarget::patchName)
    bool created = false; ///< the commit created the patch
    ops::EditReport edit; ///< the files written and the checked commit
};

/// One edit of a client patch: the Data folder's archives as the client stacks them (or the patch alone), and the
/// patch's writer (a new archive with the "wow-335a" preset when the file does not exist). Every `wow` operation
/// reads the client's copies here, records its files with put() and makes them visible in one commit(): atomic and
/// checked (ops::commitChecked()); nothing is written before it, and a failed commit leaves the patch as it was.
class ClientPatch
{
    Q_DECLARE_TR_FUNCTIONS(mwb::formats::wow::ClientPatch)
public:
    /// Opens the stack and the patch. Errors: those of opening the archives and of the registry's writers.
    [[nodiscard]] static Result<std::unique_ptr<ClientPatch>> open(const PatchTarget &target);

    [[nodiscard]] const PatchTarget &target() const { return m_target; }
    /// The archives the client reads, the patch among them (a new patch takes no part until it is committed).
    [[nodiscard]] const LayeredArchive &stack() const { return *m_stack; }
    /// Whether the commit creates the patch.
    [[nodiscard]] bool createsPatch() const { return m_creates; }

    /// The copy of `path` the client reads ('\' or '/', any case), opened as a table named like the path.
    /// InvalidInput when no archive holds it, or when one the client loads after the patch does (a copy written
    /// into the patch would never be seen); the table's own parse errors.
    [[nodiscard]] Result<ClientTable> readTable(const QString &path) const;
    /// InvalidInput naming the archive when one the client loads after the patch holds `path`: the client would
    /// never see the patch's copy.
    [[nodiscard]] Result<void> checkVisible(const QString &path) const;

    /// Records `bytes` as the patch's file `path` (added, or replacing the patch's copy). UnsafePath / InvalidInput
    /// from the format's path rules.
    [[nodiscard]] Result<void> put(const QString &path, QByteArray bytes);
    /// Records `client`'s table as the patch's file `path` when it was changed (toBytes() and put()).
    [[nodiscard]] Result<void> putTable(const ClientTable &client, const QString &path);
    /// Writes what put() recorded into the patch in one checked commit (the locale folder created for a new locale
    /// patch); the report names `verb` and the files put.
    [[nodiscard]] Result<PatchWrite> commit(const QString &verb, Progress &progress);

private:
    ClientPatch() = default;

    PatchTarget m_target;
    std::unique_ptr<LayeredArchive> m_stack;
    std::unique_ptr<ArchiveWriter> m_writer;
    QStringList m_loadedAfter; ///< stack layers the client loads after the patch
    std::vector<ops::EntryChange> m_changes;
    bool m_creates = false;
};

} // namespace mwb::formats::wow
