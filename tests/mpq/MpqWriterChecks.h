// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/formats/mpq/MpqWriter.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <map>
#include <memory>

namespace mwb::test {

using Files = std::map<QByteArray, QByteArray>; ///< archived name -> content

/// Writes `files` into a new archive at `path`.
bool writeNew(const QString &path, const formats::mpq::MpqWriteOptions &options, const Files &files, QString *error);
/// Our reader finds every file with its content and verifies it.
void checkOurs(const QString &path, const Files &files);
/// StormLib lists exactly `files` (plus the internal ones), reads each back byte for byte, verifies each clean;
/// our reader agrees.
void checkArchive(const QString &path, const Files &files, quint16 locale = 0);
/// A writer that edits the archive at `path`; null when it does not open.
std::unique_ptr<formats::mpq::MpqWriter> editor(const QString &path);
/// Every named file StormLib reads from `path` (internal files and StormLib's made-up names left out).
Files storedFiles(const QString &path);
/// Every archive of the MPQ corpus `corpus` (../shared/corpus/mpq) and of the WoW/WC3 samples, without the golden
/// JSON and notes.
QStringList corpusArchives(const QString &corpus);

} // namespace mwb::test
