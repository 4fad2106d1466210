// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "mwb/core/diff/ContentDiff.h"

#include <QByteArrayView>
#include <QCoreApplication>

namespace mwb::diff::detail {

/// One line of the content differ table (ContentDiffers.cpp). `probe` looks at the path and both versions and is
/// cheap; `diff` may fail (unreadable content), and the byte differ then answers instead. Adding a kind is one
/// <Kind>ContentDiff.cpp with these two functions plus one line in the table.
struct ContentDifferEntry
{
    const char *kind;
    bool (*probe)(const QString &entryPath, QByteArrayView before, QByteArrayView after);
    Result<ContentDiff> (*diff)(const QString &entryPath, const QByteArray &before, const QByteArray &after);
};

/// Translated texts of the content differs.
class ContentDiffText
{
    Q_DECLARE_TR_FUNCTIONS(mwb::diff::ContentDiff)
};

/// Appends a change unless the list holds ContentDiff::kMaxChanges already (then counts it as omitted).
void addChange(ContentDiff &diff, ContentChange change);

bool probeDat(const QString &entryPath, QByteArrayView before, QByteArrayView after);
Result<ContentDiff> diffDat(const QString &entryPath, const QByteArray &before, const QByteArray &after);

bool probeDbc(const QString &entryPath, QByteArrayView before, QByteArrayView after);
Result<ContentDiff> diffDbc(const QString &entryPath, const QByteArray &before, const QByteArray &after);

bool probeImage(const QString &entryPath, QByteArrayView before, QByteArrayView after);
Result<ContentDiff> diffImage(const QString &entryPath, const QByteArray &before, const QByteArray &after);

/// Accepts everything: the last line of the table.
bool probeBytes(const QString &entryPath, QByteArrayView before, QByteArrayView after);
Result<ContentDiff> diffBytes(const QString &entryPath, const QByteArray &before, const QByteArray &after);

} // namespace mwb::diff::detail
