// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CommandRegistry.h"
#include "mwb/formats/dbc/EditableTable.h"
#include "mwb/formats/dbc/TableSource.h"

#include <QCommandLineOption>
#include <QCoreApplication>

namespace mwb::cli {

/// The translation context of every `dbc` command.
class DbcText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::cli::DbcCommands)
};

/// The largest table file a `dbc` command reads.
inline constexpr qint64 kMaxDbcBytes = formats::dbc::kMaxTableBytes;

/// `--table NAME`: the 3.3.5a definition to use instead of the one the file name suggests.
[[nodiscard]] QCommandLineOption dbcTableOption();

/// Reads `argument` (a file, or FILE.MOD::ENTRY) and opens it as an editable table with the definition of `tableName`
/// (empty: the one its name selects).
[[nodiscard]] Result<formats::dbc::EditableTable> openEditableTable(const QString &argument, const QString &tableName);

/// Writes `bytes` to standard output as they are.
void writeStandardOutput(const QByteArray &bytes);

/// The command groups of DbcExportCommands.cpp (export, csv), DbcImportCommands.cpp (import, edit) and
/// DbcCheckCommands.cpp (check, diff).
void addDbcExportCommands(std::vector<Command> &commands);
void addDbcImportCommands(std::vector<Command> &commands);
void addDbcCheckCommands(std::vector<Command> &commands);

} // namespace mwb::cli
